import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

const TABLES = [
  'users',
  'spaces',
  'space_auditors',
  'campuses',
  'campus_spaces',
  'floors',
  'pois',
  'connections',
  'fingerprints',
  'heatmap_cells',
  'access_points',
  'audit_routes',
  'short_links',
  'audit_results',
  'audit_result_receipts',
  'units',
  'openings',
] as const;

/** A digest of every row of every table: equal digests mean nothing was written. */
export async function databaseFingerprint(db: Kysely<Database>): Promise<string> {
  // One statement for every table: the sweeps take a fingerprint after each request.
  const digests = TABLES.map(
    (
      table,
    ) => sql`select ${table}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(table)} t`,
  );
  const result = await sql<{ name: string; digest: string | null }>`${sql.join(
    digests,
    sql` union all `,
  )}`.execute(db);
  return result.rows
    .map((row) => `${row.name}:${row.digest ?? ''}`)
    .sort()
    .join(',');
}

/**
 * One past the newest transaction that has ended, committed or not. Only a transaction
 * that writes is given an id, so while this stays the same nothing in the database has
 * changed (a read costs a fraction of a millisecond; a fingerprint reads every row).
 */
async function writeHorizon(db: Kysely<Database>): Promise<string> {
  const result = await sql<{
    horizon: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as horizon`.execute(db);
  const horizon = result.rows[0]?.horizon;
  if (horizon === undefined) throw new Error('the database gave no transaction horizon');
  return horizon;
}

export interface DatabaseWatch {
  /** Whether the contents differ from the last look; the look becomes the new baseline. */
  changed(): Promise<boolean>;
}

/**
 * Follows a database through many requests and says whether each changed it. The
 * fingerprint is computed again only when some transaction has written since the last
 * look; a write elsewhere in the same PostgreSQL (another test's schema), or one rolled
 * back, only costs that fingerprint, never a wrong answer.
 */
export async function watchDatabase(db: Kysely<Database>): Promise<DatabaseWatch> {
  let horizon = await writeHorizon(db);
  let digest = await databaseFingerprint(db);
  return {
    async changed(): Promise<boolean> {
      const now = await writeHorizon(db);
      if (now === horizon) return false;
      horizon = now;
      const before = digest;
      digest = await databaseFingerprint(db);
      return digest !== before;
    },
  };
}
