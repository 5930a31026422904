import { type Connection, toWireBoolean } from '@indoor/domain';
import type { JsonRow } from '../db/repositories/json-rows.js';
import type { ConnectionRow } from '../db/schema.js';

/**
 * The one place a stored connection becomes its wire form
 * (docs/pois-and-navigation.md#connections).
 */
export function connectionToWire(row: ConnectionRow | JsonRow<ConnectionRow>): Connection {
  return {
    cuid: row.cuid,
    buid: row.buid,
    buid_a: row.buid_a,
    buid_b: row.buid_b,
    floor_a: String(row.floor_a),
    floor_b: String(row.floor_b),
    pois_a: row.pois_a,
    pois_b: row.pois_b,
    weight: String(Math.round(row.weight * 100) / 100),
    is_published: toWireBoolean(row.is_published),
    edge_type: row.edge_type,
    owner_id: row.owner_id,
  };
}
