import { type Kysely, sql } from 'kysely';

/**
 * The access-point estimates know the floor's walls (docs/wifi-layers.md#walls): the outlines
 * of its rooms and its doors. So that a room drawn, moved or deleted makes them out of date:
 * - floors.walls_version is bumped by statement-level triggers on units and openings (AFTER
 *   INSERT / UPDATE / DELETE, with transition tables), once per statement and floor, as
 *   floors.fingerprints_version is for fingerprints (migration 0011);
 * - access_points.walls_version records the walls the stored estimates were fitted with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('floors')
    .addColumn('walls_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('access_points')
    .addColumn('walls_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create function bump_floor_walls_version() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        update floors f set walls_version = f.walls_version + 1
        from (select distinct buid, floor_number from changed_new) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        update floors f set walls_version = f.walls_version + 1
        from (select distinct buid, floor_number from changed_old) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      return null;
    end
    $$`.execute(db);
  for (const table of ['units', 'openings']) {
    await sql`
      create trigger ${sql.raw(`${table}_walls_version_on_insert`)} after insert on ${sql.table(table)}
      referencing new table as changed_new
      for each statement execute function bump_floor_walls_version()`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_walls_version_on_delete`)} after delete on ${sql.table(table)}
      referencing old table as changed_old
      for each statement execute function bump_floor_walls_version()`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_walls_version_on_update`)} after update on ${sql.table(table)}
      referencing old table as changed_old new table as changed_new
      for each statement execute function bump_floor_walls_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['units', 'openings']) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_walls_version_on_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function if exists bump_floor_walls_version()`.execute(db);
  await db.schema.alterTable('access_points').dropColumn('walls_version').execute();
  await db.schema.alterTable('floors').dropColumn('walls_version').execute();
}
