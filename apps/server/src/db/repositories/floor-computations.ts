import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** Steps done so far of all a computation takes (0 of 0 while it reads what it needs). */
export interface ComputationProgress {
  done: number;
  total: number;
}

/** A floor whose stored result is older than its fingerprints, and no live claim on it. */
export interface StaleFloor {
  buid: string;
  floorNumber: number;
}

/** A table of results computed per floor, and the table of the claims on their computations. */
export interface FloorComputationTables {
  results: 'access_points' | 'acces_maps';
  claims: 'access_point_computations' | 'acces_map_computations';
}

/** The lease as a PostgreSQL interval. */
export const leaseInterval = (leaseMs: number) =>
  sql`make_interval(secs => ${leaseMs / 1000}::float8)`;

/**
 * The claims on the computations of one kind of per-floor result (their tables share the
 * columns buid, floor_number, fingerprints_version, instance_id, done, total, started_at,
 * heartbeat_at): one row per floor while an instance computes it, kept alive by its progress.
 */
export class FloorComputationClaims {
  /**
   * `alsoOutOfDate`, a condition on the floor (alias f) and its stored result (alias r, a
   * row of nulls when none is stored), makes a result out of date for another reason than
   * the floor's fingerprints.
   */
  constructor(
    private readonly db: Kysely<Database> | Transaction<Database>,
    private readonly tables: FloorComputationTables,
    private readonly alsoOutOfDate: RawBuilder<boolean> = sql<boolean>`false`,
  ) {}

  /**
   * Claims the floor's computation for `instanceId`: granted when its stored result is out of
   * date (the floor's fingerprint version past the stored one, 0 when none is stored, or
   * `alsoOutOfDate`) and no other instance holds a claim that beat within `leaseMs`. Answers the floor's fingerprint
   * version the computation is to read, or null when another instance holds the floor, its
   * result is up to date already, or it is gone.
   */
  async claim(
    buid: string,
    floorNumber: number,
    instanceId: string,
    leaseMs: number,
  ): Promise<string | null> {
    const claims = sql.table(this.tables.claims);
    const results = sql.table(this.tables.results);
    const result = await sql<{ version: string }>`
      insert into ${claims} as c
        (buid, floor_number, fingerprints_version, instance_id, done, total, started_at, heartbeat_at)
      select f.buid, f.floor_number, f.fingerprints_version, ${instanceId}, 0, 0, now(), now()
      from floors f
      left join ${results} r on r.buid = f.buid and r.floor_number = f.floor_number
      where f.buid = ${buid} and f.floor_number = ${floorNumber}
        and (f.fingerprints_version > coalesce(r.fingerprints_version, 0)
          or (f.fingerprints_version > 0 and ${this.alsoOutOfDate}))
      on conflict (buid, floor_number) do update set
        fingerprints_version = excluded.fingerprints_version,
        instance_id = excluded.instance_id,
        done = 0, total = 0, started_at = now(), heartbeat_at = now()
      where c.heartbeat_at <= now() - ${leaseInterval(leaseMs)}
      returning c.fingerprints_version::text as version`.execute(this.db);
    return result.rows[0]?.version ?? null;
  }

  /** Records the progress of this instance's computation, which also keeps its claim alive. */
  async reportProgress(
    buid: string,
    floorNumber: number,
    instanceId: string,
    progress: ComputationProgress,
  ): Promise<void> {
    await sql`update ${sql.table(this.tables.claims)}
      set done = ${progress.done}, total = ${progress.total}, heartbeat_at = now()
      where buid = ${buid} and floor_number = ${floorNumber} and instance_id = ${instanceId}`.execute(
      this.db,
    );
  }

  /** Gives up this instance's claim on the floor (done, failed or stopping). */
  async release(buid: string, floorNumber: number, instanceId: string): Promise<void> {
    await sql`delete from ${sql.table(this.tables.claims)}
      where buid = ${buid} and floor_number = ${floorNumber} and instance_id = ${instanceId}`.execute(
      this.db,
    );
  }
}
