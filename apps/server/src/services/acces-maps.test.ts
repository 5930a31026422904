import fs from 'node:fs';
import {
  AccesColourRule,
  AccesDefaults,
  contract,
  FloorMessages,
  ServerMessages,
  syntheticSurvey,
  writeRadiomapLog,
} from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AccesWorkConstants } from '../config/infrastructure.js';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import type { FloorAccesMap } from './acces-maps.service.js';
import { AccesRefresher } from './acces-refresher.js';
import { ComputationStopped } from './floor-refresher.js';

const ORIGIN = { lat: 35.1446, lon: 33.4115 };
/** A 40 m x 32 m floor walked along two corridors: 400 scans, each its own location, 8 APs. */
const SURVEY = syntheticSurvey({
  seed: 5,
  corridors: 2,
  widthM: 40,
  accessPoints: 8,
  scans: 400,
  shadowingDb: 4,
  origin: ORIGIN,
});
/** The floor plan placed over the survey, a few metres beyond it on every side. */
const PAD_DEG = 0.00004;
const lats = SURVEY.scans.map((s) => s.lat);
const lons = SURVEY.scans.map((s) => s.lon);
const BOUNDS = {
  south: Math.min(...lats) - PAD_DEG,
  north: Math.max(...lats) + PAD_DEG,
  west: Math.min(...lons) - PAD_DEG,
  east: Math.max(...lons) + PAD_DEG,
};
/** [lon, lat] top-left, top-right, bottom-right, bottom-left. */
const PLAN_CORNERS = [
  [BOUNDS.west, BOUNDS.north],
  [BOUNDS.east, BOUNDS.north],
  [BOUNDS.east, BOUNDS.south],
  [BOUNDS.west, BOUNDS.south],
];
const inPlan = ([lat, lng]: [number, number]) =>
  lat >= BOUNDS.south && lat <= BOUNDS.north && lng >= BOUNDS.west && lng <= BOUNDS.east;

/** Reads answer at once (no wait for a computation), and computations report at once. */
const QUICK = { readWaitMs: 0, pollMs: 100, settleMs: 0, progressMs: 10 };

describeEachDatabase('accuracy maps computed in the background', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let space: SpaceRow;
  let hidden: SpaceRow;
  let floorCounter = 0;

  const post = async (caller: UserRow | null, body: object) =>
    t.app.inject({
      method: 'POST',
      url: contract.positionAccesMap.path,
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      payload: body,
    });
  const read = async (floor: number, caller: UserRow | null = owner): Promise<FloorAccesMap> => {
    const res = await post(caller, { buid: space.buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FloorAccesMap;
  };
  /** Reads until the answer is ready, as the layer does while it shows the progress. */
  const readWhenReady = async (floor: number, seen: FloorAccesMap[] = []) => {
    for (let attempt = 0; attempt < 600; attempt++) {
      const answer = await read(floor);
      seen.push(answer);
      if (answer.status === 'ready') return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`floor ${floor}: still computing`);
  };
  const survey = async (floor: number, from: number, to: number) => {
    const target = { buid: space.buid, floor };
    await storeRadiomap(t.db, target, writeRadiomapLog(SURVEY.scans.slice(from, to), target));
  };
  const newFloor = async () => {
    floorCounter += 1;
    await insertFloor(t.db, space.buid, floorCounter, {
      plan_corners: JSON.stringify(PLAN_CORNERS),
      bottom_left_lat: BOUNDS.south,
      bottom_left_lng: BOUNDS.west,
      top_right_lat: BOUNDS.north,
      top_right_lng: BOUNDS.east,
    });
    return floorCounter;
  };
  const floorVersion = async (floor: number) =>
    (
      await t.db
        .selectFrom('floors')
        .select(sql<string>`fingerprints_version::text`.as('v'))
        .where('buid', '=', space.buid)
        .where('floor_number', '=', floor)
        .executeTakeFirstOrThrow()
    ).v;
  const storedVersion = async (floor: number) =>
    (
      await t.db
        .selectFrom('acces_maps')
        .select(sql<string>`fingerprints_version::text`.as('v'))
        .where('buid', '=', space.buid)
        .where('floor_number', '=', floor)
        .executeTakeFirst()
    )?.v ?? null;
  const claims = async (floor: number) =>
    t.db
      .selectFrom('acces_map_computations')
      .selectAll()
      .where('buid', '=', space.buid)
      .where('floor_number', '=', floor)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { DATA_DIR: fs.mkdtempSync('/tmp/acces-maps-test-') },
      { accesWork: QUICK },
    );
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: ORIGIN.lat,
      coordinates_lon: ORIGIN.lon,
    });
    hidden = await insertSpace(t.db, owner.id, { is_published: false });
    await insertFloor(t.db, hidden.buid, 0);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('answers a floor without fingerprints at once with an empty map, and computes nothing', async () => {
    const floor = await newFloor();
    const answer = await read(floor, null);
    expect(answer).toEqual({
      crlb: [],
      geojson: { coordinates: [] },
      raw_crlb_m: [],
      step_m: 0,
      bands: AccesColourRule.bands,
      survey_next: [],
      held_out_locations: 0,
      version: '0',
      computed_at: null,
      status: 'ready',
      progress: null,
    });
    await t.app.accesRefresher.lookNow();
    expect(await storedVersion(floor)).toBeNull();
    expect(t.app.accesRefresher.computed).toBe(0);
  });

  it('answers 404 with a message for a hidden space, an unknown space or floor', async () => {
    for (const [caller, body, message] of [
      [stranger, { buid: hidden.buid, floor: 0 }, ServerMessages.spaceNotFound],
      [null, { buid: hidden.buid, floor: 0 }, ServerMessages.spaceNotFound],
      [owner, { buid: 'building_unknown', floor: 0 }, ServerMessages.spaceNotFound],
      [owner, { buid: space.buid, floor: 99 }, FloorMessages.notFound],
    ] as const) {
      const res = await post(caller, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message });
    }
    // The owner sees the hidden space's floor.
    const res = await post(owner, { buid: hidden.buid, floor: 0 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('computes a surveyed floor off the event loop, answering the progress, then the map inside the plan', async () => {
    const floor = await newFloor();
    await survey(floor, 0, 400);
    const seen: FloorAccesMap[] = [];
    const ready = await readWhenReady(floor, seen);
    // Computed for the first time: the progress first, nothing to show yet.
    const first = seen[0] as FloorAccesMap;
    expect(first.status).toBe('computing');
    expect(first.crlb).toEqual([]);
    expect(first.computed_at).toBeNull();
    const progressed = seen.filter((a) => a.status === 'computing').map((a) => a.progress);
    for (const p of progressed) expect(p?.done).toBeLessThanOrEqual(p?.total ?? -1);
    expect(progressed.some((p) => (p?.done ?? 0) > 0)).toBe(true);

    expect(ready.version).toBe(await floorVersion(floor));
    expect(ready.progress).toBeNull();
    expect(ready.crlb.length).toBeGreaterThan(100);
    expect(ready.geojson.coordinates.length).toBe(ready.crlb.length);
    expect(ready.raw_crlb_m.length).toBe(ready.crlb.length);
    for (const v of ready.crlb) expect(Number.isFinite(v) && v >= 0).toBe(true);
    for (const p of ready.geojson.coordinates) expect(inPlan(p)).toBe(true);
    expect(ready.survey_next).toHaveLength(AccesDefaults.surveyNextCount);
    for (const p of ready.survey_next) expect(inPlan(p)).toBe(true);
    expect(ready.held_out_locations).toBeGreaterThan(100);
    expect(ready.step_m).toBeGreaterThan(0);
    // Done: the claim is released, the map stored under the version read.
    expect(await claims(floor)).toEqual([]);
    expect(await storedVersion(floor)).toBe(ready.version);

    // Read again: the stored map, unchanged, nothing computed again.
    const computed = t.app.accesRefresher.computed;
    const again = await read(floor, null);
    expect(again).toEqual(ready);
    expect(t.app.accesRefresher.computed).toBe(computed);
  }, 90_000);

  it('keeps a map asked for up to date after an upload, and leaves floors nobody asked for alone', async () => {
    const refresher = t.app.accesRefresher;
    const errors: unknown[] = [];
    refresher.start((error) => errors.push(error));
    const floor = await newFloor();
    await survey(floor, 0, 200);
    const ready = await readWhenReady(floor);
    const computed = refresher.computed;
    // Another floor surveyed, never asked for: no map is computed for it.
    const unasked = await newFloor();
    await survey(unasked, 0, 200);

    // More scans through the API: the map is computed again before anyone asks.
    const target = { buid: space.buid, floor };
    const body = multipartBody(
      { json: JSON.stringify(target) },
      {
        radiomap: {
          data: Buffer.from(writeRadiomapLog(SURVEY.scans.slice(200, 400), target)),
          filename: 'radiomap.txt',
          contentType: 'text/plain',
        },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const newVersion = await floorVersion(floor);
    expect(BigInt(newVersion)).toBeGreaterThan(BigInt(ready.version));
    await expect
      .poll(async () => storedVersion(floor), { timeout: 60_000, interval: 100 })
      .toBe(newVersion);
    expect(refresher.computed).toBe(computed + 1);
    const updated = await read(floor);
    expect(updated.status).toBe('ready');
    expect(updated.version).toBe(newVersion);
    expect(updated.held_out_locations).toBeGreaterThan(ready.held_out_locations);
    await refresher.lookNow();
    expect(await storedVersion(unasked)).toBeNull();
    expect(refresher.computed).toBe(computed + 1);
    await refresher.stop();
    expect(errors).toEqual([]);
  }, 120_000);

  it('computes the map again when the floor plan is placed again, the fingerprints unchanged', async () => {
    floorCounter += 1;
    const floor = floorCounter;
    await insertFloor(t.db, space.buid, floor);
    await survey(floor, 0, 200);
    // No plan: the survey's box grown by a few metres, beyond the plan placed below.
    const unplaced = await readWhenReady(floor);
    expect(unplaced.geojson.coordinates.some((p) => !inPlan(p))).toBe(true);
    const computed = t.app.accesRefresher.computed;
    await t.db
      .updateTable('floors')
      .set({
        plan_corners: JSON.stringify(PLAN_CORNERS),
        bottom_left_lat: BOUNDS.south,
        bottom_left_lng: BOUNDS.west,
        top_right_lat: BOUNDS.north,
        top_right_lng: BOUNDS.east,
      })
      .where('buid', '=', space.buid)
      .where('floor_number', '=', floor)
      .execute();
    const stale = await read(floor);
    expect(stale.status).toBe('computing');
    expect(stale.version).toBe(unplaced.version);
    expect(stale.crlb).toEqual(unplaced.crlb);
    const placed = await readWhenReady(floor);
    expect(placed.version).toBe(unplaced.version);
    expect(placed.computed_at).not.toBe(unplaced.computed_at);
    for (const p of placed.geojson.coordinates) expect(inPlan(p)).toBe(true);
    expect(t.app.accesRefresher.computed).toBe(computed + 1);
    // Read again: up to date, nothing computed.
    expect((await read(floor)).status).toBe('ready');
    await t.app.accesRefresher.lookNow();
    expect(t.app.accesRefresher.computed).toBe(computed + 1);
  }, 90_000);

  it("leaves a floor another instance computes to it, answers that instance's progress, and takes over when it stops reporting", async () => {
    const floor = await newFloor();
    await survey(floor, 0, 200);
    const computedBefore = t.app.accesRefresher.computed;
    await t.db
      .insertInto('acces_map_computations')
      .values({
        buid: space.buid,
        floor_number: floor,
        fingerprints_version: await floorVersion(floor),
        instance_id: 'another-instance',
        done: 3,
        total: 7,
      })
      .execute();
    const answer = await read(floor);
    expect(answer.status).toBe('computing');
    expect(answer.progress).toEqual({ done: 3, total: 7 });
    expect(t.app.accesRefresher.computed).toBe(computedBefore);
    expect(await storedVersion(floor)).toBeNull();

    // The other instance went silent past the lease: the next read takes the floor over.
    await sql`update acces_map_computations
      set heartbeat_at = now() - make_interval(secs => ${AccesWorkConstants.leaseMs / 1000 + 1})
      where buid = ${space.buid} and floor_number = ${floor}`.execute(t.db);
    const ready = await readWhenReady(floor);
    expect(ready.version).toBe(await floorVersion(floor));
    expect(t.app.accesRefresher.computed).toBe(computedBefore + 1);
    expect(await claims(floor)).toEqual([]);
  }, 90_000);

  it('claims a floor for one instance at a time, and a stopping instance ends its worker and gives the floor up', async () => {
    const floor = await newFloor();
    await survey(floor, 0, 400);
    const repos = repositoriesFor(t.db);
    const one = new AccesRefresher(repos.accesMaps, AccesWorkConstants);
    const other = new AccesRefresher(repos.accesMaps, AccesWorkConstants);
    const first = one.computeNow({ buid: space.buid, floorNumber: floor });
    await expect.poll(async () => (await claims(floor)).length).toBe(1);
    expect((await claims(floor))[0]?.instance_id).toBe(one.instanceId);
    // Asked while the first holds the claim: the other leaves the floor alone.
    expect(await other.computeNow({ buid: space.buid, floorNumber: floor }).outcome).toBeNull();
    await one.stop();
    await expect(first.outcome).rejects.toBeInstanceOf(ComputationStopped);
    expect(await storedVersion(floor)).toBeNull();
    expect(await claims(floor)).toEqual([]);
    // Released: the other instance computes it now.
    const outcome = await other.computeNow({ buid: space.buid, floorNumber: floor }).outcome;
    expect(outcome?.version).toBe(await floorVersion(floor));
    expect(outcome?.map.survey_next).toHaveLength(AccesDefaults.surveyNextCount);
    expect(await storedVersion(floor)).toBe(outcome?.version);
  }, 90_000);
});
