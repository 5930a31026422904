import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NewSpace, SpaceRow, SpaceUpdate } from '../schema.js';
import type { JsonListQuery } from './json-rows.js';

export interface SpaceWithAuditors extends SpaceRow {
  assigned_auditors: string[];
  /**
   * The assigned planner of each assigned auditor that has one, without repeats: with the
   * auditors, who may read the space's asset details (canSeeAssetDetails).
   */
  auditor_planners: string[];
}

/** Who is asking, for visibility filters in SQL. */
export interface Viewer {
  id: string;
  /** Admins and moderators see every space. */
  seesAll: boolean;
  /** An auditor's planner: the auditor also sees the spaces that planner owns or co-owns. */
  plannerId?: string | null;
}

const assignedAuditors = (eb: ExpressionBuilder<Database, 'spaces'>) =>
  eb.fn
    .coalesce(
      eb
        .selectFrom('space_auditors')
        .select(
          sql<string[]>`array_agg(space_auditors.user_id order by space_auditors.position)`.as(
            'ids',
          ),
        )
        .whereRef('space_auditors.buid', '=', 'spaces.buid'),
      sql<string[]>`'{}'::text[]`,
    )
    .as('assigned_auditors');

const auditorPlanners = (eb: ExpressionBuilder<Database, 'spaces'>) =>
  eb.fn
    .coalesce(
      eb
        .selectFrom('space_auditors')
        .innerJoin('users', 'users.id', 'space_auditors.user_id')
        .select(sql<string[]>`array_agg(distinct users.assigned_planner)`.as('ids'))
        .whereRef('space_auditors.buid', '=', 'spaces.buid')
        .where('users.assigned_planner', 'is not', null),
      sql<string[]>`'{}'::text[]`,
    )
    .as('auditor_planners');

export class SpacesRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  private selectSpaces() {
    return this.db
      .selectFrom('spaces')
      .selectAll('spaces')
      .select(assignedAuditors)
      .select(auditorPlanners);
  }

  async findByBuid(buid: string): Promise<SpaceWithAuditors | undefined> {
    return this.selectSpaces().where('spaces.buid', '=', buid).executeTakeFirst();
  }

  /**
   * The space and a list of its contents in ONE statement: a list read needs the space
   * for the visibility check, and on PostgreSQL every statement is a round trip.
   */
  async findByBuidWith(
    buid: string,
    list: JsonListQuery,
  ): Promise<{ space: SpaceWithAuditors; list: string } | undefined> {
    const row = await this.selectSpaces()
      .select(list.as('contents_json'))
      .where('spaces.buid', '=', buid)
      .executeTakeFirst();
    if (!row) return undefined;
    const { contents_json, ...space } = row;
    return { space, list: contents_json };
  }

  async findManyByBuids(buids: readonly string[]): Promise<SpaceWithAuditors[]> {
    if (buids.length === 0) return [];
    return this.selectSpaces()
      .where('spaces.buid', 'in', [...buids])
      .execute();
  }

  async listPublished(): Promise<SpaceWithAuditors[]> {
    return this.selectSpaces().where('is_published', '=', true).orderBy('name').execute();
  }

  async listAll(): Promise<SpaceWithAuditors[]> {
    return this.selectSpaces().orderBy('name').execute();
  }

  /** Spaces owned or co-owned by a user. */
  async listOwnedBy(userId: string): Promise<SpaceWithAuditors[]> {
    return this.selectSpaces()
      .where((eb) =>
        eb.or([eb('owner_id', '=', userId), eb(sql.val(userId), '=', eb.fn.any('co_owners'))]),
      )
      .orderBy('name')
      .execute();
  }

  /** The spaces that any of these users is assigned to as an auditor. */
  async listAssignedTo(...userIds: string[]): Promise<SpaceWithAuditors[]> {
    return this.selectSpaces()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('space_auditors')
            .select('space_auditors.buid')
            .whereRef('space_auditors.buid', '=', 'spaces.buid')
            .where('space_auditors.user_id', 'in', userIds),
        ),
      )
      .orderBy('name')
      .execute();
  }

  /**
   * Case-insensitive substring search over name, bucode and address, limited to what
   * the viewer may see. Names starting with the text come first (a btree range on
   * lower(name), cheap even when thousands match); the rest of the page is filled
   * from the trigram index.
   */
  async search(text: string, viewer: Viewer | null, limit: number): Promise<SpaceWithAuditors[]> {
    const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const visible = (eb: ExpressionBuilder<Database, 'spaces'>) => {
      if (!viewer) return eb('is_published', '=', true);
      if (viewer.seesAll) return eb.lit(true);
      const planner = viewer.plannerId;
      return eb.or([
        eb('is_published', '=', true),
        eb('owner_id', '=', viewer.id),
        eb(sql.val(viewer.id), '=', eb.fn.any('co_owners')),
        ...(planner
          ? [eb('owner_id', '=', planner), eb(sql.val(planner), '=', eb.fn.any('co_owners'))]
          : []),
        eb.exists(
          eb
            .selectFrom('space_auditors')
            .select('space_auditors.buid')
            .whereRef('space_auditors.buid', '=', 'spaces.buid')
            .where('space_auditors.user_id', '=', viewer.id),
        ),
      ]);
    };
    // Whole rows straight away: PostgreSQL evaluates the auditor-list subquery of the
    // select list after ORDER BY/LIMIT, so only for the page of results, not every match.
    const prefixed = await this.selectSpaces()
      .where(sql<string>`lower(name)`, 'like', `${escaped}%`)
      .where(visible)
      .orderBy(sql`lower(name)`)
      .limit(limit)
      .execute();
    if (prefixed.length >= limit) return prefixed;
    const rest = await this.selectSpaces()
      .where('search_text', 'like', `%${escaped}%`)
      .where(sql<string>`lower(name)`, 'not like', `${escaped}%`)
      .where(visible)
      .orderBy(sql`lower(name)`)
      .limit(limit - prefixed.length)
      .execute();
    return [...prefixed, ...rest];
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('spaces')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Holds the space until the transaction ends: a delete of it waits (and one that
   * committed first makes this false). Other writers inside the space are not held up.
   */
  async lockAgainstDelete(buid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('spaces')
      .select('buid')
      .where('buid', '=', buid)
      .forKeyShare()
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes the space's write lock until the transaction ends: changes of its navigation
   * graph (POIs, connections, floors) and of the space row run one after the other, and
   * a delete of the space waits. Taken first, before any row inside the space, so every
   * transaction locks in the same order (space, floor, POI) and none deadlocks. False
   * when the space does not exist (any more).
   */
  async lockForChange(buid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('spaces')
      .select('buid')
      .where('buid', '=', buid)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** lockAgainstDelete for several spaces; the buids of those that exist. */
  async lockManyAgainstDelete(buids: readonly string[]): Promise<string[]> {
    if (buids.length === 0) return [];
    const rows = await this.db
      .selectFrom('spaces')
      .select('buid')
      .where('buid', 'in', [...buids])
      .orderBy('buid')
      .forKeyShare()
      .execute();
    return rows.map((r) => r.buid);
  }

  async insert(space: NewSpace): Promise<SpaceRow> {
    return this.db.insertInto('spaces').values(space).returningAll().executeTakeFirstOrThrow();
  }

  /** False when the space does not exist (any more). */
  async update(buid: string, patch: SpaceUpdate): Promise<boolean> {
    const result = await this.db
      .updateTable('spaces')
      .set({ ...patch, updated_at: new Date() })
      .where('buid', '=', buid)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deleting the row cascades to floors, POIs, connections, fingerprints, auditors and campus links. */
  async delete(buid: string): Promise<boolean> {
    const result = await this.db.deleteFrom('spaces').where('buid', '=', buid).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Adds a co-owner to the space unless they are one already. */
  async addCoOwner(buid: string, userId: string): Promise<void> {
    await this.db
      .updateTable('spaces')
      .set({
        co_owners: sql<string[]>`array_append(co_owners, ${userId}::text)`,
        updated_at: new Date(),
      })
      .where('buid', '=', buid)
      .where(sql<boolean>`not (${userId}::text = any(co_owners))`)
      .execute();
  }

  async replaceAuditors(buid: string, userIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('space_auditors').where('buid', '=', buid).execute();
    if (userIds.length === 0) return;
    await this.db
      .insertInto('space_auditors')
      .values(userIds.map((user_id, position) => ({ buid, user_id, position })))
      .execute();
  }
}
