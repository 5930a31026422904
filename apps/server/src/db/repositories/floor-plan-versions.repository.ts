import type { Kysely, Transaction } from 'kysely';
import type { Database, FloorPlanVersionRow, FloorRow } from '../schema.js';
import type { FloorPlanFields } from './floors.repository.js';

/** A kept plan version as the store names it. */
export interface KeptPlanVersion {
  buid: string;
  floor_number: number;
  plan_version: string;
}

/**
 * Replaced floor plans kept so that they can be made live again (migration 0016). A
 * version is the floor's live plan or a row here, never both.
 */
export class FloorPlanVersionsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  /** Keeps the plan a floor row holds now (nothing when it has none, or keeps it already). */
  async keepLivePlanOf(floor: FloorRow, replacedAt: Date): Promise<void> {
    if (
      !floor.plan_version ||
      floor.plan_corners === null ||
      floor.plan_width_px === null ||
      floor.plan_height_px === null ||
      floor.bottom_left_lat === null ||
      floor.bottom_left_lng === null ||
      floor.top_right_lat === null ||
      floor.top_right_lng === null
    )
      return;
    await this.db
      .insertInto('floor_plan_versions')
      .values({
        buid: floor.buid,
        floor_number: floor.floor_number,
        plan_version: floor.plan_version,
        bottom_left_lat: floor.bottom_left_lat,
        bottom_left_lng: floor.bottom_left_lng,
        top_right_lat: floor.top_right_lat,
        top_right_lng: floor.top_right_lng,
        zoom: floor.zoom,
        plan_corners: JSON.stringify(floor.plan_corners),
        plan_width_px: floor.plan_width_px,
        plan_height_px: floor.plan_height_px,
        plan_content_type: floor.plan_content_type,
        plan_placement_to_check: floor.plan_placement_to_check,
        replaced_at: replacedAt,
      })
      .onConflict((oc) => oc.columns(['buid', 'floor_number', 'plan_version']).doNothing())
      .execute();
  }

  /** A kept version, locked until the transaction ends; undefined when it is not kept. */
  async findLocked(
    buid: string,
    floorNumber: number,
    version: string,
  ): Promise<FloorPlanVersionRow | undefined> {
    return this.db
      .selectFrom('floor_plan_versions')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .where('plan_version', '=', version)
      .forUpdate()
      .executeTakeFirst();
  }

  /** A floor's kept versions, the most recently replaced first. */
  async listForFloor(buid: string, floorNumber: number): Promise<FloorPlanVersionRow[]> {
    return this.db
      .selectFrom('floor_plan_versions')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .orderBy('replaced_at', 'desc')
      .orderBy('plan_version', 'desc')
      .execute();
  }

  /** Forgets a kept version (it became live again); true when it was kept. */
  async remove(buid: string, floorNumber: number, version: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('floor_plan_versions')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .where('plan_version', '=', version)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Forgets a floor's kept versions beyond the newest `keep`, and those replaced before
   * `notBefore`; answers what it forgot (their files are the caller's to remove).
   */
  async prune(buid: string, floorNumber: number, keep: number, notBefore: Date): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('floor_plan_versions')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .where((eb) =>
        eb.or([
          eb('replaced_at', '<', notBefore),
          eb(
            'plan_version',
            'not in',
            eb
              .selectFrom('floor_plan_versions as newest')
              .select('newest.plan_version')
              .where('newest.buid', '=', buid)
              .where('newest.floor_number', '=', floorNumber)
              .orderBy('newest.replaced_at', 'desc')
              .orderBy('newest.plan_version', 'desc')
              .limit(keep),
          ),
        ]),
      )
      .returning('plan_version')
      .execute();
    return rows.map((r) => r.plan_version);
  }

  /** Forgets every kept version of a space (it moved: their placement no longer fits). */
  async removeAllOfSpace(buid: string): Promise<KeptPlanVersion[]> {
    return this.db
      .deleteFrom('floor_plan_versions')
      .where('buid', '=', buid)
      .returning(['buid', 'floor_number', 'plan_version'])
      .execute();
  }

  /** Forgets every version replaced before `before`, of every floor (the start-up does it). */
  async removeReplacedBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('floor_plan_versions')
      .where('replaced_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every kept version, for the storage sweep at start-up. */
  async listAll(): Promise<KeptPlanVersion[]> {
    return this.db
      .selectFrom('floor_plan_versions')
      .select(['buid', 'floor_number', 'plan_version'])
      .execute();
  }

  /** The fields that make a kept version a floor's live plan again. */
  static livePlanFields(row: FloorPlanVersionRow): FloorPlanFields {
    return {
      bottom_left_lat: row.bottom_left_lat,
      bottom_left_lng: row.bottom_left_lng,
      top_right_lat: row.top_right_lat,
      top_right_lng: row.top_right_lng,
      zoom: row.zoom,
      plan_corners: JSON.stringify(row.plan_corners),
      plan_width_px: row.plan_width_px,
      plan_height_px: row.plan_height_px,
      plan_version: row.plan_version,
      plan_content_type: row.plan_content_type,
      plan_placement_to_check: row.plan_placement_to_check,
    };
  }
}
