import { describe, expect, it } from 'vitest';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import { buildImdfExport, type ImdfExportInput, zipImdfArchive } from './export.js';
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
