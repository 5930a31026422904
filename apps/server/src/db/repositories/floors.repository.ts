import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, FloorRow, NewFloor } from '../schema.js';
import { type JsonListQuery, jsonAggregate } from './json-rows.js';

export interface FloorPatch {
  floor_name?: string;
  description?: string;
  is_published?: boolean;
}

export interface FloorPlanFields {
  bottom_left_lat: number;
  bottom_left_lng: number;
  top_right_lat: number;
  top_right_lng: number;
  zoom: number | null;
  plan_corners: string;
  plan_width_px: number;
  plan_height_px: number;
  plan_version: string;
  plan_content_type: string | null;
  /** Placed by a restore, not by a person (migration 0013). */
  plan_placement_to_check: boolean;
}

export class FloorsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insert(floor: NewFloor): Promise<FloorRow> {
    return this.db.insertInto('floors').values(floor).returningAll().executeTakeFirstOrThrow();
  }

  async find(buid: string, floorNumber: number): Promise<FloorRow | undefined> {
    return this.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .executeTakeFirst();
  }

  /**
   * The floor, held until the transaction ends against a delete of it (POIs are added
   * to it meanwhile); undefined when it does not exist (any more).
   */
  async findLockedShared(buid: string, floorNumber: number): Promise<FloorRow | undefined> {
    return this.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .forShare()
      .executeTakeFirst();
  }

  /** The floor, locked for a change of its plan until the transaction ends. */
  async findLockedForUpdate(buid: string, floorNumber: number): Promise<FloorRow | undefined> {
    return this.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Every plan version a row names, for the storage sweep at start-up: each floor's live
   * one (null without a plan) and the kept ones (floor_plan_versions). One statement, so
   * one snapshot: a kept version made live meanwhile is named either way.
   */
  async listPlanVersions(): Promise<
    { buid: string; floor_number: number; plan_version: string | null }[]
  > {
    return this.db
      .selectFrom('floors')
      .select(['buid', 'floor_number', 'plan_version'])
      .unionAll(
        this.db.selectFrom('floor_plan_versions').select(['buid', 'floor_number', 'plan_version']),
      )
      .execute();
  }

  /** The space's floors ordered by number, as one JSON value (see json-rows.ts). */
  spaceListQuery(buid: string): JsonListQuery {
    return sql<string>`(select ${jsonAggregate('floors', 'floor_number')} from floors where floors.buid = ${buid})`;
  }

  async listBySpace(buid: string): Promise<FloorRow[]> {
    return this.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .execute();
  }

  /** Applies the patch in one statement; the floor as stored afterwards, undefined when absent. */
  async update(
    buid: string,
    floorNumber: number,
    patch: FloorPatch,
  ): Promise<FloorRow | undefined> {
    return this.db
      .updateTable('floors')
      .set({ ...patch, updated_at: new Date() })
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Makes `plan` the floor's live plan (the caller holds the floor's lock and has kept
   * the plan it replaces). The floor as stored, undefined when it does not exist.
   */
  async setPlan(
    buid: string,
    floorNumber: number,
    plan: FloorPlanFields,
  ): Promise<FloorRow | undefined> {
    return this.db
      .updateTable('floors')
      .set({ ...plan, updated_at: new Date() })
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Removes the floor and everything recorded on it. POIs (and through them their
   * connections), fingerprints and heatmap cells cascade from the floor row; access
   * points have no floor foreign key.
   */
  async deleteWithContents(buid: string, floorNumber: number): Promise<boolean> {
    await this.db
      .deleteFrom('access_points')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
    const result = await this.db
      .deleteFrom('floors')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
