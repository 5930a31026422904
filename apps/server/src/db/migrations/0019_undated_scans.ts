import { type Kysely, sql } from 'kysely';

/**
 * Undated fingerprints (see docs/wifi-layers.md#undated-fingerprints): a radiomap matrix
 * carries no time, so its rows are stored with measured_at null instead of a date in
 * 1970 that squeezed the real survey days into the end of the time bar.
 * - Rows already dated on 1 January 1970 (UTC) become undated: no real survey is dated
 *   1970, and the matrix rows of earlier uploads were stored there (row n at n ms).
 * - fingerprint_scan_hash hashes a missing time as the empty text; it gives the same hash
 *   as before for every dated scan. Undated rows are hashed again, so a matrix uploaded
 *   again stores nothing twice; of the rows that now hash alike the first keeps the hash.
 * - Heatmap cells of undated scans sit on day -2: counted in the all-days totals (day -1),
 *   on no day. The cells of 1 January 1970 (day 0) are exactly those of the rows made
 *   undated, so they move there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table fingerprints alter column measured_at drop not null`.execute(db);
  await sql`
    create or replace function fingerprint_scan_hash(
      ms bigint, lat double precision, lon double precision, heading double precision,
      macs text[], rss smallint[]
    ) returns text language sql immutable parallel safe as $$
      select md5(coalesce(ms::text, '') || '|' || lat::text || '|' || lon::text || '|' ||
        heading::text || '|' ||
        coalesce((select string_agg(t.m || '=' || t.r::text, ',' order by t.m, t.r)
                  from unnest(macs, rss) as t(m, r)), ''))
    $$`.execute(db);
  await sql`
    update fingerprints set measured_at = null, scan_hash = null
    where measured_at < timestamptz 'epoch' + interval '1 day'`.execute(db);
  await sql`
    with hashed as (
      select id, fingerprint_scan_hash(null, lat, lon, heading, macs, rss) as hash,
        row_number() over (partition by buid, floor_number,
          fingerprint_scan_hash(null, lat, lon, heading, macs, rss) order by id) as n
      from fingerprints where measured_at is null
    )
    update fingerprints f set scan_hash = hashed.hash
    from hashed where f.id = hashed.id and hashed.n = 1`.execute(db);
  await sql`alter table heatmap_cells drop constraint heatmap_cells_day_check`.execute(db);
  await sql`alter table heatmap_cells add constraint heatmap_cells_day_check check (day >= -2)`.execute(
    db,
  );
  await sql`update heatmap_cells set day = -2 where day = 0`.execute(db);
}

/** Undated rows go back to 1 January 1970 (all at its first millisecond). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update heatmap_cells set day = 0 where day = -2`.execute(db);
  await sql`alter table heatmap_cells drop constraint heatmap_cells_day_check`.execute(db);
  await sql`alter table heatmap_cells add constraint heatmap_cells_day_check check (day >= -1)`.execute(
    db,
  );
  await sql`
    update fingerprints set measured_at = timestamptz 'epoch', scan_hash = null
    where measured_at is null`.execute(db);
  await sql`
    with hashed as (
      select id, fingerprint_scan_hash(0, lat, lon, heading, macs, rss) as hash,
        row_number() over (partition by buid, floor_number,
          fingerprint_scan_hash(0, lat, lon, heading, macs, rss) order by id) as n
      from fingerprints where measured_at = timestamptz 'epoch' and scan_hash is null
    )
    update fingerprints f set scan_hash = hashed.hash
    from hashed where f.id = hashed.id and hashed.n = 1
      and not exists (select 1 from fingerprints g where g.buid = f.buid
        and g.floor_number = f.floor_number and g.scan_hash = hashed.hash)`.execute(db);
  await sql`
    create or replace function fingerprint_scan_hash(
      ms bigint, lat double precision, lon double precision, heading double precision,
      macs text[], rss smallint[]
    ) returns text language sql immutable parallel safe as $$
      select md5(ms::text || '|' || lat::text || '|' || lon::text || '|' || heading::text || '|' ||
        coalesce((select string_agg(t.m || '=' || t.r::text, ',' order by t.m, t.r)
                  from unnest(macs, rss) as t(m, r)), ''))
    $$`.execute(db);
  await sql`alter table fingerprints alter column measured_at set not null`.execute(db);
}
