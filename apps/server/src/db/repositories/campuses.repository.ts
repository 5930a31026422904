import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { CampusRow, Database } from '../schema.js';

export interface CampusWithBuids extends CampusRow {
  buids: string[];
}

const memberBuids = (eb: ExpressionBuilder<Database, 'campuses'>) =>
  eb.fn
    .coalesce(
      eb
        .selectFrom('campus_spaces')
        .select(
          sql<string[]>`array_agg(campus_spaces.buid order by campus_spaces.position)`.as('b'),
        )
        .whereRef('campus_spaces.cuid', '=', 'campuses.cuid'),
      sql<string[]>`'{}'::text[]`,
    )
    .as('buids');

export class CampusesRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  private selectCampuses() {
    return this.db.selectFrom('campuses').selectAll('campuses').select(memberBuids);
  }

  async findByCuid(cuid: string): Promise<CampusWithBuids | undefined> {
    return this.selectCampuses().where('campuses.cuid', '=', cuid).executeTakeFirst();
  }

  async listByOwner(ownerId: string): Promise<CampusWithBuids[]> {
    return this.selectCampuses().where('owner_id', '=', ownerId).orderBy('name').execute();
  }

  async listAll(): Promise<CampusWithBuids[]> {
    return this.selectCampuses().orderBy('name').execute();
  }

  async insert(campus: {
    cuid: string;
    name: string;
    description: string;
    greeklish: boolean;
    owner_id: string;
  }): Promise<void> {
    await this.db.insertInto('campuses').values(campus).execute();
  }

  async update(
    cuid: string,
    patch: Partial<{ cuid: string; name: string; description: string; greeklish: boolean }>,
  ): Promise<void> {
    // Renaming the id cascades to campus_spaces through ON UPDATE CASCADE.
    await this.db
      .updateTable('campuses')
      .set({ ...patch, updated_at: new Date() })
      .where('cuid', '=', cuid)
      .execute();
  }

  async replaceSpaces(cuid: string, buids: readonly string[]): Promise<void> {
    await this.db.deleteFrom('campus_spaces').where('cuid', '=', cuid).execute();
    if (buids.length === 0) return;
    await this.db
      .insertInto('campus_spaces')
      .values(buids.map((buid, position) => ({ cuid, buid, position })))
      .execute();
  }

  async delete(cuid: string): Promise<boolean> {
    const result = await this.db.deleteFrom('campuses').where('cuid', '=', cuid).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
