import { randomBytes } from 'node:crypto';
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
import type { Kysely } from 'kysely';
import { spaceFacts } from '../auth/actor.js';
import { FloorsRepository } from '../db/repositories/floors.repository.js';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import {
  floorPlanFloorPrefix,
  floorPlanKey,
  floorTileKey,
  floorTilesFloorPrefix,
  floorTilesVersionPrefix,
} from '../storage/keys.js';
import { inspectFloorPlanImage } from '../tiles/floor-plan-image.js';
import { FloorPlanImageError } from '../tiles/floor-plan-image-error.js';
import { renderFloorTiles } from '../tiles/render-floor-tiles.js';
import { floorToWire } from '../wire/floor.wire.js';
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

export interface UploadedFloorPlan {
  message: string;
  floor: Floor;
  size_m: { width: number; height: number };
  tiles: number;
}

/**
 * Floor-plan uploads: validate, tile, store, then switch the floor over to the new
 * plan in one update. A refused or failed upload leaves the previous plan intact.
 */
export class FloorPlansService {
  private readonly floors: FloorsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly spaces: SpacesService,
    private readonly floorsService: FloorsService,
    private readonly storage: ObjectStorage,
  ) {
    this.floors = new FloorsRepository(db);
  }

  async upload(
    actor: Actor,
    placement: FloorPlanUploadJson,
    image: Buffer,
  ): Promise<UploadedFloorPlan> {
    if (!(placement.zoom >= MapDefaults.floorPlanMinZoom)) {
      throw badRequest(FloorMessages.minimumZoom(placement.zoom));
    }
    const space = await this.spaces.findVisible(actor, placement.buid);
    if (!canUploadFloorPlan(actor, spaceFacts(space)))
      throw forbidden(ServerMessages.floorPlanForbidden);
    const previous = await this.floors.find(placement.buid, placement.floor_number);
    if (!previous) throw notFound(FloorMessages.notFound);
    if (image.length === 0) throw badRequest(ServerMessages.floorPlanMissingImage);

    let info: Awaited<ReturnType<typeof inspectFloorPlanImage>>;
    try {
      info = await inspectFloorPlanImage(image);
    } catch (error) {
      if (error instanceof FloorPlanImageError) throw badRequest(error.message);
      throw error;
    }
    const georeference = this.georeference(placement, info.width, info.height);

    // Versions sort by upload start time (fixed-width base-36 milliseconds), then a random part.
    const version = `${Date.now().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
    const { buid, floor_number: floorNumber } = placement;
    let tiles: number;
    let live = false;
    try {
      tiles = await storeFloorPlan(this.storage, {
        buid,
        floorNumber,
        version,
        image,
        georeference,
      });
      const bounds = georeferenceBounds(georeference);
      live = await this.floors.replacePlanIfNewer(buid, floorNumber, {
        ...bounds,
        zoom: Math.round(placement.zoom),
        plan_corners: JSON.stringify(georeferenceCorners(georeference)),
        plan_width_px: info.width,
        plan_height_px: info.height,
        plan_version: version,
        plan_content_type: CONTENT_TYPES[info.format] ?? 'application/octet-stream',
      });
    } catch (error) {
      await this.removeVersion(buid, floorNumber, version);
      if (error instanceof FloorPlanImageError) throw badRequest(error.message);
      throw error;
    }
    if (live) await this.removeOlderVersions(buid, floorNumber, version);
    else await this.removeVersion(buid, floorNumber, version);
    const floor = await this.floors.find(buid, floorNumber);
    const size = planSizeMetres(georeference);
    return {
      message: FloorMessages.uploaded,
      floor: floorToWire(floor ?? previous),
      size_m: {
        width: Math.round(size.widthM * 100) / 100,
        height: Math.round(size.heightM * 100) / 100,
      },
      tiles,
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

  private async removeVersion(buid: string, floorNumber: number, version: string): Promise<void> {
    await this.storage.deletePrefix(floorTilesVersionPrefix(buid, floorNumber, version));
    await this.storage.deletePrefix(floorPlanKey(buid, floorNumber, version));
  }

  /**
   * Earlier plans of the floor go once a new one is live. Newer versions are left
   * alone: they belong to uploads still in progress, which clean up after themselves.
   */
  private async removeOlderVersions(
    buid: string,
    floorNumber: number,
    live: string,
  ): Promise<void> {
    for (const version of await this.storage.listChildren(
      floorTilesFloorPrefix(buid, floorNumber),
    )) {
      if (version < live)
        await this.storage.deletePrefix(floorTilesVersionPrefix(buid, floorNumber, version));
    }
    for (const version of await this.storage.listChildren(
      floorPlanFloorPrefix(buid, floorNumber),
    )) {
      if (version < live) await this.storage.deletePrefix(floorPlanKey(buid, floorNumber, version));
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
    image: Buffer;
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
  await storage.put(floorPlanKey(buid, floorNumber, version), plan.image);
  return rendered.tileCount;
}
