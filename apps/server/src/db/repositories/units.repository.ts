import type { Kysely, Transaction } from 'kysely';
import type { Database, NewOpening, NewUnit, OpeningRow, UnitRow } from '../schema.js';

/** Rooms (units) and doors (openings) of floors (migration 0023). */
export class UnitsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async listFloorUnits(buid: string, floorNumber: number): Promise<UnitRow[]> {
    return this.db
      .selectFrom('units')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async listFloorOpenings(buid: string, floorNumber: number): Promise<OpeningRow[]> {
    return this.db
      .selectFrom('openings')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async listSpaceUnits(buid: string): Promise<UnitRow[]> {
    return this.db
      .selectFrom('units')
      .selectAll()
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The rooms of every floor of these spaces (an asset register places its rows with them). */
  async listUnitsOfSpaces(buids: readonly string[]): Promise<UnitRow[]> {
    if (buids.length === 0) return [];
    return this.db
      .selectFrom('units')
      .selectAll()
      .where('buid', 'in', buids)
      .orderBy('buid')
      .orderBy('floor_number')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async listSpaceOpenings(buid: string): Promise<OpeningRow[]> {
    return this.db
      .selectFrom('openings')
      .selectAll()
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async findUnit(id: string): Promise<UnitRow | undefined> {
    return this.db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findOpening(id: string): Promise<OpeningRow | undefined> {
    return this.db.selectFrom('openings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertUnit(unit: NewUnit): Promise<UnitRow> {
    return this.db.insertInto('units').values(unit).returningAll().executeTakeFirstOrThrow();
  }

  async updateUnit(
    id: string,
    patch: Partial<Pick<NewUnit, 'name' | 'category' | 'accessibility' | 'geometry'>>,
  ): Promise<UnitRow | undefined> {
    return this.db
      .updateTable('units')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteUnit(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('units').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async insertOpening(opening: NewOpening): Promise<OpeningRow> {
    return this.db.insertInto('openings').values(opening).returningAll().executeTakeFirstOrThrow();
  }

  async deleteOpening(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('openings').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Of these ids, those of rooms or doors that are not on the floor. */
  async idsElsewhere(ids: readonly string[], buid: string, floorNumber: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const elsewhere = (table: 'units' | 'openings') =>
      this.db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .where((eb) => eb.or([eb('buid', '!=', buid), eb('floor_number', '!=', floorNumber)]));
    const rows = await elsewhere('units').union(elsewhere('openings')).execute();
    return rows.map((row) => row.id);
  }

  /** Removes every room and door of the floor, then stores these (run it in a transaction). */
  async replaceFloor(
    buid: string,
    floorNumber: number,
    units: readonly NewUnit[],
    openings: readonly NewOpening[],
  ): Promise<void> {
    await this.db
      .deleteFrom('openings')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
    await this.db
      .deleteFrom('units')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
    if (units.length > 0)
      await this.db
        .insertInto('units')
        .values([...units])
        .execute();
    if (openings.length > 0)
      await this.db
        .insertInto('openings')
        .values([...openings])
        .execute();
  }
}
