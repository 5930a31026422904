import { type Kysely, sql } from 'kysely';

/**
 * A POI keeps the id it had where it was restored or imported from (see
 * docs/import-export.md#external-ids): null for a POI made here. Update files find a
 * building's POIs by it, hence the index per building.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pois').addColumn('external_id', 'text').execute();
  await sql`create index pois_buid_external_id on pois (buid, external_id) where external_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pois_buid_external_id`.execute(db);
  await db.schema.alterTable('pois').dropColumn('external_id').execute();
}
