import {
  type Actor,
  aggregateHeatmapCells,
  canEditSpace,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromCorners,
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  metresBetween,
  offsetByMetres,
  type PlanCorners,
  parseWireCoordinate,
  ServerMessages,
  type Space,
  SpaceMessages,
  type SpaceMoveBody,
  tileKeyOf,
} from '@indoor/domain';
import type { Kysely } from 'kysely';
import { spaceFacts } from '../auth/actor.js';
import { ConnectionsRepository } from '../db/repositories/connections.repository.js';
import { FloorsRepository } from '../db/repositories/floors.repository.js';
import { RadiomapsRepository } from '../db/repositories/radiomaps.repository.js';
import { SpaceMoveRepository } from '../db/repositories/space-move.repository.js';
import { SpacesRepository } from '../db/repositories/spaces.repository.js';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { newPlanVersion, removePlanVersion } from '../storage/floor-storage.js';
import { floorPlanKey } from '../storage/keys.js';
import { storeFloorPlan } from './floor-plans.service.js';
import type { SpacesService } from './spaces.service.js';

/** Fingerprints read, moved and written at a time. */
const FINGERPRINT_BATCH = 2_000;

/** A floor plan tiled again at its moved place, not yet live. */
interface MovedPlan {
  floorNumber: number;
  oldVersion: string;
  version: string;
  corners: PlanCorners;
  bounds: ReturnType<typeof georeferenceBounds>;
}

const parseCorners = (value: unknown): PlanCorners | null => {
  const corners = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(corners) && corners.length === 4
    ? (corners as unknown as PlanCorners)
    : null;
};

/** An audit route's stops with their stored POI positions moved (other fields kept). */
const moveStops = (value: unknown, move: (p: LatLng) => LatLng): unknown => {
  const stops = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(stops)) return stops;
  return stops.map((stop) => {
    if (typeof stop?.lat !== 'number' || typeof stop?.lon !== 'number') return stop;
    return { ...stop, ...move({ lat: stop.lat, lon: stop.lon }) };
  });
};

/**
 * Moves a whole space (issue 18): its point goes where asked, and its floor plans, POIs
 * and fingerprints by the same offset in metres east and north, so its shape is kept.
 * Plans are tiled at their new place first; every row changes in one transaction.
 */
export class SpaceMoveService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly spaces: SpacesService,
    private readonly storage: ObjectStorage,
  ) {}

  async move(actor: Actor, body: SpaceMoveBody): Promise<{ message: string; space: Space }> {
    const lat = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
    if (lat === null) throw badRequest(SpaceMessages.invalidLatitude);
    const lon = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
    if (lon === null) throw badRequest(SpaceMessages.invalidLongitude);
    const current = await this.spaces.findVisible(actor, body.buid);
    if (!canEditSpace(actor, spaceFacts(current)))
      throw forbidden(ServerMessages.spaceEditForbidden);
    const { buid } = current;
    const offset = metresBetween(
      { lat: current.coordinates_lat, lon: current.coordinates_lon },
      { lat, lon },
    );
    const move = (p: LatLng): LatLng => offsetByMetres(p, offset.eastM, offset.northM);

    const plans = await this.tilePlansMoved(buid, move);
    try {
      await this.db.transaction().execute(async (tx) => {
        const spaces = new SpacesRepository(tx);
        if (!(await spaces.lockForChange(buid))) throw notFound(ServerMessages.spaceNotFound);
        const rows = new SpaceMoveRepository(tx);
        await rows.setSpacePoint(buid, lat, lon);
        for (const plan of plans) {
          await rows.setFloorPlan(buid, plan.floorNumber, {
            ...plan.bounds,
            plan_corners: JSON.stringify(plan.corners),
            plan_version: plan.version,
          });
        }
        const pois = await rows.poiPoints(buid);
        await rows.setPoiPoints(
          buid,
          pois.map((p) => ({ id: p.id, ...move(p) })),
        );
        await new ConnectionsRepository(tx).bumpGraphVersion(buid);
        for (const route of await rows.auditRouteStops(buid))
          await rows.setAuditRouteStops(route.id, moveStops(route.pois, move));
        const radiomaps = new RadiomapsRepository(tx);
        for (const floor of await new FloorsRepository(tx).listBySpace(buid)) {
          await radiomaps.lockFloor(buid, floor.floor_number);
          await this.moveFingerprints(tx, floor.floor_number, buid, move);
        }
      });
    } catch (error) {
      for (const plan of plans)
        await removePlanVersion(this.storage, buid, plan.floorNumber, plan.version).catch(() => {});
      throw error;
    }
    for (const plan of plans)
      await removePlanVersion(this.storage, buid, plan.floorNumber, plan.oldVersion).catch(
        () => {},
      );
    const space = await this.spaces.get(actor, buid);
    return { message: SpaceMessages.moved(space.name), space };
  }

  /** Each placed plan tiled again at its moved corners, under a new version. */
  private async tilePlansMoved(buid: string, move: (p: LatLng) => LatLng): Promise<MovedPlan[]> {
    const plans: MovedPlan[] = [];
    try {
      for (const floor of await new FloorsRepository(this.db).listBySpace(buid)) {
        const corners = parseCorners(floor.plan_corners);
        if (!floor.plan_version || !corners || !floor.plan_width_px || !floor.plan_height_px)
          continue;
        const image = await this.storage.get(
          floorPlanKey(buid, floor.floor_number, floor.plan_version),
        );
        if (!image) continue;
        const moved = corners.map(([lng, lat]) => {
          const p = move({ lat, lon: lng });
          return [p.lon, p.lat];
        }) as unknown as PlanCorners;
        const georeference = georeferenceFromCorners(
          moved,
          floor.plan_width_px,
          floor.plan_height_px,
        );
        const version = newPlanVersion();
        plans.push({
          floorNumber: floor.floor_number,
          oldVersion: floor.plan_version,
          version,
          corners: georeferenceCorners(georeference),
          bounds: georeferenceBounds(georeference),
        });
        await storeFloorPlan(this.storage, {
          buid,
          floorNumber: floor.floor_number,
          version,
          image,
          georeference,
        });
      }
    } catch (error) {
      for (const plan of plans)
        await removePlanVersion(this.storage, buid, plan.floorNumber, plan.version).catch(() => {});
      throw error;
    }
    return plans;
  }

  /** A floor's fingerprints moved batch by batch, then its heatmap cells counted again. */
  private async moveFingerprints(
    tx: Kysely<Database>,
    floorNumber: number,
    buid: string,
    move: (p: LatLng) => LatLng,
  ): Promise<void> {
    const rows = new SpaceMoveRepository(tx);
    let after = '0';
    for (;;) {
      const points = await rows.fingerprintPoints(buid, floorNumber, after, FINGERPRINT_BATCH);
      if (points.length === 0) break;
      after = (points.at(-1) as { id: string }).id;
      await rows.setFingerprintPoints(
        buid,
        floorNumber,
        points.map((p) => {
          const moved = move(p);
          return { id: p.id, ...moved, tileKey: String(tileKeyOf(moved)) };
        }),
      );
      if (points.length < FINGERPRINT_BATCH) break;
    }
    await rows.bumpFingerprintsVersion(buid, floorNumber);
    await rows.deleteHeatmapCells(buid, floorNumber);
    const radiomaps = new RadiomapsRepository(tx);
    for await (const batch of radiomaps.fingerprintBatches(buid, floorNumber, FINGERPRINT_BATCH))
      await radiomaps.addToHeatmapCells(buid, floorNumber, aggregateHeatmapCells(batch));
  }
}
