import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AuditCycleConstants,
  AuditMessages,
  type AuditOptimizationMethod,
  AuditorAssignmentMessages,
  type AuditorFacts,
  type AuditResult,
  type AuditRoute,
  AuditRouteServerMessages,
  auditResultSheet,
  auditResultsFileName,
  auditResultsToCsv,
  ConnectorType,
  canAuditSpace,
  canCreateAuditRoutes,
  canEditAuditRoute,
  canPlanRoutesOn,
  canRecordAuditResult,
  canSeeAuditRoute,
  canUseAuditRoutes,
  isAuditRouteEditor,
  mayAssignAuditor,
  measureAuditRoute,
  type Role,
  SpaceMessages,
  writeXlsxSheet,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type {
  AuditResultRecord,
  AuditRoutePlan,
  AuditRouteRecord,
  StoredRoutePoi,
} from '../db/repositories/audit-routes.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import type { NavigationService } from './navigation.service.js';
import type { SpacesService } from './spaces.service.js';

/** A route as create-route and update send it, after validation (api/audit.ts). */
export interface AuditRouteInput {
  name: string;
  description: string;
  assigned_auditors: string[];
  building_id: string;
  floor_number: number;
  pois: { puid: string; order: number }[];
  optimization_method: AuditOptimizationMethod;
  estimated_time?: number | undefined;
}

export interface AuditResultInput {
  puid: string;
  result: AuditResult;
  note: string;
  recorded_at?: string | undefined;
  /** The id the client gave this result; a result whose id was applied before is not stored again. */
  client_id?: string | undefined;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** The caller as the audit rules see them: an actor, and the planner an auditor works for. */
export type AuditActor = Actor & Pick<AuditorFacts, 'assignedPlanner'>;

const routeFacts = (route: AuditRouteRecord) => ({
  createdBy: route.created_by,
  assignedAuditors: route.assigned_auditors,
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Audit routes: planning them (admins, and planners on the spaces they own or co-own),
 * carrying them out (their assigned auditors, while they may audit the space), and their
 * results. The permission rules are the domain's (roles.ts), checked at every request
 * against the current co-owners and assignments, whatever the client shows.
 *
 * The estimate: the client sends its own figure (the route payload has it), but the server
 * stores the one it computes from the stored POIs in the given order over the building's
 * walking graph (domain measureAuditRoute), so every client reads the same time.
 */
export class AuditService {
  private readonly routes: Repositories['auditRoutes'];
  private readonly users: Repositories['users'];
  private readonly spaceRows: Repositories['spaces'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly navigation: NavigationService,
  ) {
    this.routes = data.repos.auditRoutes;
    this.users = data.repos.users;
    this.spaceRows = data.repos.spaces;
  }

  /**
   * Admins: every route. Planners: the routes they created on spaces they may still plan
   * on. Auditors: the routes assigned to them on spaces they may still audit.
   */
  async list(actor: AuditActor): Promise<{ status: 'success'; routes: AuditRoute[] }> {
    if (!canUseAuditRoutes(actor)) throw forbidden(AuditRouteServerMessages.forbidden);
    const records = await this.routes.list(
      actor.role === 'admin'
        ? { all: true }
        : actor.role === 'planner'
          ? { createdBy: actor.id }
          : { assignedTo: actor.id },
    );
    const spaces = new Map(
      (await this.spaceRows.findManyByBuids([...new Set(records.map((r) => r.building_id))])).map(
        (space) => [space.buid, space],
      ),
    );
    const visible = records.filter((record) => {
      const space = spaces.get(record.building_id);
      return space !== undefined && canSeeAuditRoute(actor, routeFacts(record), spaceFacts(space));
    });
    return { status: 'success', routes: await this.toWire(visible) };
  }

  async get(actor: AuditActor, id: string): Promise<{ status: 'success'; route: AuditRoute }> {
    const { route } = await this.visibleRoute(actor, id);
    return { status: 'success', route: await this.oneToWire(route) };
  }

  async create(
    actor: AuditActor,
    input: AuditRouteInput,
  ): Promise<{ status: 'success'; message: string; id: string; route: AuditRoute }> {
    if (!canCreateAuditRoutes(actor)) throw forbidden(AuditRouteServerMessages.createForbidden);
    const plan = await this.checkedPlan(actor, input);
    const id = `route_${randomUUID()}`;
    await this.routes.insert({ ...plan, id, created_by: actor.id, status: 'active' });
    const record = await this.routes.find(id);
    if (!record) throw notFound(AuditRouteServerMessages.notFound);
    return {
      status: 'success',
      message: AuditMessages.saved,
      id,
      route: await this.oneToWire(record),
    };
  }

  async update(
    actor: AuditActor,
    id: string,
    input: AuditRouteInput,
  ): Promise<{ status: 'success'; message: string; route: AuditRoute }> {
    await this.editableRoute(actor, id);
    const plan = await this.checkedPlan(actor, input);
    await this.data.transaction(async (repos) => {
      const routes = repos.auditRoutes;
      const current = await routes.findForUpdate(id);
      if (!current) throw notFound(AuditRouteServerMessages.notFound);
      const puids = plan.pois.map((p) => p.puid);
      await routes.deleteResultsExcept(id, puids);
      const kept = new Set((await routes.listResults([id])).map((r) => r.puid));
      const completed = puids.every((puid) => kept.has(puid));
      await routes.updatePlan(id, {
        ...plan,
        status: completed ? 'completed' : 'active',
        completed_at: completed ? (current.completed_at ?? new Date()) : null,
      });
    });
    const record = await this.routes.find(id);
    if (!record) throw notFound(AuditRouteServerMessages.notFound);
    return {
      status: 'success',
      message: AuditRouteServerMessages.updated,
      route: await this.oneToWire(record),
    };
  }

  async delete(actor: AuditActor, id: string): Promise<{ status: 'success'; message: string }> {
    await this.editableRoute(actor, id);
    await this.routes.delete(id);
    return { status: 'success', message: AuditRouteServerMessages.deleted };
  }

  /**
   * An assigned auditor records (or corrects) the finding for one POI of the route. The
   * POI remembers it as its last audit; nothing else about the POI changes. The route
   * is completed once every POI has a result.
   *
   * A result sent with a client id is applied once (docs/audit.md#results-sent-again): its
   * receipt is stored in the same transaction, and a request whose client id was already
   * applied writes nothing and answers with the route as it now is, so a resend after a
   * lost answer never undoes a later correction.
   */
  async recordResult(
    actor: AuditActor,
    id: string,
    input: AuditResultInput,
  ): Promise<{ status: 'success'; message: string; route: AuditRoute }> {
    const { route: visible, space } = await this.visibleRoute(actor, id);
    if (!canRecordAuditResult(actor, routeFacts(visible), spaceFacts(space)))
      throw forbidden(AuditRouteServerMessages.onlyAssignedRecord);
    const clientId = input.client_id;
    if (clientId !== undefined) {
      const receipt = await this.routes.findReceipt(clientId);
      if (receipt) return this.alreadyApplied(id, input.puid, receipt);
    }
    if (!visible.pois.some((p) => p.puid === input.puid))
      throw badRequest(AuditRouteServerMessages.poiNotOnRoute);
    const now = Date.now();
    const recordedAt = input.recorded_at ? new Date(input.recorded_at) : new Date(now);
    if (recordedAt.getTime() > now + AuditCycleConstants.maxClockSkewMs)
      throw badRequest(AuditRouteServerMessages.futureResult);
    if (recordedAt.getTime() < Date.parse(AuditCycleConstants.earliestResultAt))
      throw badRequest(AuditRouteServerMessages.tooEarlyResult);
    let completedNow = false;
    let applied = true;
    await this.data.transaction(async (repos) => {
      const routes = repos.auditRoutes;
      // The lock orders concurrent recordings, so the last one sees every result.
      const route = await routes.findForUpdate(id);
      if (!route) throw notFound(AuditRouteServerMessages.notFound);
      if (!route.pois.some((p) => p.puid === input.puid))
        throw badRequest(AuditRouteServerMessages.poiNotOnRoute);
      // A request with the same client id got here first (a resend racing its original).
      if (
        clientId !== undefined &&
        !(await routes.insertReceipt({ client_id: clientId, route_id: id, puid: input.puid }))
      ) {
        applied = false;
        return;
      }
      await routes.upsertResult({
        route_id: id,
        puid: input.puid,
        result: input.result,
        note: input.note,
        recorded_at: recordedAt,
        auditor_id: actor.id,
        auditor_username: actor.username,
      });
      await routes.rememberLastAudit(input.puid, {
        at: recordedAt,
        result: input.result,
        by: actor.username,
        routeId: id,
      });
      const done = new Set((await routes.listResults([id])).map((r) => r.puid));
      if (route.status !== 'completed' && route.pois.every((p) => done.has(p.puid))) {
        await routes.setStatus(id, 'completed', new Date());
        completedNow = true;
      }
    });
    if (!applied && clientId !== undefined) {
      const receipt = await this.routes.findReceipt(clientId);
      return this.alreadyApplied(id, input.puid, receipt ?? { route_id: id, puid: input.puid });
    }
    const record = await this.routes.find(id);
    if (!record) throw notFound(AuditRouteServerMessages.notFound);
    return {
      status: 'success',
      message: completedNow
        ? AuditRouteServerMessages.routeCompleted
        : AuditRouteServerMessages.resultRecorded,
      route: await this.oneToWire(record),
    };
  }

  /**
   * The answer to a result whose client id was applied before: the route as it now is and
   * the usual message. A client id applied to another route or POI is refused.
   */
  private async alreadyApplied(
    id: string,
    puid: string,
    receipt: { route_id: string; puid: string },
  ): Promise<{ status: 'success'; message: string; route: AuditRoute }> {
    if (receipt.route_id !== id || receipt.puid !== puid)
      throw conflict(AuditRouteServerMessages.clientIdTaken);
    const record = await this.routes.find(id);
    if (!record) throw notFound(AuditRouteServerMessages.notFound);
    return {
      status: 'success',
      message: AuditRouteServerMessages.resultRecorded,
      route: await this.oneToWire(record),
    };
  }

  /** The route's results as a download: CSV (with a byte-order mark for Excel) or XLSX. */
  async resultsFile(
    actor: AuditActor,
    id: string,
    format: 'csv' | 'xlsx',
    today: string,
  ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
    const route = await this.oneToWire((await this.visibleRoute(actor, id)).route);
    const fileName = auditResultsFileName(route.name, today, format);
    if (format === 'csv') {
      return {
        body: Buffer.from(`\uFEFF${auditResultsToCsv(route)}`, 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        fileName,
      };
    }
    const sheet = auditResultSheet(route);
    // exceljs loads on the first spreadsheet asked for, not at start (docs/deployment.md#start-up).
    const { default: ExcelJS } = await import('exceljs');
    const buffer = await writeXlsxSheet(ExcelJS, sheet);
    return { body: Buffer.from(buffer), contentType: XLSX_TYPE, fileName };
  }

  /** The route and its space, when the caller may see the route now (see canSeeAuditRoute). */
  private async visibleRoute(
    actor: AuditActor,
    id: string,
  ): Promise<{ route: AuditRouteRecord; space: SpaceWithAuditors }> {
    if (!canUseAuditRoutes(actor)) throw forbidden(AuditRouteServerMessages.forbidden);
    const route = await this.routes.find(id);
    if (!route) throw notFound(AuditRouteServerMessages.notFound);
    const space = await this.spaceRows.findByBuid(route.building_id);
    if (!space || !canSeeAuditRoute(actor, routeFacts(route), spaceFacts(space)))
      throw forbidden(AuditRouteServerMessages.viewForbidden);
    return { route, space };
  }

  /**
   * The route, when the caller may change or delete it (see canEditAuditRoute): an auditor
   * who sees it is told auditors never edit; a planner who did not create it is refused
   * before its space is read.
   */
  private async editableRoute(actor: AuditActor, id: string): Promise<AuditRouteRecord> {
    if (actor.role === 'auditor') {
      await this.visibleRoute(actor, id);
      throw forbidden(AuditRouteServerMessages.auditorCannotEdit);
    }
    if (!canCreateAuditRoutes(actor)) throw forbidden(AuditRouteServerMessages.forbidden);
    const route = await this.routes.find(id);
    if (!route) throw notFound(AuditRouteServerMessages.notFound);
    if (!isAuditRouteEditor(actor, routeFacts(route)))
      throw forbidden(AuditRouteServerMessages.editForbidden);
    const space = await this.spaceRows.findByBuid(route.building_id);
    if (!space || !canEditAuditRoute(actor, routeFacts(route), spaceFacts(space)))
      throw forbidden(AuditRouteServerMessages.editForbidden);
    return route;
  }

  /**
   * A route's plan: required fields; a space the caller may plan on; auditors who may
   * audit it; POIs of the chosen floor, numbered without gaps, no connectors.
   */
  private async checkedPlan(actor: AuditActor, input: AuditRouteInput): Promise<AuditRoutePlan> {
    if (input.name === '' || input.assigned_auditors.length === 0 || input.pois.length === 0)
      throw badRequest(AuditMessages.missingFields);
    const space = await this.spaces.findVisible(actor, input.building_id);
    if (!canPlanRoutesOn(actor, spaceFacts(space)))
      throw forbidden(AuditRouteServerMessages.planForbidden);

    const ordered = [...input.pois].sort((a, b) => a.order - b.order);
    if (new Set(ordered.map((p) => p.puid)).size !== ordered.length)
      throw badRequest(AuditRouteServerMessages.duplicatePois);
    if (ordered.some((p, i) => p.order !== i + 1))
      throw badRequest(AuditRouteServerMessages.badOrder);

    const auditorIds = await this.checkedAuditors(actor, input.assigned_auditors, space);

    const stored = new Map(
      (
        await this.routes.poisOfSpace(
          space.buid,
          ordered.map((p) => p.puid),
        )
      ).map((p) => [p.puid, p]),
    );
    const offFloor = ordered.filter((p) => stored.get(p.puid)?.floor_number !== input.floor_number);
    if (offFloor.length > 0)
      throw badRequest(
        AuditRouteServerMessages.poisNotOnFloor(offFloor.map((p) => p.puid).join(', ')),
      );
    const pois: StoredRoutePoi[] = ordered.map((p, i) => {
      const poi = stored.get(p.puid);
      if (!poi) throw badRequest(AuditRouteServerMessages.poisNotOnFloor(p.puid));
      return {
        puid: poi.puid,
        name: poi.name,
        order: i + 1,
        lat: poi.coordinates_lat,
        lon: poi.coordinates_lon,
        pois_type: poi.pois_type,
      };
    });
    const connectors = pois.filter((p) => p.pois_type === ConnectorType);
    if (connectors.length > 0)
      throw badRequest(
        AuditRouteServerMessages.connectorsNotAudited(connectors.map((p) => p.name).join(', ')),
      );

    const graph = await this.navigation.graphOf(space.buid);
    const { estimatedMinutes } = measureAuditRoute(
      pois.map((p) => ({ puid: p.puid, lat: p.lat, lon: p.lon })),
      graph,
    );
    return {
      name: input.name,
      description: input.description,
      building_id: space.buid,
      floor_number: input.floor_number,
      pois,
      assigned_auditors: auditorIds,
      optimization_method: input.optimization_method,
      estimated_time: estimatedMinutes,
    };
  }

  /**
   * Usernames (or ids) to auditor ids: each must be a user with the auditor role, once;
   * a planner may assign only the auditors assigned to them (see docs/roles.md#audit-routes).
   */
  private async checkedAuditors(
    actor: Actor,
    refs: readonly string[],
    space: SpaceWithAuditors,
  ): Promise<string[]> {
    const rows = await this.users.findByIdsOrUsernames(refs);
    const resolved = refs.map(
      (ref) =>
        rows.find((r) => r.id === ref) ??
        rows.find((r) => r.username.toLowerCase() === ref.toLowerCase()),
    );
    const unknown = refs.filter((_, i) => !resolved[i]);
    if (unknown.length > 0) throw badRequest(AuditorAssignmentMessages.unknown(unknown.join(', ')));
    const users = resolved.flatMap((r) => (r ? [r] : []));
    if (new Set(users.map((u) => u.id)).size !== users.length)
      throw badRequest(AuditRouteServerMessages.duplicateAuditors);
    const label = (list: typeof users) => list.map((u) => u.name || u.username).join(', ');
    const notAuditors = users.filter((u) => u.role !== 'auditor');
    if (notAuditors.length > 0)
      throw badRequest(AuditRouteServerMessages.notAuditors(label(notAuditors)));
    const foreign = users.filter(
      (u) => !mayAssignAuditor(actor, { assignedPlanner: u.assigned_planner }),
    );
    if (foreign.length > 0) throw forbidden(SpaceMessages.onlyOwnAuditors(label(foreign)));
    const outsiders = users.filter(
      (u) =>
        !canAuditSpace(
          { id: u.id, role: u.role as Role, assignedPlanner: u.assigned_planner },
          spaceFacts(space),
        ),
    );
    if (outsiders.length > 0)
      throw badRequest(AuditRouteServerMessages.auditorsCannotAudit(label(outsiders)));
    return users.map((u) => u.id);
  }

  private async oneToWire(record: AuditRouteRecord): Promise<AuditRoute> {
    const [route] = await this.toWire([record]);
    if (!route) throw notFound(AuditRouteServerMessages.notFound);
    return route;
  }

  /** Stored routes in their wire form: usernames for ids, each POI with its result. */
  private async toWire(records: readonly AuditRouteRecord[]): Promise<AuditRoute[]> {
    if (records.length === 0) return [];
    const userIds = new Set(records.flatMap((r) => [r.created_by, ...r.assigned_auditors]));
    const [users, results] = await Promise.all([
      this.users.findManyByIds([...userIds]),
      this.routes.listResults(records.map((r) => r.id)),
    ]);
    const username = new Map(users.map((u) => [u.id, u.username]));
    const resultOf = new Map<string, AuditResultRecord>(
      results.map((r) => [`${r.route_id}\u0000${r.puid}`, r]),
    );
    return records.map((record) => {
      const pois = record.pois.map((poi) => {
        const result = resultOf.get(`${record.id}\u0000${poi.puid}`);
        return {
          puid: poi.puid,
          name: poi.name,
          order: poi.order,
          coordinates: { lat: poi.lat, lon: poi.lon },
          pois_type: poi.pois_type,
          result: result
            ? {
                result: result.result as AuditResult,
                note: result.note,
                recorded_at: iso(result.recorded_at),
                auditor: result.auditor_username,
              }
            : null,
        };
      });
      const creator = username.get(record.created_by) ?? record.created_by;
      return {
        id: record.id,
        _id: record.id,
        name: record.name,
        description: record.description,
        assigned_auditors: record.assigned_auditors.map((id) => username.get(id) ?? id),
        building_id: record.building_id,
        floor_number: record.floor_number,
        pois,
        optimization_method: record.optimization_method as AuditOptimizationMethod,
        estimated_time: record.estimated_time,
        status: record.status === 'completed' ? 'completed' : 'active',
        created_by: creator,
        createdBy: creator,
        created_by_id: record.created_by,
        created_at: iso(record.created_at),
        updated_at: iso(record.updated_at),
        completed_at: record.completed_at ? iso(record.completed_at) : null,
        progress: { done: pois.filter((p) => p.result !== null).length, total: pois.length },
      };
    });
  }
}
