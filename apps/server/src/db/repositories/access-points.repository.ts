import {
  AccessPointConstants,
  type AccessPointEstimate,
  type BssidObservations,
  type FloorWalls,
  floorWallsOfRooms,
  type HeatmapCell,
  ObservationAccumulator,
} from '@indoor/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import {
  type ComputationProgress,
  FloorComputationClaims,
  leaseInterval,
  type StaleFloor,
} from './floor-computations.js';
import type { JsonListQuery } from './json-rows.js';
import { RadiomapsRepository } from './radiomaps.repository.js';

export type { ComputationProgress, StaleFloor } from './floor-computations.js';

/** The floor's fingerprint version, its stored estimates and the computation under way. */
export interface StoredAccessPoints {
  /** The floor's current fingerprint version (bigint as text). */
  version: string;
  /** The floor's current walls version (its rooms and doors; bigint as text). */
  walls_version: string;
  cached: {
    version: string;
    walls_version: string;
    computed_at: string;
    estimates: AccessPointEstimate[];
  } | null;
  /** The claim of the instance computing the floor's estimates, while it still beats. */
  computing: ComputationProgress | null;
}

/** Level-3 (all days) cell totals as [cell_x, cell_y, count, rss_sum]. */
export type CellTotalsRow = [number, number, number, number];

/**
 * Access-point estimates kept per floor, the measurements they are fitted to, and the
 * heatmap cells around a position. Reads come back as one JSON text (see json-rows.ts).
 */
export class AccessPointsRepository {
  private readonly claims: FloorComputationClaims;

  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {
    this.claims = new FloorComputationClaims(
      db,
      { results: 'access_points', claims: 'access_point_computations' },
      // Rooms or doors changed since the estimates were fitted.
      sql<boolean>`f.walls_version > coalesce(r.walls_version, 0)`,
    );
  }

  /**
   * The floor's fingerprint version, the estimates stored for it and the progress of a
   * live computation (claims older than `leaseMs` are dead), as one JSON value, or JSON null
   * when the floor does not exist (read with the space, see SpacesRepository.findByBuidWith).
   */
  storedQuery(buid: string, floorNumber: number, leaseMs: number): JsonListQuery {
    return sql<string>`(select json_build_object(
        'version', f.fingerprints_version::text,
        'walls_version', f.walls_version::text,
        'cached', (select json_build_object(
            'version', a.fingerprints_version::text,
            'walls_version', a.walls_version::text,
            'computed_at', a.computed_at,
            'estimates', a.estimates)
          from access_points a
          where a.buid = f.buid and a.floor_number = f.floor_number),
        'computing', (select json_build_object('done', c.done, 'total', c.total)
          from access_point_computations c
          where c.buid = f.buid and c.floor_number = f.floor_number
            and c.heartbeat_at > now() - ${leaseInterval(leaseMs)}))
      from floors f
      where f.buid = ${buid} and f.floor_number = ${floorNumber})::text`;
  }

  /**
   * Floors whose fingerprints, rooms or doors changed since their estimates were stored (a
   * floor that never had fingerprints is at version 0 and needs none) and that no live claim
   * covers, in floor order, at most `limit`.
   */
  async staleFloors(leaseMs: number, limit: number): Promise<StaleFloor[]> {
    const result = await sql<{ buid: string; floor_number: number }>`
      select f.buid, f.floor_number
      from floors f
      left join access_points a on a.buid = f.buid and a.floor_number = f.floor_number
      where (f.fingerprints_version > coalesce(a.fingerprints_version, 0)
          or (f.fingerprints_version > 0 and f.walls_version > coalesce(a.walls_version, 0)))
        and not exists (select 1 from access_point_computations c
          where c.buid = f.buid and c.floor_number = f.floor_number
            and c.heartbeat_at > now() - ${leaseInterval(leaseMs)})
      order by f.buid, f.floor_number
      limit ${limit}`.execute(this.db);
    return result.rows.map((row) => ({ buid: row.buid, floorNumber: row.floor_number }));
  }

  /** Claims the floor's computation (FloorComputationClaims.claim). */
  claim(buid: string, floorNumber: number, instanceId: string, leaseMs: number) {
    return this.claims.claim(buid, floorNumber, instanceId, leaseMs);
  }

  /** Records the progress of this instance's computation, which also keeps its claim alive. */
  reportProgress(
    buid: string,
    floorNumber: number,
    instanceId: string,
    progress: ComputationProgress,
  ) {
    return this.claims.reportProgress(buid, floorNumber, instanceId, progress);
  }

  /** Gives up this instance's claim on the floor (done, failed or stopping). */
  release(buid: string, floorNumber: number, instanceId: string) {
    return this.claims.release(buid, floorNumber, instanceId);
  }

  /** The floor's fingerprint version now (null when the floor is gone). */
  async currentVersion(buid: string, floorNumber: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('floors')
      .select(sql<string>`fingerprints_version::text`.as('version'))
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .executeTakeFirst();
    return row?.version ?? null;
  }

  /**
   * The floor's walls (its rooms' outlines and its doors) and their version, read together,
   * or null when the floor is gone.
   */
  async walls(
    buid: string,
    floorNumber: number,
  ): Promise<{ version: string; walls: FloorWalls } | null> {
    const result = await sql<{ version: string; units: unknown; openings: unknown }>`
      select f.walls_version::text as version,
        (select coalesce(json_agg(u.geometry), '[]') from units u
          where u.buid = f.buid and u.floor_number = f.floor_number) as units,
        (select coalesce(json_agg(o.geometry), '[]') from openings o
          where o.buid = f.buid and o.floor_number = f.floor_number) as openings
      from floors f
      where f.buid = ${buid} and f.floor_number = ${floorNumber}`.execute(this.db);
    const row = result.rows[0];
    if (!row) return null;
    const parse = <T>(value: unknown): T =>
      (typeof value === 'string' ? JSON.parse(value) : value) as T;
    const units = parse<{ coordinates: [number, number][][] }[]>(row.units);
    const openings = parse<{ coordinates: [[number, number], [number, number]] }[]>(row.openings);
    return {
      version: row.version,
      walls: floorWallsOfRooms(
        units.map((polygon) => polygon.coordinates[0] ?? []),
        openings.map((line) => line.coordinates),
      ),
    };
  }

  /**
   * Every measurement of the floor per MAC and per place (positions on a grid of
   * AccessPointConstants.positionGridDeg, about a metre): mean position, mean RSS, count.
   * The floor is read in batches of scans (one index range each, see
   * RadiomapsRepository.fingerprintBatches), so the embedded database's one session is never
   * held for the whole floor; only the sums per MAC and place stay in memory.
   */
  async observations(buid: string, floorNumber: number): Promise<BssidObservations[]> {
    const accumulator = new ObservationAccumulator();
    const scans = new RadiomapsRepository(this.db);
    for await (const batch of scans.fingerprintBatches(
      buid,
      floorNumber,
      AccessPointConstants.observationBatchScans,
    )) {
      accumulator.add(batch);
    }
    return accumulator.result();
  }

  /**
   * Stores estimates computed from the fingerprints at `version` and the walls at
   * `wallsVersion`, unless estimates of later versions are stored already (another instance
   * computed them meanwhile). Nothing is stored when the floor is gone.
   */
  async store(
    buid: string,
    floorNumber: number,
    version: string,
    wallsVersion: string,
    computedAt: Date,
    estimates: readonly AccessPointEstimate[],
  ): Promise<void> {
    await sql`
      insert into access_points
        (buid, floor_number, fingerprints_version, walls_version, computed_at, estimates)
      select ${buid}, ${floorNumber}, ${version}::int8, ${wallsVersion}::int8,
        ${computedAt.toISOString()}::timestamptz, ${JSON.stringify(estimates)}::jsonb
      where exists (select 1 from floors where buid = ${buid} and floor_number = ${floorNumber})
      on conflict (buid, floor_number) do update set
        fingerprints_version = excluded.fingerprints_version,
        walls_version = excluded.walls_version,
        computed_at = excluded.computed_at,
        estimates = excluded.estimates
      where (access_points.fingerprints_version, access_points.walls_version)
        <= (excluded.fingerprints_version, excluded.walls_version)`.execute(this.db);
  }

  /**
   * The all-days totals of the level-3 cells from `from` to `to` (inclusive), as one JSON
   * value of [cell_x, cell_y, count, rss_sum], or JSON null when the floor does not exist.
   */
  cellsAroundQuery(
    buid: string,
    floorNumber: number,
    from: HeatmapCell,
    to: HeatmapCell,
  ): JsonListQuery {
    return sql<string>`(case when exists (
        select 1 from floors where floors.buid = ${buid} and floors.floor_number = ${floorNumber}
      ) then (select coalesce(json_agg(json_build_array(cell_x, cell_y, count, rss_sum)
          order by cell_y, cell_x), '[]')
        from heatmap_cells
        where buid = ${buid} and floor_number = ${floorNumber} and level = 3 and day = -1 -- day -1: the totals over all days
          and cell_x between ${from.x} and ${to.x} and cell_y between ${from.y} and ${to.y})
      else 'null'::json end)::text`;
  }
}
