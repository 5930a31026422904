import { allEndpoints, type Endpoint, PoiAssetDetailKeys } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSampleFixtures, type SampleFixtures } from '../test/endpoint-samples.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { SHOWS_ASSET_DETAILS } from '../test/matrix-answers.js';
import { callerTokens, callSample } from '../test/sample-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

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
  let tokens: Map<AssetReader, string | null>;

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
    tokens = await callerTokens(t, {
      stranger,
      otherAuditor,
      unrelatedPlanner,
      owner,
      coOwner,
      moderator,
      admin,
      assignedAuditor,
      auditorsPlanner,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Samples add POIs named "Room" as the run goes on: a search for the sample POI
  // names it, so that it stays among the first results.
  const call = (endpoint: Endpoint, reader: AssetReader) =>
    callSample(
      t,
      fixtures,
      endpoint,
      tokens.get(reader),
      endpoint.id === 'poisSearch' ? { query: 'Room A' } : undefined,
    );

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
