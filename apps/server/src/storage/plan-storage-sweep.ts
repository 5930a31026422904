import { FloorPlanVersionConstants } from '@indoor/domain';
import type { Kysely } from 'kysely';
import { StorageConstants } from '../config/infrastructure.js';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { Database } from '../db/schema.js';
import type { ObjectStorage } from './file-storage.js';
import { sweepUnreferencedStorage } from './floor-storage.js';

/**
 * The start-up's care of the plan store: replaced plans past their keeping time are
 * forgotten, then every stored plan version no row names is removed (of floors deleted
 * while their removal failed, of a process that stopped half-way through an upload, and
 * the plans just forgotten). A floor's live plan and its kept ones stay. Answers the
 * removed storage keys.
 */
export async function sweepPlanStorageAtStart(
  db: Kysely<Database>,
  storage: ObjectStorage,
  now: number = Date.now(),
  /** How recent an unreferenced version may be and stay (one being uploaded elsewhere). */
  graceMs: number = StorageConstants.sweepGraceMs,
): Promise<string[]> {
  const { floorPlanVersions, floors } = repositoriesFor(db);
  await floorPlanVersions.removeReplacedBefore(new Date(now - FloorPlanVersionConstants.keptForMs));
  return sweepUnreferencedStorage(storage, () => floors.listPlanVersions(), now, graceMs);
}
