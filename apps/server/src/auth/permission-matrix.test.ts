import {
  allEndpoints,
  buildPath,
  contract,
  type Endpoint,
  PoiAssetDetailKeys,
  type Role,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import {
  createSampleFixtures,
  ENDPOINT_SAMPLES,
  type SampleFixtures,
} from '../test/endpoint-samples.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { sampleRadiomapLog, storeRadiomap } from '../test/radiomaps.js';
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

/**
 * Every endpoint that needs a bearer token, with the expected status for every
 * signed-in role (the sample request acts on a space and campus owned by 'user');
 * anonymous, tampered and expired tokens are always 401. A new protected endpoint
 * without a row here fails this test.
 */
/** A federated sign-in with a token no provider signed: refused, none being configured. */
const GOOGLE_STATUS = 400;

const MATRIX: Record<string, Record<Role, number>> = {
  permissionsUsers: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  authUsersRole: { user: 403, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  spaceAdd: all(200),
  /** Restoring adds a new space owned by the caller: whoever may add a space may restore one. */
  spaceRestore: all(200),
  spaceUpdate: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  /** Moving a whole space is an edit of it: the same roles as spaceUpdate. */
  spaceMove: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  spaceDelete: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  spaceAccessible: all(200),
  spaceAssignedAuditors: all(200),
  /** Co-owners are listed to those who may edit the space: the same roles as spaceUpdate. */
  spaceCoOwners: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  campusAdd: all(200),
  campusUpdate: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  campusDelete: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  campusUser: all(200),
  floorAdd: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  floorUpdate: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  floorDelete: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  floorPlanUpload: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  /** Kept plan versions: whoever may upload a plan may make a kept one live or place it again. */
  floorPlanRestore: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  floorPlanPlace: { user: 200, auditor: 403, planner: 403, moderator: 403, admin: 200 },
  radiomapUpload: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  radiomapDelete: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  poisAdd: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  poisUpdate: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  poisDelete: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  assetRegister: all(200),
  connectionAdd: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  connectionDelete: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  radiomapDeleteBbox: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  radiomapDeleteBboxTime: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  radiomapDeleteTime: { user: 200, auditor: 403, planner: 403, moderator: 200, admin: 200 },
  // Audit routes: the sample route is planned by 'planner' for 'auditor'.
  auditRoutesList: { user: 403, auditor: 200, planner: 200, moderator: 403, admin: 200 },
  auditRouteCreate: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  auditRouteGet: { user: 403, auditor: 200, planner: 200, moderator: 403, admin: 200 },
  auditRouteUpdate: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  auditRouteDelete: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  auditRouteRecordResult: { user: 403, auditor: 200, planner: 403, moderator: 403, admin: 403 },
  auditRouteResultsCsv: { user: 403, auditor: 200, planner: 200, moderator: 403, admin: 200 },
  auditRouteResultsXlsx: { user: 403, auditor: 200, planner: 200, moderator: 403, admin: 200 },
  // Account administration: the samples act on a new auditor working for 'planner'.
  accountProfileUpdate: all(200),
  /** Open to every account; the sample accounts have no password, which is refused (400). */
  accountPasswordChange: all(400),
  authUsersCreate: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  authUsersResetPassword: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  authUsersDisabled: { user: 403, auditor: 403, planner: 200, moderator: 403, admin: 200 },
  authUsersDelete: { user: 403, auditor: 403, planner: 403, moderator: 403, admin: 200 },
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
    const users = {} as Record<Role, UserRow>;
    for (const role of ['user', 'auditor', 'planner', 'moderator', 'admin'] as const) {
      users[role] = await insertUser(t.db, { role });
    }
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

  const call = async (endpoint: Endpoint, caller: Caller) => {
    const sample = ENDPOINT_SAMPLES[endpoint.id];
    if (!sample) throw new Error(`no sample for ${endpoint.id}`);
    const { body, params, raw } = await sample(fixtures);
    const token = tokens.get(caller);
    const auth = token ? { authorization: `Bearer ${token}` } : {};
    return t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: { ...raw?.headers, ...auth },
      ...(endpoint.method === 'POST' || endpoint.method === 'PUT'
        ? { payload: raw?.payload ?? body ?? {} }
        : {}),
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
            : row[caller];
        const res = await call(endpoint, caller);
        expect(res.statusCode, res.body).toBe(expected);
        if (expected >= 400) expect(typeof res.json().message).toBe('string');
      });
    }
  }
});

type Visitor = 'anonymous' | 'stranger' | 'owner' | 'coOwner' | 'auditor' | 'admin';
const VISITORS: Visitor[] = ['anonymous', 'stranger', 'owner', 'coOwner', 'auditor', 'admin'];

/** Everyone gets `status`; a bearer endpoint refuses the anonymous caller. */
const everyone = (status: number, anonymous = status): Record<Visitor, number> => ({
  anonymous,
  stranger: status,
  owner: status,
  coOwner: status,
  auditor: status,
  admin: status,
});
/** Reads of the space: only those who can see it; to the others it does not exist. */
const seers = (anonymous = 404): Record<Visitor, number> => ({
  anonymous,
  stranger: 404,
  owner: 200,
  coOwner: 200,
  auditor: 200,
  admin: 200,
});
/** Changes inside the space: its editors; its auditor sees it but may not change it. */
const editors: Record<Visitor, number> = {
  anonymous: 401,
  stranger: 404,
  owner: 200,
  coOwner: 200,
  auditor: 403,
  admin: 200,
};

/**
 * Every endpoint of the contract, acting on an UNPUBLISHED space (with a floor plan, its
 * tiles, POIs, a connection, a radiomap and a campus) owned by 'owner', co-owned by
 * 'coOwner', with 'auditor' assigned; 'stranger' is a plain user with no part in it.
 * A caller who cannot see the space gets 404 (never 403: that would confirm it exists),
 * and no answer to such a caller carries the space's names.
 */
const VISIBILITY: Record<string, Record<Visitor, number>> = {
  getVersion: everyone(200),
  getHealth: everyone(200),
  getClientConfig: everyone(200),
  spacePublic: everyone(200),
  spaceAdd: everyone(200, 401),
  spaceRestore: everyone(200, 401),
  spaceGet: seers(),
  spaceUpdate: editors,
  spaceMove: editors,
  spaceDelete: { ...editors, coOwner: 200 },
  spaceAccessible: everyone(200, 401),
  spaceSearch: everyone(200),
  spaceAssignedAuditors: seers(401),
  spaceCoOwners: editors,
  /** A campus may gather only spaces its maker can see: the others are unknown (400). */
  campusAdd: { ...seers(401), stranger: 400 },
  campusGet: seers(),
  /** The campus is the owner's: only the owner and admins change it. */
  campusUpdate: {
    anonymous: 401,
    stranger: 403,
    owner: 200,
    coOwner: 403,
    auditor: 403,
    admin: 200,
  },
  campusDelete: {
    anonymous: 401,
    stranger: 403,
    owner: 200,
    coOwner: 403,
    auditor: 403,
    admin: 200,
  },
  campusUser: everyone(200, 401),
  shortLinkCreate: seers(),
  poisSearch: everyone(200),
  poisAdd: editors,
  poisUpdate: editors,
  poisDelete: editors,
  poisFloorAll: seers(),
  poisSpaceAll: seers(),
  assetRegister: everyone(200, 401),
  connectionAdd: editors,
  connectionDelete: editors,
  connectionFloorAll: seers(),
  connectionSpaceAll: seers(),
  navigationRoute: seers(),
  navigationRouteCoordinates: seers(),
  spaceGraphIssues: seers(),
  floorAll: seers(),
  floorAdd: editors,
  floorUpdate: editors,
  floorDelete: editors,
  floorPlanBase64: seers(),
  floorPlansBase64All: seers(),
  floorPlanUpload: editors,
  floorTile: seers(),
  floorPlanRestore: editors,
  floorPlanPlace: editors,
  radiomapUpload: editors,
  radiomapFloors: seers(),
  radiomapDelete: editors,
  radiomapTime: seers(),
  heatmapFloorAverage: seers(),
  heatmapFloorAverageTimestamp: seers(),
  userRegister: everyone(200),
  /** The sample signs in with a wrong password. */
  userLogin: everyone(401),
  userRefresh: everyone(200),
  /** No federated provider is configured in tests. */
  userLoginGoogle: everyone(GOOGLE_STATUS),
  permissionsUsers: { ...everyone(403, 401), admin: 200 },
  authUsersRole: { ...everyone(403, 401), admin: 200 },
  radiomapFingerprintsGrid: seers(),
  radiomapFingerprintsTile: seers(),
  heatmapFloorAverageTiles: seers(),
  heatmapFloorAverageTimestampTiles: seers(),
  radiomapDeleteBbox: editors,
  radiomapDeleteBboxTime: editors,
  radiomapDeleteTime: editors,
  accessPointsFloor: seers(),
  accessPointsIds: everyone(200),
  radioHeatmapPoi: seers(),
  /**
   * Audit routes go by role, not by the space: the sample route is planned by a planner
   * for 'auditor'; plain users (stranger, owner, co-owner) have no part in audits.
   */
  auditRoutesList: { ...everyone(403, 401), auditor: 200, admin: 200 },
  auditRouteCreate: { ...everyone(403, 401), admin: 200 },
  auditRouteGet: { ...everyone(403, 401), auditor: 200, admin: 200 },
  auditRouteUpdate: { ...everyone(403, 401), admin: 200 },
  auditRouteDelete: { ...everyone(403, 401), admin: 200 },
  auditRouteRecordResult: { ...everyone(403, 401), auditor: 200 },
  auditRouteResultsCsv: { ...everyone(403, 401), auditor: 200, admin: 200 },
  auditRouteResultsXlsx: { ...everyone(403, 401), auditor: 200, admin: 200 },
  // Account administration does not depend on the space.
  accountProfileUpdate: everyone(200, 401),
  accountPasswordChange: everyone(400, 401),
  authUsersCreate: { ...everyone(403, 401), admin: 200 },
  authUsersResetPassword: { ...everyone(403, 401), admin: 200 },
  authUsersDisabled: { ...everyone(403, 401), admin: 200 },
  authUsersDelete: { ...everyone(403, 401), admin: 200 },
};

/** Answers that list the space's contents to whoever can see it (their 200 must name it). */
const SHOWS_THE_SPACE = new Set([
  'spaceGet',
  'spaceSearch',
  'campusGet',
  'poisSearch',
  'poisFloorAll',
  'poisSpaceAll',
  'floorAll',
  'spaceGraphIssues',
]);

/**
 * Answers that carry the sample POIs with their asset details to a caller who may see
 * them (when the call succeeds): POI lists and search, the asset register, a POI update.
 */
const SHOWS_ASSET_DETAILS = new Set([
  'poisSearch',
  'poisFloorAll',
  'poisSpaceAll',
  'poisUpdate',
  'assetRegister',
]);

describeEachDatabase('visibility matrix over the API contract (an unpublished space)', (kind) => {
  let t: TestApp;
  let fixtures: SampleFixtures;
  const marker = `Hidden${Date.now().toString(36)}`;
  const assetMarker = `Asset${Date.now().toString(36)}`;
  const tokens = new Map<Visitor, string | null>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await insertUser(t.db, { role: 'user' });
    const coOwner = await insertUser(t.db, { role: 'user' });
    const auditor = await insertUser(t.db, { role: 'auditor' });
    const stranger = await insertUser(t.db, { role: 'user' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const users: Record<Role, UserRow> = {
      user: owner,
      auditor,
      planner: await insertUser(t.db, { role: 'planner' }),
      moderator: await insertUser(t.db, { role: 'moderator' }),
      admin,
    };
    fixtures = await createSampleFixtures(t, users, await insertUser(t.db), {
      published: false,
      marker,
      coOwners: [coOwner.id],
      auditors: [auditor.id],
      assetMarker,
    });
    tokens.set('anonymous', null);
    for (const [visitor, row] of [
      ['stranger', stranger],
      ['owner', owner],
      ['coOwner', coOwner],
      ['auditor', auditor],
      ['admin', admin],
    ] as const) {
      tokens.set(visitor, await t.tokenFor(row));
    }
    // A real plan with its tiles, and a radiomap: reads that find the space answer data.
    const upload = await call(contract.floorPlanUpload, 'owner');
    expect(upload.statusCode, upload.body).toBe(200);
    const target = { buid: fixtures.space.buid, floor: 0 };
    await storeRadiomap(t.db, target, sampleRadiomapLog(target));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (endpoint: Endpoint, visitor: Visitor) => {
    const sample = ENDPOINT_SAMPLES[endpoint.id];
    if (!sample) throw new Error(`no sample for ${endpoint.id}`);
    const { body, params, raw } = await sample(fixtures);
    const token = tokens.get(visitor);
    return t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: { ...raw?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(endpoint.method === 'POST' || endpoint.method === 'PUT'
        ? { payload: raw?.payload ?? body ?? {} }
        : {}),
    });
  };

  it('has a row for every endpoint of the contract', () => {
    const missing = allEndpoints.map((e) => e.id).filter((id) => !(id in VISIBILITY));
    expect(missing, 'add these endpoints to VISIBILITY').toEqual([]);
  });

  for (const endpoint of allEndpoints) {
    for (const visitor of VISITORS) {
      it(`${endpoint.id} as ${visitor}`, async () => {
        const expected = VISIBILITY[endpoint.id]?.[visitor];
        if (expected === undefined) throw new Error(`no visibility row for ${endpoint.id}`);
        const res = await call(endpoint, visitor);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
        if (expected >= 400) expect(typeof res.json().message).toBe('string');
        const text = res.rawPayload.toString('latin1');
        if (visitor === 'anonymous' || visitor === 'stranger') {
          expect(text, 'the hidden space leaked').not.toContain(marker);
          expect(text, 'asset details leaked').not.toContain(assetMarker);
        } else {
          if (SHOWS_THE_SPACE.has(endpoint.id)) expect(text).toContain(marker);
          // Everyone else here edits or audits the space: they read its asset details.
          if (SHOWS_ASSET_DETAILS.has(endpoint.id) && res.statusCode === 200)
            expect(text, 'asset details missing').toContain(assetMarker);
        }
      });
    }
  }
});

type AssetReader =
  | 'anonymous'
  | 'stranger'
  | 'otherAuditor'
  | 'unrelatedPlanner'
  | 'owner'
  | 'coOwner'
  | 'moderator'
  | 'admin'
  | 'assignedAuditor'
  | 'auditorsPlanner';
/** Callers who may not see the sample space's asset details, although they see the space. */
const REDACTED_READERS: AssetReader[] = [
  'anonymous',
  'stranger',
  'otherAuditor',
  'unrelatedPlanner',
];
/** Callers who edit the space, audit it or plan its audits (canSeeAssetDetails). */
const ASSET_READERS: AssetReader[] = [
  'owner',
  'coOwner',
  'moderator',
  'admin',
  'assignedAuditor',
  'auditorsPlanner',
];

/** The POI objects of an answer: POI lists and search, a POI add or update, the register. */
function poisOf(answer: unknown): Record<string, unknown>[] {
  const body = answer as { pois?: unknown; poi?: unknown; assets?: unknown };
  const list = [
    ...(Array.isArray(body.pois) ? body.pois : []),
    ...(body.poi ? [body.poi] : []),
    ...(Array.isArray(body.assets) ? body.assets : []),
  ];
  return list as Record<string, unknown>[];
}

/**
 * A PUBLISHED space owned by 'owner', co-owned by 'coOwner', audited by 'assignedAuditor'
 * who works for 'auditorsPlanner'; 'otherAuditor' audits another building and
 * 'unrelatedPlanner' plans for nobody here. Every endpoint of the contract is called by
 * every caller who may see the space but not its asset details: no answer carries them.
 * The callers who may read them get them from every answer that lists the POIs.
 */
describeEachDatabase('asset details over the API contract (a published space)', (kind) => {
  let t: TestApp;
  let fixtures: SampleFixtures;
  const assetMarker = `Asset${Date.now().toString(36)}`;
  const tokens = new Map<AssetReader, string | null>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await insertUser(t.db, { role: 'user' });
    const auditorsPlanner = await insertUser(t.db, { role: 'planner' });
    const assignedAuditor = await insertUser(t.db, {
      role: 'auditor',
      assigned_planner: auditorsPlanner.id,
    });
    const coOwner = await insertUser(t.db, { role: 'user' });
    const moderator = await insertUser(t.db, { role: 'moderator' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const unrelatedPlanner = await insertUser(t.db, { role: 'planner' });
    const otherAuditor = await insertUser(t.db, {
      role: 'auditor',
      assigned_planner: unrelatedPlanner.id,
    });
    const stranger = await insertUser(t.db, { role: 'user' });
    fixtures = await createSampleFixtures(
      t,
      { user: owner, auditor: assignedAuditor, planner: auditorsPlanner, moderator, admin },
      await insertUser(t.db),
      { published: true, coOwners: [coOwner.id], auditors: [assignedAuditor.id], assetMarker },
    );
    // The other auditor's own building, with assets of its own.
    const elsewhere = await insertSpace(t.db, stranger.id, { name: 'Elsewhere' });
    await insertFloor(t.db, elsewhere.buid, 0, PLAN_BOUNDS);
    await insertPoi(t.db, elsewhere.buid, 0, stranger.id, { name: 'Room Elsewhere' });
    await t.db
      .insertInto('space_auditors')
      .values({ buid: elsewhere.buid, user_id: otherAuditor.id })
      .execute();
    tokens.set('anonymous', null);
    for (const [reader, row] of [
      ['stranger', stranger],
      ['otherAuditor', otherAuditor],
      ['unrelatedPlanner', unrelatedPlanner],
      ['owner', owner],
      ['coOwner', coOwner],
      ['moderator', moderator],
      ['admin', admin],
      ['assignedAuditor', assignedAuditor],
      ['auditorsPlanner', auditorsPlanner],
    ] as const) {
      tokens.set(reader, await t.tokenFor(row));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (endpoint: Endpoint, reader: AssetReader) => {
    const sample = ENDPOINT_SAMPLES[endpoint.id];
    if (!sample) throw new Error(`no sample for ${endpoint.id}`);
    const request = await sample(fixtures);
    const { params, raw } = request;
    // Samples add POIs named "Room" as the run goes on: a search for the sample POI
    // names it, so that it stays among the first results.
    const body = endpoint.id === 'poisSearch' ? { query: 'Room A' } : request.body;
    const token = tokens.get(reader);
    return t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: { ...raw?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(endpoint.method === 'POST' || endpoint.method === 'PUT'
        ? { payload: raw?.payload ?? body ?? {} }
        : {}),
    });
  };

  for (const endpoint of allEndpoints) {
    for (const reader of REDACTED_READERS) {
      it(`${endpoint.id} as ${reader}: no asset details`, async () => {
        const res = await call(endpoint, reader);
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        expect(res.rawPayload.toString('latin1'), 'asset details leaked').not.toContain(
          assetMarker,
        );
        if (!SHOWS_ASSET_DETAILS.has(endpoint.id) || res.statusCode !== 200) return;
        // Their own spaces' assets (a restored space, say) are theirs to read.
        const samples = poisOf(res.json()).filter((poi) => poi.buid === fixtures.space.buid);
        for (const poi of samples) {
          for (const key of PoiAssetDetailKeys) expect(poi, `${key} sent`).not.toHaveProperty(key);
          expect(poi).not.toHaveProperty('last_audit');
        }
      });
    }
  }

  // The public reads answer the POIs, without asset details, to everyone who sees the space.
  for (const id of ['poisFloorAll', 'poisSpaceAll', 'poisSearch']) {
    for (const reader of REDACTED_READERS) {
      it(`${id} as ${reader}: the POIs with their public fields`, async () => {
        const endpoint = allEndpoints.find((e) => e.id === id);
        if (!endpoint) throw new Error(id);
        const res = await call(endpoint, reader);
        expect(res.statusCode, res.body).toBe(200);
        const sample = poisOf(res.json()).find((poi) => poi.puid === fixtures.poiA);
        expect(sample).toMatchObject({ name: 'Room A', pois_type: 'Room', floor_number: '0' });
        expect(sample).toHaveProperty('coordinates_lat');
      });
    }
  }

  for (const id of SHOWS_ASSET_DETAILS) {
    for (const reader of ASSET_READERS) {
      it(`${id} as ${reader}: with asset details`, async () => {
        const endpoint = allEndpoints.find((e) => e.id === id);
        if (!endpoint) throw new Error(id);
        const res = await call(endpoint, reader);
        // Only the space's editors change its POIs.
        const editor = !['assignedAuditor', 'auditorsPlanner'].includes(reader);
        if (id === 'poisUpdate' && !editor) {
          expect(res.statusCode, res.body).toBe(403);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const sample = poisOf(res.json()).find((poi) => poi.puid === fixtures.poiA);
        expect(sample).toMatchObject({
          serialNumber: `SN ${assetMarker}`,
          manufacturer: `Maker ${assetMarker}`,
          modelNumber: `Model ${assetMarker}`,
          purchaseDate: '2023-04-05',
          price: 1234.5,
          quantity: 7,
          link: `https://example.org/${assetMarker}`,
          tags: [`tag-${assetMarker}`],
          warranty: { scope: `Scope ${assetMarker}`, expirationDate: '2031-01-01' },
        });
        if (id === 'assetRegister')
          expect(sample?.last_audit).toMatchObject({ auditor: `auditor-${assetMarker}` });
      });
    }
  }
});
