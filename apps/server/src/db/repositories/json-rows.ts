import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** A stored row as it comes out of `to_json`: timestamps become ISO text, everything else keeps its type. */
export type JsonRow<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] };

/**
 * The rows of `table` matching the query, as ONE JSON text value (`json_agg`) in `orderBy` order.
 *
 * Floor lists are read on every map view. Returned row by row, each field of each row
 * is decoded separately by the database driver, which is what saturates the embedded
 * database's thread under load; one text value is decoded once and parsed here with
 * the native JSON parser. Dates (`date` columns) stay text, as the row parsers return them.
 */
export function jsonAggregate(table: string, ...orderBy: string[]): RawBuilder<string> {
  const row = sql.table(table);
  const order =
    orderBy.length > 0
      ? sql` order by ${sql.join(orderBy.map((column) => sql.ref(`${table}.${column}`)))}`
      : sql``;
  return sql<string>`coalesce(json_agg(${row}${order}), '[]')::text`;
}

/** A scalar subquery giving the JSON list, to read in the same statement as something else. */
export type JsonListQuery = RawBuilder<string>;

/** Runs a list query on its own. */
export async function readJsonList<Row>(
  db: Kysely<Database> | Transaction<Database>,
  list: JsonListQuery,
): Promise<JsonRow<Row>[]> {
  const result = await sql<{ contents_json: string }>`select ${list} as contents_json`.execute(db);
  return parseJsonRows<Row>(result.rows[0]?.contents_json);
}

export function parseJsonRows<Row>(text: string | undefined): JsonRow<Row>[] {
  return text ? (JSON.parse(text) as JsonRow<Row>[]) : [];
}
