import { type Kysely, sql } from 'kysely';

/**
 * Replaced floor plans are kept for a while, so that an undo in the browser can make one
 * live again: floor_plan_versions holds, per floor, the plans that were live before
 * (their image and tiles stay in the store under their version), with everything the
 * floor row held about them. A version is either the floor's live plan (floors.plan_version)
 * or a row here, never both: making a kept one live moves the live one here in the same
 * transaction. Rows go with their floor (and so with their space); the service keeps the
 * newest few per floor for a limited time (FloorPlanVersionConstants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('floor_plan_versions')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('plan_version', 'text', (c) => c.notNull())
    .addColumn('bottom_left_lat', 'double precision', (c) => c.notNull())
    .addColumn('bottom_left_lng', 'double precision', (c) => c.notNull())
    .addColumn('top_right_lat', 'double precision', (c) => c.notNull())
    .addColumn('top_right_lng', 'double precision', (c) => c.notNull())
    .addColumn('zoom', 'integer')
    .addColumn('plan_corners', 'jsonb', (c) => c.notNull())
    .addColumn('plan_width_px', 'integer', (c) => c.notNull())
    .addColumn('plan_height_px', 'integer', (c) => c.notNull())
    .addColumn('plan_content_type', 'text')
    .addColumn('plan_placement_to_check', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('floor_plan_versions_pk', ['buid', 'floor_number', 'plan_version'])
    .addForeignKeyConstraint(
      'floor_plan_versions_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('floor_plan_versions_replaced_at')
    .on('floor_plan_versions')
    .column('replaced_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('floor_plan_versions').ifExists().execute();
}
