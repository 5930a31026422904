import {
  type Actor,
  canUploadFloorPlan,
  type Floor,
  FloorMessages,
  type FloorPlanGeoreference,
  FloorPlanVersionConstants,
  FloorPlanVersionMessages,
  GeoreferenceError,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromCorners,
  MapDefaults,
  type PlanCorners,
  planSizeMetres,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import { FloorPlanVersionsRepository } from '../db/repositories/floor-plan-versions.repository.js';
import type { DataAccess } from '../db/repositories/repositories.js';
import type { FloorRow } from '../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { newPlanVersion, removePlanVersion } from '../storage/floor-storage.js';
import { floorPlanKey } from '../storage/keys.js';
import { floorToWire } from '../wire/floor.wire.js';
import { type LivePlanChange, makePlanLive, removeForgottenPlans } from './floor-plan-commit.js';
import { storeFloorPlan } from './floor-plans.service.js';
import type { SpacesService } from './spaces.service.js';

const parseCorners = (value: unknown): PlanCorners | null => {
  const corners = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(corners) && corners.length === 4
    ? (corners as unknown as PlanCorners)
    : null;
};

/** Width and height of a stored plan on the ground, to the centimetre. */
function storedPlanSize(floor: FloorRow): { width: number; height: number } {
  const corners = parseCorners(floor.plan_corners);
  if (!corners || !floor.plan_width_px || !floor.plan_height_px) return { width: 0, height: 0 };
  const size = planSizeMetres(
    georeferenceFromCorners(corners, floor.plan_width_px, floor.plan_height_px),
  );
  return {
    width: Math.round(size.widthM * 100) / 100,
    height: Math.round(size.heightM * 100) / 100,
  };
}

export interface PlanChangeAnswer {
  message: string;
  floor: Floor;
  size_m: { width: number; height: number };
  previous_plan_version?: string;
}

const versionGone = () =>
  new HttpError(
    410,
    FloorPlanVersionMessages.versionGone(
      FloorPlanVersionConstants.keptPerFloor,
      FloorPlanVersionConstants.keptForDays,
    ),
  );

/**
 * Kept floor-plan versions: making one live again (an undo of a replacement, or its
 * redo), and setting the placement of the current plan again without an upload (the
 * stored original tiled at the new corners under a new version). Both need the roles
 * that may upload a plan, and change the floor in one transaction, as an upload's commit
 * does.
 */
export class FloorPlanVersionsService {
  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly storage: ObjectStorage,
  ) {}

  private async uploadableFloor(actor: Actor, buid: string, floorNumber: number) {
    const space = await this.spaces.findVisible(actor, buid);
    if (!canUploadFloorPlan(actor, spaceFacts(space)))
      throw forbidden(ServerMessages.floorPlanForbidden);
    const floor = await this.data.repos.floors.find(buid, floorNumber);
    if (!floor) throw notFound(FloorMessages.notFound);
    return floor;
  }

  /**
   * Makes a kept version of a floor's plan live again; the plan it replaces is kept in
   * turn. Sent again once it is live, it changes nothing. With `liveVersion`, only while
   * that version is the live one (an undo must not throw away a plan someone else set
   * since): 409 otherwise. 410 when the version is not (or no longer) kept.
   */
  async restore(
    actor: Actor,
    body: { buid: string; floor_number: number; plan_version: string; live_version?: string },
  ): Promise<PlanChangeAnswer> {
    const { buid, floor_number: floorNumber, plan_version: version } = body;
    const floor = await this.uploadableFloor(actor, buid, floorNumber);
    // The image is what a kept version is for: without it the version is gone.
    if (
      floor.plan_version !== version &&
      !(await this.storage.exists(floorPlanKey(buid, floorNumber, version)))
    )
      throw versionGone();
    const change = await this.data.transaction(async (repos) => {
      if (!(await repos.spaces.lockAgainstDelete(buid))) throw notFound(FloorMessages.notFound);
      const current = await repos.floors.findLockedForUpdate(buid, floorNumber);
      if (!current) throw notFound(FloorMessages.notFound);
      if (current.plan_version === version)
        return { floor: current, previous: null, forgotten: [] } satisfies LivePlanChange;
      if (body.live_version !== undefined && current.plan_version !== body.live_version)
        throw conflict(FloorPlanVersionMessages.changedMeanwhile);
      const kept = await repos.floorPlanVersions.findLocked(buid, floorNumber, version);
      if (!kept) throw versionGone();
      return makePlanLive(repos, current, FloorPlanVersionsRepository.livePlanFields(kept));
    });
    await removeForgottenPlans(this.storage, buid, floorNumber, change.forgotten);
    return {
      message: FloorPlanVersionMessages.restored,
      floor: floorToWire(change.floor),
      size_m: storedPlanSize(change.floor),
      ...(change.previous ? { previous_plan_version: change.previous } : {}),
    };
  }

  /**
   * Sets the placement of a floor's current plan again: the stored original is tiled at
   * `corners` under a new version, which becomes live; the previous placement is kept like
   * a replaced plan. 409 when `plan_version` is no longer the live plan.
   */
  async place(
    actor: Actor,
    body: {
      buid: string;
      floor_number: number;
      plan_version: string;
      zoom: number;
      corners: PlanCorners;
    },
  ): Promise<PlanChangeAnswer & { tiles: number }> {
    if (!(body.zoom >= MapDefaults.floorPlanMinZoom))
      throw badRequest(FloorMessages.minimumZoom(body.zoom));
    const { buid, floor_number: floorNumber } = body;
    const floor = await this.uploadableFloor(actor, buid, floorNumber);
    const { plan_version: base, plan_width_px: widthPx, plan_height_px: heightPx } = floor;
    if (!base || !widthPx || !heightPx) throw notFound(ServerMessages.floorPlanMissing);
    if (base !== body.plan_version) throw conflict(FloorPlanVersionMessages.changedMeanwhile);
    let georeference: FloorPlanGeoreference;
    try {
      georeference = georeferenceFromCorners(body.corners, widthPx, heightPx);
    } catch (error) {
      if (error instanceof GeoreferenceError) throw badRequest(FloorMessages.invalidCoordinates);
      throw error;
    }
    const image = await this.storage.get(floorPlanKey(buid, floorNumber, base));
    if (!image) throw notFound(ServerMessages.floorPlanMissing);

    const version = newPlanVersion();
    let tiles: number;
    let change: LivePlanChange;
    try {
      tiles = await storeFloorPlan(this.storage, {
        buid,
        floorNumber,
        version,
        image,
        georeference,
      });
      change = await this.data.transaction(async (repos) => {
        if (!(await repos.spaces.lockAgainstDelete(buid))) throw notFound(FloorMessages.notFound);
        const current = await repos.floors.findLockedForUpdate(buid, floorNumber);
        if (!current) throw notFound(FloorMessages.notFound);
        // Another plan went live while this one was tiled: the placement was of the old one.
        if (current.plan_version !== base)
          throw conflict(FloorPlanVersionMessages.changedMeanwhile);
        return makePlanLive(repos, current, {
          ...georeferenceBounds(georeference),
          zoom: Math.round(body.zoom),
          plan_corners: JSON.stringify(georeferenceCorners(georeference)),
          plan_width_px: widthPx,
          plan_height_px: heightPx,
          plan_version: version,
          plan_content_type: current.plan_content_type,
          plan_placement_to_check: false,
        });
      });
    } catch (error) {
      // What this request wrote goes; should that fail too, the start-up sweep removes it.
      await removePlanVersion(this.storage, buid, floorNumber, version).catch(() => {});
      throw error;
    }
    await removeForgottenPlans(this.storage, buid, floorNumber, change.forgotten);
    return {
      message: FloorPlanVersionMessages.placed,
      floor: floorToWire(change.floor),
      size_m: storedPlanSize(change.floor),
      tiles,
      ...(change.previous ? { previous_plan_version: change.previous } : {}),
    };
  }
}
