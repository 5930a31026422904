import { type Kysely, sql } from 'kysely';

/**
 * Fingerprints and heatmap cells as the radiomap upload fills them. 0001 reserved both
 * tables, but nothing could write them before radiomaps could be uploaded, so they are
 * recreated rather than altered:
 * - both belong to a floor (foreign key, ON DELETE CASCADE): deleting a floor or a space
 *   removes its fingerprints and heatmaps in the same statement;
 * - a heatmap cell is keyed by level, UTC day (days since 1970; -1 for all days) and the
 *   indices of the fixed grid of packages/domain/src/radio/heatmap-cells.ts; its centre is
 *   computed from those, so it is not stored. Cells are only ever incremented by an upload
 *   (upsert) or removed with the floor's fingerprints, so reading a heatmap never touches
 *   fingerprints.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('heatmap_cells').ifExists().execute();
  await db.schema.dropTable('fingerprints').ifExists().execute();

  // One row per scan; macs[i] was heard at rss[i].
  await db.schema
    .createTable('fingerprints')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat between -90 and 90`))
    .addColumn('lon', 'double precision', (c) => c.notNull().check(sql`lon between -180 and 180`))
    .addColumn('heading', 'double precision', (c) => c.notNull())
    .addColumn('measured_at', 'timestamptz', (c) => c.notNull())
    .addColumn('macs', sql`text[]`, (c) => c.notNull())
    .addColumn('rss', sql`smallint[]`, (c) => c.notNull())
    .addColumn('strongest_mac', 'text')
    .addCheckConstraint('fingerprints_same_length', sql`cardinality(macs) = cardinality(rss)`)
    .addForeignKeyConstraint(
      'fingerprints_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('fingerprints_floor_time')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'measured_at'])
    .execute();

  await db.schema
    .createTable('heatmap_cells')
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
    // -1 holds the cell's totals over all days (what the heatmap without a time range reads).
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day >= -1`))
    .addColumn('cell_x', 'integer', (c) => c.notNull())
    .addColumn('cell_y', 'integer', (c) => c.notNull())
    // Measurements (MAC and RSS pairs) in the cell that day, and the sum of their RSS.
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('rss_sum', 'double precision', (c) => c.notNull())
    // Scans taken in the cell that day (each scan lies in one cell per level).
    .addColumn('scans', 'integer', (c) => c.notNull().check(sql`scans > 0`))
    .addPrimaryKeyConstraint('heatmap_cells_pk', [
      'buid',
      'floor_number',
      'level',
      'day',
      'cell_x',
      'cell_y',
    ])
    .addForeignKeyConstraint(
      'heatmap_cells_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

/** Back to the tables of 0001 (empty: their contents cannot be carried back). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('heatmap_cells').ifExists().execute();
  await db.schema.dropTable('fingerprints').ifExists().execute();
  await db.schema
    .createTable('fingerprints')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('heading', 'double precision')
    .addColumn('measured_at', 'timestamptz', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('macs', sql`text[]`, (c) => c.notNull())
    .addColumn('rss', sql`smallint[]`, (c) => c.notNull())
    .addColumn('strongest_mac', 'text')
    .addCheckConstraint('fingerprints_same_length', sql`cardinality(macs) = cardinality(rss)`)
    .execute();
  await db.schema
    .createIndex('fingerprints_floor_time')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'measured_at'])
    .execute();
  await db.schema
    .createTable('heatmap_cells')
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('cell_x', 'integer', (c) => c.notNull())
    .addColumn('cell_y', 'integer', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('rss_sum', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('heatmap_cells_pk', [
      'buid',
      'floor_number',
      'level',
      'day',
      'cell_x',
      'cell_y',
    ])
    .execute();
}
