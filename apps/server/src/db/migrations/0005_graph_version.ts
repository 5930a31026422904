import type { Kysely } from 'kysely';

/**
 * A counter per space, bumped by every POI and connection change: a server keeps a
 * navigation graph per space in memory and rebuilds it when the counter moves, so
 * several server instances stay correct without sharing memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('graph_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spaces').dropColumn('graph_version').execute();
}
