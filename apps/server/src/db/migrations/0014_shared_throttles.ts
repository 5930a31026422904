import type { Kysely } from 'kysely';

/**
 * Counters every server instance shares when they run on one PostgreSQL:
 * - throttle_counts: failed sign-ins per key (a username and address, or an address),
 *   with the time of the last failure (ms since the epoch), for auth/login-throttle.ts.
 * - rate_limit_windows: requests per key in the current fixed window (the per-address
 *   limit of sign-in and registration), with the time the window started.
 * Rows past their time are removed now and then; a stale row also counts as none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_counts_last_failure_at')
    .on('throttle_counts')
    .column('last_failure_at')
    .execute();
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('window_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_windows_started_at')
    .on('rate_limit_windows')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').ifExists().execute();
  await db.schema.dropTable('throttle_counts').ifExists().execute();
}
