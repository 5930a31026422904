import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  type Actor,
  canUploadFloorPlan,
  type Floor,
  FloorMessages,
  type FloorPlanGeoreference,
  type FloorPlanUploadJson,
  GeoreferenceError,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromBounds,
  georeferenceFromCorners,
  MapDefaults,
  planSizeMetres,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { FloorPlanFields } from '../db/repositories/floors.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { FloorRow } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { newPlanVersion, overtakenBy, removePlanVersion } from '../storage/floor-storage.js';
import { floorPlanKey, floorTileKey } from '../storage/keys.js';
import { type FloorPlanImageInput, inspectFloorPlanImage } from '../tiles/floor-plan-image.js';
import { FloorPlanImageError } from '../tiles/floor-plan-image-error.js';
import { renderFloorTiles } from '../tiles/render-floor-tiles.js';
import { floorToWire } from '../wire/floor.wire.js';
import { type LivePlanChange, makePlanLive, removeForgottenPlans } from './floor-plan-commit.js';
import type { FloorsService } from './floors.service.js';
import type { SpacesService } from './spaces.service.js';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  avif: 'image/avif',
};

const coordinate = (value: number | string | undefined): number =>
  typeof value === 'number'
    ? value
    : value !== undefined && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : Number.NaN;

/** A plan stored under a new version, and the floor fields that make it the live one. */
export interface PreparedFloorPlan {
  version: string;
  georeference: FloorPlanGeoreference;
  tiles: number;
  fields: FloorPlanFields;
}

export interface UploadedFloorPlan {
  message: string;
  floor: Floor;
  size_m: { width: number; height: number };
  tiles: number;
  /** The plan this one replaced, now kept; absent for a first plan. */
  previous_plan_version?: string;
}

/**
 * Floor-plan uploads: validate, tile, store, then switch the floor over to the new
 * plan in one update; the plan it replaces is kept (floor-plan-commit.ts). A refused or
 * failed upload leaves the previous plan intact.
 */
export class FloorPlansService {
  private readonly floors: Repositories['floors'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly floorsService: FloorsService,
    private readonly storage: ObjectStorage,
  ) {
    this.floors = data.repos.floors;
  }

  /**
   * Whether the caller may upload this plan to this floor: the zoom, the space, the right
   * and the floor. Checked before the image is read when the placement arrives first.
   */
  async checkUploadable(actor: Actor, placement: FloorPlanUploadJson): Promise<FloorRow> {
    if (!(placement.zoom >= MapDefaults.floorPlanMinZoom)) {
      throw badRequest(FloorMessages.minimumZoom(placement.zoom));
    }
    const space = await this.spaces.findVisible(actor, placement.buid);
    if (!canUploadFloorPlan(actor, spaceFacts(space)))
      throw forbidden(ServerMessages.floorPlanForbidden);
    const floor = await this.floors.find(placement.buid, placement.floor_number);
    if (!floor) throw notFound(FloorMessages.notFound);
    return floor;
  }

  /**
   * `placementToCheck` marks a plan placed by a restore rather than by a person (shown in
   * tab 2); any other upload, the owner's next Set among them, clears the mark.
   */
  async upload(
    actor: Actor,
    placement: FloorPlanUploadJson,
    image: FloorPlanImageInput,
    options: { placementToCheck?: boolean } = {},
  ): Promise<UploadedFloorPlan> {
    const previous = await this.checkUploadable(actor, placement);
    const { buid, floor_number: floorNumber } = placement;
    let prepared: PreparedFloorPlan;
    try {
      prepared = await this.storePlan(buid, placement, image, options);
    } catch (error) {
      if (error instanceof FloorPlanImageError) throw badRequest(error.message);
      throw error;
    }
    const { version, georeference, tiles } = prepared;
    let stored: LivePlanChange | undefined;
    try {
      stored = await this.data.transaction(async (repos) => {
        // The floor tiled above must still be there, and be the same floor (not one of the
        // same number created after a delete): a delete of it or of its space either waits
        // for this commit or has happened, and then the upload is refused.
        if (!(await repos.spaces.lockAgainstDelete(buid))) throw notFound(FloorMessages.notFound);
        const floors = repos.floors;
        const current = await floors.findLockedForUpdate(buid, floorNumber);
        if (!current || current.created_at.getTime() !== previous.created_at.getTime())
          throw notFound(FloorMessages.notFound);
        if (overtakenBy(current.plan_version, version)) return undefined;
        // The plan it replaces is kept, so that an undo can make it live again.
        return makePlanLive(repos, current, prepared.fields);
      });
    } catch (error) {
      // What this upload wrote goes; should that fail too, the start-up sweep removes it.
      await removePlanVersion(this.storage, buid, floorNumber, version).catch(() => {});
      throw error;
    }
    if (stored) await removeForgottenPlans(this.storage, buid, floorNumber, stored.forgotten);
    // A newer upload of the floor committed first: this one is superseded, as if it had
    // finished earlier and been replaced at once.
    else await removePlanVersion(this.storage, buid, floorNumber, version);
    const floor = stored?.floor ?? (await this.floors.find(buid, floorNumber));
    const size = planSizeMetres(georeference);
    return {
      message: FloorMessages.uploaded,
      floor: floorToWire(floor ?? previous),
      size_m: {
        width: Math.round(size.widthM * 100) / 100,
        height: Math.round(size.heightM * 100) / 100,
      },
      tiles,
      ...(stored?.previous ? { previous_plan_version: stored.previous } : {}),
    };
  }

  /**
   * Tiles and stores a plan for a floor that a restore is creating (no row yet, no
   * permission to check: the caller creates the space), checked as an upload is (zoom,
   * image, placement). The floor row takes the returned fields in the restore's
   * transaction; until then nothing refers to what was stored, and a restore that fails
   * removes it (or, after a crash, the start-up sweep does).
   */
  async storeRestoredPlan(
    buid: string,
    placement: FloorPlanUploadJson,
    image: FloorPlanImageInput,
    options: { placementToCheck?: boolean } = {},
  ): Promise<PreparedFloorPlan> {
    if (!(placement.zoom >= MapDefaults.floorPlanMinZoom)) {
      throw badRequest(FloorMessages.minimumZoom(placement.zoom));
    }
    try {
      return await this.storePlan(buid, placement, image, options);
    } catch (error) {
      if (error instanceof FloorPlanImageError) throw badRequest(error.message);
      throw error;
    }
  }

  /**
   * Validates the image and the placement, then stores the plan under a new version:
   * tiles first, then the original. Removes what it stored when it fails.
   */
  private async storePlan(
    buid: string,
    placement: FloorPlanUploadJson,
    image: FloorPlanImageInput,
    options: { placementToCheck?: boolean },
  ): Promise<PreparedFloorPlan> {
    if ((await imageBytes(image)) === 0) throw badRequest(ServerMessages.floorPlanMissingImage);
    const info = await inspectFloorPlanImage(image);
    const georeference = this.georeference(placement, info.width, info.height);
    const version = newPlanVersion();
    const floorNumber = placement.floor_number;
    let tiles: number;
    try {
      tiles = await storeFloorPlan(this.storage, {
        buid,
        floorNumber,
        version,
        image,
        georeference,
      });
    } catch (error) {
      await removePlanVersion(this.storage, buid, floorNumber, version).catch(() => {});
      throw error;
    }
    return {
      version,
      georeference,
      tiles,
      fields: {
        ...georeferenceBounds(georeference),
        zoom: Math.round(placement.zoom),
        plan_corners: JSON.stringify(georeferenceCorners(georeference)),
        plan_width_px: info.width,
        plan_height_px: info.height,
        plan_version: version,
        plan_content_type: CONTENT_TYPES[info.format] ?? 'application/octet-stream',
        plan_placement_to_check: options.placementToCheck ?? false,
      },
    };
  }

  /** A tile of a floor plan the caller can see, or null outside the plan. */
  async tile(
    actor: Actor | null,
    buid: string,
    floorNumber: number,
    z: number,
    x: number,
    y: number,
  ): Promise<{ png: Buffer; version: string } | null> {
    const floor = await this.floorsService.findVisible(actor, buid, floorNumber);
    if (!floor.plan_version || z > MapDefaults.tileMaxZoom) return null;
    const png = await this.storage.get(
      floorTileKey(buid, floorNumber, floor.plan_version, z, x, y),
    );
    return png ? { png, version: floor.plan_version } : null;
  }

  private georeference(
    placement: FloorPlanUploadJson,
    width: number,
    height: number,
  ): FloorPlanGeoreference {
    try {
      if (placement.corners) return georeferenceFromCorners(placement.corners, width, height);
      return georeferenceFromBounds(
        {
          bottom_left_lat: coordinate(placement.bottom_left_lat),
          bottom_left_lng: coordinate(placement.bottom_left_lng),
          top_right_lat: coordinate(placement.top_right_lat),
          top_right_lng: coordinate(placement.top_right_lng),
        },
        width,
        height,
      );
    } catch (error) {
      if (error instanceof GeoreferenceError) throw badRequest(FloorMessages.invalidCoordinates);
      throw error;
    }
  }
}

/**
 * Writes a plan version: its tiles, then the original image. The floor row is
 * pointed at the version only afterwards, so no reader sees a half-written plan.
 */
export async function storeFloorPlan(
  storage: ObjectStorage,
  plan: {
    buid: string;
    floorNumber: number;
    version: string;
    /** The file's bytes, or the path of a file streamed to the store as it is read. */
    image: FloorPlanImageInput;
    georeference: FloorPlanGeoreference;
  },
): Promise<number> {
  const { buid, floorNumber, version } = plan;
  const rendered = await renderFloorTiles({
    image: plan.image,
    georeference: plan.georeference,
    writeTile: (z, x, y, png) =>
      storage.put(floorTileKey(buid, floorNumber, version, z, x, y), png),
  });
  const key = floorPlanKey(buid, floorNumber, version);
  if (typeof plan.image === 'string') await storage.putStream(key, createReadStream(plan.image));
  else await storage.put(key, plan.image);
  return rendered.tileCount;
}

const imageBytes = async (image: FloorPlanImageInput): Promise<number> =>
  typeof image === 'string' ? (await fs.stat(image)).size : image.length;
