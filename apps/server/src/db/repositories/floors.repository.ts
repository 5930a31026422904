import type { Kysely, Transaction } from 'kysely';
import type { Database, FloorRow, NewFloor } from '../schema.js';

export class FloorsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insert(floor: NewFloor): Promise<FloorRow> {
    return this.db.insertInto('floors').values(floor).returningAll().executeTakeFirstOrThrow();
  }

  /** Floors of a space, ordered by numeric floor number. */
  async listBySpace(buid: string): Promise<FloorRow[]> {
    return this.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .execute();
  }
}
