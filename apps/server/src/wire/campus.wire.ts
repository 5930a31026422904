import { type Campus, toWireBoolean } from '@indoor/domain';
import type { CampusWithBuids } from '../db/repositories/campuses.repository.js';

/** The one place a stored campus becomes its wire form (docs/spaces-and-campuses.md#campuses). */
export function campusToWire(row: CampusWithBuids): Campus {
  return {
    cuid: row.cuid,
    name: row.name,
    description: row.description,
    buids: row.buids,
    greeklish: toWireBoolean(row.greeklish),
    owner_id: row.owner_id,
  };
}
