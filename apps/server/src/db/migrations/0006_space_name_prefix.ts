import { type Kysely, sql } from 'kysely';

/** Search-box prefix matches ("names starting with the text") through a btree range. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index spaces_name_prefix on spaces (lower(name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists spaces_name_prefix`.execute(db);
}
