import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { contract, syntheticSurvey, writeRadiomapLog } from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AccessPointWorkConstants } from '../config/infrastructure.js';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import { AccessPointRefresher, ComputationStopped } from './access-point-refresher.js';
import type { FloorAccessPoints } from './access-points.service.js';

const ORIGIN = { lat: 35.1446, lon: 33.4115 };
const SURVEY = syntheticSurvey({
  seed: 7,
  corridors: 2,
  widthM: 40,
  accessPoints: 8,
  scans: 1200,
  shadowingDb: 4,
  origin: ORIGIN,
});

/** Reads answer at once (no wait for a computation), and computations report every radio. */
const QUICK = { readWaitMs: 0, pollMs: 100, settleMs: 0, progressMs: 0 };

describeEachDatabase('access-point estimates computed in the background', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  let floorCounter = 0;

  const read = async (floor: number): Promise<FloorAccessPoints> => {
    const res = await t.call(contract.accessPointsFloor, owner, { buid: space.buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FloorAccessPoints;
  };
  /** Reads until the answer is ready, as the layer does while it shows the progress. */
  const readWhenReady = async (floor: number): Promise<FloorAccessPoints> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await read(floor);
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
    await insertFloor(t.db, space.buid, floorCounter);
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
        .selectFrom('access_points')
        .select(sql<string>`fingerprints_version::text`.as('v'))
        .where('buid', '=', space.buid)
        .where('floor_number', '=', floor)
        .executeTakeFirst()
    )?.v ?? null;
  const claims = async (floor: number) =>
    t.db
      .selectFrom('access_point_computations')
      .selectAll()
      .where('buid', '=', space.buid)
      .where('floor_number', '=', floor)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { DATA_DIR: fs.mkdtempSync('/tmp/ap-refresher-test-') },
      { accessPointWork: QUICK },
    );
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: ORIGIN.lat,
      coordinates_lon: ORIGIN.lon,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('answers a floor never surveyed at once, with no estimates, and computes nothing for it', async () => {
    const floor = await newFloor();
    const answer = await read(floor);
    expect(answer).toMatchObject({
      accessPoints: [],
      truncated: false,
      version: '0',
      computed_at: null,
      status: 'ready',
      progress: null,
    });
    await t.app.accessPointRefresher.lookNow();
    expect(await storedVersion(floor)).toBeNull();
    expect(t.app.accessPointRefresher.computed).toBe(0);
  });

  it('answers at once while the estimates are computed, with the progress and the previous estimates', async () => {
    const floor = await newFloor();
    await survey(floor, 0, 600);
    // Computed for the first time: nothing to show yet, the progress instead.
    const first = await read(floor);
    expect(first.status).toBe('computing');
    expect(first.accessPoints).toEqual([]);
    expect(first.computed_at).toBeNull();
    expect(first.progress?.done).toBeLessThanOrEqual(first.progress?.total ?? -1);
    const ready = await readWhenReady(floor);
    expect(ready.accessPoints.length).toBe(SURVEY.accessPoints.length);
    expect(ready.version).toBe(await floorVersion(floor));
    expect(ready.progress).toBeNull();

    // More scans: the previous estimates are answered while the new ones are fitted.
    await survey(floor, 600, 1200);
    const updating = await read(floor);
    expect(updating.status).toBe('computing');
    expect(updating.version).toBe(ready.version);
    expect(updating.computed_at).toBe(ready.computed_at);
    expect(updating.accessPoints).toEqual(ready.accessPoints);
    const updated = await readWhenReady(floor);
    expect(updated.version).toBe(await floorVersion(floor));
    expect(BigInt(updated.version)).toBeGreaterThan(BigInt(ready.version));
    const measurements = (a: FloorAccessPoints) =>
      a.accessPoints.reduce((sum, ap) => sum + ap.measurements, 0);
    expect(measurements(updated)).toBeGreaterThan(measurements(ready));
    // Done: the claim is released.
    expect(await claims(floor)).toEqual([]);
  }, 60_000);

  it("leaves a floor another instance computes to it, answers that instance's progress, and takes over when it stops reporting", async () => {
    const floor = await newFloor();
    await survey(floor, 0, 300);
    const computedBefore = t.app.accessPointRefresher.computed;
    await t.db
      .insertInto('access_point_computations')
      .values({
        buid: space.buid,
        floor_number: floor,
        fingerprints_version: await floorVersion(floor),
        instance_id: 'another-instance',
        done: 4,
        total: 9,
      })
      .execute();
    const answer = await read(floor);
    expect(answer.status).toBe('computing');
    expect(answer.progress).toEqual({ done: 4, total: 9 });
    await t.app.accessPointRefresher.lookNow();
    expect(t.app.accessPointRefresher.computed).toBe(computedBefore);
    expect(await storedVersion(floor)).toBeNull();

    // The other instance went silent past the lease: this one takes the floor over.
    await sql`update access_point_computations
      set heartbeat_at = now() - make_interval(secs => ${AccessPointWorkConstants.leaseMs / 1000 + 1})
      where buid = ${space.buid} and floor_number = ${floor}`.execute(t.db);
    await t.app.accessPointRefresher.lookNow();
    expect(t.app.accessPointRefresher.computed).toBe(computedBefore + 1);
    expect(await storedVersion(floor)).toBe(await floorVersion(floor));
    expect(await claims(floor)).toEqual([]);
    expect((await read(floor)).status).toBe('ready');
  }, 60_000);

  it('claims a floor for one instance at a time, and a stopping instance gives its floor up', async () => {
    const floor = await newFloor();
    await survey(floor, 0, 1200);
    const repository = repositoriesFor(t.db).accessPoints;
    // The first instance holds its claim until the gate opens; stopping meanwhile, it gives
    // the fit up before its worker starts.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const gated: typeof repository = Object.create(repository);
    gated.observations = async (buid, floorNumber) => {
      await gate;
      return repository.observations(buid, floorNumber);
    };
    const one = new AccessPointRefresher(gated, AccessPointWorkConstants);
    const other = new AccessPointRefresher(repository, AccessPointWorkConstants);
    const first = one.computeNow({ buid: space.buid, floorNumber: floor });
    await expect.poll(async () => (await claims(floor)).length).toBe(1);
    expect((await claims(floor))[0]?.instance_id).toBe(one.instanceId);
    // Asked while the first holds the claim: the other leaves the floor alone.
    expect(await other.computeNow({ buid: space.buid, floorNumber: floor }).outcome).toBeNull();
    const stopping = one.stop();
    openGate();
    await expect(first.outcome).rejects.toBeInstanceOf(ComputationStopped);
    await stopping;
    expect(await storedVersion(floor)).toBeNull();
    expect(await claims(floor)).toEqual([]);
    // Released: the other instance computes it now.
    const outcome = await other.computeNow({ buid: space.buid, floorNumber: floor }).outcome;
    expect(outcome?.version).toBe(await floorVersion(floor));
    expect(outcome?.estimates.length).toBe(SURVEY.accessPoints.length);
    expect(await storedVersion(floor)).toBe(outcome?.version);
  }, 60_000);

  it("fits the estimates again with the floor's walls when its rooms or doors change", async () => {
    const floor = await newFloor();
    await survey(floor, 0, 1200);
    const before = await readWhenReady(floor);
    const drawRooms = async (target: number) => {
      await t.db
        .insertInto('units')
        .values(
          SURVEY.rooms.map((ring) => ({
            id: randomUUID(),
            buid: space.buid,
            floor_number: target,
            name: '',
            category: 'room',
            geometry: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
          })),
        )
        .execute();
      await t.db
        .insertInto('openings')
        .values(
          SURVEY.openings.map((line) => ({
            id: randomUUID(),
            buid: space.buid,
            floor_number: target,
            category: 'pedestrian',
            geometry: JSON.stringify({ type: 'LineString', coordinates: line }),
          })),
        )
        .execute();
    };
    await drawRooms(floor);
    // The same fingerprints, new walls: out of date until fitted with them.
    expect((await read(floor)).status).toBe('computing');
    const after = await readWhenReady(floor);
    expect(after.version).toBe(before.version);
    expect(after.computed_at).not.toBe(before.computed_at);
    expect(after.accessPoints.length).toBe(before.accessPoints.length);
    expect(after.accessPoints.map((ap) => [ap.x, ap.y])).not.toEqual(
      before.accessPoints.map((ap) => [ap.x, ap.y]),
    );
    const versions = await t.db
      .selectFrom('floors as f')
      .innerJoin('access_points as a', (join) =>
        join.onRef('a.buid', '=', 'f.buid').onRef('a.floor_number', '=', 'f.floor_number'),
      )
      .select([
        sql<string>`f.walls_version::text`.as('floor'),
        sql<string>`a.walls_version::text`.as('stored'),
      ])
      .where('f.buid', '=', space.buid)
      .where('f.floor_number', '=', floor)
      .executeTakeFirstOrThrow();
    expect(Number(versions.floor)).toBeGreaterThan(0);
    expect(versions.stored).toBe(versions.floor);
    // Rooms drawn on a floor never surveyed give nothing to fit.
    const empty = await newFloor();
    await drawRooms(empty);
    expect((await read(empty)).status).toBe('ready');
    await t.app.accessPointRefresher.lookNow();
    expect(await storedVersion(empty)).toBeNull();
  }, 90_000);

  it('computes the estimates after an upload, before anyone asks for them', async () => {
    const refresher = t.app.accessPointRefresher;
    const errors: unknown[] = [];
    refresher.start((error) => errors.push(error));
    const floor = await newFloor();
    const computedBefore = refresher.computed;
    await survey(floor, 0, 800);
    await expect
      .poll(async () => storedVersion(floor), { timeout: 30_000, interval: 100 })
      .toBe(await floorVersion(floor));
    expect(refresher.computed).toBe(computedBefore + 1);
    // The layer's read finds them stored: answered at once, nothing computed again.
    const answer = await read(floor);
    expect(answer.status).toBe('ready');
    expect(answer.accessPoints.length).toBe(SURVEY.accessPoints.length);
    expect(refresher.computed).toBe(computedBefore + 1);
    // An upload through the API tells the refresher at once (no read in between).
    const target = { buid: space.buid, floor };
    const log = writeRadiomapLog(SURVEY.scans.slice(800, 1000), target);
    const body = multipartBody(
      { json: JSON.stringify(target) },
      { radiomap: { data: Buffer.from(log), filename: 'radiomap.txt', contentType: 'text/plain' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(async () => storedVersion(floor), { timeout: 30_000, interval: 100 })
      .toBe(await floorVersion(floor));
    expect(refresher.computed).toBe(computedBefore + 2);
    expect(errors).toEqual([]);
  }, 90_000);
});
