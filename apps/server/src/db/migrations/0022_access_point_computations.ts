import { type Kysely, sql } from 'kysely';

/**
 * access_point_computations: the access-point estimates of a floor being computed now, one
 * row per floor while an instance works on it (docs/wifi-layers.md#access-point-estimate).
 * The row is the claim (another instance leaves the floor alone while heartbeat_at is
 * recent) and the progress every instance answers readers with. A claim whose instance
 * stopped beating is taken over. It cascades from the floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_point_computations')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    // The floor's fingerprint version the computation reads.
    .addColumn('fingerprints_version', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    // Radios fitted so far and in all (0 of 0 while the measurements are being read).
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('access_point_computations_pk', ['buid', 'floor_number'])
    .addForeignKeyConstraint(
      'access_point_computations_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_point_computations').ifExists().execute();
}
