import { randomBytes } from 'node:crypto';
import { StorageConstants } from '../config/infrastructure.js';
import type { ObjectStorage } from './file-storage.js';
import {
  floorPlanFloorPrefix,
  floorPlanKey,
  floorPlansPrefix,
  floorTilesFloorPrefix,
  floorTilesSpacePrefix,
  floorTilesVersionPrefix,
} from './keys.js';

const TIME_DIGITS = 9;
const VERSION = /^[0-9a-z]{9}[0-9a-f]{8}$/;

/**
 * A plan version names an upload: the time it started (fixed-width base-36 milliseconds,
 * so versions sort by it) and a random part.
 */
export const newPlanVersion = (now = Date.now()): string =>
  `${planVersionAt(now)}${randomBytes(4).toString('hex')}`;

/** Sorts before every version started at or after `ms`, after every one started before. */
export const planVersionAt = (ms: number): string => ms.toString(36).padStart(TIME_DIGITS, '0');

/** When the upload of a version started; null for a name of another form. */
export function planVersionStartedAt(version: string): number | null {
  if (!VERSION.test(version)) return null;
  return Number.parseInt(version.slice(0, TIME_DIGITS), 36);
}

/**
 * Whether an upload that started as `version` was overtaken by the `live` one: a plan
 * whose upload started after it is live already. A live version of another form (a demo
 * plan, named by its content) tells no time and overtakes nothing.
 */
export function overtakenBy(live: string | null, version: string): boolean {
  return live !== null && planVersionStartedAt(live) !== null && live > version;
}

/** Removes one version of a floor's plan: its tiles and its original image. */
export async function removePlanVersion(
  storage: ObjectStorage,
  buid: string,
  floorNumber: number,
  version: string,
): Promise<void> {
  await storage.deletePrefix(floorTilesVersionPrefix(buid, floorNumber, version));
  await storage.deletePrefix(floorPlanKey(buid, floorNumber, version));
}

/**
 * After a floor's row was deleted: removes its plan versions started before `before`
 * (a floor of the same number created since keeps what its uploads wrote) and those
 * of no upload at all. A removal
 * that still fails is left to the start-up sweep: the floor is gone either way, and its
 * delete must not be answered as failed.
 */
export async function removeDeletedFloorStorage(
  storage: ObjectStorage,
  buid: string,
  floorNumber: number,
  before: string,
): Promise<boolean> {
  let complete = true;
  const versions = new Set([
    ...(await storage.listChildren(floorTilesFloorPrefix(buid, floorNumber))),
    ...(await storage.listChildren(floorPlanFloorPrefix(buid, floorNumber))),
  ]);
  for (const version of versions) {
    // Names of another form (demo plans, older layouts) belong to no running upload.
    if (planVersionStartedAt(version) !== null && version >= before) continue;
    try {
      await removePlanVersion(storage, buid, floorNumber, version);
    } catch {
      complete = false;
    }
  }
  return complete;
}

/** After a space's row was deleted: all its plans and tiles (the same caveat as above). */
export async function removeDeletedSpaceStorage(
  storage: ObjectStorage,
  buid: string,
): Promise<boolean> {
  let complete = true;
  for (const prefix of [floorPlansPrefix(buid), floorTilesSpacePrefix(buid)]) {
    try {
      await storage.deletePrefix(prefix);
    } catch {
      complete = false;
    }
  }
  return complete;
}

export interface StoredPlanReference {
  buid: string;
  floor_number: number;
  plan_version: string | null;
}

const FLOOR_ROOTS = ['floorplans', 'floortiles'] as const;

/**
 * Removes stored plans and tiles no floor row refers to: of spaces and floors that do
 * not exist, and versions other than a floor's live and kept ones (`readReferences` may
 * name several versions of a floor; a kept plan is named by its floor_plan_versions row).
 * Versions started within the grace period are left alone, of an existing floor or not:
 * an upload may still be running on another instance and commit them, and a restore
 * stores every plan of the space it creates before the one transaction that creates the
 * space and its floors. The rows are read after the listing, so a floor created meanwhile
 * counts.
 */
export async function sweepUnreferencedStorage(
  storage: ObjectStorage,
  readReferences: () => Promise<StoredPlanReference[]>,
  now = Date.now(),
  graceMs: number = StorageConstants.sweepGraceMs,
): Promise<string[]> {
  const found: { root: string; buid: string; floor: string; version: string | null }[] = [];
  for (const root of FLOOR_ROOTS) {
    for (const buid of await storage.listChildren(root)) {
      const floors = await safeList(storage, `${root}/${buid}`);
      if (floors.length === 0) found.push({ root, buid, floor: '', version: null });
      for (const floor of floors) {
        const versions = await safeList(storage, `${root}/${buid}/${floor}`);
        if (versions.length === 0) found.push({ root, buid, floor, version: null });
        for (const version of versions) found.push({ root, buid, floor, version });
      }
    }
  }
  const live = new Map<string, Set<string | null>>();
  for (const f of await readReferences()) {
    const floorKey = `${f.buid}/${f.floor_number}`;
    const named = live.get(floorKey) ?? new Set<string | null>();
    named.add(f.plan_version);
    live.set(floorKey, named);
  }
  const removed: string[] = [];
  for (const { root, buid, floor, version } of found) {
    const key = [root, buid, floor, version].filter(Boolean).join('/');
    const floorKey = `${buid}/${floor}`;
    if (version !== null) {
      if (live.get(floorKey)?.has(version)) continue;
      const started = planVersionStartedAt(version);
      if (started !== null && started >= now - graceMs && started <= now + graceMs) continue;
    } else if (version === null && live.has(floorKey)) {
      // An empty folder of an existing floor: an upload may be about to write into it.
      continue;
    }
    try {
      await storage.deletePrefix(key);
      removed.push(key);
    } catch {
      // A name the store cannot address, or a folder still being written: left alone.
    }
  }
  return removed;
}

/** Lists a folder; an entry whose name is not a storage key lists as empty. */
async function safeList(storage: ObjectStorage, prefix: string): Promise<string[]> {
  try {
    return await storage.listChildren(prefix);
  } catch {
    return [];
  }
}
