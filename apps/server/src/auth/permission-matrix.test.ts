import { allEndpoints, buildPath, type Endpoint, type Role } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertCampus, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Caller = 'anonymous' | 'tampered' | 'expired' | Role;
const CALLERS: Caller[] = [
  'anonymous',
  'tampered',
  'expired',
  'user',
  'auditor',
  'planner',
  'moderator',
  'admin',
];

interface Fixtures {
  users: Record<Role, UserRow>;
  target: UserRow;
  /** A published space owned by the 'user' caller. */
  space: SpaceRow;
  /** A campus owned by the 'user' caller. */
  campusId: string;
  db: TestApp['db'];
}

type RequestShape = { body?: unknown; params?: Record<string, string> };

interface MatrixRow {
  request(f: Fixtures): RequestShape | Promise<RequestShape>;
  /** Expected status per signed-in role; anonymous, tampered and expired tokens are always 401. */
  expect: Record<Role, number>;
}

/**
 * Every endpoint that needs a bearer token, with the outcome for every kind of
 * caller. A new protected endpoint without a row here fails this test.
 */
const MATRIX: Record<string, MatrixRow> = {
  permissionsUsers: {
    request: () => ({}),
    expect: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  },
  authUsersRole: {
    request: (f) => ({ body: { userId: f.target.id, role: 'moderator' } }),
    expect: { user: 403, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  },
  spaceAdd: {
    request: () => ({ body: { name: 'New hall', coordinates_lat: 35.1, coordinates_lon: 33.4 } }),
    expect: { user: 200, auditor: 200, planner: 200, moderator: 200, admin: 200 },
  },
  spaceUpdate: {
    request: (f) => ({ body: { buid: f.space.buid, description: `edited ${Math.random()}` } }),
    expect: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  },
  spaceDelete: {
    // Each call deletes a fresh space of the 'user' caller.
    request: async (f) => ({ body: { buid: (await insertSpace(f.db, f.users.user.id)).buid } }),
    expect: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  },
  spaceAccessible: {
    request: () => ({ body: {} }),
    expect: { user: 200, auditor: 200, planner: 200, moderator: 200, admin: 200 },
  },
  spaceAssignedAuditors: {
    request: (f) => ({ params: { buid: f.space.buid } }),
    expect: { user: 200, auditor: 200, planner: 200, moderator: 200, admin: 200 },
  },
  campusAdd: {
    request: (f) => ({ body: { name: 'Campus', buids: [f.space.buid] } }),
    expect: { user: 200, auditor: 200, planner: 200, moderator: 200, admin: 200 },
  },
  campusUpdate: {
    request: (f) => ({ body: { cuid: f.campusId, description: `edited ${Math.random()}` } }),
    expect: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  },
  campusDelete: {
    request: async (f) => ({
      body: { cuid: await insertCampus(f.db, f.users.user.id, f.space.buid) },
    }),
    expect: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  },
  campusUser: {
    request: () => ({ body: {} }),
    expect: { user: 200, auditor: 200, planner: 200, moderator: 200, admin: 200 },
  },
};

const protectedEndpoints = allEndpoints.filter(
  (e) => e.auth === 'bearer' || e.path.includes('/auth/'),
);

describe('permission matrix over the API contract', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const users = {} as Record<Role, UserRow>;
    for (const role of ['user', 'auditor', 'planner', 'moderator', 'admin'] as const) {
      users[role] = await insertUser(t.db, { role });
    }
    const space = await insertSpace(t.db, users.user.id);
    fixtures = {
      users,
      target: await insertUser(t.db, { role: 'user' }),
      space,
      campusId: await insertCampus(t.db, users.user.id, space.buid),
      db: t.db,
    };
    for (const role of Object.keys(users) as Role[])
      tokens.set(role, await t.tokenFor(users[role]));
    tokens.set('anonymous', null);
    const [h, p] = (await t.tokenFor(users.user)).split('.');
    tokens.set('tampered', `${h}.${p}.${'A'.repeat(43)}`);
    const { TokenService } = await import('./tokens.js');
    const expired = new TokenService(
      new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
      -5,
    );
    tokens.set(
      'expired',
      await expired.issue({ userId: users.admin.id, username: 'x', role: 'admin' }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every protected endpoint of the contract', () => {
    const missing = protectedEndpoints.map((e) => e.id).filter((id) => !(id in MATRIX));
    expect(missing, 'add these endpoints to MATRIX').toEqual([]);
    expect(protectedEndpoints.length).toBeGreaterThan(0);
  });

  const call = async (endpoint: Endpoint, caller: Caller) => {
    const row = MATRIX[endpoint.id];
    if (!row) throw new Error(`no matrix row for ${endpoint.id}`);
    const { body, params } = await row.request(fixtures);
    const token = tokens.get(caller);
    return t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(endpoint.method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
  };

  for (const endpoint of protectedEndpoints) {
    for (const caller of CALLERS) {
      it(`${endpoint.id} as ${caller}`, async () => {
        const row = MATRIX[endpoint.id];
        if (!row) throw new Error(`no matrix row for ${endpoint.id}`);
        const expected =
          caller === 'anonymous' || caller === 'tampered' || caller === 'expired'
            ? 401
            : row.expect[caller];
        const res = await call(endpoint, caller);
        expect(res.statusCode).toBe(expected);
        if (expected >= 400) expect(typeof res.json().message).toBe('string');
      });
    }
  }
});
