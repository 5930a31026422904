import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConnectionRow, Database, NewConnection } from '../schema.js';
import { type JsonListQuery, type JsonRow, jsonAggregate, readJsonList } from './json-rows.js';

export class ConnectionsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insertMany(connections: NewConnection[]): Promise<void> {
    if (connections.length === 0) return;
    await this.db.insertInto('connections').values(connections).execute();
  }

  async insert(connection: NewConnection): Promise<ConnectionRow> {
    return this.db
      .insertInto('connections')
      .values(connection)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(cuid: string): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('connections')
      .selectAll()
      .where('cuid', '=', cuid)
      .executeTakeFirst();
  }

  /** The connection between two POIs, in either direction. */
  async findBetween(a: string, b: string): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('connections')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('pois_a', '=', a), eb('pois_b', '=', b)]),
          eb.and([eb('pois_a', '=', b), eb('pois_b', '=', a)]),
        ]),
      )
      .executeTakeFirst();
  }

  async delete(cuid: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('connections')
      .where('cuid', '=', cuid)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async countTouching(puid: string): Promise<number> {
    const row = await this.db
      .selectFrom('connections')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('pois_a', '=', puid), eb('pois_b', '=', puid)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The space's connections as one JSON value (see json-rows.ts). */
  spaceListQuery(buid: string): JsonListQuery {
    return sql<string>`(select ${jsonAggregate('connections')} from connections where connections.buid = ${buid})`;
  }

  async listBySpace(buid: string): Promise<JsonRow<ConnectionRow>[]> {
    return readJsonList<ConnectionRow>(this.db, this.spaceListQuery(buid));
  }

  async listEdges(buid: string): Promise<{ pois_a: string; pois_b: string }[]> {
    return this.db
      .selectFrom('connections')
      .select(['pois_a', 'pois_b'])
      .where('buid', '=', buid)
      .execute();
  }

  /** The connections touching a floor, as one JSON value (see json-rows.ts). */
  floorListQuery(buid: string, floorNumber: number): JsonListQuery {
    return sql<string>`(select ${jsonAggregate('connections')} from connections where connections.buid = ${buid} and (connections.floor_a = ${floorNumber} or connections.floor_b = ${floorNumber}))`;
  }

  async listByFloor(buid: string, floorNumber: number): Promise<JsonRow<ConnectionRow>[]> {
    return readJsonList<ConnectionRow>(this.db, this.floorListQuery(buid, floorNumber));
  }

  /** Marks the space's navigation graph as changed (see migration 0005). */
  async bumpGraphVersion(buid: string): Promise<void> {
    await this.db
      .updateTable('spaces')
      .set({ graph_version: sql`graph_version + 1` } as never)
      .where('buid', '=', buid)
      .execute();
  }

  async graphVersion(buid: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('spaces')
      .select(sql<string>`graph_version::text`.as('v'))
      .where('buid', '=', buid)
      .executeTakeFirst();
    return row?.v ?? null;
  }
}
