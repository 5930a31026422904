import { type Kysely, sql } from 'kysely';

/**
 * Substring search over spaces (name, code, address) through a trigram index, so
 * the search box stays fast on tens of thousands of spaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table spaces add column search_text text generated always as
    (lower(name || ' ' || bucode || ' ' || address)) stored`.execute(db);
  await sql`create index spaces_search_trgm on spaces using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index if exists spaces_name_lower`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists spaces_search_trgm`.execute(db);
  await sql`alter table spaces drop column if exists search_text`.execute(db);
}
