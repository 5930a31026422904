import { compareFloorNumbers } from '../model/floor.js';
import type { FloorBoundsText } from '../model/poi-bodies.js';
import type { GeoJsonConnection, GeoJsonPoiImport } from './geojson.js';
import { PoiFileMessages } from './messages.js';

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

const hasBounds = (floor: FloorBoundsText) =>
  [floor.bottom_left_lat, floor.bottom_left_lng, floor.top_right_lat, floor.top_right_lng].every(
    (value) => value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)),
  );

/**
 * Why a GeoJSON import is refused before it changes anything (docs/import-export.md#geojson-import):
 * a POI is added only within its floor's plan, as when it is added by hand, so a file that adds
 * POIs on floors the building lacks, or whose plan is not placed, is refused once, naming those
 * floors; null when every floor it adds to has a placed plan.
 */
export function geoJsonFloorsProblem(
  read: GeoJsonPoiImport,
  building: { name: string; floors: readonly (FloorBoundsText & { floor_number: string })[] },
): string | null {
  const placed = new Set(
    building.floors.filter(hasBounds).map((floor) => String(Number(floor.floor_number))),
  );
  const missing = new Set<string>();
  for (const change of read.changes) {
    if (change.kind !== 'add') continue;
    const level = String(change.body.floor_number);
    if (!placed.has(level)) missing.add(level);
  }
  if (missing.size === 0) return null;
  return PoiFileMessages.floorsWithoutPlan(building.name, [...missing].sort(compareFloorNumbers));
}

export interface GeoJsonConnectionPlan {
  /** To add once the file's POIs are in the building, their ends by the ids of the file. */
  toAdd: GeoJsonConnection[];
  /** Naming a POI the file does not import (no such point, or one left out): logged. */
  missingEnd: GeoJsonConnection[];
  /** Already in the building between the same two POIs: nothing to do. */
  existing: number;
}

/**
 * Which connections of a GeoJSON file an import adds (docs/import-export.md#geojson-import): those
 * whose two ends are POIs the file updates or adds, unless the building already connects the
 * two POIs (a file imported into the building it was exported from adds none).
 */
export function planGeoJsonConnections(
  read: GeoJsonPoiImport,
  existingConnections: readonly { pois_a: string; pois_b: string }[],
): GeoJsonConnectionPlan {
  const updated = new Map<string, string>();
  const added = new Set<string>();
  for (const change of read.changes) {
    if (change.fileId === undefined) continue;
    if (change.kind === 'update') updated.set(change.fileId, change.puid);
    else added.add(change.fileId);
  }
  const existingPairs = new Set(existingConnections.map((c) => pairKey(c.pois_a, c.pois_b)));
  const plan: GeoJsonConnectionPlan = { toAdd: [], missingEnd: [], existing: 0 };
  for (const connection of read.connections) {
    const a = updated.get(connection.pois_a);
    const b = updated.get(connection.pois_b);
    const knownA = a !== undefined || added.has(connection.pois_a);
    const knownB = b !== undefined || added.has(connection.pois_b);
    if (!knownA || !knownB) plan.missingEnd.push(connection);
    else if (a !== undefined && b !== undefined && existingPairs.has(pairKey(a, b)))
      plan.existing += 1;
    else plan.toAdd.push(connection);
  }
  return plan;
}
