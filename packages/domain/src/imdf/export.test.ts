import { describe, expect, it } from 'vitest';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import {
  buildImdfExport,
  buildImdfVenueExport,
  type ImdfBuildingInput,
  type ImdfExportArchive,
  type ImdfExportInput,
  type ImdfVenueExportInput,
  zipImdfArchive,
} from './export.js';
import { imdfFeatureId } from './export-ids.js';
import { readImdfArchive } from './read-archive.js';
import { testImdfPosition as at } from './testing/minimal-archive.js';
import { validateImdf } from './validate.js';

const BUID = 'building_export';
const rectangle = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];
const room = (id: number, floorNumber: number, name: string, polygon: LonLat[]): Unit => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  buid: BUID,
  floorNumber,
  name,
  category: 'room',
  polygon,
});
const poi = (puid: string, floorNumber: number, type: string, x: number, y: number) => {
  const [lon, lat] = at(x, y);
  return { puid, floorNumber, name: `${type} ${puid}`, type, lat, lon };
};

/** A small building: two floors with rooms (the ground one with a plan), a floor with nothing. */
function smallBuilding(): ImdfExportInput {
  const [west, south] = at(0, 0);
  const [east, north] = at(40, 30);
  const hall = room(1, 0, 'Hall', rectangle(0, 0, 20, 30));
  const office = room(2, 0, 'Office', rectangle(20, 0, 40, 15));
  // An L-shaped corridor: its centroid lies in its notch.
  const corridor = room(3, 0, 'Corridor', [
    at(20, 15),
    at(40, 15),
    at(40, 30),
    at(36, 30),
    at(36, 19),
    at(20, 19),
    at(20, 15),
  ]);
  const upstairs = room(4, 1, '', rectangle(5, 5, 25, 25));
  const doors: Opening[] = [
    {
      id: '00000000-0000-4000-8000-000000000010',
      buid: BUID,
      floorNumber: 0,
      unitId: office.id,
      category: 'pedestrian',
      line: [at(20, 5), at(20, 7)],
    },
    {
      id: '00000000-0000-4000-8000-000000000011',
      buid: BUID,
      floorNumber: 0,
      category: 'pedestrian.principal',
      line: [at(5, 0), at(8, 0)],
    },
  ];
  return {
    space: { buid: BUID, name: 'Export Hall', type: 'University', address: '-', lat: 0, lon: 0 },
    floors: [
      { floorNumber: 1, name: 'First', planBounds: undefined },
      { floorNumber: 0, name: 'Ground', planBounds: { south, west, north, east } },
      { floorNumber: 2, name: 'Roof' },
    ],
    units: [hall, office, corridor, upstairs],
    openings: doors,
    pois: [
      poi('poi_desk', 0, 'Office', 25, 5),
      poi('poi_lift', 0, 'Elevator', 38, 28),
      poi('poi_wc', 1, 'Disabled Toilets', 10, 10),
      poi('poi_connector', 0, 'None', 10, 10),
      poi('poi_outside', 0, 'Entrance', 45, 10),
      poi('poi_roof', 2, 'Other', 10, 10),
    ],
    created: '2026-11-27T09:00:00.000Z',
  };
}

describe('IMDF export of a space (docs/rooms.md#imdf-export)', () => {
  it('passes the IMDF validator with no finding', () => {
    const input = smallBuilding();
    const [lon, lat] = at(10, 10);
    input.space.lat = lat;
    input.space.lon = lon;
    const { archive } = buildImdfExport(input);
    expect(validateImdf(archive)).toEqual([]);
  });

  it('makes a level per placeable floor, a unit per room, amenities of POIs in rooms', () => {
    const input = smallBuilding();
    // The space's point lies outside every plan: the venue still holds it.
    const [lon, lat] = at(-30, -30);
    Object.assign(input.space, { lat, lon });
    const { archive, leftOut } = buildImdfExport(input);
    expect(validateImdf(archive)).toEqual([]);
    const levels = archive['level.geojson'].features;
    expect(levels.map((l) => [l.properties.ordinal, l.properties.name])).toEqual([
      [0, { en: 'Ground' }],
      [1, { en: 'First' }],
    ]);
    expect(leftOut).toEqual({ floors: [2], pois: ['poi_outside', 'poi_roof'] });
    expect(archive['venue.geojson'].features[0]?.properties.category).toBe('university');
    expect(archive['address.geojson'].features[0]?.properties).toMatchObject({
      address: 'Export Hall',
      country: 'ZZ',
    });
    const amenities = archive['amenity.geojson'].features;
    expect(amenities.map((a) => a.properties.category)).toEqual([
      'unspecified',
      'elevator',
      'restroom.wheelchair',
    ]);
    expect(amenities[1]?.properties.unit_ids).toEqual([
      imdfFeatureId('unit', '00000000-0000-4000-8000-000000000003'),
    ]);
    expect(archive['anchor.geojson'].features).toHaveLength(3);
    expect(archive['unit.geojson'].features.find((u) => u.properties.name === null)).toBeDefined();
    expect(archive['opening.geojson'].features.map((o) => o.properties.category)).toEqual([
      'pedestrian',
      'pedestrian.principal',
    ]);
  });

  it('gives every feature the same id on the next export', () => {
    const ids = (input: ImdfExportInput) =>
      Object.values(buildImdfExport(input).archive).flatMap((file) =>
        'features' in file ? file.features.map((f: { id: string }) => f.id) : [],
      );
    const first = ids(smallBuilding());
    expect(new Set(first).size).toBe(first.length);
    expect(ids({ ...smallBuilding(), created: '2027-01-01T00:00:00Z' })).toEqual(first);
  });

  it('zips the archive so that readImdfArchive reads the same features back', () => {
    const { archive } = buildImdfExport(smallBuilding());
    const read = readImdfArchive(zipImdfArchive(archive));
    expect(read).toEqual(JSON.parse(JSON.stringify(archive)));
    expect(Object.keys(read).sort()).toEqual([
      'address.geojson',
      'amenity.geojson',
      'anchor.geojson',
      'building.geojson',
      'footprint.geojson',
      'level.geojson',
      'manifest.json',
      'opening.geojson',
      'unit.geojson',
      'venue.geojson',
    ]);
  });

  it('exports a space with no floors as a valid archive without levels', () => {
    const { archive } = buildImdfExport({
      ...smallBuilding(),
      floors: [],
      units: [],
      openings: [],
    });
    expect(validateImdf(archive)).toEqual([]);
    expect(archive['level.geojson'].features).toEqual([]);
  });
});

const ANNEX = 'building_annex';

/** A second building 60 m east of the small one: two rooms and a door on its ground floor. */
function annex(): ImdfBuildingInput {
  const inAnnex = (unit: Unit): Unit => ({ ...unit, buid: ANNEX });
  const west = inAnnex(room(21, 0, 'West wing', rectangle(60, 0, 75, 20)));
  const east = inAnnex(room(22, 0, 'East wing', rectangle(75, 0, 90, 20)));
  const [lon, lat] = at(75, 10);
  return {
    space: { buid: ANNEX, name: 'Annex', type: 'Hotel', address: '1 Annex Road', lat, lon },
    floors: [{ floorNumber: 0, name: 'Ground' }],
    units: [west, east],
    openings: [
      {
        id: '00000000-0000-4000-8000-000000000030',
        buid: ANNEX,
        floorNumber: 0,
        category: 'pedestrian',
        line: [at(75, 8), at(75, 10)],
      },
    ],
    pois: [poi('poi_annex_wc', 0, 'Toilets', 80, 5)],
  };
}

const CUID = 'cuid_export_1';
function campus(): ImdfVenueExportInput {
  const { created: _created, ...hall } = smallBuilding();
  const [lon, lat] = at(10, 10);
  return {
    campus: { cuid: CUID, name: 'Export Campus' },
    buildings: [{ ...hall, space: { ...hall.space, lat, lon } }, annex()],
    created: '2026-11-27T09:00:00.000Z',
  };
}

/** Every feature of the archive, by id. */
const featuresById = (archive: ImdfExportArchive) =>
  new Map(
    Object.values(archive).flatMap((file) =>
      'features' in file
        ? file.features.map((f: { id: string }) => [f.id, f] as [string, unknown])
        : [],
    ),
  );

describe('IMDF export of a campus as one venue (docs/imdf.md#campus-export)', () => {
  it('passes the validator with one venue, a building per space and levels of each', () => {
    const { archive, leftOut } = buildImdfVenueExport(campus());
    expect(validateImdf(archive)).toEqual([]);
    const [venue, ...others] = archive['venue.geojson'].features;
    expect(others).toEqual([]);
    expect(venue?.id).toBe(imdfFeatureId('venue', CUID));
    expect(venue?.properties.name).toEqual({ en: 'Export Campus' });
    // The small building's type (University) comes first.
    expect(venue?.properties.category).toBe('university');
    const buildings = archive['building.geojson'].features;
    expect(buildings.map((b) => b.id)).toEqual([
      imdfFeatureId('building', BUID),
      imdfFeatureId('building', ANNEX),
    ]);
    const levelsOf = (buid: string) =>
      archive['level.geojson'].features
        .filter((l) => l.properties.building_ids?.includes(imdfFeatureId('building', buid)))
        .map((l) => l.properties.ordinal);
    expect(levelsOf(BUID)).toEqual([0, 1]);
    expect(levelsOf(ANNEX)).toEqual([0]);
    expect(archive['level.geojson'].features).toHaveLength(3);
    expect(archive['footprint.geojson'].features.map((f) => f.properties.building_ids)).toEqual([
      [imdfFeatureId('building', BUID)],
      [imdfFeatureId('building', ANNEX)],
    ]);
    expect(archive['unit.geojson'].features).toHaveLength(6);
    expect(archive['opening.geojson'].features).toHaveLength(3);
    expect(archive['amenity.geojson'].features).toHaveLength(4);
    expect(leftOut).toEqual([
      { buid: BUID, floors: [2], pois: ['poi_outside', 'poi_roof'] },
      { buid: ANNEX, floors: [], pois: [] },
    ]);
  });

  it("takes the venue's address from the first building that has one, under the campus's id", () => {
    const { archive } = buildImdfVenueExport(campus());
    const venueAddressId = imdfFeatureId('address', CUID);
    expect(archive['venue.geojson'].features[0]?.properties.address_id).toBe(venueAddressId);
    const addresses = archive['address.geojson'].features;
    expect(addresses.map((a) => [a.id, a.properties.address])).toEqual([
      [venueAddressId, '1 Annex Road'],
      [imdfFeatureId('address', BUID), 'Export Hall'],
      [imdfFeatureId('address', ANNEX), '1 Annex Road'],
    ]);
  });

  it('holds every building and its footprint inside the venue', () => {
    const { archive } = buildImdfVenueExport(campus());
    const venue = archive['venue.geojson'].features[0];
    const ring = venue?.geometry.type === 'Polygon' ? venue.geometry.coordinates[0] : [];
    const lons = (ring ?? []).map((p) => p[0] as number);
    const lats = (ring ?? []).map((p) => p[1] as number);
    for (const footprint of archive['footprint.geojson'].features) {
      const corners =
        footprint.geometry.type === 'Polygon' ? footprint.geometry.coordinates[0] : [];
      for (const [lon, lat] of corners ?? []) {
        expect(lon).toBeGreaterThan(Math.min(...lons));
        expect(lon).toBeLessThan(Math.max(...lons));
        expect(lat).toBeGreaterThan(Math.min(...lats));
        expect(lat).toBeLessThan(Math.max(...lats));
      }
    }
  });

  it('gives the same ids on the next export, and each building the ids of its own export', () => {
    const first = buildImdfVenueExport(campus()).archive;
    const again = buildImdfVenueExport({ ...campus(), created: '2027-01-01T00:00:00Z' }).archive;
    expect([...featuresById(again).keys()]).toEqual([...featuresById(first).keys()]);
    const inCampus = featuresById(first);
    for (const building of campus().buildings) {
      const alone = buildImdfExport({ ...building, created: '2026-11-27T09:00:00.000Z' }).archive;
      for (const file of [
        'building.geojson',
        'footprint.geojson',
        'level.geojson',
        'unit.geojson',
        'opening.geojson',
        'amenity.geojson',
        'anchor.geojson',
      ] as const) {
        for (const feature of alone[file].features)
          expect(inCampus.get(feature.id)).toEqual(feature);
      }
    }
  });

  it('derives the ids of a building whose imported ids an earlier building already uses', () => {
    const input = campus();
    const kept = (n: number) => `5b6d0c1e-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const imported = (b: ImdfBuildingInput): ImdfBuildingInput => ({
      ...b,
      space: { ...b.space, imdfIds: { building: kept(1), address: kept(2), footprint: kept(3) } },
      floors: b.floors.map((f) => ({ ...f, imdfLevelId: kept(10 + f.floorNumber) })),
    });
    const [hall, annexInput] = input.buildings;
    const { archive } = buildImdfVenueExport({
      ...input,
      buildings: [imported(hall), imported(annexInput as ImdfBuildingInput)],
    });
    expect(validateImdf(archive)).toEqual([]);
    expect(archive['building.geojson'].features.map((b) => b.id)).toEqual([
      kept(1),
      imdfFeatureId('building', ANNEX),
    ]);
    expect(archive['level.geojson'].features.map((l) => l.id)).toEqual([
      kept(10),
      kept(11),
      imdfFeatureId('level', `${ANNEX}:0`),
    ]);
  });

  it('zips the campus archive so that readImdfArchive reads it back', () => {
    const { archive } = buildImdfVenueExport(campus());
    expect(readImdfArchive(zipImdfArchive(archive))).toEqual(JSON.parse(JSON.stringify(archive)));
  });
});
