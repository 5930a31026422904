import { allEndpoints, contract, type Endpoint, type Role } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createSampleFixtures, type SampleFixtures } from '../test/endpoint-samples.js';
import { insertUser } from '../test/factories.js';
import { GOOGLE_STATUS, SHOWS_ASSET_DETAILS } from '../test/matrix-answers.js';
import { sampleRadiomapLog, storeRadiomap } from '../test/radiomaps.js';
import { callerTokens, callSample } from '../test/sample-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

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

/** The campus is the owner's: only the owner and admins change it. */
const campusOwner: Record<Visitor, number> = {
  anonymous: 401,
  stranger: 403,
  owner: 200,
  coOwner: 403,
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
  spaceImdfImport: everyone(200, 401),
  /** The sample names an unlisted private address: refused to every signed-in caller. */
  spaceImportFromServer: everyone(403, 401),
  spaceGet: seers(),
  spaceUpdate: editors,
  unitsFloorAll: seers(),
  spaceImdfExport: seers(),
  spaceImdfDownload: seers(),
  unitAdd: editors,
  unitUpdate: editors,
  unitDelete: editors,
  openingAdd: editors,
  openingDelete: editors,
  unitsFloorReplace: editors,
  unitsFloorConnectors: editors,
  spaceMove: editors,
  spaceDelete: { ...editors, coOwner: 200 },
  spaceAccessible: everyone(200, 401),
  spaceSearch: everyone(200),
  spaceAssignedAuditors: seers(401),
  spaceCoOwners: editors,
  /** A campus may gather only spaces its maker can see: the others are unknown (400). */
  campusAdd: { ...seers(401), stranger: 400 },
  campusGet: seers(),
  campusUpdate: campusOwner,
  campusDelete: campusOwner,
  campusUser: everyone(200, 401),
  /** As the campus viewer: the campus's only space is unpublished, so to the others it is unknown. */
  campusImdfExport: seers(),
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
  navigationRouteToRoom: seers(),
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
  positionEstimate: seers(),
  positionPredictFloor: seers(),
  positionAccesMap: seers(),
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

describeEachDatabase('visibility matrix over the API contract (an unpublished space)', (kind) => {
  let t: TestApp;
  let fixtures: SampleFixtures;
  const marker = `Hidden${Date.now().toString(36)}`;
  const assetMarker = `Asset${Date.now().toString(36)}`;
  let tokens: Map<Visitor, string | null>;

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
    tokens = await callerTokens(t, { stranger, owner, coOwner, auditor, admin });
    // A real plan with its tiles, and a radiomap: reads that find the space answer data.
    const upload = await call(contract.floorPlanUpload, 'owner');
    expect(upload.statusCode, upload.body).toBe(200);
    const target = { buid: fixtures.space.buid, floor: 0 };
    await storeRadiomap(t.db, target, sampleRadiomapLog(target));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (endpoint: Endpoint, visitor: Visitor) =>
    callSample(t, fixtures, endpoint, tokens.get(visitor));

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
