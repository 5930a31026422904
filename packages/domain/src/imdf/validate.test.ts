import { describe, expect, it } from 'vitest';
import { ImdfMessages } from './messages.js';
import {
  IMDF_CHECKED_FEATURE_TYPES,
  IMDF_PROPERTY_RULES,
  IMDF_RULE_IDS,
  type ImdfPropertyRule,
} from './rules.js';
import {
  type ImdfTestArchive,
  makeImdfArchive,
  TestImdfIds,
  testImdfId,
  testImdfPoint,
  testImdfPosition,
  testImdfRectangle,
} from './testing/minimal-archive.js';
import type { ImdfFinding } from './types.js';
import { validateImdf } from './validate.js';

const at = <T>(list: readonly T[], index = 0): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
};

/** Loosely typed access for breaking an archive in ways its types forbid. */
// biome-ignore lint/suspicious/noExplicitAny: these tests break archives in ways their types forbid
type Loose = Record<string, any>;
const loose = (value: unknown) => value as Loose;

function validateAfter(change: (archive: ImdfTestArchive) => void): ImdfFinding[] {
  const archive = makeImdfArchive();
  change(archive);
  return validateImdf(archive);
}

const rulesOf = (findings: readonly ImdfFinding[]) => findings.map((f) => f.rule);

/** Every rule id a test below has made fire, to check none is left without one. */
const fired = new Set<string>();
function expectRule(findings: readonly ImdfFinding[], rule: string) {
  expect(rulesOf(findings)).toContain(rule);
  fired.add(rule);
}

const unitFeature = (archive: ImdfTestArchive, index = 0) =>
  at(archive['unit.geojson'].features, index);

describe('validateImdf on a valid archive', () => {
  it('finds nothing in the minimal archive of one venue, two levels, units, a door, an amenity and an anchor', () => {
    expect(validateImdf(makeImdfArchive())).toEqual([]);
  });

  it('accepts a MultiPolygon unit, a level without building_ids and labels in several languages', () => {
    const findings = validateAfter((archive) => {
      const hall = unitFeature(archive, 3);
      const [ring] = testImdfRectangle(5, 5, 35, 25).coordinates;
      hall.geometry = { type: 'MultiPolygon', coordinates: [[ring ?? []]] };
      at(archive['level.geojson'].features).properties.building_ids = null;
      at(archive['level.geojson'].features).properties.name = {
        en: 'Ground',
        'zh-Hant-TW': '地面',
      };
    });
    expect(findings).toEqual([]);
  });

  it('accepts a unit with a hole (a light well) inside it', () => {
    const findings = validateAfter((archive) => {
      const [outer] = testImdfRectangle(5, 5, 20, 25).coordinates;
      const [hole] = testImdfRectangle(8, 18, 12, 22).coordinates;
      unitFeature(archive).geometry.coordinates = [outer ?? [], [...(hole ?? [])].reverse()];
    });
    expect(findings).toEqual([]);
  });

  it('passes an opening 0.3 m off the wall and units sharing 0.05 m² (within the tolerances)', () => {
    const findings = validateAfter((archive) => {
      at(archive['opening.geojson'].features).geometry.coordinates = [
        testImdfPosition(20.3, 8),
        testImdfPosition(20.3, 10),
      ];
      unitFeature(archive, 1).geometry = testImdfRectangle(19.99, 5, 35, 15);
    });
    expect(findings).toEqual([]);
  });
});

describe('validateImdf: the manifest and the files', () => {
  it('reports a missing manifest, and one that is not an object', () => {
    const missing = validateAfter((archive) => {
      delete loose(archive)['manifest.json'];
    });
    expect(missing).toEqual([
      {
        rule: 'manifest.present',
        severity: 'error',
        file: 'manifest.json',
        message: ImdfMessages.manifestMissing,
      },
    ]);
    fired.add('manifest.present');
    expectRule(
      validateAfter((archive) => {
        loose(archive)['manifest.json'] = [];
      }),
      'manifest.present',
    );
  });

  it('reports a version other than 1.0.0, a language that is not a tag and a created that is no date', () => {
    const findings = validateAfter((archive) => {
      archive['manifest.json'].version = '2.0.0';
      archive['manifest.json'].language = 'en_US';
      archive['manifest.json'].created = 'yesterday';
    });
    expect(rulesOf(findings)).toEqual([
      'manifest.version',
      'manifest.language',
      'manifest.created',
    ]);
    expect(at(findings).message).toBe(ImdfMessages.manifestVersion('2.0.0', '1.0.0'));
    for (const rule of rulesOf(findings)) fired.add(rule);
  });

  it('reports a missing level file and warns about a file that is not IMDF', () => {
    const findings = validateAfter((archive) => {
      delete loose(archive)['level.geojson'];
      loose(archive)['notes.json'] = {};
    });
    expect(findings).toContainEqual({
      rule: 'archive.required-file',
      severity: 'error',
      file: 'level.geojson',
      message: ImdfMessages.missingFile('level.geojson'),
    });
    expect(findings).toContainEqual({
      rule: 'archive.unknown-file',
      severity: 'warning',
      file: 'notes.json',
      message: ImdfMessages.unknownFile('notes.json'),
    });
    fired.add('archive.required-file');
    fired.add('archive.unknown-file');
  });

  it('reads fixtures and other unchecked feature types only as features', () => {
    const findings = validateAfter((archive) => {
      loose(archive)['fixture.geojson'] = {
        type: 'FeatureCollection',
        features: [
          {
            id: testImdfId(90),
            type: 'Feature',
            feature_type: 'fixture',
            geometry: 7,
            properties: {},
          },
          { id: TestImdfIds.roomA, type: 'Feature', feature_type: 'fixture', properties: {} },
        ],
      };
    });
    expect(findings.map((f) => [f.rule, f.featureId, f.file])).toEqual([
      ['feature.id-unique', TestImdfIds.roomA, 'fixture.geojson'],
    ]);
  });

  it('reports a file that is not a FeatureCollection', () => {
    const findings = validateAfter((archive) => {
      loose(archive)['unit.geojson'] = { type: 'Feature' };
    });
    expectRule(findings, 'file.feature-collection');
  });
});

describe('validateImdf: features', () => {
  const cases: [string, (archive: ImdfTestArchive) => void][] = [
    [
      'feature.type',
      (a) => {
        loose(unitFeature(a)).type = 'feature';
      },
    ],
    [
      'feature.id',
      (a) => {
        unitFeature(a).id = 'room-a';
      },
    ],
    [
      'feature.id-unique',
      (a) => {
        unitFeature(a, 1).id = TestImdfIds.roomA;
      },
    ],
    [
      'feature.feature-type',
      (a) => {
        loose(unitFeature(a)).feature_type = 'room';
      },
    ],
    [
      'feature.properties',
      (a) => {
        loose(unitFeature(a)).properties = null;
      },
    ],
    [
      'feature.geometry-type',
      (a) => {
        loose(at(a['opening.geojson'].features)).geometry = testImdfRectangle(0, 0, 1, 1);
      },
    ],
    [
      'feature.geometry-type',
      (a) => {
        loose(at(a['building.geojson'].features)).geometry = testImdfPoint(1, 1);
      },
    ],
    [
      'geometry.coordinates',
      (a) => {
        loose(unitFeature(a)).geometry.coordinates = [[['a', 'b']]];
      },
    ],
    [
      'geometry.wgs84',
      (a) => {
        at(a['anchor.geojson'].features).geometry.coordinates = [200, 57];
      },
    ],
    [
      'geometry.ring-closed',
      (a) => {
        at(unitFeature(a).geometry.coordinates as unknown as number[][][]).pop();
      },
    ],
    [
      'geometry.ring-positions',
      (a) => {
        unitFeature(a).geometry.coordinates = [
          [testImdfPosition(5, 5), testImdfPosition(20, 5), testImdfPosition(5, 5)],
        ];
      },
    ],
    [
      'geometry.self-intersection',
      (a) => {
        unitFeature(a).geometry.coordinates = [
          [
            testImdfPosition(5, 5),
            testImdfPosition(20, 25),
            testImdfPosition(20, 5),
            testImdfPosition(5, 25),
            testImdfPosition(5, 5),
          ],
        ];
      },
    ],
    [
      'geometry.hole-outside',
      (a) => {
        const [outer] = testImdfRectangle(5, 5, 20, 25).coordinates;
        const [hole] = testImdfRectangle(10, 10, 25, 12).coordinates;
        unitFeature(a).geometry.coordinates = [outer ?? [], [...(hole ?? [])].reverse()];
      },
    ],
    [
      'geometry.line-positions',
      (a) => {
        at(a['opening.geojson'].features).geometry.coordinates = [
          testImdfPosition(20, 8),
          testImdfPosition(20, 8),
        ];
      },
    ],
  ];

  it.each(cases)('reports %s', (rule, change) => {
    const findings = validateAfter(change);
    expectRule(findings, rule);
    expect(findings.every((f) => f.severity === 'error')).toBe(true);
  });

  it('names the feature and its file in a finding', () => {
    const findings = validateAfter((a) => {
      loose(unitFeature(a)).feature_type = 'room';
    });
    expect(findings).toEqual([
      {
        rule: 'feature.feature-type',
        severity: 'error',
        featureId: TestImdfIds.roomA,
        file: 'unit.geojson',
        message: ImdfMessages.wrongFeatureType('room', 'unit'),
      },
    ]);
  });
});

/** A value that breaks a property rule of each kind. */
function invalidValue(rule: ImdfPropertyRule): unknown {
  switch (rule.kind) {
    case 'labels':
      return 'Main hall';
    case 'category':
      return 'door';
    case 'categories':
      return ['door'];
    case 'text':
      return 42;
    case 'integer':
      return 1.5;
    case 'boolean':
      return 'yes';
    case 'point':
      return { type: 'Point', coordinates: [200, 0] };
    case 'reference':
      return 42;
    case 'references':
      return [];
    case 'door':
      return { type: 'trapdoor' };
  }
}

function firstFeatureProperties(archive: ImdfTestArchive, type: string): Loose {
  return loose(at(loose(archive)[`${type}.geojson`].features)).properties;
}

describe('validateImdf: properties', () => {
  const propertyCases = IMDF_CHECKED_FEATURE_TYPES.flatMap((type) =>
    Object.entries(IMDF_PROPERTY_RULES[type]).map(([key, rule]) => ({ type, key, rule })),
  );

  it.each(propertyCases)('reports $type.$key holding a value of the wrong kind', ({
    type,
    key,
    rule,
  }) => {
    const findings = validateAfter((archive) => {
      firstFeatureProperties(archive, type)[key] = invalidValue(rule);
    });
    expect(findings.filter((f) => f.rule === `${type}.${key}`)).toHaveLength(1);
    fired.add(`${type}.${key}`);
  });

  it.each(propertyCases.filter((c) => c.rule.required))('reports a missing $type.$key', ({
    type,
    key,
  }) => {
    const findings = validateAfter((archive) => {
      delete firstFeatureProperties(archive, type)[key];
    });
    expect(findings).toContainEqual(
      expect.objectContaining({
        rule: `${type}.${key}`,
        message: ImdfMessages.propertyMissing(key),
      }),
    );
  });

  it('reports unit, opening and amenity categories outside the lists', () => {
    const findings = validateAfter((archive) => {
      unitFeature(archive).properties.category = 'bedroom' as never;
      at(archive['opening.geojson'].features).properties.category = 'door' as never;
      at(archive['amenity.geojson'].features).properties.category = 'printer' as never;
    });
    // Files are checked in alphabetical order.
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['amenity.category', ImdfMessages.notInList('category', 'printer')],
      ['opening.category', ImdfMessages.notInList('category', 'door')],
      ['unit.category', ImdfMessages.notInList('category', 'bedroom')],
    ]);
  });

  it('reports labels under a key that is no language tag, labels that are not text and empty labels', () => {
    const findings = validateAfter((archive) => {
      unitFeature(archive, 0).properties.name = { en_GB: 'Room' };
      unitFeature(archive, 1).properties.name = { en: 7 } as never;
      unitFeature(archive, 2).properties.name = {};
    });
    expect(findings.map((f) => f.message)).toEqual([
      ImdfMessages.badLanguageTag('name', 'en_GB'),
      ImdfMessages.labelNotText('name', 'en'),
      ImdfMessages.emptyLabels('name'),
    ]);
  });

  it('reports a level ordinal that is not a whole number and a country that is not a code', () => {
    const findings = validateAfter((archive) => {
      at(archive['level.geojson'].features).properties.ordinal = 0.5;
      at(archive['address.geojson'].features).properties.country = 'Latvia';
    });
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['address.country', ImdfMessages.badCode('country', 'Latvia', 'US')],
      ['level.ordinal', ImdfMessages.notInteger('ordinal', 0.5)],
    ]);
  });

  it('reports references to features that are not in the archive or of another type', () => {
    const nowhere = testImdfId(999);
    const findings = validateAfter((archive) => {
      unitFeature(archive).properties.level_id = nowhere;
      at(archive['opening.geojson'].features).properties.level_id = TestImdfIds.roomA;
      at(archive['amenity.geojson'].features).properties.unit_ids = [TestImdfIds.roomA, nowhere];
      at(archive['anchor.geojson'].features).properties.unit_id = nowhere;
      at(archive['level.geojson'].features).properties.building_ids = [nowhere];
      at(archive['footprint.geojson'].features).properties.building_ids = [TestImdfIds.venue];
      at(archive['venue.geojson'].features).properties.address_id = nowhere;
      at(archive['building.geojson'].features).properties.address_id = TestImdfIds.building;
    });
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['amenity.unit_ids', ImdfMessages.unresolved('unit_ids', nowhere, 'unit')],
      ['anchor.unit_id', ImdfMessages.unresolved('unit_id', nowhere, 'unit')],
      [
        'building.address_id',
        ImdfMessages.unresolved('address_id', TestImdfIds.building, 'address'),
      ],
      [
        'footprint.building_ids',
        ImdfMessages.unresolved('building_ids', TestImdfIds.venue, 'building'),
      ],
      ['level.building_ids', ImdfMessages.unresolved('building_ids', nowhere, 'building')],
      ['opening.level_id', ImdfMessages.unresolved('level_id', TestImdfIds.roomA, 'level')],
      ['unit.level_id', ImdfMessages.unresolved('level_id', nowhere, 'level')],
      ['venue.address_id', ImdfMessages.unresolved('address_id', nowhere, 'address')],
    ]);
  });

  it('reports a footprint naming its building twice', () => {
    const findings = validateAfter((archive) => {
      at(archive['footprint.geojson'].features).properties.building_ids = [
        TestImdfIds.building,
        TestImdfIds.building,
      ];
    });
    expect(findings.map((f) => f.message)).toEqual([
      ImdfMessages.duplicateInList('building_ids', TestImdfIds.building),
    ]);
  });
});

describe('validateImdf: the venue and where features lie', () => {
  it('reports an archive with two venues and one with none', () => {
    const two = validateAfter((archive) => {
      const venue = at(archive['venue.geojson'].features);
      archive['venue.geojson'].features.push({ ...venue, id: testImdfId(77) });
    });
    expect(two.map((f) => f.message)).toEqual([ImdfMessages.venueCount(2)]);
    const none = validateAfter((archive) => {
      archive['venue.geojson'].features = [];
    });
    expect(none.map((f) => f.message)).toEqual([ImdfMessages.venueCount(0)]);
    fired.add('venue.count');
  });

  it('reports a display point outside its unit and one far from its opening', () => {
    const findings = validateAfter((archive) => {
      unitFeature(archive).properties.display_point = testImdfPoint(30, 20);
      at(archive['opening.geojson'].features).properties.display_point = testImdfPoint(25, 9);
    });
    expect(findings.map((f) => [f.rule, f.featureId, f.message])).toEqual([
      ['display-point.inside', TestImdfIds.door, ImdfMessages.displayPointOffLine(5)],
      ['display-point.inside', TestImdfIds.roomA, ImdfMessages.displayPointOutside],
    ]);
    fired.add('display-point.inside');
  });

  it('reports a unit reaching out of its level, with the area outside', () => {
    const findings = validateAfter((archive) => {
      unitFeature(archive, 3).geometry = testImdfRectangle(5, 5, 40, 25);
      unitFeature(archive, 3).properties.display_point = null;
    });
    expect(findings).toHaveLength(1);
    expect(at(findings).rule).toBe('unit.inside-level');
    expect(at(findings).featureId).toBe(TestImdfIds.hall);
    // 5 m × 20 m outside the level, to a few square centimetres of projection rounding.
    expect(at(findings).message).toBe(ImdfMessages.unitOutsideLevel(100));
    fired.add('unit.inside-level');
  });

  it('reports units of a level that overlap, once per pair', () => {
    const findings = validateAfter((archive) => {
      unitFeature(archive, 1).geometry = testImdfRectangle(15, 5, 35, 15);
      unitFeature(archive, 1).properties.display_point = testImdfPoint(25, 10);
    });
    expect(findings.map((f) => [f.rule, f.featureId, f.message])).toEqual([
      ['unit.overlap', TestImdfIds.roomA, ImdfMessages.unitsOverlap(TestImdfIds.roomB, 50)],
    ]);
    fired.add('unit.overlap');
  });

  it('finds the one overlapping pair among 200 rooms of a level, and no other', () => {
    const grid = (shiftedIndex: number) =>
      validateAfter((archive) => {
        const units = archive['unit.geojson'].features;
        units.pop(); // the first floor's hall
        for (let c = 0; c < 20; c += 1) {
          for (let r = 0; r < 10; r += 1) {
            const shift = c * 10 + r === shiftedIndex ? 0.5 : 0;
            const x0 = 5 + c * 1.5 + shift;
            const room = structuredClone(at(units));
            room.id = testImdfId(1000 + c * 10 + r);
            room.geometry = testImdfRectangle(x0, 5 + r * 2, x0 + 1.5, 7 + r * 2);
            room.properties.level_id = TestImdfIds.first;
            room.properties.display_point = null;
            units.push(room);
          }
        }
      });
    expect(grid(-1)).toEqual([]);
    const findings = grid(55);
    expect(findings.map((f) => [f.rule, f.featureId, f.message])).toEqual([
      ['unit.overlap', testImdfId(1055), ImdfMessages.unitsOverlap(testImdfId(1065), 1)],
    ]);
  });

  it('does not compare units of different levels', () => {
    const findings = validateAfter((archive) => {
      // The hall of the first floor covers the whole ground floor's rooms.
      unitFeature(archive, 3).properties.level_id = TestImdfIds.first;
    });
    expect(findings).toEqual([]);
  });

  it('reports an opening that lies on no unit boundary', () => {
    const findings = validateAfter((archive) => {
      const door = at(archive['opening.geojson'].features);
      door.geometry.coordinates = [testImdfPosition(10, 20), testImdfPosition(10, 22)];
      door.properties.display_point = null;
    });
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['opening.on-unit-boundary', ImdfMessages.openingOffBoundary(5)],
    ]);
    fired.add('opening.on-unit-boundary');
  });

  it('reports an anchor outside its unit and warns about an amenity outside its units', () => {
    const findings = validateAfter((archive) => {
      at(archive['anchor.geojson'].features).geometry = testImdfPoint(10, 10);
      at(archive['amenity.geojson'].features).geometry = testImdfPoint(25, 10);
    });
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['amenity.inside-unit', 'warning'],
      ['anchor.inside-unit', 'error'],
    ]);
    fired.add('anchor.inside-unit');
    fired.add('amenity.inside-unit');
  });
});

describe('validateImdf: the rule list', () => {
  // Vitest runs the tests of a file in order: by now every test above has added its rules.
  it('has at least 25 rules, and every one has fired in a test above', () => {
    expect(IMDF_RULE_IDS.length).toBeGreaterThanOrEqual(25);
    expect(IMDF_RULE_IDS.filter((rule) => !fired.has(rule))).toEqual([]);
  });
});
