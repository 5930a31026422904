import type { Kysely, Transaction } from 'kysely';
import type { Database, NewSpace, SpaceRow } from '../schema.js';

export interface SpaceWithAuditors extends SpaceRow {
  assigned_auditors: string[];
}

export class SpacesRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async listPublished(): Promise<SpaceWithAuditors[]> {
    return this.db
      .selectFrom('spaces')
      .selectAll('spaces')
      .select((eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('space_auditors')
              .select((sub) =>
                sub.fn.agg<string[]>('array_agg', ['space_auditors.user_id']).as('ids'),
              )
              .whereRef('space_auditors.buid', '=', 'spaces.buid'),
            eb.val<string[]>([]),
          )
          .as('assigned_auditors'),
      )
      .where('is_published', '=', true)
      .orderBy('name')
      .execute() as Promise<SpaceWithAuditors[]>;
  }

  async findByBuid(buid: string): Promise<SpaceRow | undefined> {
    return this.db.selectFrom('spaces').selectAll().where('buid', '=', buid).executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('spaces')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(space: NewSpace): Promise<SpaceRow> {
    return this.db.insertInto('spaces').values(space).returningAll().executeTakeFirstOrThrow();
  }
}
