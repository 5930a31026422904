import { type Floor, toWireBoolean } from '@indoor/domain';
import type { JsonRow } from '../db/repositories/json-rows.js';
import type { FloorRow } from '../db/schema.js';

const optionalText = (value: number | null) => (value === null ? undefined : String(value));

/**
 * The one place a stored floor becomes its wire form (docs/floors-and-plans.md#floors, plus its
 * plan's version and corners).
 */
export function floorToWire(row: FloorRow | JsonRow<FloorRow>): Floor {
  const wire: Floor = {
    buid: row.buid,
    floor_number: String(row.floor_number),
    floor_name: row.floor_name,
    description: row.description,
    is_published: toWireBoolean(row.is_published),
  };
  const box = {
    bottom_left_lat: optionalText(row.bottom_left_lat),
    bottom_left_lng: optionalText(row.bottom_left_lng),
    top_right_lat: optionalText(row.top_right_lat),
    top_right_lng: optionalText(row.top_right_lng),
    zoom: optionalText(row.zoom),
  };
  for (const [key, value] of Object.entries(box)) {
    if (value !== undefined) wire[key as keyof typeof box] = value;
  }
  if (row.plan_version) wire.plan_version = row.plan_version;
  if (row.plan_placement_to_check === true) wire.plan_placement_to_check = 'true';
  if (Array.isArray(row.plan_corners) && row.plan_corners.length === 4) {
    wire.plan_corners = row.plan_corners as NonNullable<Floor['plan_corners']>;
  }
  return wire;
}
