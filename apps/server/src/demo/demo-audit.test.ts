import { type AuditRoute, buildPath, ConnectorType, contract } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { withLoadedDemo } from '../test/loaded-demo.js';
import { DEMO_AUDITOR_USERNAME, DEMO_PLANNER_USERNAME, loadDemoAuditOnce } from './demo-audit.js';
import { readDemoBuilding } from './load-demo.js';

const demo = await readDemoBuilding();

describe('demo audit team and route', () => {
  const loaded = withLoadedDemo('demo-audit');
  const printed = new Map<string, string>();
  const log = {
    info: () => {},
    warn: (fields: object) => {
      const { username, password } = fields as { username: string; password: string };
      printed.set(username, password);
    },
  };

  const login = async (username: string) => {
    const res = await loaded.t.app.inject({
      method: 'POST',
      url: contract.userLogin.path,
      payload: { username, password: printed.get(username) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user.access_token as string;
  };

  it('creates a planner and an auditor with printed passwords, and a route with some results, once', async () => {
    expect(await loadDemoAuditOnce(loaded.t.db, async () => demo.space.buid, log)).toBe('loaded');
    expect([...printed.keys()]).toEqual([DEMO_PLANNER_USERNAME, DEMO_AUDITOR_USERNAME]);

    const plannerToken = await login(DEMO_PLANNER_USERNAME);
    const list = await loaded.t.app.inject({
      method: 'GET',
      url: contract.auditRoutesList.path,
      headers: { authorization: `Bearer ${plannerToken}` },
    });
    const routes = list.json().routes as AuditRoute[];
    expect(routes).toHaveLength(1);
    const route = routes[0] as AuditRoute;
    expect(route).toMatchObject({
      building_id: demo.space.buid,
      floor_number: 0,
      created_by: DEMO_PLANNER_USERNAME,
      assigned_auditors: [DEMO_AUDITOR_USERNAME],
      optimization_method: 'shortest-path',
      status: 'active',
    });
    expect(route.pois[0]?.name).toBe('Main Entrance');
    expect(route.pois.every((p) => p.pois_type !== ConnectorType)).toBe(true);
    expect(route.progress).toEqual({ done: 3, total: route.pois.length });
    expect(route.pois.slice(0, 3).map((p) => p.result?.result)).toEqual([
      'found',
      'found',
      'damaged',
    ]);

    // The auditor signs in with the printed password and finishes the round.
    const auditorToken = await login(DEMO_AUDITOR_USERNAME);
    let last: AuditRoute = route;
    for (const poi of route.pois.slice(3)) {
      const res = await loaded.t.app.inject({
        method: 'POST',
        url: buildPath(contract.auditRouteRecordResult.path, { id: route.id }),
        headers: { authorization: `Bearer ${auditorToken}` },
        payload: { puid: poi.puid, result: 'found' },
      });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json().route;
    }
    expect(last.status).toBe('completed');

    expect(await loadDemoAuditOnce(loaded.t.db, async () => demo.space.buid, log)).toBe('skipped');
    const users = await loaded.t.db.selectFrom('users').select('username').execute();
    expect(users.filter((u) => u.username === DEMO_PLANNER_USERNAME)).toHaveLength(1);
  });
});
