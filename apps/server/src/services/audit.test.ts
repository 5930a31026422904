import {
  type AssetRow,
  AuditCycleConstants,
  AuditMessages,
  type AuditRoute,
  AuditRouteServerMessages,
  buildPath,
  ConnectorType,
  contract,
  type Endpoint,
  offsetByMetres,
  SpaceMessages,
  TextInputMessages,
} from '@indoor/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import {
  insertConnection,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
  PLAN_BOUNDS,
} from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('audit routes', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let planner: UserRow;
  let otherPlanner: UserRow;
  let auditor: UserRow;
  let otherAuditor: UserRow;
  let plainUser: UserRow;
  let space: SpaceRow;
  /** Fire extinguishers A (0, 0), B (20 m east) and C (20 m east, 10 m north) on floor 0. */
  let poiA: string;
  let poiB: string;
  let poiC: string;
  let connector: string;
  let upstairs: string;
  let routeId: string;

  const origin = { lat: 35.14, lon: 33.41 };
  const at = (east: number, north: number) => {
    const p = offsetByMetres(origin, east, north);
    return { coordinates_lat: p.lat, coordinates_lon: p.lon };
  };

  const call = async (
    endpoint: Endpoint,
    caller: UserRow | null,
    options: { params?: Record<string, string>; body?: object } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, options.params),
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      ...(options.body ? { payload: options.body } : {}),
    });

  const routeBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Extinguishers, ground floor',
    description: 'Yearly check',
    assigned_auditors: [auditor.username],
    building_id: space.buid,
    floor_number: 0,
    pois: [
      { puid: poiA, name: 'A', order: 1, coordinates: { lat: 0, lon: 0 } },
      { puid: poiB, name: 'B', order: 2, coordinates: { lat: 0, lon: 0 } },
      { puid: poiC, name: 'C', order: 3, coordinates: { lat: 0, lon: 0 } },
    ],
    optimization_method: 'custom-order',
    estimated_time: 999,
    status: 'active',
    created_at: new Date().toISOString(),
    ...overrides,
  });

  const routeCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_routes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await insertUser(t.db, { role: 'admin' });
    planner = await insertUser(t.db, { role: 'planner' });
    otherPlanner = await insertUser(t.db, { role: 'planner' });
    auditor = await insertUser(t.db, {
      role: 'auditor',
      name: 'Ann Auditor',
      assigned_planner: planner.id,
    });
    otherAuditor = await insertUser(t.db, {
      role: 'auditor',
      name: 'Otto Auditor',
      assigned_planner: otherPlanner.id,
    });
    plainUser = await insertUser(t.db);
    // The planner co-owns the hall: planners plan routes only on spaces they answer for.
    space = await insertSpace(t.db, plainUser.id, {
      name: 'Audit Hall',
      co_owners: [planner.id],
      ...{ coordinates_lat: 35.14, coordinates_lon: 33.41 },
    });
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
    await insertFloor(t.db, space.buid, 1, PLAN_BOUNDS);
    const fire = { pois_type: 'Fire Extinguisher' };
    poiA = (
      await insertPoi(t.db, space.buid, 0, plainUser.id, {
        name: 'Extinguisher A',
        ...fire,
        ...at(0, 0),
      })
    ).puid;
    poiB = (
      await insertPoi(t.db, space.buid, 0, plainUser.id, {
        name: 'Extinguisher B',
        ...fire,
        ...at(20, 0),
      })
    ).puid;
    poiC = (
      await insertPoi(t.db, space.buid, 0, plainUser.id, {
        name: 'Extinguisher C',
        ...fire,
        ...at(20, 10),
      })
    ).puid;
    connector = (
      await insertPoi(t.db, space.buid, 0, plainUser.id, {
        name: 'Connector',
        pois_type: ConnectorType,
        ...at(10, 10),
      })
    ).puid;
    upstairs = (await insertPoi(t.db, space.buid, 1, plainUser.id, { name: 'Upstairs', ...fire }))
      .puid;
    // A corridor bends round the connector: A to B walks 2 x 14.14 m, not the straight 20 m.
    await insertConnection(t.db, space.buid, poiA, connector, plainUser.id);
    await insertConnection(t.db, space.buid, connector, poiB, plainUser.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses users who are neither admins, planners nor auditors', async () => {
    const list = await call(contract.auditRoutesList, plainUser);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(AuditRouteServerMessages.forbidden);
    const create = await call(contract.auditRouteCreate, plainUser, { body: routeBody() });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(AuditRouteServerMessages.createForbidden);
    const byAuditor = await call(contract.auditRouteCreate, auditor, { body: routeBody() });
    expect(byAuditor.statusCode).toBe(403);
    expect((await call(contract.auditRoutesList, null)).statusCode).toBe(401);
    expect(await routeCount()).toBe(0);
  });

  it('refuses an incomplete or invalid plan with a clear message and stores nothing', async () => {
    const refused = async (overrides: Record<string, unknown>, status: number, message: string) => {
      const res = await call(contract.auditRouteCreate, planner, { body: routeBody(overrides) });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused({ name: '' }, 400, AuditMessages.missingFields);
    await refused({ name: undefined }, 400, AuditMessages.missingFields);
    await refused({ assigned_auditors: [] }, 400, AuditMessages.missingFields);
    await refused({ pois: [] }, 400, AuditMessages.missingFields);
    await refused(
      {
        pois: [
          { puid: poiA, order: 1 },
          { puid: connector, order: 2 },
        ],
      },
      400,
      AuditRouteServerMessages.connectorsNotAudited('Connector'),
    );
    await refused(
      {
        pois: [
          { puid: poiA, order: 1 },
          { puid: upstairs, order: 2 },
        ],
      },
      400,
      AuditRouteServerMessages.poisNotOnFloor(upstairs),
    );
    await refused(
      {
        pois: [
          { puid: poiA, order: 1 },
          { puid: poiB, order: 3 },
        ],
      },
      400,
      AuditRouteServerMessages.badOrder,
    );
    await refused(
      {
        pois: [
          { puid: poiA, order: 1 },
          { puid: poiA, order: 2 },
        ],
      },
      400,
      AuditRouteServerMessages.duplicatePois,
    );
    await refused(
      { assigned_auditors: [plainUser.username] },
      400,
      AuditRouteServerMessages.notAuditors(plainUser.name),
    );
    await refused(
      { assigned_auditors: [otherAuditor.username] },
      403,
      SpaceMessages.onlyOwnAuditors('Otto Auditor'),
    );
    // A route's name is one line: tabs and line breaks are refused, naming the field.
    for (const name of ['Round\nTwo', 'Round\tTwo', 'Round\r\nTwo']) {
      const res = await call(contract.auditRouteCreate, planner, { body: routeBody({ name }) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('name');
      expect(res.json().message).toContain(TextInputMessages.lineBreak);
    }
    expect(await routeCount()).toBe(0);
  });

  it('lets a planner save a route for their auditor; the server measures the walk', async () => {
    const res = await call(contract.auditRouteCreate, planner, { body: routeBody() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'success', message: AuditMessages.saved });
    routeId = answer.id;
    const route: AuditRoute = answer.route;
    expect(route).toMatchObject({
      id: routeId,
      _id: routeId,
      name: 'Extinguishers, ground floor',
      assigned_auditors: [auditor.username],
      building_id: space.buid,
      floor_number: 0,
      optimization_method: 'custom-order',
      status: 'active',
      created_by: planner.username,
      progress: { done: 0, total: 3 },
    });
    expect(route.pois.map((p) => [p.order, p.name])).toEqual([
      [1, 'Extinguisher A'],
      [2, 'Extinguisher B'],
      [3, 'Extinguisher C'],
    ]);
    // A to B walks round the connector (28.3 m), B to C is a straight 10 m (no connection):
    // 3 POIs x 2 min + 38.3 m / 10 = 9.83, rounded to 10 (a straight walk would give 9).
    expect(route.estimated_time).toBe(10);
    expect(await routeCount()).toBe(1);
  });

  it('shows the route to its planner, its auditor and admins only', async () => {
    const idsFor = async (caller: UserRow) => {
      const res = await call(contract.auditRoutesList, caller);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().routes as AuditRoute[]).map((r) => r.id);
    };
    expect(await idsFor(planner)).toEqual([routeId]);
    expect(await idsFor(auditor)).toEqual([routeId]);
    expect(await idsFor(admin)).toEqual([routeId]);
    expect(await idsFor(otherPlanner)).toEqual([]);
    expect(await idsFor(otherAuditor)).toEqual([]);
    const peek = await call(contract.auditRouteGet, otherPlanner, { params: { id: routeId } });
    expect(peek.statusCode).toBe(403);
    expect(peek.json().message).toBe(AuditRouteServerMessages.viewForbidden);
    const own = await call(contract.auditRouteGet, auditor, { params: { id: routeId } });
    expect(own.json().route.name).toBe('Extinguishers, ground floor');
    const missing = await call(contract.auditRouteGet, admin, { params: { id: 'route_nope' } });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the assigned auditor record results until the route is completed', async () => {
    const record = (caller: UserRow, body: object) =>
      call(contract.auditRouteRecordResult, caller, { params: { id: routeId }, body });
    const before = await t.db
      .selectFrom('pois')
      .selectAll()
      .where('puid', '=', poiA)
      .executeTakeFirstOrThrow();

    const byPlanner = await record(planner, { puid: poiA, result: 'found' });
    expect(byPlanner.statusCode).toBe(403);
    expect(byPlanner.json().message).toBe(AuditRouteServerMessages.onlyAssignedRecord);
    const notOnRoute = await record(auditor, { puid: upstairs, result: 'found' });
    expect(notOnRoute.statusCode).toBe(400);
    expect(notOnRoute.json().message).toBe(AuditRouteServerMessages.poiNotOnRoute);
    const future = await record(auditor, {
      puid: poiA,
      result: 'found',
      recorded_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(AuditRouteServerMessages.futureResult);
    const badResult = await record(auditor, { puid: poiA, result: 'lost' });
    expect(badResult.statusCode).toBe(400);

    const first = await record(auditor, { puid: poiA, result: 'found' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(AuditRouteServerMessages.resultRecorded);
    expect(first.json().route.progress).toEqual({ done: 1, total: 3 });
    const second = await record(auditor, {
      puid: poiB,
      result: 'damaged',
      note: '=SUM(A1) seal broken, "urgent"',
      recorded_at: '2026-03-04T10:20:00Z',
    });
    expect(second.json().route).toMatchObject({
      status: 'active',
      progress: { done: 2, total: 3 },
    });
    const last = await record(auditor, { puid: poiC, result: 'missing' });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().message).toBe(AuditRouteServerMessages.routeCompleted);
    const route: AuditRoute = last.json().route;
    expect(route.status).toBe('completed');
    expect(route.completed_at).not.toBeNull();
    expect(route.progress).toEqual({ done: 3, total: 3 });
    expect(route.pois.map((p) => p.result?.result)).toEqual(['found', 'damaged', 'missing']);
    expect(route.pois[1]?.result).toMatchObject({
      note: '=SUM(A1) seal broken, "urgent"',
      recorded_at: '2026-03-04T10:20:00.000Z',
      auditor: auditor.username,
    });

    // A found POI keeps everything but learns its last audit.
    const after = await t.db
      .selectFrom('pois')
      .selectAll()
      .where('puid', '=', poiA)
      .executeTakeFirstOrThrow();
    const { last_audit_at, last_audit_result, last_audit_by, last_audit_route, ...rest } = after;
    const {
      last_audit_at: _a,
      last_audit_result: _r,
      last_audit_by: _b,
      last_audit_route: _o,
      ...restBefore
    } = before;
    expect(rest).toEqual(restBefore);
    expect(last_audit_result).toBe('found');
    expect(last_audit_by).toBe(auditor.username);
    expect(last_audit_route).toBe(routeId);
    expect(last_audit_at).not.toBeNull();
  });

  it('downloads the results as formula-safe CSV and as XLSX', async () => {
    const csv = await call(contract.auditRouteResultsCsv, planner, { params: { id: routeId } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="audit-route-extinguishers-ground-floor-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Order,POI,POI id,Result,Note,Recorded at,Auditor');
    expect(lines[1]).toMatch(new RegExp(`^1,Extinguisher A,${poiA},Found,,\\d{4}-`));
    expect(lines[2]).toBe(
      `2,Extinguisher B,${poiB},Damaged,"'=SUM(A1) seal broken, ""urgent""",2026-03-04T10:20:00.000Z,${auditor.username}`,
    );
    expect(lines[3]).toMatch(new RegExp(`^3,Extinguisher C,${poiC},Missing,`));

    const xlsx = await call(contract.auditRouteResultsXlsx, auditor, { params: { id: routeId } });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(AuditRouteServerMessages.sheetName);
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Order',
      'POI',
      'POI id',
      'Result',
      'Note',
      'Recorded at',
      'Auditor',
    ]);
    expect(sheet?.getCell('D3').value).toBe('Damaged');
    // A text cell, never a formula.
    expect(sheet?.getCell('E3').value).toBe('=SUM(A1) seal broken, "urgent"');
    expect(sheet?.getCell('F3').value).toEqual(new Date('2026-03-04T10:20:00.000Z'));

    const stranger = await call(contract.auditRouteResultsCsv, otherPlanner, {
      params: { id: routeId },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(AuditRouteServerMessages.viewForbidden);
  });

  it('lets the planner edit the plan, keeping the results of the POIs that stay', async () => {
    const res = await call(contract.auditRouteUpdate, planner, {
      params: { id: routeId },
      body: routeBody({
        name: 'Extinguishers, A and B',
        pois: [
          { puid: poiB, order: 1 },
          { puid: poiA, order: 2 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const route: AuditRoute = res.json().route;
    expect(res.json().message).toBe(AuditRouteServerMessages.updated);
    expect(route.name).toBe('Extinguishers, A and B');
    expect(route.pois.map((p) => [p.puid, p.result?.result])).toEqual([
      [poiB, 'damaged'],
      [poiA, 'found'],
    ]);
    expect(route.status).toBe('completed');
    const results = await t.db
      .selectFrom('audit_results')
      .select('puid')
      .where('route_id', '=', routeId)
      .execute();
    expect(results.map((r) => r.puid).sort()).toEqual([poiA, poiB].sort());
  });

  it('lets an admin delete any route; its results go with it', async () => {
    // As the web client sends it: a DELETE with an empty JSON object.
    const res = await call(contract.auditRouteDelete, admin, { params: { id: routeId }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: AuditRouteServerMessages.deleted });
    expect(await routeCount()).toBe(0);
    expect(await t.db.selectFrom('audit_results').selectAll().execute()).toEqual([]);
    const list = await call(contract.auditRoutesList, auditor);
    expect(list.json().routes).toEqual([]);
  });

  it("lists assets due and overdue for an audit against the space's interval", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [puid, days] of [
      [poiA, 10],
      [poiB, 350],
      [poiC, 400],
    ] as const) {
      await t.db
        .updateTable('pois')
        .set({ last_audit_at: daysAgo(days) })
        .where('puid', '=', puid)
        .execute();
    }
    const register = async (audit?: 'due' | 'overdue') => {
      const res = await call(contract.assetRegister, plainUser, { body: audit ? { audit } : {} });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().assets as AssetRow[];
    };
    // Never audited: its interval runs from the day it was created, long ago.
    await t.db
      .updateTable('pois')
      .set({ created_at: new Date('2020-01-01T00:00:00Z') })
      .where('name', '=', 'Upstairs')
      .execute();
    const all = await register();
    const a = all.find((row) => row.puid === poiA);
    expect(a?.last_audit).toMatchObject({ result: 'found', auditor: auditor.username });
    expect(a?.audit_interval_days).toBe(AuditCycleConstants.defaultIntervalDays);
    expect(all.find((row) => row.name === 'Upstairs')?.last_audit).toBeNull();
    // 365 days: B has 15 days left (due); C is 35 days past; Upstairs was never audited
    // since it was created in 2020.
    expect((await register('due')).map((row) => row.name)).toEqual(['Extinguisher B']);
    expect((await register('overdue')).map((row) => row.name)).toEqual([
      'Extinguisher C',
      'Upstairs',
    ]);

    const tooShort = await call(contract.spaceUpdate, plainUser, {
      body: { buid: space.buid, audit_interval_days: 0 },
    });
    expect(tooShort.statusCode).toBe(400);
    const byPlanner = await call(contract.spaceUpdate, otherPlanner, {
      body: { buid: space.buid, audit_interval_days: 1000 },
    });
    expect(byPlanner.statusCode).toBe(403);
    const longer = await call(contract.spaceUpdate, plainUser, {
      body: { buid: space.buid, audit_interval_days: 1000 },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().space.audit_interval_days).toBe(1000);
    expect(await register('due')).toEqual([]);
    expect((await register('overdue')).map((row) => row.name)).toEqual(['Upstairs']);
  });

  /** A published hall of another owner, with one fire extinguisher on floor 0. */
  const foreignHall = async (coOwners: string[] = []) => {
    const owner = await insertUser(t.db);
    const hall = await insertSpace(t.db, owner.id, {
      name: 'Someone else’s hall',
      is_published: true,
      co_owners: coOwners,
    });
    await insertFloor(t.db, hall.buid, 0, PLAN_BOUNDS);
    const poi = await insertPoi(t.db, hall.buid, 0, owner.id, {
      name: 'Their extinguisher',
      pois_type: 'Fire Extinguisher',
      ...at(5, 5),
    });
    return { owner, hall, puid: poi.puid };
  };
  const lastAuditOf = async (puid: string) =>
    (
      await t.db
        .selectFrom('pois')
        .select(['last_audit_at', 'last_audit_result'])
        .where('puid', '=', puid)
        .executeTakeFirstOrThrow()
    ).last_audit_result;

  it('refuses a route on a building the planner neither owns nor co-owns, and its results', async () => {
    const { hall, puid } = await foreignHall();
    const before = await routeCount();
    const res = await call(contract.auditRouteCreate, planner, {
      body: routeBody({ building_id: hall.buid, pois: [{ puid, order: 1 }] }),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(AuditRouteServerMessages.planForbidden);
    expect(await routeCount()).toBe(before);
    // A route stored there before this rule: neither its planner nor its auditor may use it.
    const legacy = `route_legacy_${kind}`;
    await t.db
      .insertInto('audit_routes')
      .values({
        id: legacy,
        name: 'Legacy',
        building_id: hall.buid,
        floor_number: 0,
        pois: JSON.stringify([
          { puid, name: 'Their extinguisher', order: 1, lat: 0, lon: 0, pois_type: 'Room' },
        ]),
        assigned_auditors: [auditor.id],
        created_by: planner.id,
      })
      .execute();
    const record = await call(contract.auditRouteRecordResult, auditor, {
      params: { id: legacy },
      body: { puid, result: 'missing' },
    });
    expect(record.statusCode).toBe(403);
    expect(await lastAuditOf(puid)).toBeNull();
    for (const caller of [planner, auditor]) {
      const get = await call(contract.auditRouteGet, caller, { params: { id: legacy } });
      expect(get.statusCode).toBe(403);
      const list = await call(contract.auditRoutesList, caller);
      expect((list.json().routes as AuditRoute[]).map((r) => r.id)).not.toContain(legacy);
    }
    // An admin may plan there, but only with auditors who may audit the building.
    const byAdmin = await call(contract.auditRouteCreate, admin, {
      body: routeBody({ building_id: hall.buid, pois: [{ puid, order: 1 }] }),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(400);
    expect(byAdmin.json().message).toBe(
      AuditRouteServerMessages.auditorsCannotAudit('Ann Auditor'),
    );
    expect(await routeCount()).toBe(before + 1);
  });

  it('ends a removed co-owner’s access to routes, results and downloads at the next request', async () => {
    const coPlanner = await insertUser(t.db, { role: 'planner' });
    const coAuditor = await insertUser(t.db, {
      role: 'auditor',
      name: 'Cora Auditor',
      assigned_planner: coPlanner.id,
    });
    const { owner, hall, puid } = await foreignHall([coPlanner.id]);
    const created = await call(contract.auditRouteCreate, coPlanner, {
      body: routeBody({
        building_id: hall.buid,
        assigned_auditors: [coAuditor.username],
        pois: [{ puid, order: 1 }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const found = await call(contract.auditRouteRecordResult, coAuditor, {
      params: { id },
      body: { puid, result: 'found' },
    });
    expect(found.statusCode, found.body).toBe(200);
    const csvBefore = await call(contract.auditRouteResultsCsv, coPlanner, { params: { id } });
    expect(csvBefore.statusCode).toBe(200);

    const removed = await call(contract.spaceUpdate, owner, {
      body: { buid: hall.buid, co_owners: [] },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    for (const endpoint of [
      contract.auditRouteGet,
      contract.auditRouteResultsCsv,
      contract.auditRouteResultsXlsx,
    ]) {
      for (const caller of [coPlanner, coAuditor]) {
        const res = await call(endpoint, caller, { params: { id } });
        expect(res.statusCode, `${endpoint.id}`).toBe(403);
      }
    }
    for (const caller of [coPlanner, coAuditor]) {
      const list = await call(contract.auditRoutesList, caller);
      expect(list.json().routes).toEqual([]);
    }
    const missing = await call(contract.auditRouteRecordResult, coAuditor, {
      params: { id },
      body: { puid, result: 'missing' },
    });
    expect(missing.statusCode).toBe(403);
    expect(await lastAuditOf(puid)).toBe('found');
    const edit = await call(contract.auditRouteUpdate, coPlanner, {
      params: { id },
      body: routeBody({
        building_id: hall.buid,
        assigned_auditors: [coAuditor.username],
        pois: [{ puid, order: 1 }],
      }),
    });
    expect(edit.statusCode).toBe(403);
    // Admins keep every route; assigned to the building itself, the auditor is back.
    expect((await call(contract.auditRouteGet, admin, { params: { id } })).statusCode).toBe(200);
    await t.db
      .insertInto('space_auditors')
      .values({ buid: hall.buid, user_id: coAuditor.id })
      .execute();
    expect((await call(contract.auditRouteGet, coAuditor, { params: { id } })).statusCode).toBe(
      200,
    );
  });

  it('refuses result times before 2000 and in the future, storing nothing', async () => {
    const coPlanner = await insertUser(t.db, { role: 'planner' });
    const coAuditor = await insertUser(t.db, {
      role: 'auditor',
      assigned_planner: coPlanner.id,
    });
    const { hall, puid } = await foreignHall([coPlanner.id]);
    const created = await call(contract.auditRouteCreate, coPlanner, {
      body: routeBody({
        building_id: hall.buid,
        assigned_auditors: [coAuditor.username],
        pois: [{ puid, order: 1 }],
      }),
    });
    const id = created.json().id as string;
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000).toISOString();
    for (const [recorded_at, message] of [
      ['0050-06-01T00:00:00Z', AuditRouteServerMessages.tooEarlyResult],
      ['1999-12-31T23:59:59Z', AuditRouteServerMessages.tooEarlyResult],
      [tomorrow, AuditRouteServerMessages.futureResult],
    ] as const) {
      const res = await call(contract.auditRouteRecordResult, coAuditor, {
        params: { id },
        body: { puid, result: 'found', recorded_at },
      });
      expect(res.statusCode, recorded_at).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await lastAuditOf(puid)).toBeNull();
    const ok = await call(contract.auditRouteRecordResult, coAuditor, {
      params: { id },
      body: { puid, result: 'found', recorded_at: '2000-01-01T00:00:00Z' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().route.pois[0].result.recorded_at).toBe('2000-01-01T00:00:00.000Z');
  });

  it('lets an auditor see and audit the unpublished buildings their planner co-owns, and no others', async () => {
    const lead = await insertUser(t.db, { role: 'planner' });
    const worker = await insertUser(t.db, { role: 'auditor', assigned_planner: lead.id });
    const owner = await insertUser(t.db);
    const hidden = await insertSpace(t.db, owner.id, {
      name: 'Hidden Annex',
      is_published: false,
      co_owners: [lead.id],
    });
    await insertFloor(t.db, hidden.buid, 0, PLAN_BOUNDS);
    const poi = await insertPoi(t.db, hidden.buid, 0, owner.id, {
      name: 'Annex extinguisher',
      pois_type: 'Fire Extinguisher',
      serial_number: 'SN-ANNEX-1',
      ...at(3, 3),
    });
    const sees = async () => {
      const get = await call(contract.spaceGet, worker, { body: { buid: hidden.buid } });
      const pois = await call(contract.poisFloorAll, worker, {
        body: { buid: hidden.buid, floor_number: '0' },
      });
      const mine = await call(contract.spaceAccessible, worker, { body: {} });
      const found = await call(contract.spaceSearch, worker, { body: { query: 'Hidden Annex' } });
      return {
        get: get.statusCode,
        serial: pois.statusCode === 200 && pois.body.includes('SN-ANNEX-1'),
        accessible: JSON.stringify(mine.json()).includes(hidden.buid),
        searched: JSON.stringify(found.json()).includes(hidden.buid),
      };
    };
    expect(await sees()).toEqual({ get: 200, serial: true, accessible: true, searched: true });
    const created = await call(contract.auditRouteCreate, lead, {
      body: routeBody({
        building_id: hidden.buid,
        assigned_auditors: [worker.username],
        pois: [{ puid: poi.puid, order: 1 }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const recorded = await call(contract.auditRouteRecordResult, worker, {
      params: { id: created.json().id },
      body: { puid: poi.puid, result: 'found' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // Working for another planner, the auditor no longer sees the building at all.
    await t.db
      .updateTable('users')
      .set({ assigned_planner: otherPlanner.id })
      .where('id', '=', worker.id)
      .execute();
    expect(await sees()).toEqual({ get: 404, serial: false, accessible: false, searched: false });
  });
});
