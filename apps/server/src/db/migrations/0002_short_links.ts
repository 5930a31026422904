import { type Kysely, sql } from 'kysely';

/** Short links served by the product itself (/s/{code}): no third-party shortener is needed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('short_links')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('short_links_target').on('short_links').column('target').execute();
  // Space search matches names, codes and addresses case-insensitively.
  await sql`create index spaces_name_lower on spaces (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('short_links').ifExists().execute();
  await sql`drop index if exists spaces_name_lower`.execute(db);
}
