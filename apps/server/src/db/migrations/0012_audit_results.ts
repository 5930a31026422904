import { type Kysely, sql } from 'kysely';

/**
 * Carrying out audit routes (see docs/audit.md#carrying-out-a-route):
 * - audit_results: one finding per POI of a route (found, missing, wrong location,
 *   damaged), with a note, when it was checked and by whom; removed with its route.
 *   puid is not a foreign key: a result outlives the POI it was about.
 * - pois.last_audit_*: each POI's latest finding, kept on the POI so the asset register
 *   reads it without a join and it survives the deletion of the route it came from.
 * - spaces.audit_interval_days: how often the space's assets are due for an audit.
 * - audit_routes: 'completed' once every POI has a result; updated_at and completed_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_routes')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`alter table audit_routes add constraint audit_routes_status check (status in ('active','completed'))`.execute(
    db,
  );
  await db.schema
    .createIndex('audit_routes_created_by')
    .on('audit_routes')
    .column('created_by')
    .execute();
  await sql`create index audit_routes_auditors on audit_routes using gin (assigned_auditors)`.execute(
    db,
  );

  await db.schema
    .createTable('audit_results')
    .addColumn('route_id', 'text', (c) =>
      c.notNull().references('audit_routes.id').onDelete('cascade'),
    )
    .addColumn('puid', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) =>
      c.notNull().check(sql`result in ('found','missing','wrong-location','damaged')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('auditor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('auditor_username', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_results_pk', ['route_id', 'puid'])
    .execute();

  await db.schema
    .alterTable('pois')
    .addColumn('last_audit_at', 'timestamptz')
    .addColumn('last_audit_result', 'text')
    .addColumn('last_audit_by', 'text')
    .addColumn('last_audit_route', 'text')
    .execute();

  await db.schema
    .alterTable('spaces')
    .addColumn('audit_interval_days', 'integer', (c) =>
      c.notNull().defaultTo(365).check(sql`audit_interval_days between 1 and 36500`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spaces').dropColumn('audit_interval_days').execute();
  await db.schema
    .alterTable('pois')
    .dropColumn('last_audit_at')
    .dropColumn('last_audit_result')
    .dropColumn('last_audit_by')
    .dropColumn('last_audit_route')
    .execute();
  await db.schema.dropTable('audit_results').ifExists().execute();
  await db.schema.dropIndex('audit_routes_auditors').ifExists().execute();
  await db.schema.dropIndex('audit_routes_created_by').ifExists().execute();
  await sql`alter table audit_routes drop constraint if exists audit_routes_status`.execute(db);
  await db.schema
    .alterTable('audit_routes')
    .dropColumn('updated_at')
    .dropColumn('completed_at')
    .execute();
}
