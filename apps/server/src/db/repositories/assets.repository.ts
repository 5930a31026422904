import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, PoiRow } from '../schema.js';
import type { Viewer } from './spaces.repository.js';

/** A POI of the asset register with the names the table shows beside it. */
export interface AssetDbRow extends PoiRow {
  space_name: string;
  /** The floor's current name; null when the floor row is gone (the POI keeps its copy). */
  current_floor_name: string | null;
  /** The space's audit interval in days (see docs/audit.md#audit-cycle). */
  audit_interval_days: number;
  /** The place types the space audits (see docs/audit.md#audit-cycle). */
  audited_place_types: string[];
}

export interface AssetListOptions {
  /** For a planner, `auditorIds` are their own auditors (see isAssetRegisterSpace). */
  viewer: Viewer & { auditorIds: readonly string[] };
  /** Connectors' type: they are graph nodes, not assets. */
  excludeType: string;
  limit: number;
}

export class AssetsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  /**
   * The assets of the spaces the viewer works on, in register order (building, floor,
   * name), at most `limit` rows. The filter is the SQL form of isAssetRegisterSpace:
   * every POI of the spaces the viewer edits (all spaces for admins and moderators,
   * owned and co-owned ones otherwise), published POIs of the spaces they audit or, for a
   * planner, that their auditors audit.
   */
  async list(options: AssetListOptions): Promise<AssetDbRow[]> {
    const { viewer } = options;
    let query = this.db
      .selectFrom('pois')
      .innerJoin('spaces', 'spaces.buid', 'pois.buid')
      .leftJoin('floors', (join) =>
        join
          .onRef('floors.buid', '=', 'pois.buid')
          .onRef('floors.floor_number', '=', 'pois.floor_number'),
      )
      .selectAll('pois')
      .select([
        'spaces.name as space_name',
        'floors.floor_name as current_floor_name',
        'spaces.audit_interval_days',
        'spaces.audited_place_types',
      ])
      .where('pois.pois_type', '<>', options.excludeType);
    if (!viewer.seesAll) {
      query = query.where((eb) =>
        eb.or([
          eb('spaces.owner_id', '=', viewer.id),
          eb(sql.val(viewer.id), '=', eb.fn.any('spaces.co_owners')),
          eb.and([
            eb('pois.is_published', '=', true),
            eb.exists(
              eb
                .selectFrom('space_auditors')
                .select('space_auditors.buid')
                .whereRef('space_auditors.buid', '=', 'spaces.buid')
                .where('space_auditors.user_id', 'in', [viewer.id, ...viewer.auditorIds]),
            ),
          ]),
        ]),
      );
    }
    return query
      .orderBy(sql`lower(spaces.name)`)
      .orderBy('spaces.buid')
      .orderBy('pois.floor_number')
      .orderBy(sql`lower(pois.name)`)
      .orderBy('pois.puid')
      .limit(options.limit)
      .execute();
  }
}
