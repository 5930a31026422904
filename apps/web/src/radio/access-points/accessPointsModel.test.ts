import {
  AccessPointMessages,
  type AccessPointWire,
  haversineMetres,
  LayerMessages,
  LayerZoom,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  accessPointFacts,
  accessPointFeatures,
  accessPointPosition,
  circlePolygon,
  filterOptions,
  focusedCircles,
  judgeAccessPoints,
  manufacturerMap,
  visibleAccessPoints,
} from './accessPointsModel';

const makeAp = (AP: string, overrides: Partial<AccessPointWire> = {}): AccessPointWire => ({
  AP,
  x: 35.1447,
  y: 33.4111,
  den: 0,
  uncertainty: 3,
  measurements: 120,
  meanRss: -67.25,
  bssids: [AP],
  method: 'path-loss',
  ...overrides,
});

describe('circlePolygon', () => {
  it('is a closed ring whose every vertex lies the radius away from the centre', () => {
    const centre = { lat: 35.1447, lon: 33.4111 };
    const polygon = circlePolygon(centre, 12.5, 32);
    const [ring] = polygon.coordinates;
    expect(ring).toHaveLength(33);
    expect(ring?.[0]).toEqual(ring?.[32]);
    for (const [lon, lat] of ring ?? []) {
      expect(haversineMetres(centre, { lat: lat ?? 0, lon: lon ?? 0 })).toBeCloseTo(12.5, 1);
    }
  });

  it('starts due north and goes clockwise (east second)', () => {
    const centre = { lat: 51.5, lon: -0.12 };
    const [ring] = circlePolygon(centre, 100, 4).coordinates;
    const [north, east, south, west] = ring ?? [];
    expect(north?.[1]).toBeGreaterThan(centre.lat);
    expect(north?.[0]).toBeCloseTo(centre.lon, 9);
    expect(east?.[0]).toBeGreaterThan(centre.lon);
    expect(south?.[1]).toBeLessThan(centre.lat);
    expect(west?.[0]).toBeLessThan(centre.lon);
    // Metres, not degrees: a degree of longitude is shorter than one of latitude at 51.5°.
    expect((east?.[0] ?? 0) - centre.lon).toBeGreaterThan((north?.[1] ?? 0) - centre.lat);
  });
});

describe('the AP filter', () => {
  const aps = [
    makeAp('00:1d:7e:00:00:10'),
    makeAp('3c:5a:b4:00:00:20'),
    makeAp('00:1d:7e:00:00:30'),
    makeAp('02:de:40:00:00:40'),
  ];
  const manufacturers = manufacturerMap(
    aps.map((ap) => ap.AP),
    [
      'Cisco-Linksys, LLC',
      'Google, Inc.',
      'Cisco-Linksys, LLC',
      AccessPointMessages.unknownManufacturer,
    ],
  );

  it('lists the MACs in the server order, one entry each', () => {
    expect(filterOptions(aps, 'mac', manufacturers)).toEqual(
      aps.map((ap) => ({ value: ap.AP, count: 1 })),
    );
  });

  it("lists manufacturers alphabetically with their counts, 'N/A' last and for unknown ones", () => {
    const partly = new Map([[aps[1]?.AP ?? '', 'Google, Inc.']]);
    expect(filterOptions(aps, 'manufacturer', partly)).toEqual([
      { value: 'Google, Inc.', count: 1 },
      { value: 'N/A', count: 3 },
    ]);
    expect(filterOptions(aps, 'manufacturer', manufacturers)).toEqual([
      { value: 'Cisco-Linksys, LLC', count: 2 },
      { value: 'Google, Inc.', count: 1 },
      { value: 'N/A', count: 1 },
    ]);
  });

  it('hides the APs of the unchecked MACs or manufacturers', () => {
    const ids = (list: AccessPointWire[]) => list.map((ap) => ap.AP);
    expect(ids(visibleAccessPoints(aps, 'mac', manufacturers, new Set()))).toEqual(ids(aps));
    expect(
      ids(visibleAccessPoints(aps, 'mac', manufacturers, new Set(['3c:5a:b4:00:00:20']))),
    ).toEqual(['00:1d:7e:00:00:10', '00:1d:7e:00:00:30', '02:de:40:00:00:40']);
    expect(
      ids(visibleAccessPoints(aps, 'manufacturer', manufacturers, new Set(['Cisco-Linksys, LLC']))),
    ).toEqual(['3c:5a:b4:00:00:20', '02:de:40:00:00:40']);
  });
});

describe('the map features', () => {
  it('puts an icon and an uncertainty circle at each AP, dividing by den when set', () => {
    const aps = [
      makeAp('a', { uncertainty: 4 }),
      makeAp('b', { x: 351447, y: 334111, den: 10_000, uncertainty: 0 }),
    ];
    expect(accessPointPosition(aps[1] as AccessPointWire)).toEqual({ lat: 35.1447, lon: 33.4111 });
    const { icons, circles } = accessPointFeatures(aps);
    expect(icons.features.map((f) => [f.properties.id, f.geometry.coordinates])).toEqual([
      ['a', [33.4111, 35.1447]],
      ['b', [33.4111, 35.1447]],
    ]);
    // No radius, no circle.
    expect(circles.features.map((f) => f.properties.id)).toEqual(['a']);
  });

  it('draws the circles of the open and hovered APs only', () => {
    const { circles } = accessPointFeatures([makeAp('a'), makeAp('b'), makeAp('c')]);
    const ids = (focused: (string | null)[]) =>
      focusedCircles(circles, focused).features.map((f) => f.properties.id);
    expect(ids([null, null])).toEqual([]);
    expect(ids(['c', null])).toEqual(['c']);
    expect(ids(['a', 'c'])).toEqual(['a', 'c']);
  });
});

describe("judging the floor's answer", () => {
  it('reads an empty floor as not mapped', () => {
    expect(judgeAccessPoints([])).toEqual({
      kind: 'notMapped',
      text: LayerMessages.floorNotMapped,
    });
  });

  it('warns about APs without ids and shows the others', () => {
    const verdict = judgeAccessPoints([makeAp(''), makeAp('aa:bb:cc:dd:ee:f0')]);
    expect(verdict).toMatchObject({ kind: 'shown', warning: LayerMessages.apsWithoutIds });
    expect(verdict.kind === 'shown' && verdict.accessPoints.map((ap) => ap.AP)).toEqual([
      'aa:bb:cc:dd:ee:f0',
    ]);
    expect(judgeAccessPoints([makeAp(' ')])).toEqual({
      kind: 'notMapped',
      text: LayerMessages.apsWithoutIds,
    });
  });

  it('warns beyond the limit of 1000 and shows the first 1000', () => {
    const many = Array.from({ length: LayerZoom.maxAccessPoints + 1 }, (_, i) => makeAp(`ap-${i}`));
    const verdict = judgeAccessPoints(many);
    expect(verdict).toMatchObject({ kind: 'shown', warning: LayerMessages.apLimit });
    expect(verdict.kind === 'shown' && verdict.accessPoints).toHaveLength(1000);
    expect(judgeAccessPoints(many.slice(0, 1000))).toMatchObject({ warning: null });
    // The server cut its answer at the limit and says so: the same warning.
    expect(judgeAccessPoints(many.slice(0, 1000), true)).toMatchObject({
      kind: 'shown',
      warning: LayerMessages.apLimit,
    });
  });
});

describe('the info window facts', () => {
  it('gives the manufacturer and the figures, rounded for reading', () => {
    const facts = accessPointFacts(
      makeAp('00:1d:7e:00:00:10', { bssids: ['00:1d:7e:00:00:10', '00:1d:7e:00:00:11'] }),
      'Cisco-Linksys, LLC',
    );
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Manufacturer', 'Cisco-Linksys, LLC'],
      ['Uncertainty', '± 3.0 m'],
      ['Measurements', '120'],
      ['Mean RSS', '-67.3 dBm'],
      ['BSSIDs', '00:1d:7e:00:00:10, 00:1d:7e:00:00:11'],
      ['Estimate', 'Fitted to a path-loss model'],
    ]);
  });
});
