import { type Kysely, sql } from 'kysely';

/**
 * spaces.audited_place_types: the place types (stairs, rooms, toilets…) whose POIs the
 * space's owner wants audited too; equipment is always audited (see
 * docs/audit.md#audit-cycle). Empty by default: places are not due for an audit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('audited_place_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spaces').dropColumn('audited_place_types').execute();
}
