import { type Kysely, sql } from 'kysely';

/**
 * The floors' accuracy maps (docs/positioning.md#the-map-on-the-server):
 * - acces_maps holds one row per floor whose map was asked for and computed: the map (the
 *   answer's JSON without its status), the floor's fingerprint version it was computed
 *   from and a digest of the floor's plan placement then (its outline). Only floors with a
 *   row are kept up to date after their fingerprints change or their plan is placed again.
 * - acces_map_computations holds one row per floor while an instance computes its map:
 *   the claim (another instance leaves the floor alone while heartbeat_at is recent) and
 *   the progress every instance answers readers with. A claim whose instance stopped
 *   beating is taken over.
 * Both cascade from the floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acces_maps')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull())
    .addColumn('plan_key', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // {crlb, geojson, raw_crlb_m, step_m, bands, survey_next, held_out_locations}.
    .addColumn('map', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('acces_maps_pk', ['buid', 'floor_number'])
    .addForeignKeyConstraint(
      'acces_maps_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('acces_map_computations')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    // The floor's fingerprint version the computation reads.
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    // Steps done so far and in all (0 of 0 while the scans are being read).
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('acces_map_computations_pk', ['buid', 'floor_number'])
    .addForeignKeyConstraint(
      'acces_map_computations_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acces_map_computations').ifExists().execute();
  await db.schema.dropTable('acces_maps').ifExists().execute();
}
