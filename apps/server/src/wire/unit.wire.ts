import type { LonLat, Opening, Unit } from '@indoor/domain';
import type { OpeningRow, UnitRow } from '../db/schema.js';

type UnitCategory = Unit['category'];
type OpeningCategory = Opening['category'];
type Accessibility = NonNullable<Unit['accessibility']>;

/* Rooms (units) and doors (openings) as stored rows and as the domain's rules read them. */

export const polygonOf = (row: UnitRow) =>
  (row.geometry as { coordinates: LonLat[][] }).coordinates[0] ?? [];
export const lineOf = (row: OpeningRow) => (row.geometry as { coordinates: LonLat[] }).coordinates;

export function unitFromRow(row: UnitRow): Unit {
  return {
    id: row.id,
    buid: row.buid,
    floorNumber: row.floor_number,
    name: row.name,
    category: row.category as UnitCategory,
    accessibility: row.accessibility as Accessibility,
    polygon: polygonOf(row),
  };
}

export function openingFromRow(row: OpeningRow): Opening {
  return {
    id: row.id,
    buid: row.buid,
    floorNumber: row.floor_number,
    ...(row.unit_id === null ? {} : { unitId: row.unit_id }),
    category: row.category as OpeningCategory,
    line: lineOf(row) as [LonLat, LonLat],
  };
}
