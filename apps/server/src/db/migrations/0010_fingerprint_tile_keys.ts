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
 *
 * Fingerprints and heatmap cells now follow their floor through triggers on floors
 * instead of foreign keys: a foreign key checks every inserted row against floors (one
 * lookup and row lock per scan, a large share of ingesting a million scans), while every
 * writer of these tables already holds the floor row locked (RadiomapsRepository.lockFloor),
 * so the floor exists until it commits. Deleting a floor (or its space) still deletes its
 * fingerprints and cells in the same statement, and renumbering a floor carries them along.
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
  await sql`alter table fingerprints drop constraint fingerprints_floor_fk`.execute(db);
  await sql`alter table heatmap_cells drop constraint heatmap_cells_floor_fk`.execute(db);
  await sql`
    create function floor_radiomap_follows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from fingerprints where buid = old.buid and floor_number = old.floor_number;
        delete from heatmap_cells where buid = old.buid and floor_number = old.floor_number;
      elsif (new.buid, new.floor_number) is distinct from (old.buid, old.floor_number) then
        update fingerprints set buid = new.buid, floor_number = new.floor_number
          where buid = old.buid and floor_number = old.floor_number;
        update heatmap_cells set buid = new.buid, floor_number = new.floor_number
          where buid = old.buid and floor_number = old.floor_number;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger floors_radiomap_follows after delete or update of buid, floor_number on floors
    for each row execute function floor_radiomap_follows()`.execute(db);
  await db.schema
    .createIndex('fingerprints_floor_tile')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'tile_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists floors_radiomap_follows on floors`.execute(db);
  await sql`drop function if exists floor_radiomap_follows()`.execute(db);
  for (const table of ['fingerprints', 'heatmap_cells']) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_floor_fk`)}
      foreign key (buid, floor_number) references floors (buid, floor_number) on delete cascade`.execute(
      db,
    );
  }
  await db.schema.dropIndex('fingerprints_floor_tile').ifExists().execute();
  await sql`alter table fingerprints drop column if exists tile_key`.execute(db);
  await sql`alter table floors drop column if exists radiomap_version`.execute(db);
  await sql`drop sequence if exists radiomap_versions`.execute(db);
}
