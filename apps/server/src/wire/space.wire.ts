import { type Space, toWireBoolean } from '@indoor/domain';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';

/**
 * The one place a stored space becomes its wire form (docs/spaces-and-campuses.md#space-fields).
 */
export function spaceToWire(row: SpaceWithAuditors): Space {
  return {
    buid: row.buid,
    name: row.name,
    description: row.description,
    bucode: row.bucode,
    space_type: row.space_type === 'vessel' ? 'vessel' : 'building',
    type: row.type,
    is_published: toWireBoolean(row.is_published),
    url: row.url,
    address: row.address,
    coordinates_lat: String(row.coordinates_lat),
    coordinates_lon: String(row.coordinates_lon),
    co_owners: row.co_owners,
    owner_id: row.owner_id,
    assigned_auditors: row.assigned_auditors,
    audit_interval_days: row.audit_interval_days,
    audited_place_types: row.audited_place_types,
  };
}
