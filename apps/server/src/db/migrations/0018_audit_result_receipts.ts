import { type Kysely, sql } from 'kysely';

/**
 * Results sent again are stored once (see docs/audit.md#results-sent-again): each result
 * an auditor's device records carries a client id, a UUID of its own; the server keeps
 * the client id of every result it applied, in the same transaction as the result. A
 * request whose client id is already here writes nothing. Removed with its route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_result_receipts')
    .addColumn('client_id', 'uuid', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) =>
      c.notNull().references('audit_routes.id').onDelete('cascade'),
    )
    .addColumn('puid', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_result_receipts_route')
    .on('audit_result_receipts')
    .column('route_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_result_receipts').ifExists().execute();
}
