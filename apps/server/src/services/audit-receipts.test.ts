import { randomUUID } from 'node:crypto';
import {
  type AuditRoute,
  AuditRouteServerMessages,
  buildPath,
  contract,
  type Endpoint,
  ServerMessages,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Results sent again with their client id are stored once (docs/audit.md#results-sent-again). */
describeEachDatabase('audit results sent again', (kind) => {
  let t: TestApp;
  let planner: UserRow;
  let auditor: UserRow;
  let buid: string;
  let puids: string[];

  const call = async (
    endpoint: Endpoint,
    caller: UserRow,
    options: { params?: Record<string, string>; body?: object } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, options.params),
      headers: { authorization: `Bearer ${await t.tokenFor(caller)}` },
      ...(options.body ? { payload: options.body } : {}),
    });

  /** A new route over the three POIs, assigned to the auditor. */
  const newRoute = async (): Promise<string> => {
    const res = await call(contract.auditRouteCreate, planner, {
      body: {
        name: `Round ${randomUUID()}`,
        assigned_auditors: [auditor.username],
        building_id: buid,
        floor_number: 0,
        pois: puids.map((puid, i) => ({ puid, order: i + 1 })),
        optimization_method: 'custom-order',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };

  const record = (id: string, body: object) =>
    call(contract.auditRouteRecordResult, auditor, { params: { id }, body });

  const receiptsOf = async (id: string) =>
    t.db.selectFrom('audit_result_receipts').selectAll().where('route_id', '=', id).execute();

  const resultOf = (route: AuditRoute, puid: string) =>
    route.pois.find((p) => p.puid === puid)?.result ?? null;

  const lastAuditOf = async (puid: string) =>
    t.db
      .selectFrom('pois')
      .select(['last_audit_at', 'last_audit_result', 'last_audit_route'])
      .where('puid', '=', puid)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await insertUser(t.db);
    planner = await insertUser(t.db, { role: 'planner' });
    auditor = await insertUser(t.db, { role: 'auditor', assigned_planner: planner.id });
    buid = (await insertSpace(t.db, owner.id, { name: 'Receipt Hall', co_owners: [planner.id] }))
      .buid;
    await insertFloor(t.db, buid, 0);
    puids = [];
    for (const name of ['Extinguisher 1', 'Extinguisher 2', 'Extinguisher 3'])
      puids.push(
        (await insertPoi(t.db, buid, 0, owner.id, { name, pois_type: 'Fire Extinguisher' })).puid,
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a result sent twice with one client id once', async () => {
    const id = await newRoute();
    const [puid] = puids as [string];
    const body = {
      puid,
      result: 'damaged',
      note: 'Seal broken',
      recorded_at: '2026-03-04T10:20:00Z',
      client_id: randomUUID(),
    };
    const first = await record(id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(AuditRouteServerMessages.resultRecorded);
    const audit = await lastAuditOf(puid);

    const again = await record(id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(AuditRouteServerMessages.resultRecorded);
    expect(again.json().route).toEqual(first.json().route);
    expect(await receiptsOf(id)).toHaveLength(1);
    expect(await lastAuditOf(puid)).toEqual(audit);
    const results = await t.db
      .selectFrom('audit_results')
      .selectAll()
      .where('route_id', '=', id)
      .execute();
    expect(results).toHaveLength(1);
  });

  it('does not undo a later correction when the first send arrives again', async () => {
    const id = await newRoute();
    const [, puid] = puids as [string, string];
    const original = {
      puid,
      result: 'missing',
      note: '',
      recorded_at: new Date(Date.now() - 120_000).toISOString(),
      client_id: randomUUID(),
    };
    expect((await record(id, original)).statusCode).toBe(200);
    const correction = {
      puid,
      result: 'found',
      note: 'Behind the door',
      recorded_at: new Date(Date.now() - 60_000).toISOString(),
      client_id: randomUUID(),
    };
    const corrected = await record(id, correction);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const audit = await lastAuditOf(puid);
    expect(audit.last_audit_result).toBe('found');

    // The answer to the first send was lost; the device sends it again.
    const resent = await record(id, original);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(AuditRouteServerMessages.resultRecorded);
    expect(resultOf(resent.json().route, puid)).toMatchObject({
      result: 'found',
      note: 'Behind the door',
    });
    expect(await lastAuditOf(puid)).toEqual(audit);
    expect(await receiptsOf(id)).toHaveLength(2);
  });

  it('stores five identical requests racing once, answering each with the same result', async () => {
    const id = await newRoute();
    const [, , puid] = puids as [string, string, string];
    const body = { puid, result: 'wrong-location', note: 'By the lift', client_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => record(id, body)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(AuditRouteServerMessages.resultRecorded);
      const route: AuditRoute = answer.json().route;
      expect(route.progress).toEqual({ done: 1, total: 3 });
      expect(resultOf(route, puid)).toMatchObject({
        result: 'wrong-location',
        note: 'By the lift',
      });
    }
    const recordedAt = answers.map((a) => resultOf(a.json().route, puid)?.recorded_at);
    expect(new Set(recordedAt).size).toBe(1);
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('records as before without a client id, and refuses one that is not a UUID', async () => {
    const id = await newRoute();
    const [puid] = puids as [string];
    const bad = await record(id, { puid, result: 'found', client_id: 'result-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ServerMessages.invalidField('client_id', 'must be a UUID'));
    expect((await lastAuditOf(puid)).last_audit_route).not.toBe(id);

    const plain = { puid, result: 'found', note: '' };
    expect((await record(id, plain)).statusCode).toBe(200);
    expect((await record(id, { ...plain, result: 'missing' })).statusCode).toBe(200);
    expect(await receiptsOf(id)).toEqual([]);
    expect((await lastAuditOf(puid)).last_audit_result).toBe('missing');
  });

  it('refuses a client id already used for another POI, storing nothing', async () => {
    const id = await newRoute();
    const [first, second] = puids as [string, string];
    const client_id = randomUUID();
    expect((await record(id, { puid: first, result: 'found', client_id })).statusCode).toBe(200);
    const reused = await record(id, { puid: second, result: 'found', client_id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(AuditRouteServerMessages.clientIdTaken);
    const route = await call(contract.auditRouteGet, auditor, { params: { id } });
    expect(resultOf(route.json().route, second)).toBeNull();
  });

  it('removes the receipts with their route', async () => {
    const id = await newRoute();
    const [puid] = puids as [string];
    await record(id, { puid, result: 'found', client_id: randomUUID() });
    expect(await receiptsOf(id)).toHaveLength(1);
    const deleted = await call(contract.auditRouteDelete, planner, { params: { id }, body: {} });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await receiptsOf(id)).toEqual([]);
  });
});
