import { type Kysely, sql } from 'kysely';

/**
 * Estimated access-point positions, kept per floor and keyed by the floor's fingerprint
 * version so that every server instance reuses them until the fingerprints change.
 *
 * - floors.fingerprints_version is bumped by statement-level triggers on fingerprints
 *   (AFTER INSERT / UPDATE / DELETE, with transition tables): every write path (upload,
 *   restore, floor delete, delete by rectangle or time, anything added later) moves it,
 *   once per statement and floor, without the writer knowing.
 * - access_points holds one row per floor: the estimates (JSON, strongest first) and the
 *   version they were computed from. 0001 reserved the table with one row per MAC that
 *   nothing wrote; it is recreated. It cascades from the floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('floors')
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`
    create function bump_floor_fingerprints_version() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        update floors f set fingerprints_version = f.fingerprints_version + 1
        from (select distinct buid, floor_number from changed_new) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        update floors f set fingerprints_version = f.fingerprints_version + 1
        from (select distinct buid, floor_number from changed_old) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger fingerprints_version_on_insert after insert on fingerprints
    referencing new table as changed_new
    for each statement execute function bump_floor_fingerprints_version()`.execute(db);
  await sql`
    create trigger fingerprints_version_on_delete after delete on fingerprints
    referencing old table as changed_old
    for each statement execute function bump_floor_fingerprints_version()`.execute(db);
  await sql`
    create trigger fingerprints_version_on_update after update on fingerprints
    referencing old table as changed_old new table as changed_new
    for each statement execute function bump_floor_fingerprints_version()`.execute(db);

  await db.schema.dropTable('access_points').ifExists().execute();
  await db.schema
    .createTable('access_points')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The estimates, strongest first: [{id, bssids, lat, lng, uncertaintyM, ...}].
    .addColumn('estimates', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_points_pk', ['buid', 'floor_number'])
    .addForeignKeyConstraint(
      'access_points_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_points').ifExists().execute();
  await db.schema
    .createTable('access_points')
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('mac', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('den', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('manufacturer', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('access_points_pk', ['buid', 'floor_number', 'mac'])
    .execute();
  await sql`drop trigger if exists fingerprints_version_on_update on fingerprints`.execute(db);
  await sql`drop trigger if exists fingerprints_version_on_delete on fingerprints`.execute(db);
  await sql`drop trigger if exists fingerprints_version_on_insert on fingerprints`.execute(db);
  await sql`drop function if exists bump_floor_fingerprints_version()`.execute(db);
  await db.schema.alterTable('floors').dropColumn('fingerprints_version').execute();
}
