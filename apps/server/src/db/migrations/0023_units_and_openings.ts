import { type Kysely, sql } from 'kysely';

/**
 * Rooms and doors of a floor (docs/rooms.md#the-data), in IMDF terms: `units` hold a
 * room's outline as a GeoJSON Polygon, `openings` a door as a GeoJSON LineString. Both go
 * with their floor (and so with their space); a door outlives the room it named, which
 * it then no longer names. Ids are UUIDs, so an editor can put back what it removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('accessibility', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'units_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('units_floor')
    .on('units')
    .columns(['buid', 'floor_number'])
    .execute();

  await db.schema
    .createTable('openings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.references('units.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'openings_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('openings_floor')
    .on('openings')
    .columns(['buid', 'floor_number'])
    .execute();
  await db.schema.createIndex('openings_unit').on('openings').column('unit_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('openings').ifExists().execute();
  await db.schema.dropTable('units').ifExists().execute();
}
