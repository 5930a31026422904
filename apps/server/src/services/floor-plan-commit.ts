import { FloorMessages, FloorPlanVersionConstants } from '@indoor/domain';
import type { FloorPlanFields } from '../db/repositories/floors.repository.js';
import type { Repositories } from '../db/repositories/repositories.js';
import type { FloorRow } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { removePlanVersion } from '../storage/floor-storage.js';

/** What making a plan live did: the floor as stored, the plan it replaced, the kept plans it forgot. */
export interface LivePlanChange {
  floor: FloorRow;
  /** The plan live until now, kept from now on; null when the floor had none (or it was this one). */
  previous: string | null;
  /** Kept versions forgotten by the keeping rule: their files go once the change committed. */
  forgotten: string[];
}

/**
 * Makes `next` the floor's live plan, with the repositories of a transaction that holds the floor's row
 * lock (`current` as read under it). The plan live until now is kept (it can be made live
 * again), `next` stops being a kept one if it was, and the floor's kept plans beyond the
 * keeping rule (FloorPlanVersionConstants) are forgotten. Every plan change of a floor
 * goes through here: an upload, a restore, a placement set again.
 */
export async function makePlanLive(
  repos: Repositories,
  current: FloorRow,
  next: FloorPlanFields,
  now: Date = new Date(),
): Promise<LivePlanChange> {
  const { buid, floor_number: floorNumber } = current;
  const versions = repos.floorPlanVersions;
  const previous =
    current.plan_version && current.plan_version !== next.plan_version
      ? current.plan_version
      : null;
  if (previous) await versions.keepLivePlanOf(current, now);
  await versions.remove(buid, floorNumber, next.plan_version);
  const floor = await repos.floors.setPlan(buid, floorNumber, next);
  if (!floor) throw notFound(FloorMessages.notFound);
  const forgotten = await versions.prune(
    buid,
    floorNumber,
    FloorPlanVersionConstants.keptPerFloor,
    new Date(now.getTime() - FloorPlanVersionConstants.keptForMs),
  );
  return { floor, previous, forgotten };
}

/**
 * Removes the files of plan versions no row names any more. A removal that fails is left
 * to the start-up sweep: the change has been made either way.
 */
export async function removeForgottenPlans(
  storage: ObjectStorage,
  buid: string,
  floorNumber: number,
  versions: readonly string[],
): Promise<void> {
  for (const version of versions)
    await removePlanVersion(storage, buid, floorNumber, version).catch(() => {});
}
