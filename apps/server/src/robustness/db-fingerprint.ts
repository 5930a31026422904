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
