import { type Kysely, sql } from 'kysely';

/**
 * The schema of every stored collection (docs/import-export.md#json-export lists their fields).
 * Later migrations add columns; they do not redesign. Foreign keys cascade so deleting a space
 * removes everything inside it in one statement (still wrapped in a transaction by the service).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('admin','moderator','planner','auditor','user')`),
    )
    .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('external_subject', 'text')
    .addColumn('assigned_planner', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
  await sql`create unique index users_external on users (account_type, external_subject) where external_subject is not null`.execute(
    db,
  );

  await db.schema
    .createTable('spaces')
    .addColumn('buid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('bucode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('space_type', 'text', (c) =>
      c.notNull().defaultTo('building').check(sql`space_type in ('building','vessel')`),
    )
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('coordinates_lat', 'double precision', (c) =>
      c.notNull().check(sql`coordinates_lat between -90 and 90`),
    )
    .addColumn('coordinates_lon', 'double precision', (c) =>
      c.notNull().check(sql`coordinates_lon between -180 and 180`),
    )
    .addColumn('co_owners', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('spaces_owner').on('spaces').column('owner_id').execute();
  await sql`create index spaces_published on spaces (is_published) where is_published`.execute(db);

  await db.schema
    .createTable('space_auditors')
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('space_auditors_pk', ['buid', 'user_id'])
    .execute();
  await db.schema
    .createIndex('space_auditors_user')
    .on('space_auditors')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('campuses')
    .addColumn('cuid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('greeklish', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('campus_spaces')
    .addColumn('cuid', 'text', (c) =>
      c.notNull().references('campuses.cuid').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('campus_spaces_pk', ['cuid', 'buid'])
    .execute();

  await db.schema
    .createTable('floors')
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('floor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('bottom_left_lat', 'double precision')
    .addColumn('bottom_left_lng', 'double precision')
    .addColumn('top_right_lat', 'double precision')
    .addColumn('top_right_lng', 'double precision')
    .addColumn('zoom', 'integer')
    .addColumn('plan_corners', 'jsonb')
    .addColumn('plan_width_px', 'integer')
    .addColumn('plan_height_px', 'integer')
    .addColumn('plan_version', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('floors_pk', ['buid', 'floor_number'])
    .execute();

  await db.schema
    .createTable('pois')
    .addColumn('puid', 'text', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull())
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('floor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pois_type', 'text', (c) => c.notNull())
    .addColumn('pois_type2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_door', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_building_entrance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('coordinates_lat', 'double precision', (c) => c.notNull())
    .addColumn('coordinates_lon', 'double precision', (c) => c.notNull())
    .addColumn('x', 'double precision')
    .addColumn('y', 'double precision')
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('purchase_date', 'date')
    .addColumn('price', 'double precision', (c) => c.check(sql`price is null or price >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('warranty', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'pois_floor_fk',
      ['buid', 'floor_number'],
      'floors',
      ['buid', 'floor_number'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('pois_floor').on('pois').columns(['buid', 'floor_number']).execute();

  await db.schema
    .createTable('connections')
    .addColumn('cuid', 'text', (c) => c.primaryKey())
    .addColumn('buid', 'text', (c) => c.notNull().references('spaces.buid').onDelete('cascade'))
    .addColumn('buid_a', 'text', (c) => c.notNull())
    .addColumn('buid_b', 'text', (c) => c.notNull())
    .addColumn('floor_a', 'integer', (c) => c.notNull())
    .addColumn('floor_b', 'integer', (c) => c.notNull())
    .addColumn('pois_a', 'text', (c) => c.notNull().references('pois.puid').onDelete('cascade'))
    .addColumn('pois_b', 'text', (c) => c.notNull().references('pois.puid').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'double precision', (c) => c.notNull().check(sql`weight >= 0`))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('edge_type', 'text', (c) => c.notNull().defaultTo('hallway'))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('connections_distinct_ends', sql`pois_a <> pois_b`)
    .execute();
  await sql`create unique index connections_pair on connections (least(pois_a, pois_b), greatest(pois_a, pois_b))`.execute(
    db,
  );
  await db.schema
    .createIndex('connections_floor_a')
    .on('connections')
    .columns(['buid', 'floor_a'])
    .execute();
  await db.schema
    .createIndex('connections_floor_b')
    .on('connections')
    .columns(['buid', 'floor_b'])
    .execute();
  await db.schema.createIndex('connections_pois_b').on('connections').column('pois_b').execute();

  // One row per scan. Heatmap reads never touch this table (see heatmap_cells).
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

  // Maintained incrementally as fingerprints arrive or are deleted: per zoom band and per day.
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

  await db.schema
    .createTable('audit_routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('building_id', 'text', (c) =>
      c.notNull().references('spaces.buid').onDelete('cascade'),
    )
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('pois', 'jsonb', (c) => c.notNull())
    .addColumn('assigned_auditors', sql`text[]`, (c) => c.notNull())
    .addColumn('optimization_method', 'text', (c) => c.notNull().defaultTo('nearest-neighbor'))
    .addColumn('estimated_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_meta',
    'audit_routes',
    'access_points',
    'heatmap_cells',
    'fingerprints',
    'connections',
    'pois',
    'floors',
    'campus_spaces',
    'campuses',
    'space_auditors',
    'spaces',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
