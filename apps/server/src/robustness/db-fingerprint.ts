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
  const parts: string[] = [];
  for (const table of TABLES) {
    const result = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(table)} t`.execute(db);
    parts.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return parts.join(',');
}
