import {
  type Actor,
  aggregateHeatmapCells,
  ConcurrencyMessages,
  canEditSpace,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromCorners,
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  metresBetween,
  moveGeoJsonPositions,
  offsetByMetres,
  type PlanCorners,
  parseWireCoordinate,
  ServerMessages,
  type Space,
  SpaceMessages,
  type SpaceMoveBody,
  tileKeyOf,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { KeptPlanVersion } from '../db/repositories/floor-plan-versions.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { newPlanVersion, removePlanVersion } from '../storage/floor-storage.js';
import { floorPlanKey } from '../storage/keys.js';
import { removeForgottenPlans } from './floor-plan-commit.js';
import { storeFloorPlan } from './floor-plans.service.js';
import type { SpacesService } from './spaces.service.js';

/** Fingerprints read, moved and written at a time. */
const FINGERPRINT_BATCH = 2_000;

/**
 * Attempts of one move request before it answers 409: each attempt after the first
 * follows another move or plan upload of the space that committed meanwhile.
 */
const MOVE_ATTEMPTS = 5;

const sameVersions = (a: Map<number, string | null>, b: Map<number, string | null>) =>
  a.size === b.size && [...a].every(([floor, version]) => b.get(floor) === version);

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
 * Moves a whole space: its point goes where asked, and its floor plans, POIs,
 * fingerprints and audit-route stops by the same offset in metres east and north, so its
 * shape is kept. Plans are tiled at their new place first; every row changes in one
 * transaction, by the offset from the point read under that transaction's lock, so racing
 * moves never add up their offsets.
 */
export class SpaceMoveService {
  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly storage: ObjectStorage,
  ) {}

  async move(actor: Actor, body: SpaceMoveBody): Promise<{ message: string; space: Space }> {
    const lat = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
    if (lat === null) throw badRequest(SpaceMessages.invalidLatitude);
    const lon = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
    if (lon === null) throw badRequest(SpaceMessages.invalidLongitude);
    for (let attempt = 1; ; attempt++) {
      const current = await this.spaces.findVisible(actor, body.buid);
      if (!canEditSpace(actor, spaceFacts(current)))
        throw forbidden(ServerMessages.spaceEditForbidden);
      if ((await this.moveFrom(current, { lat, lon })) === 'moved') break;
      if (attempt >= MOVE_ATTEMPTS) throw conflict(ConcurrencyMessages.collided);
    }
    const space = await this.spaces.get(actor, body.buid);
    return { message: SpaceMessages.moved(space.name), space };
  }

  /**
   * One attempt to move the space from its point as read (`current`) to `target`. The
   * offset holds only for that point and the plans tiled from it: when another move or a
   * plan upload has committed since, the attempt writes nothing and answers 'stale'.
   */
  private async moveFrom(current: SpaceWithAuditors, target: LatLng): Promise<'moved' | 'stale'> {
    const { buid } = current;
    const from: LatLng = { lat: current.coordinates_lat, lon: current.coordinates_lon };
    // Already there (e.g. the same move sent twice): nothing to move.
    if (from.lat === target.lat && from.lon === target.lon) return 'moved';
    const offset = metresBetween(from, target);
    const move = (p: LatLng): LatLng => offsetByMetres(p, offset.eastM, offset.northM);

    const { plans, planVersions } = await this.tilePlansMoved(buid, move);
    let outcome: 'moved' | 'stale';
    let forgotten: KeptPlanVersion[] = [];
    try {
      outcome = await this.data.transaction(async (repos) => {
        const rows = repos.spaceMove;
        const point = await rows.lockSpacePoint(buid);
        if (!point) throw notFound(ServerMessages.spaceNotFound);
        if (point.lat !== from.lat || point.lon !== from.lon) return 'stale';
        if (!sameVersions(await rows.lockPlanVersions(buid), planVersions)) return 'stale';
        await rows.setSpacePoint(buid, target.lat, target.lon);
        // Replaced plans are kept where they were placed: after a move they would be made
        // live in the wrong place, so they are forgotten.
        forgotten = await repos.floorPlanVersions.removeAllOfSpace(buid);
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
        // Rooms and doors move with the plan they were traced on.
        for (const shape of await rows.roomShapes(buid)) {
          await rows.setRoomShape(buid, {
            ...shape,
            geometry: moveGeoJsonPositions(shape.geometry, move),
          });
        }
        await repos.connections.bumpGraphVersion(buid);
        for (const route of await rows.auditRouteStops(buid))
          await rows.setAuditRouteStops(route.id, moveStops(route.pois, move));
        const radiomaps = repos.radiomaps;
        for (const floorNumber of planVersions.keys()) {
          await radiomaps.lockFloor(buid, floorNumber);
          await this.moveFingerprints(repos, floorNumber, buid, move);
        }
        return 'moved';
      });
    } catch (error) {
      await this.removeVersions(buid, plans, 'version');
      throw error;
    }
    // The versions no longer live: the old ones after a move, the unused new ones otherwise.
    await this.removeVersions(buid, plans, outcome === 'moved' ? 'oldVersion' : 'version');
    if (outcome === 'moved')
      for (const kept of forgotten)
        await removeForgottenPlans(this.storage, buid, kept.floor_number, [kept.plan_version]);
    return outcome;
  }

  private async removeVersions(
    buid: string,
    plans: readonly MovedPlan[],
    which: 'version' | 'oldVersion',
  ): Promise<void> {
    for (const plan of plans)
      await removePlanVersion(this.storage, buid, plan.floorNumber, plan[which]).catch(() => {});
  }

  /**
   * Each placed plan tiled again at its moved corners, under a new version, and every
   * floor's plan version as read (null without a plan), which the move checks under lock.
   */
  private async tilePlansMoved(
    buid: string,
    move: (p: LatLng) => LatLng,
  ): Promise<{ plans: MovedPlan[]; planVersions: Map<number, string | null> }> {
    const plans: MovedPlan[] = [];
    const planVersions = new Map<number, string | null>();
    try {
      for (const floor of await this.data.repos.floors.listBySpace(buid)) {
        planVersions.set(floor.floor_number, floor.plan_version);
        const corners = parseCorners(floor.plan_corners);
        if (!floor.plan_version || !corners || !floor.plan_width_px || !floor.plan_height_px)
          continue;
        const image = await this.storage.get(
          floorPlanKey(buid, floor.floor_number, floor.plan_version),
        );
        if (!image) continue;
        const moved = corners.map(([lon, lat]) => {
          const p = move({ lat, lon });
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
      await this.removeVersions(buid, plans, 'version');
      throw error;
    }
    return { plans, planVersions };
  }

  /** A floor's fingerprints moved batch by batch, then its heatmap cells counted again. */
  private async moveFingerprints(
    repos: Repositories,
    floorNumber: number,
    buid: string,
    move: (p: LatLng) => LatLng,
  ): Promise<void> {
    const rows = repos.spaceMove;
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
    const radiomaps = repos.radiomaps;
    for await (const batch of radiomaps.fingerprintBatches(buid, floorNumber, FINGERPRINT_BATCH))
      await radiomaps.addToHeatmapCells(buid, floorNumber, aggregateHeatmapCells(batch));
  }
}
