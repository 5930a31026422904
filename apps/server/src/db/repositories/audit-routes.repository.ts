import type { LatLng } from '@indoor/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** A POI of a stored route: a snapshot of what the route was planned with. */
export interface StoredRoutePoi extends LatLng {
  puid: string;
  name: string;
  order: number;
  pois_type: string;
}

export interface AuditRouteRecord {
  id: string;
  name: string;
  description: string;
  building_id: string;
  floor_number: number;
  pois: StoredRoutePoi[];
  /** User ids. */
  assigned_auditors: string[];
  optimization_method: string;
  estimated_time: number;
  status: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export interface AuditResultRecord {
  route_id: string;
  puid: string;
  result: string;
  note: string;
  recorded_at: Date;
  auditor_id: string | null;
  auditor_username: string;
}

/** Which routes a list shows: every route, those a planner created, those assigned to an auditor. */
export type AuditRouteScope = { all: true } | { createdBy: string } | { assignedTo: string };

export type AuditRoutePlan = Pick<
  AuditRouteRecord,
  | 'name'
  | 'description'
  | 'building_id'
  | 'floor_number'
  | 'pois'
  | 'assigned_auditors'
  | 'optimization_method'
  | 'estimated_time'
>;

const toRecord = (row: Record<string, unknown>): AuditRouteRecord => ({
  ...(row as unknown as AuditRouteRecord),
  pois: row.pois as StoredRoutePoi[],
});

export class AuditRoutesRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async find(id: string): Promise<AuditRouteRecord | undefined> {
    const row = await this.db
      .selectFrom('audit_routes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Locks the route row until the transaction ends: results of one route are recorded one at a time. */
  async findForUpdate(id: string): Promise<AuditRouteRecord | undefined> {
    const row = await this.db
      .selectFrom('audit_routes')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async list(scope: AuditRouteScope): Promise<AuditRouteRecord[]> {
    let query = this.db.selectFrom('audit_routes').selectAll();
    if ('createdBy' in scope) query = query.where('created_by', '=', scope.createdBy);
    if ('assignedTo' in scope)
      query = query.where(sql<boolean>`assigned_auditors @> array[${scope.assignedTo}]::text[]`);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toRecord);
  }

  async insert(
    route: AuditRoutePlan & { id: string; created_by: string; status: string },
  ): Promise<void> {
    await this.db
      .insertInto('audit_routes')
      .values({ ...route, pois: JSON.stringify(route.pois) })
      .execute();
  }

  async updatePlan(
    id: string,
    plan: AuditRoutePlan & { status: string; completed_at: Date | null },
  ): Promise<void> {
    await this.db
      .updateTable('audit_routes')
      .set({ ...plan, pois: JSON.stringify(plan.pois), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(id: string, status: string, completedAt: Date | null): Promise<void> {
    await this.db
      .updateTable('audit_routes')
      .set({ status, completed_at: completedAt, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deleting the route removes its results and their receipts (ON DELETE CASCADE); POIs
   * keep their last audit.
   */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('audit_routes').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async listResults(routeIds: readonly string[]): Promise<AuditResultRecord[]> {
    if (routeIds.length === 0) return [];
    return this.db
      .selectFrom('audit_results')
      .selectAll()
      .where('route_id', 'in', [...routeIds])
      .execute();
  }

  /** Records a finding, replacing an earlier one for the same POI of the route. */
  async upsertResult(result: AuditResultRecord): Promise<void> {
    await this.db
      .insertInto('audit_results')
      .values(result)
      .onConflict((oc) =>
        oc.columns(['route_id', 'puid']).doUpdateSet({
          result: result.result,
          note: result.note,
          recorded_at: result.recorded_at,
          auditor_id: result.auditor_id,
          auditor_username: result.auditor_username,
        }),
      )
      .execute();
  }

  /** The route and POI a result with this client id was applied to, if one was. */
  async findReceipt(clientId: string): Promise<{ route_id: string; puid: string } | undefined> {
    return this.db
      .selectFrom('audit_result_receipts')
      .select(['route_id', 'puid'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /**
   * Remembers that the result with this client id is applied; false when it already was
   * (the primary key decides, so of two requests racing with one id only one gets true).
   */
  async insertReceipt(receipt: {
    client_id: string;
    route_id: string;
    puid: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('audit_result_receipts')
      .values(receipt)
      .onConflict((oc) => oc.column('client_id').doNothing())
      .returning('client_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Drops the results of POIs a new plan no longer holds. */
  async deleteResultsExcept(routeId: string, puids: readonly string[]): Promise<void> {
    let query = this.db.deleteFrom('audit_results').where('route_id', '=', routeId);
    if (puids.length > 0) query = query.where('puid', 'not in', [...puids]);
    await query.execute();
  }

  /**
   * The POI's latest audit: kept unless the finding is older than the one it has from
   * another route (a correction on the same route always replaces it).
   */
  async rememberLastAudit(
    puid: string,
    audit: { at: Date; result: string; by: string; routeId: string },
  ): Promise<void> {
    await this.db
      .updateTable('pois')
      .set({
        last_audit_at: audit.at,
        last_audit_result: audit.result,
        last_audit_by: audit.by,
        last_audit_route: audit.routeId,
      })
      .where('puid', '=', puid)
      .where((eb) =>
        eb.or([
          eb('last_audit_at', 'is', null),
          eb('last_audit_at', '<=', audit.at),
          eb('last_audit_route', '=', audit.routeId),
        ]),
      )
      .execute();
  }

  /** POIs of a space among the given ones, with what a route needs of them. */
  async poisOfSpace(
    buid: string,
    puids: readonly string[],
  ): Promise<
    {
      puid: string;
      buid: string;
      floor_number: number;
      name: string;
      pois_type: string;
      coordinates_lat: number;
      coordinates_lon: number;
    }[]
  > {
    if (puids.length === 0) return [];
    return this.db
      .selectFrom('pois')
      .select([
        'puid',
        'buid',
        'floor_number',
        'name',
        'pois_type',
        'coordinates_lat',
        'coordinates_lon',
      ])
      .where('puid', 'in', [...puids])
      .where('buid', '=', buid)
      .execute();
  }
}
