import { type Kysely, sql } from 'kysely';
import { ObjectStoreConstants } from '../../config/infrastructure.js';
import type { Database } from '../schema.js';

/** A failure count as stored: how many, and the last one (ms since the epoch). */
export interface StoredFailureCount {
  failures: number;
  lastFailureAt: number;
}

/** Hits of a rate-limit key in its current window, and ms until the window ends. */
export interface StoredWindowHits {
  hits: number;
  ttlMs: number;
}

/**
 * The counters several server instances share through PostgreSQL (migration 0014):
 * sign-in failures per throttle key and requests per rate-limit window. Every change
 * is one INSERT … ON CONFLICT DO UPDATE, atomic however many instances count at once.
 * Times are whole milliseconds since the epoch, read back as float8 (exact to 2^53).
 */
export class SharedCountersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async failureCount(key: string): Promise<StoredFailureCount | undefined> {
    const row = await this.db
      .selectFrom('throttle_counts')
      .select(['failures', sql<number>`last_failure_at::float8`.as('last_failure_at')])
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { failures: row.failures, lastFailureAt: Number(row.last_failure_at) } : undefined;
  }

  /** One more failure at `now`; a count whose last failure is forgetAfterMs old starts at 1. */
  async addFailure(key: string, now: number, forgetAfterMs: number): Promise<StoredFailureCount> {
    const at = Math.round(now);
    const { rows } = await sql<{ failures: number; last_failure_at: number }>`
      insert into throttle_counts as t (key, failures, last_failure_at)
      values (${key}, 1, ${at}::bigint)
      on conflict (key) do update set
        failures = case when ${at}::bigint - t.last_failure_at >= ${Math.round(forgetAfterMs)}::bigint
                        then 1 else t.failures + 1 end,
        last_failure_at = ${at}::bigint
      returning failures, last_failure_at::float8 as last_failure_at`.execute(this.db);
    const row = rows[0] as { failures: number; last_failure_at: number };
    return { failures: row.failures, lastFailureAt: Number(row.last_failure_at) };
  }

  async forgetFailures(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counts').where('key', '=', key).execute();
  }

  /** Removes counts whose last failure is before `before` (a batch at a time). */
  async sweepFailures(before: number): Promise<void> {
    await sql`
      delete from throttle_counts where key in (
        select key from throttle_counts where last_failure_at < ${Math.round(before)}::bigint
        limit ${ObjectStoreConstants.sweepRows})`.execute(this.db);
  }

  /** One more hit of `key` at `now` in a fixed window of windowMs (a new window when it ended). */
  async addHit(key: string, now: number, windowMs: number): Promise<StoredWindowHits> {
    const at = Math.round(now);
    const { rows } = await sql<{ hits: number; ends_at: number }>`
      insert into rate_limit_windows as w (key, hits, window_started_at, window_ms)
      values (${key}, 1, ${at}::bigint, ${Math.round(windowMs)})
      on conflict (key) do update set
        hits = case when w.window_started_at + w.window_ms <= ${at}::bigint
                    then 1 else w.hits + 1 end,
        window_started_at = case when w.window_started_at + w.window_ms <= ${at}::bigint
                                 then ${at}::bigint else w.window_started_at end,
        window_ms = case when w.window_started_at + w.window_ms <= ${at}::bigint
                         then excluded.window_ms else w.window_ms end
      returning hits, (window_started_at + window_ms)::float8 as ends_at`.execute(this.db);
    const row = rows[0] as { hits: number; ends_at: number };
    return { hits: row.hits, ttlMs: Math.max(0, Number(row.ends_at) - at) };
  }

  /** Removes windows that ended before `before` (a batch at a time). */
  async sweepWindows(before: number): Promise<void> {
    await sql`
      delete from rate_limit_windows where key in (
        select key from rate_limit_windows
        where window_started_at + window_ms < ${Math.round(before)}::bigint
        limit ${ObjectStoreConstants.sweepRows})`.execute(this.db);
  }
}
