import { type Kysely, sql } from 'kysely';

/**
 * The grid of places measurements are summed on (degrees, about a metre); the same figure
 * as AccessPointConstants.positionGridDeg, written here because a migration never changes.
 */
const GRID_DEG = 0.00001;

/**
 * Estimated access-point positions, kept per floor and keyed by the floor's fingerprint
 * version so that every server instance reuses them until the fingerprints change.
 *
 * - floors.fingerprints_version is bumped by statement-level triggers on fingerprints
 *   (AFTER INSERT / UPDATE / DELETE, with transition tables): every write path (upload,
 *   restore, floor delete, delete by rectangle or time, anything added later) moves it,
 *   once per statement and floor, without the writer knowing.
 * - ap_observations, kept by the same triggers, holds the measurements summed per floor,
 *   MAC and place: the fit reads it instead of unnesting every scan.
 * - access_points holds one row per floor: the estimates (JSON, strongest first) and the
 *   version they were computed from. 0001 reserved the table with one row per MAC that
 *   nothing wrote; it is recreated. It cascades from the floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('floors')
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // Measurements per floor, MAC and place (a grid of 0.00001°, about a metre): sums and
  // counts, so the fit reads a few rows per MAC whatever the number of scans.
  await db.schema
    .createTable('ap_observations')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('mac', 'text', (c) => c.notNull())
    .addColumn('cell_lat', 'bigint', (c) => c.notNull())
    .addColumn('cell_lon', 'bigint', (c) => c.notNull())
    .addColumn('lat_sum', 'double precision', (c) => c.notNull())
    .addColumn('lon_sum', 'double precision', (c) => c.notNull())
    .addColumn('rss_sum', 'double precision', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ap_observations_pk', [
      'buid',
      'floor_number',
      'mac',
      'cell_lat',
      'cell_lon',
    ])
    .addForeignKeyConstraint(
      'ap_observations_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // One function for all three triggers: the rows added (changed_new) are added to the
  // observations, the rows removed (changed_old) taken from them, and each floor touched
  // gets a new version.
  await sql`
    create function bump_floor_fingerprints_version() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        insert into ap_observations as o
          (buid, floor_number, mac, cell_lat, cell_lon, lat_sum, lon_sum, rss_sum, count)
        select f.buid, f.floor_number, m.mac,
          round(f.lat / ${sql.lit(GRID_DEG)}::float8)::int8,
          round(f.lon / ${sql.lit(GRID_DEG)}::float8)::int8,
          sum(f.lat), sum(f.lon), sum(m.rss), count(*)
        from changed_new f cross join lateral unnest(f.macs, f.rss) as m(mac, rss)
        group by 1, 2, 3, 4, 5
        on conflict (buid, floor_number, mac, cell_lat, cell_lon) do update set
          lat_sum = o.lat_sum + excluded.lat_sum,
          lon_sum = o.lon_sum + excluded.lon_sum,
          rss_sum = o.rss_sum + excluded.rss_sum,
          count = o.count + excluded.count;
        update floors f set fingerprints_version = f.fingerprints_version + 1
        from (select distinct buid, floor_number from changed_new) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        update ap_observations o set
          lat_sum = o.lat_sum - g.lat_sum,
          lon_sum = o.lon_sum - g.lon_sum,
          rss_sum = o.rss_sum - g.rss_sum,
          count = o.count - g.count
        from (
          select f.buid, f.floor_number, m.mac,
            round(f.lat / ${sql.lit(GRID_DEG)}::float8)::int8 as cell_lat,
            round(f.lon / ${sql.lit(GRID_DEG)}::float8)::int8 as cell_lon,
            sum(f.lat) as lat_sum, sum(f.lon) as lon_sum, sum(m.rss) as rss_sum,
            count(*) as count
          from changed_old f cross join lateral unnest(f.macs, f.rss) as m(mac, rss)
          group by 1, 2, 3, 4, 5
        ) g
        where o.buid = g.buid and o.floor_number = g.floor_number and o.mac = g.mac
          and o.cell_lat = g.cell_lat and o.cell_lon = g.cell_lon;
        delete from ap_observations o
        using (select distinct buid, floor_number from changed_old) c
        where o.buid = c.buid and o.floor_number = c.floor_number and o.count <= 0;
        update floors f set fingerprints_version = f.fingerprints_version + 1
        from (select distinct buid, floor_number from changed_old) c
        where f.buid = c.buid and f.floor_number = c.floor_number;
      end if;
      return null;
    end
    $$`.execute(db);
  // Fingerprints stored before this migration.
  await sql`
    insert into ap_observations
      (buid, floor_number, mac, cell_lat, cell_lon, lat_sum, lon_sum, rss_sum, count)
    select f.buid, f.floor_number, m.mac,
      round(f.lat / ${sql.lit(GRID_DEG)}::float8)::int8,
      round(f.lon / ${sql.lit(GRID_DEG)}::float8)::int8,
      sum(f.lat), sum(f.lon), sum(m.rss), count(*)
    from fingerprints f cross join lateral unnest(f.macs, f.rss) as m(mac, rss)
    group by 1, 2, 3, 4, 5`.execute(db);
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
  await db.schema.dropTable('ap_observations').ifExists().execute();
  await db.schema.alterTable('floors').dropColumn('fingerprints_version').execute();
}
