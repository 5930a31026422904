import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, FloorRow } from '../schema.js';
import {
  type ComputationProgress,
  FloorComputationClaims,
  leaseInterval,
  type StaleFloor,
} from './floor-computations.js';
import type { JsonListQuery } from './json-rows.js';

/** A floor's accuracy map as stored: the answer's map fields (the contract's positionAccesMap). */
export interface StoredAccesMap {
  crlb: number[];
  geojson: { coordinates: [number, number][] };
  raw_crlb_m: number[];
  step_m: number;
  bands: { colour: string; hex: string; aboveM: number; upToM: number | null }[];
  survey_next: [number, number][];
  held_out_locations: number;
}

/** The floor's fingerprint version and plan, its stored map and the computation under way. */
export interface StoredAccesFloor {
  /** The floor's current fingerprint version (bigint as text). */
  version: string;
  /** The floor's current plan placement (PLAN_KEY). */
  plan_key: string;
  cached: { version: string; plan_key: string; computed_at: string; map: StoredAccesMap } | null;
  /** The claim of the instance computing the floor's map, while it still beats. */
  computing: ComputationProgress | null;
}

/**
 * What a map's outline is made from, on the floor aliased f: its plan's corners and bounding
 * box (see planOutlineOf), as one digest. A map computed under another is out of date.
 */
const PLAN_KEY = sql<string>`md5(concat_ws('|', coalesce(f.plan_corners::text, ''),
  coalesce(f.bottom_left_lat::text, ''), coalesce(f.bottom_left_lng::text, ''),
  coalesce(f.top_right_lat::text, ''), coalesce(f.top_right_lng::text, '')))`;

/**
 * The floors' accuracy maps (docs/positioning.md#the-map-on-the-server), the scans they are
 * computed from and the claims on their computations. A floor has a stored map once someone
 * asked for it; only those floors are kept up to date after their fingerprints change or
 * their plan is placed again (the map's outline).
 */
export class AccesMapsRepository {
  private readonly claims: FloorComputationClaims;

  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {
    this.claims = new FloorComputationClaims(
      db,
      { results: 'acces_maps', claims: 'acces_map_computations' },
      sql<boolean>`r.plan_key is distinct from ${PLAN_KEY}`,
    );
  }

  /**
   * The floor's fingerprint version, the map stored for it and the progress of a live
   * computation (claims older than `leaseMs` are dead), as one JSON value, or JSON null when
   * the floor does not exist (read with the space, see SpacesRepository.findByBuidWith).
   */
  storedQuery(buid: string, floorNumber: number, leaseMs: number): JsonListQuery {
    return sql<string>`(select json_build_object(
        'version', f.fingerprints_version::text,
        'plan_key', ${PLAN_KEY},
        'cached', (select json_build_object(
            'version', a.fingerprints_version::text,
            'plan_key', a.plan_key,
            'computed_at', a.computed_at,
            'map', a.map)
          from acces_maps a
          where a.buid = f.buid and a.floor_number = f.floor_number),
        'computing', (select json_build_object('done', c.done, 'total', c.total)
          from acces_map_computations c
          where c.buid = f.buid and c.floor_number = f.floor_number
            and c.heartbeat_at > now() - ${leaseInterval(leaseMs)}))
      from floors f
      where f.buid = ${buid} and f.floor_number = ${floorNumber})::text`;
  }

  /**
   * Floors with a stored map whose fingerprints changed or whose plan was placed again since
   * (floors whose map nobody asked for are left alone) and that no live claim covers, in
   * floor order, at most `limit`.
   */
  async staleFloors(leaseMs: number, limit: number): Promise<StaleFloor[]> {
    const result = await sql<{ buid: string; floor_number: number }>`
      select f.buid, f.floor_number
      from floors f
      join acces_maps a on a.buid = f.buid and a.floor_number = f.floor_number
      where (f.fingerprints_version > a.fingerprints_version or a.plan_key <> ${PLAN_KEY})
        and not exists (select 1 from acces_map_computations c
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

  /** The floor (its plan gives the map's outline) and its PLAN_KEY; undefined when it is gone. */
  async floorPlan(
    buid: string,
    floorNumber: number,
  ): Promise<{ floor: FloorRow; planKey: string } | undefined> {
    const result = await sql<FloorRow & { plan_key: string }>`
      select f.*, ${PLAN_KEY} as plan_key from floors f
      where f.buid = ${buid} and f.floor_number = ${floorNumber}`.execute(this.db);
    const row = result.rows[0];
    if (!row) return undefined;
    const { plan_key, ...floor } = row;
    return { floor, planKey: plan_key };
  }

  /**
   * The floor's scans as one JSON text, [[lat, lon, [mac, ...], [rss, ...]], ...] in id
   * order: all of them up to `limit`, else `limit` of them spread over the whole survey
   * (chosen by a hash of their ids, so the same ones each time). The text is handed to the
   * map's worker as it is: the scans are never parsed on the server's event loop.
   */
  async scansJson(buid: string, floorNumber: number, limit: number): Promise<string> {
    const result = await sql<{ scans: string }>`
      select coalesce(json_agg(json_build_array(s.lat, s.lon, s.macs, s.rss) order by s.id),
        '[]')::text as scans
      from (
        select id, lat, lon, macs, rss from fingerprints
        where buid = ${buid} and floor_number = ${floorNumber}
        order by md5(id::text)
        limit ${limit}
      ) s`.execute(this.db);
    return result.rows[0]?.scans ?? '[]';
  }

  /**
   * Stores a map computed from `version` and the plan of `planKey`, unless a map of a later
   * version is stored already (another instance computed it meanwhile). Nothing is stored
   * when the floor is gone.
   */
  async store(
    buid: string,
    floorNumber: number,
    version: string,
    planKey: string,
    computedAt: Date,
    map: StoredAccesMap,
  ): Promise<void> {
    await sql`
      insert into acces_maps (buid, floor_number, fingerprints_version, plan_key, computed_at, map)
      select ${buid}, ${floorNumber}, ${version}::int8, ${planKey},
        ${computedAt.toISOString()}::timestamptz, ${JSON.stringify(map)}::jsonb
      where exists (select 1 from floors where buid = ${buid} and floor_number = ${floorNumber})
      on conflict (buid, floor_number) do update set
        fingerprints_version = excluded.fingerprints_version,
        plan_key = excluded.plan_key,
        computed_at = excluded.computed_at,
        map = excluded.map
      where acces_maps.fingerprints_version <= excluded.fingerprints_version`.execute(this.db);
  }
}
