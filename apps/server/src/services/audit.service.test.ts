import {
  AuditMessages,
  AuditorAssignmentMessages,
  AuditRouteServerMessages,
  ConnectorType,
  offsetByMetres,
  SpaceMessages,
} from '@indoor/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { UserRow } from '../db/schema.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import {
  actorOf,
  emptyStore,
  type FakeStore,
  fakeDataAccess,
  refusalOf,
  seed,
} from '../test/fake-repositories.js';
import { type AuditRouteInput, AuditService } from './audit.service.js';
import { NavigationService } from './navigation.service.js';
import { SpacesService } from './spaces.service.js';

describe('audit route rules (in-memory repositories)', () => {
  let store: FakeStore;
  let audit: AuditService;
  let admin: UserRow;
  let planner: UserRow;
  let otherPlanner: UserRow;
  let auditor: UserRow;
  let otherAuditor: UserRow;
  let plainUser: UserRow;
  let hall: SpaceWithAuditors;
  let foreign: SpaceWithAuditors;
  const puids = { a: 'poi-a', b: 'poi-b', c: 'poi-c', connector: 'poi-conn', upstairs: 'poi-up' };

  const origin = { lat: 35.14, lon: 33.41 };
  const at = (east: number, north: number) => {
    const p = offsetByMetres(origin, east, north);
    return { coordinates_lat: p.lat, coordinates_lon: p.lon };
  };

  beforeEach(() => {
    store = emptyStore();
    const data = fakeDataAccess(store);
    const spaces = new SpacesService(data, {} as ObjectStorage);
    audit = new AuditService(data, spaces, new NavigationService(data, spaces));
    admin = seed.user(store, { id: 'admin', role: 'admin' });
    planner = seed.user(store, { id: 'planner', role: 'planner' });
    otherPlanner = seed.user(store, { id: 'other-planner', role: 'planner' });
    auditor = seed.user(store, {
      id: 'auditor',
      username: 'ann',
      name: 'Ann Auditor',
      role: 'auditor',
      assigned_planner: planner.id,
    });
    otherAuditor = seed.user(store, {
      id: 'other-auditor',
      username: 'otto',
      name: 'Otto Auditor',
      role: 'auditor',
      assigned_planner: otherPlanner.id,
    });
    plainUser = seed.user(store, { id: 'plain', username: 'plain', name: 'Plain User' });
    // The planner co-owns the hall; the foreign hall is someone else's entirely.
    hall = seed.space(store, plainUser.id, { buid: 'hall', co_owners: [planner.id] });
    foreign = seed.space(store, plainUser.id, { buid: 'foreign' });
    const fire = { pois_type: 'Fire Extinguisher' };
    seed.poi(store, hall.buid, 0, { puid: puids.a, name: 'Extinguisher A', ...fire, ...at(0, 0) });
    seed.poi(store, hall.buid, 0, { puid: puids.b, name: 'Extinguisher B', ...fire, ...at(20, 0) });
    seed.poi(store, hall.buid, 0, {
      puid: puids.c,
      name: 'Extinguisher C',
      ...fire,
      ...at(20, 10),
    });
    seed.poi(store, hall.buid, 0, {
      puid: puids.connector,
      name: 'Connector',
      pois_type: ConnectorType,
      ...at(10, 10),
    });
    seed.poi(store, hall.buid, 1, { puid: puids.upstairs, name: 'Upstairs', ...fire });
    seed.poi(store, foreign.buid, 0, { puid: 'poi-foreign', name: 'Their extinguisher', ...fire });
    // A corridor bends round the connector: A to B walks 2 x 14.14 m, not the straight 20 m.
    store.connections.push(
      { buid: hall.buid, pois_a: puids.a, pois_b: puids.connector },
      { buid: hall.buid, pois_a: puids.connector, pois_b: puids.b },
    );
  });

  const plan = (overrides: Partial<AuditRouteInput> = {}): AuditRouteInput => ({
    name: 'Extinguishers, ground floor',
    description: 'Yearly check',
    assigned_auditors: [auditor.username],
    building_id: hall.buid,
    floor_number: 0,
    pois: [
      { puid: puids.a, order: 1 },
      { puid: puids.b, order: 2 },
      { puid: puids.c, order: 3 },
    ],
    optimization_method: 'custom-order',
    estimated_time: 999,
    ...overrides,
  });
  const create = async (caller = planner, overrides: Partial<AuditRouteInput> = {}) =>
    (await audit.create(actorOf(caller), plan(overrides))).id;
  const record = (caller: UserRow, id: string, puid: string, recorded_at?: string) =>
    audit.recordResult(actorOf(caller), id, {
      puid,
      result: 'found',
      note: '',
      ...(recorded_at ? { recorded_at } : {}),
    });

  it('refuses users who are neither admins, planners nor auditors; auditors do not create', async () => {
    expect(await refusalOf(audit.list(actorOf(plainUser)))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.forbidden,
    });
    for (const caller of [plainUser, auditor])
      expect(await refusalOf(audit.create(actorOf(caller), plan()))).toEqual({
        status: 403,
        message: AuditRouteServerMessages.createForbidden,
      });
    expect(store.auditRoutes.size).toBe(0);
  });

  it('stores the measured walk, not the estimate the client sent', async () => {
    const answer = await audit.create(actorOf(planner), plan());
    expect(answer.message).toBe(AuditMessages.saved);
    // 3 POIs x 2 min + (28.3 m round the connector + 10 m) / 10 = 9.83, rounded to 10.
    expect(answer.route).toMatchObject({
      estimated_time: 10,
      created_by: planner.username,
      assigned_auditors: [auditor.username],
      status: 'active',
      progress: { done: 0, total: 3 },
    });
  });

  it('refuses an incomplete or invalid plan, naming what is wrong, and stores nothing', async () => {
    const refused = async (overrides: Partial<AuditRouteInput>, status: number, message: string) =>
      expect(await refusalOf(audit.create(actorOf(planner), plan(overrides)))).toEqual({
        status,
        message,
      });
    await refused({ name: '' }, 400, AuditMessages.missingFields);
    await refused({ assigned_auditors: [] }, 400, AuditMessages.missingFields);
    await refused({ pois: [] }, 400, AuditMessages.missingFields);
    const two = (second: string, order = 2) => ({
      pois: [
        { puid: puids.a, order: 1 },
        { puid: second, order },
      ],
    });
    await refused(
      two(puids.connector),
      400,
      AuditRouteServerMessages.connectorsNotAudited('Connector'),
    );
    await refused(
      two(puids.upstairs),
      400,
      AuditRouteServerMessages.poisNotOnFloor(puids.upstairs),
    );
    await refused(two(puids.b, 3), 400, AuditRouteServerMessages.badOrder);
    await refused(two(puids.a), 400, AuditRouteServerMessages.duplicatePois);
    await refused(
      { assigned_auditors: ['nobody'] },
      400,
      AuditorAssignmentMessages.unknown('nobody'),
    );
    await refused(
      { assigned_auditors: [auditor.username, auditor.id] },
      400,
      AuditRouteServerMessages.duplicateAuditors,
    );
    await refused(
      { assigned_auditors: [plainUser.username] },
      400,
      AuditRouteServerMessages.notAuditors('Plain User'),
    );
    await refused(
      { assigned_auditors: [otherAuditor.username] },
      403,
      SpaceMessages.onlyOwnAuditors('Otto Auditor'),
    );
    expect(store.auditRoutes.size).toBe(0);
  });

  it('plans only on spaces the planner owns or co-owns; an admin anywhere, with auditors who may audit it', async () => {
    const there = { building_id: foreign.buid, pois: [{ puid: 'poi-foreign', order: 1 }] };
    expect(await refusalOf(audit.create(actorOf(planner), plan(there)))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.planForbidden,
    });
    expect(await refusalOf(audit.create(actorOf(admin), plan(there)))).toEqual({
      status: 400,
      message: AuditRouteServerMessages.auditorsCannotAudit('Ann Auditor'),
    });
    store.spaces.set(foreign.buid, { ...foreign, assigned_auditors: [auditor.id] });
    await expect(create(admin, there)).resolves.toMatch(/^route_/);
  });

  it('shows a route to its planner, its auditors and admins only', async () => {
    const id = await create();
    const ids = async (caller: UserRow) =>
      (await audit.list(actorOf(caller))).routes.map((r) => r.id);
    for (const caller of [planner, auditor, admin]) expect(await ids(caller)).toEqual([id]);
    for (const caller of [otherPlanner, otherAuditor]) expect(await ids(caller)).toEqual([]);
    expect(await refusalOf(audit.get(actorOf(otherPlanner), id))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.viewForbidden,
    });
    expect((await audit.get(actorOf(auditor), id)).route.name).toBe('Extinguishers, ground floor');
    expect(await refusalOf(audit.get(actorOf(admin), 'route_nope'))).toEqual({
      status: 404,
      message: AuditRouteServerMessages.notFound,
    });
  });

  it('lets neither the auditor nor another planner change or delete the plan', async () => {
    const id = await create();
    for (const [caller, message] of [
      [auditor, AuditRouteServerMessages.auditorCannotEdit],
      [otherPlanner, AuditRouteServerMessages.editForbidden],
    ] as const) {
      expect(await refusalOf(audit.update(actorOf(caller), id, plan({ name: 'Changed' })))).toEqual(
        { status: 403, message },
      );
      expect(await refusalOf(audit.delete(actorOf(caller), id))).toEqual({ status: 403, message });
    }
    expect(await refusalOf(audit.delete(actorOf(plainUser), id))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.forbidden,
    });
    expect(store.auditRoutes.get(id)?.name).toBe('Extinguishers, ground floor');
  });

  it('its planner changes the plan, keeping the results of the POIs that stay; an admin deletes it', async () => {
    const id = await create();
    await record(auditor, id, puids.a);
    await record(auditor, id, puids.b);
    const changed = await audit.update(
      actorOf(planner),
      id,
      plan({
        name: 'Changed',
        pois: [
          { puid: puids.a, order: 1 },
          { puid: puids.c, order: 2 },
        ],
      }),
    );
    expect(changed.route).toMatchObject({ name: 'Changed', progress: { done: 1, total: 2 } });
    expect(store.auditResults.map((r) => r.puid)).toEqual([puids.a]);
    await audit.delete(actorOf(admin), id);
    expect(store.auditRoutes.size).toBe(0);
    expect(store.auditResults).toEqual([]);
  });

  it('only the assigned auditor records, for POIs of the route, at a time from 2000 to now', async () => {
    const id = await create();
    expect(await refusalOf(record(planner, id, puids.a))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.onlyAssignedRecord,
    });
    expect(await refusalOf(record(auditor, id, puids.upstairs))).toEqual({
      status: 400,
      message: AuditRouteServerMessages.poiNotOnRoute,
    });
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000).toISOString();
    for (const [when, message] of [
      ['0050-06-01T00:00:00Z', AuditRouteServerMessages.tooEarlyResult],
      ['1999-12-31T23:59:59Z', AuditRouteServerMessages.tooEarlyResult],
      [tomorrow, AuditRouteServerMessages.futureResult],
    ] as const)
      expect(await refusalOf(record(auditor, id, puids.a, when))).toEqual({ status: 400, message });
    expect(store.auditResults).toEqual([]);
    expect(store.pois.get(puids.a)?.last_audit_at).toBeNull();
    const first = await record(auditor, id, puids.a, '2000-01-01T00:00:00Z');
    expect(first.message).toBe(AuditRouteServerMessages.resultRecorded);
    expect(first.route.pois[0]?.result?.recorded_at).toBe('2000-01-01T00:00:00.000Z');
    expect(store.pois.get(puids.a)).toMatchObject({
      last_audit_result: 'found',
      last_audit_by: auditor.username,
      last_audit_route: id,
    });
  });

  it('the last result completes the route', async () => {
    const id = await create();
    await record(auditor, id, puids.a);
    await record(auditor, id, puids.b);
    const last = await record(auditor, id, puids.c);
    expect(last.message).toBe(AuditRouteServerMessages.routeCompleted);
    expect(last.route).toMatchObject({ status: 'completed', progress: { done: 3, total: 3 } });
    expect(last.route.completed_at).not.toBeNull();
    // A correction afterwards records, and the route stays completed.
    const again = await record(auditor, id, puids.c);
    expect(again.message).toBe(AuditRouteServerMessages.resultRecorded);
    expect(again.route.status).toBe('completed');
  });

  it('a removed co-owner loses the route and its auditor with them; an assignment to the space brings the auditor back', async () => {
    const id = await create();
    store.spaces.set(hall.buid, { ...hall, co_owners: [] });
    for (const caller of [planner, auditor]) {
      expect((await audit.list(actorOf(caller))).routes).toEqual([]);
      expect(await refusalOf(audit.get(actorOf(caller), id))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(record(auditor, id, puids.a))).toMatchObject({ status: 403 });
    expect(await refusalOf(audit.update(actorOf(planner), id, plan()))).toEqual({
      status: 403,
      message: AuditRouteServerMessages.editForbidden,
    });
    expect((await audit.get(actorOf(admin), id)).route.id).toBe(id);
    store.spaces.set(hall.buid, { ...hall, co_owners: [], assigned_auditors: [auditor.id] });
    expect((await audit.get(actorOf(auditor), id)).route.id).toBe(id);
    await expect(record(auditor, id, puids.a)).resolves.toMatchObject({
      message: AuditRouteServerMessages.resultRecorded,
    });
  });
});
