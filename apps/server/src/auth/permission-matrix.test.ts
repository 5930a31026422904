import { allEndpoints, type Endpoint, type Role } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createSampleFixtures,
  ENDPOINT_SAMPLES,
  type SampleFixtures,
} from '../test/endpoint-samples.js';
import { insertUser } from '../test/factories.js';
import { callSample, insertUserOfEachRole } from '../test/sample-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import { TokenService } from './tokens.js';

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
const all = (status: number): Record<Role, number> => ({
  user: status,
  auditor: status,
  planner: status,
  moderator: status,
  admin: status,
});

/** The owner, moderators and admins edit a space's content (floors, POIs, radio maps). */
const spaceEditors: Record<Role, number> = {
  user: 200,
  auditor: 403,
  planner: 403,
  moderator: 200,
  admin: 200,
};
/** Only the owner and admins delete a space, change a campus or a floor plan. */
const spaceOwners: Record<Role, number> = { ...spaceEditors, moderator: 403 };
/** Planners (for their own auditors and routes) and admins. */
const plannersAndAdmins: Record<Role, number> = { ...all(403), planner: 200, admin: 200 };
/** An audit route is read by its auditor, its planner and admins. */
const routeReaders: Record<Role, number> = { ...plannersAndAdmins, auditor: 200 };
const adminsOnly: Record<Role, number> = { ...all(403), admin: 200 };

/**
 * Every endpoint that needs a bearer token, with the expected status for every
 * signed-in role (the sample request acts on a space and campus owned by 'user');
 * anonymous, tampered and expired tokens are always 401. A new protected endpoint
 * without a row here fails this test.
 */
const MATRIX: Record<string, Record<Role, number>> = {
  permissionsUsers: plannersAndAdmins,
  authUsersRole: adminsOnly,
  spaceAdd: all(200),
  /** Restoring adds a new space owned by the caller: whoever may add a space may restore one. */
  spaceRestore: all(200),
  /** An IMDF import adds a new space owned by the caller, as a restore does. */
  spaceImdfImport: all(200),
  /**
   * The sample names an unlisted private address: everyone else may name only listed
   * hosts, admins any public one (services/server-import.test.ts covers the rest).
   */
  spaceImportFromServer: all(403),
  spaceUpdate: spaceEditors,
  unitAdd: spaceEditors,
  unitUpdate: spaceEditors,
  unitDelete: spaceEditors,
  openingAdd: spaceEditors,
  openingDelete: spaceEditors,
  unitsFloorReplace: spaceEditors,
  unitsFloorConnectors: spaceEditors,
  /** Moving a whole space is an edit of it: the same roles as spaceUpdate. */
  spaceMove: spaceEditors,
  spaceDelete: spaceOwners,
  spaceAccessible: all(200),
  spaceAssignedAuditors: all(200),
  /** Co-owners are listed to those who may edit the space: the same roles as spaceUpdate. */
  spaceCoOwners: spaceEditors,
  campusAdd: all(200),
  campusUpdate: spaceOwners,
  campusDelete: spaceOwners,
  campusUser: all(200),
  floorAdd: spaceEditors,
  floorUpdate: spaceEditors,
  floorDelete: spaceEditors,
  floorPlanUpload: spaceOwners,
  /** Kept plan versions: whoever may upload a plan may make a kept one live or place it again. */
  floorPlanRestore: spaceOwners,
  floorPlanPlace: spaceOwners,
  radiomapUpload: spaceEditors,
  radiomapDelete: spaceEditors,
  poisAdd: spaceEditors,
  poisUpdate: spaceEditors,
  poisDelete: spaceEditors,
  assetRegister: all(200),
  connectionAdd: spaceEditors,
  connectionDelete: spaceEditors,
  radiomapDeleteBbox: spaceEditors,
  radiomapDeleteBboxTime: spaceEditors,
  radiomapDeleteTime: spaceEditors,
  // Audit routes: the sample route is planned by 'planner' for 'auditor'.
  auditRoutesList: routeReaders,
  auditRouteCreate: plannersAndAdmins,
  auditRouteGet: routeReaders,
  auditRouteUpdate: plannersAndAdmins,
  auditRouteDelete: plannersAndAdmins,
  auditRouteRecordResult: { user: 403, auditor: 200, planner: 403, moderator: 403, admin: 403 },
  auditRouteResultsCsv: routeReaders,
  auditRouteResultsXlsx: routeReaders,
  // Account administration: the samples act on a new auditor working for 'planner'.
  accountProfileUpdate: all(200),
  /** Open to every account; the sample accounts have no password, which is refused (400). */
  accountPasswordChange: all(400),
  authUsersCreate: plannersAndAdmins,
  authUsersResetPassword: plannersAndAdmins,
  authUsersDisabled: plannersAndAdmins,
  authUsersDelete: adminsOnly,
};

const protectedEndpoints = allEndpoints.filter(
  (e) => e.auth === 'bearer' || e.path.includes('/auth/'),
);

describeEachDatabase('permission matrix over the API contract', (kind) => {
  let t: TestApp;
  let fixtures: SampleFixtures;
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const users = await insertUserOfEachRole(t);
    fixtures = await createSampleFixtures(t, users, await insertUser(t.db, { role: 'user' }));
    for (const role of Object.keys(users) as Role[])
      tokens.set(role, await t.tokenFor(users[role]));
    tokens.set('anonymous', null);
    const [h, p] = (await t.tokenFor(users.user)).split('.');
    tokens.set('tampered', `${h}.${p}.${'A'.repeat(43)}`);
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

  it('lists every protected endpoint of the contract, and has a sample request for every endpoint', () => {
    const missing = protectedEndpoints.map((e) => e.id).filter((id) => !(id in MATRIX));
    expect(missing, 'add these endpoints to MATRIX').toEqual([]);
    const withoutSample = allEndpoints.map((e) => e.id).filter((id) => !(id in ENDPOINT_SAMPLES));
    expect(withoutSample, 'add these endpoints to ENDPOINT_SAMPLES').toEqual([]);
  });

  const call = (endpoint: Endpoint, caller: Caller) =>
    callSample(t, fixtures, endpoint, tokens.get(caller));

  for (const endpoint of protectedEndpoints) {
    for (const caller of CALLERS) {
      it(`${endpoint.id} as ${caller}`, async () => {
        const row = MATRIX[endpoint.id];
        if (!row) throw new Error(`no matrix row for ${endpoint.id}`);
        const expected =
          caller === 'anonymous' || caller === 'tampered' || caller === 'expired'
            ? 401
            : row[caller];
        const res = await call(endpoint, caller);
        expect(res.statusCode, res.body).toBe(expected);
        if (expected >= 400) expect(typeof res.json().message).toBe('string');
      });
    }
  }
});
