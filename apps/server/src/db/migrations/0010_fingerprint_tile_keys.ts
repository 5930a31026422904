import { tileKeyOf } from '@indoor/domain';
import { type Kysely, sql } from 'kysely';

const BACKFILL_BATCH = 10_000;

/**
 * Each fingerprint gets the tile key of its position (the Z-order number of its zoom-22
 * map tile, packages/domain/src/geo/tiles.ts), indexed per floor: the scans of any map
 * tile are then one range of that index, so the fingerprint layer loads a huge floor tile
 * by tile without reading the rest of it. Keys are computed by the same function the
 * upload uses, so rows stored before this migration get exactly the keys they would get now.
 *
 * Each floor also gets a radiomap version, taken from one sequence whenever its
 * fingerprints change (upload, deletion): answers of the wifi layers are cached under
 * it. Versions are never reused, not even by a floor deleted and added again, so a cached
 * answer can never be served for other fingerprints than its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence radiomap_versions`.execute(db);
  await sql`alter table floors add column radiomap_version bigint not null
    default nextval('radiomap_versions')`.execute(db);
  await sql`alter table fingerprints add column tile_key bigint`.execute(db);
  let after = '0';
  for (;;) {
    const rows = await sql<{ id: string; lat: number; lon: number }>`
      select id::text as id, lat, lon from fingerprints
      where id > ${after}::int8 order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.rows.length === 0) break;
    await sql`
      update fingerprints f set tile_key = u.tile_key
      from unnest(${rows.rows.map((r) => r.id)}::int8[],
        ${rows.rows.map((r) => tileKeyOf({ lat: r.lat, lon: r.lon }))}::int8[]) as u(id, tile_key)
      where f.id = u.id`.execute(db);
    after = rows.rows[rows.rows.length - 1]?.id ?? after;
  }
  await sql`alter table fingerprints alter column tile_key set not null`.execute(db);
  await db.schema
    .createIndex('fingerprints_floor_tile')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'tile_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fingerprints_floor_tile').ifExists().execute();
  await sql`alter table fingerprints drop column if exists tile_key`.execute(db);
  await sql`alter table floors drop column if exists radiomap_version`.execute(db);
  await sql`drop sequence if exists radiomap_versions`.execute(db);
}
