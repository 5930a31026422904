import type { LatLng } from '@indoor/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored position to move: its row id and coordinates. */
export interface MovablePoint extends LatLng {
  id: string;
}

/** A moved fingerprint: its new position and the tile key of it. */
export interface MovedFingerprint extends MovablePoint {
  tileKey: string;
}

/**
 * The rows a whole-space move rewrites (space point, POIs, fingerprints, heatmap cells);
 * run inside the move's transaction.
 */
/** A room's outline or a door's line, as stored. */
export interface RoomShape {
  table: 'units' | 'openings';
  id: string;
  geometry: unknown;
}

export class SpaceMoveRepository {
  constructor(private readonly db: Db) {}

  /**
   * The space's point as stored now, the row locked against every other change of the
   * space until the transaction ends (undefined when the space is gone).
   */
  async lockSpacePoint(buid: string): Promise<LatLng | undefined> {
    return this.db
      .selectFrom('spaces')
      .select(['coordinates_lat as lat', 'coordinates_lon as lon'])
      .where('buid', '=', buid)
      .forNoKeyUpdate()
      .executeTakeFirst();
  }

  /**
   * Each floor's plan version (null without a plan), the floor rows locked until the
   * transaction ends, so no plan upload commits between this read and the move's writes.
   */
  async lockPlanVersions(buid: string): Promise<Map<number, string | null>> {
    const rows = await this.db
      .selectFrom('floors')
      .select(['floor_number', 'plan_version'])
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.floor_number, row.plan_version]));
  }

  async setSpacePoint(buid: string, lat: number, lon: number): Promise<void> {
    await this.db
      .updateTable('spaces')
      .set({ coordinates_lat: lat, coordinates_lon: lon, updated_at: new Date() })
      .where('buid', '=', buid)
      .execute();
  }

  async poiPoints(buid: string): Promise<MovablePoint[]> {
    return this.db
      .selectFrom('pois')
      .select(['puid as id', 'coordinates_lat as lat', 'coordinates_lon as lon'])
      .where('buid', '=', buid)
      .execute();
  }

  async setPoiPoints(buid: string, points: readonly MovablePoint[]): Promise<void> {
    if (points.length === 0) return;
    await sql`
      update pois set coordinates_lat = u.lat, coordinates_lon = u.lon, updated_at = now()
      from unnest(
        ${points.map((p) => p.id)}::text[],
        ${points.map((p) => p.lat)}::float8[],
        ${points.map((p) => p.lon)}::float8[]
      ) as u(puid, lat, lon)
      where pois.buid = ${buid} and pois.puid = u.puid`.execute(this.db);
  }

  /** The outlines of the space's rooms and the lines of its doors (GeoJSON, [lon, lat]). */
  async roomShapes(buid: string): Promise<RoomShape[]> {
    const units = await this.db
      .selectFrom('units')
      .select(['id', 'geometry'])
      .where('buid', '=', buid)
      .execute();
    const openings = await this.db
      .selectFrom('openings')
      .select(['id', 'geometry'])
      .where('buid', '=', buid)
      .execute();
    return [
      ...units.map((row) => ({ table: 'units' as const, id: row.id, geometry: row.geometry })),
      ...openings.map((row) => ({
        table: 'openings' as const,
        id: row.id,
        geometry: row.geometry,
      })),
    ];
  }

  async setRoomShape(buid: string, shape: RoomShape): Promise<void> {
    await this.db
      .updateTable(shape.table)
      .set({ geometry: JSON.stringify(shape.geometry), updated_at: new Date() })
      .where('buid', '=', buid)
      .where('id', '=', shape.id)
      .execute();
  }

  /** A floor's fingerprint positions in id order, after the id given, `size` at a time. */
  async fingerprintPoints(
    buid: string,
    floorNumber: number,
    after: string,
    size: number,
  ): Promise<MovablePoint[]> {
    const rows = await this.db
      .selectFrom('fingerprints')
      .select(['id', 'lat', 'lon'])
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute();
    return rows.map((row) => ({ id: String(row.id), lat: row.lat, lon: row.lon }));
  }

  async setFingerprintPoints(
    buid: string,
    floorNumber: number,
    points: readonly MovedFingerprint[],
  ): Promise<void> {
    if (points.length === 0) return;
    await sql`
      update fingerprints set lat = u.lat, lon = u.lon, tile_key = u.tile_key
      from unnest(
        ${points.map((p) => p.id)}::int8[],
        ${points.map((p) => p.lat)}::float8[],
        ${points.map((p) => p.lon)}::float8[],
        ${points.map((p) => p.tileKey)}::int8[]
      ) as u(id, lat, lon, tile_key)
      where fingerprints.buid = ${buid} and fingerprints.floor_number = ${floorNumber}
        and fingerprints.id = u.id`.execute(this.db);
  }

  /**
   * Marks the floor's fingerprints as changed (the triggers of migration 0011 count
   * inserts and deletes only), so estimates computed from the old positions are stale.
   */
  async bumpFingerprintsVersion(buid: string, floorNumber: number): Promise<void> {
    await this.db
      .updateTable('floors')
      .set({ fingerprints_version: sql`fingerprints_version + 1` } as never)
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
  }

  /** The stops of the space's audit routes (each stop keeps its POI's position). */
  async auditRouteStops(buid: string): Promise<{ id: string; pois: unknown }[]> {
    return this.db
      .selectFrom('audit_routes')
      .select(['id', 'pois'])
      .where('building_id', '=', buid)
      .execute();
  }

  async setAuditRouteStops(id: string, pois: unknown): Promise<void> {
    await this.db
      .updateTable('audit_routes')
      .set({ pois: JSON.stringify(pois) })
      .where('id', '=', id)
      .execute();
  }

  /** The floor's heatmap cells go; the move adds them again from the moved fingerprints. */
  async deleteHeatmapCells(buid: string, floorNumber: number): Promise<void> {
    await this.db
      .deleteFrom('heatmap_cells')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
  }

  /** A floor's plan placed anew: bounds, corners and the plan version its tiles were made for. */
  async setFloorPlan(
    buid: string,
    floorNumber: number,
    plan: {
      bottom_left_lat: number;
      bottom_left_lng: number;
      top_right_lat: number;
      top_right_lng: number;
      plan_corners: string;
      plan_version: string;
    },
  ): Promise<void> {
    await this.db
      .updateTable('floors')
      .set({ ...plan, updated_at: new Date() })
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
  }
}
