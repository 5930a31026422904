import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NewPoi, PoiRow, PoiUpdate } from '../schema.js';
import { type JsonListQuery, type JsonRow, jsonAggregate, readJsonList } from './json-rows.js';
import type { Viewer } from './spaces.repository.js';

export interface PoiSearchOptions {
  buid: string | undefined;
  viewer: Viewer | null;
  excludeType: string;
  limit: number;
}

export class PoisRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insertMany(pois: NewPoi[]): Promise<void> {
    if (pois.length === 0) return;
    await this.db.insertInto('pois').values(pois).execute();
  }

  async find(puid: string): Promise<PoiRow | undefined> {
    return this.db.selectFrom('pois').selectAll().where('puid', '=', puid).executeTakeFirst();
  }

  /**
   * POIs held until the transaction ends against their delete (a connection is being
   * added between them); those that still exist.
   */
  async findLockedShared(puids: readonly string[]): Promise<PoiRow[]> {
    if (puids.length === 0) return [];
    return this.db
      .selectFrom('pois')
      .selectAll()
      .where('puid', 'in', [...puids])
      .orderBy('puid')
      .forShare()
      .execute();
  }

  /** The POI, locked for its change or delete until the transaction ends. */
  async findLockedForUpdate(puid: string): Promise<PoiRow | undefined> {
    return this.db
      .selectFrom('pois')
      .selectAll()
      .where('puid', '=', puid)
      .forUpdate()
      .executeTakeFirst();
  }

  async findMany(puids: readonly string[]): Promise<PoiRow[]> {
    if (puids.length === 0) return [];
    return this.db
      .selectFrom('pois')
      .selectAll()
      .where('puid', 'in', [...puids])
      .execute();
  }

  async insert(poi: NewPoi): Promise<PoiRow> {
    return this.db.insertInto('pois').values(poi).returningAll().executeTakeFirstOrThrow();
  }

  /** Applies the patch in one statement; the POI as stored afterwards, undefined when absent. */
  async update(puid: string, patch: PoiUpdate): Promise<PoiRow | undefined> {
    return this.db
      .updateTable('pois')
      .set({ ...patch, updated_at: new Date() })
      .where('puid', '=', puid)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(puid: string): Promise<boolean> {
    const result = await this.db.deleteFrom('pois').where('puid', '=', puid).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The space's POIs ordered by floor, then name, as one JSON value (see json-rows.ts). */
  spaceListQuery(buid: string): JsonListQuery {
    return sql<string>`(select ${jsonAggregate('pois', 'floor_number', 'name')} from pois where pois.buid = ${buid})`;
  }

  async listBySpace(buid: string): Promise<JsonRow<PoiRow>[]> {
    return readJsonList<PoiRow>(this.db, this.spaceListQuery(buid));
  }

  /**
   * The two ends of a route with what routing needs about their space (publication
   * and the graph version), in one query: routes are asked for often.
   */
  async routeEnds(
    puids: readonly string[],
  ): Promise<{ puid: string; buid: string; space_published: boolean; graph_version: string }[]> {
    if (puids.length === 0) return [];
    return this.db
      .selectFrom('pois')
      .innerJoin('spaces', 'spaces.buid', 'pois.buid')
      .select([
        'pois.puid',
        'pois.buid',
        'spaces.is_published as space_published',
        sql<string>`spaces.graph_version::text`.as('graph_version'),
      ])
      .where('pois.puid', 'in', [...puids])
      .execute();
  }

  /** Routing needs only positions: a light query for large buildings. */
  async listNodes(buid: string): Promise<
    {
      puid: string;
      floor_number: number;
      coordinates_lat: number;
      coordinates_lon: number;
      pois_type: string;
      is_published: boolean;
    }[]
  > {
    return this.db
      .selectFrom('pois')
      .select([
        'puid',
        'floor_number',
        'coordinates_lat',
        'coordinates_lon',
        'pois_type',
        'is_published',
      ])
      .where('buid', '=', buid)
      .execute();
  }

  /** The space's unpublished POIs (usually none): what only its editors may see. */
  async unpublishedPuids(buid: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('pois')
      .select('puid')
      .where('buid', '=', buid)
      .where('is_published', '=', false)
      .execute();
    return new Set(rows.map((row) => row.puid));
  }

  /** A floor's POIs ordered by name, as one JSON value (see json-rows.ts). */
  floorListQuery(buid: string, floorNumber: number): JsonListQuery {
    return sql<string>`(select ${jsonAggregate('pois', 'name')} from pois where pois.buid = ${buid} and pois.floor_number = ${floorNumber})`;
  }

  async listByFloor(buid: string, floorNumber: number): Promise<JsonRow<PoiRow>[]> {
    return readJsonList<PoiRow>(this.db, this.floorListQuery(buid, floorNumber));
  }

  /** Published POIs whose name or description contains the text, in spaces the viewer can see. */
  async search(text: string, options: PoiSearchOptions): Promise<PoiRow[]> {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    let query = this.db
      .selectFrom('pois')
      .innerJoin('spaces', 'spaces.buid', 'pois.buid')
      .selectAll('pois')
      .where('pois.is_published', '=', true)
      .where('pois.pois_type', '<>', options.excludeType)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['pois.name']), 'like', pattern),
          eb(eb.fn('lower', ['pois.description']), 'like', pattern),
        ]),
      );
    if (options.buid) query = query.where('pois.buid', '=', options.buid);
    const viewer = options.viewer;
    if (!viewer) {
      query = query.where('spaces.is_published', '=', true);
    } else if (!viewer.seesAll) {
      query = query.where((eb) =>
        eb.or([
          eb('spaces.is_published', '=', true),
          eb('spaces.owner_id', '=', viewer.id),
          eb(sql.val(viewer.id), '=', eb.fn.any('spaces.co_owners')),
          eb.exists(
            eb
              .selectFrom('space_auditors')
              .select('space_auditors.buid')
              .whereRef('space_auditors.buid', '=', 'spaces.buid')
              .where('space_auditors.user_id', '=', viewer.id),
          ),
        ]),
      );
    }
    return query.orderBy('pois.name').limit(options.limit).execute();
  }
}
