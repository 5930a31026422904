import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPoi, PoiRow } from '../schema.js';

export class PoisRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insertMany(pois: NewPoi[]): Promise<void> {
    if (pois.length === 0) return;
    await this.db.insertInto('pois').values(pois).execute();
  }

  async listByFloor(buid: string, floorNumber: number): Promise<PoiRow[]> {
    return this.db
      .selectFrom('pois')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .orderBy('name')
      .execute();
  }
}
