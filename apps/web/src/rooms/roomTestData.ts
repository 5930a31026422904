import type { OpeningWire, UnitWire } from '@indoor/domain';

/*
 * Small factories of rooms and doors as the server sends them (unitsFloorAll), laid out in
 * metres east and north of a point of the demo building, for the room layer and search tests.
 */

const ORIGIN = { lat: 35.14475, lon: 33.41115 };
const DEG_LAT_PER_M = 1 / 111_320;
const DEG_LON_PER_M = 1 / (111_320 * Math.cos((ORIGIN.lat * Math.PI) / 180));

/** [longitude, latitude] of the point `east` and `north` metres from the origin. */
export const at = (east: number, north: number): [number, number] => [
  ORIGIN.lon + east * DEG_LON_PER_M,
  ORIGIN.lat + north * DEG_LAT_PER_M,
];

/** A closed outline through the corners given in metres (east, north). */
export const outline = (...corners: [number, number][]): [number, number][] => {
  const ring = corners.map(([east, north]) => at(east, north));
  return [...ring, ring[0] as [number, number]];
};

/** A rectangle from (west, south) to (east, north), in metres. */
export const rectangle = (west: number, south: number, east: number, north: number) =>
  outline([west, south], [east, south], [east, north], [west, north]);

export function makeUnit(overrides: Partial<UnitWire> = {}): UnitWire {
  return {
    id: 'unit_1',
    buid: 'building_1',
    floor_number: 0,
    name: 'Room 1',
    category: 'room',
    accessibility: [],
    polygon: rectangle(0, 0, 6, 4),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeOpening(overrides: Partial<OpeningWire> = {}): OpeningWire {
  return {
    id: 'opening_1',
    buid: 'building_1',
    floor_number: 0,
    unit_id: 'unit_1',
    category: 'pedestrian',
    line: [at(2, 0), at(3, 0)],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Metres (east, north) of a [longitude, latitude] from the origin: `at` undone. */
export const metresOf = ([lon, lat]: readonly [number, number]): [number, number] => [
  (lon - ORIGIN.lon) / DEG_LON_PER_M,
  (lat - ORIGIN.lat) / DEG_LAT_PER_M,
];
