import { type Kysely, sql } from 'kysely';

/**
 * Moving in from Anyplace (see docs/import-export.md#anyplace-archives):
 * - fingerprints.scan_hash: what makes a scan the same scan (time, position, heading and
 *   every MAC with its RSS, in MAC order), computed by one SQL function for stored rows and
 *   new ones alike; unique per floor, so uploading a file again stores nothing twice.
 *   Scans stored twice before this migration keep the first copy's hash (the later
 *   copies get none: they are left as they are, the heatmaps counted them).
 * - floors.plan_placement_to_check: the plan was placed by the server (an Anyplace archive
 *   carries no georeference), not by a person; cleared when its owner sets the plan again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function fingerprint_scan_hash(
      ms bigint, lat double precision, lon double precision, heading double precision,
      macs text[], rss smallint[]
    ) returns text language sql immutable parallel safe as $$
      select md5(ms::text || '|' || lat::text || '|' || lon::text || '|' || heading::text || '|' ||
        coalesce((select string_agg(t.m || '=' || t.r::text, ',' order by t.m, t.r)
                  from unnest(macs, rss) as t(m, r)), ''))
    $$`.execute(db);
  await db.schema.alterTable('fingerprints').addColumn('scan_hash', 'text').execute();
  await sql`
    update fingerprints set scan_hash = fingerprint_scan_hash(
      (extract(epoch from measured_at) * 1000)::bigint, lat, lon, heading, macs, rss)`.execute(db);
  await sql`
    update fingerprints f set scan_hash = null
    where exists (select 1 from fingerprints g
      where g.buid = f.buid and g.floor_number = f.floor_number
        and g.scan_hash = f.scan_hash and g.id < f.id)`.execute(db);
  await db.schema
    .createIndex('fingerprints_floor_scan_hash')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'scan_hash'])
    .unique()
    .execute();

  await db.schema
    .alterTable('floors')
    .addColumn('plan_placement_to_check', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('floors').dropColumn('plan_placement_to_check').execute();
  await db.schema.dropIndex('fingerprints_floor_scan_hash').execute();
  await db.schema.alterTable('fingerprints').dropColumn('scan_hash').execute();
  await sql`drop function fingerprint_scan_hash`.execute(db);
}
