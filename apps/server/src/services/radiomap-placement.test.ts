import fs from 'node:fs';
import {
  buildBackupArchive,
  buildPath,
  contract,
  farthestMetresOutsideOutline,
  haversineMetres,
  type LatLng,
  offsetByMetres,
  type PlanCorners,
  parseRadiomapLog,
  planOutlineFromCorners,
  RadiomapFormatMessages,
  RadiomapPlacementMessages,
  tileOf,
} from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import { backupSourcesOf, restoreUpload } from '../test/backup-archives.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { RADIOMAP_T0 } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const DAY = 86_400_000;
const T0 = RADIOMAP_T0;
const DAY0 = Math.floor(T0 / DAY) * DAY;
/** The building's position, and the survey spots a few metres from it. */
const BUILDING: LatLng = { lat: 35.1446, lon: 33.4115 };
const P = offsetByMetres(BUILDING, 5, 5);
const Q = offsetByMetres(BUILDING, -10, 8);
const R = offsetByMetres(BUILDING, 12, -6);
/** The same survey carried out in Pittsburgh. */
const PITTSBURGH: LatLng = { lat: 40.4443, lon: -79.9436 };

const MACS = ['00:1d:7e:ae:d4:10', 'c8:d7:19:0a:00:01'];

/** A logger log: P and Q on day 0 (2 scans, 3 measurements), P again on day 1 (1 scan, 2). */
const surveyLog = (buid: string, floor: number, at: { p: LatLng; q: LatLng } = { p: P, q: Q }) =>
  [
    '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
    `${T0} ${at.p.lat} ${at.p.lon} 90 ${MACS[0]} -60 ${floor} ${buid}`,
    `${T0} ${at.p.lat} ${at.p.lon} 90 ${MACS[1]} -70 ${floor} ${buid}`,
    `${T0 + 1000} ${at.q.lat} ${at.q.lon} 90 ${MACS[0]} -80 ${floor} ${buid}`,
    `${T0 + DAY} ${at.p.lat} ${at.p.lon} 180 ${MACS[0]} -50 ${floor} ${buid}`,
    `${T0 + DAY} ${at.p.lat} ${at.p.lon} 180 ${MACS[1]} -55 ${floor} ${buid}`,
  ].join('\n');

/** A radiomap matrix with a row at each location (each hears both MACs at -65 and -75). */
const matrixAt = (locations: readonly LatLng[]) =>
  [
    '# NaN -110',
    `# X, Y, HEADING, ${MACS.join(', ')}`,
    ...locations.map((l) => `${l.lat}, ${l.lon}, 0, -65, -75`),
    '',
  ].join('\n');

/** A 300 m x 20 m plan centred on the building, turned 90° (its length north-south), as stored corners. */
function planCorners(): PlanCorners {
  const turn = Math.PI / 2;
  const corner = (x: number, y: number): [number, number] => {
    const p = offsetByMetres(
      BUILDING,
      x * Math.cos(turn) + y * Math.sin(turn),
      -x * Math.sin(turn) + y * Math.cos(turn),
    );
    return [p.lon, p.lat];
  };
  return [corner(-150, 10), corner(150, 10), corner(150, -10), corner(-150, -10)];
}

interface Weight {
  count: number;
  total: number;
}

describeEachDatabase('radiomaps that belong where they are put', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  let floorCounter = 0;

  const tokenHeader = async (caller: UserRow | null): Promise<Record<string, string>> =>
    caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};

  const post = async (url: string, caller: UserRow | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await tokenHeader(caller), payload });

  const upload = async (buid: string, floor: number, file: string) => {
    const body = multipartBody(
      { json: JSON.stringify({ buid, floor }) },
      {
        radiomap: { data: Buffer.from(file), filename: 'radiomap.txt', contentType: 'text/plain' },
      },
    );
    return t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, ...(await tokenHeader(owner)) },
      payload: body.payload,
    });
  };

  const newFloor = async (overrides: Parameters<typeof insertFloor>[3] = {}) => {
    floorCounter += 1;
    await insertFloor(t.db, space.buid, floorCounter, overrides);
    return floorCounter;
  };

  const ok = async <T>(res: Awaited<ReturnType<typeof post>>): Promise<T> => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  const timeAnswer = async (buid: string, floor: number) =>
    ok<{ radioPoints: { date: number; count: number }[]; undated: number }>(
      await post(contract.radiomapTime.path, owner, { buid, floor }),
    );

  /** Measurements and scans over the floor's level-1 heatmap, optionally of a time range. */
  const totals = async (buid: string, floor: number, time?: { from: number; to: number }) => {
    const range = time ? { timestampX: time.from, timestampY: time.to } : {};
    const coverage = await ok<{ radioPoints: { w: string }[] }>(
      await post(
        buildPath(
          time ? contract.heatmapFloorAverageTimestamp.path : contract.heatmapFloorAverage.path,
          { level: '1' },
        ),
        owner,
        { buid, floor, ...range },
      ),
    );
    const grid = await ok<{ radioPoints: { count: number; scans: number }[] }>(
      await post(buildPath(contract.radiomapFingerprintsGrid.path, { level: '1' }), owner, {
        buid,
        floor,
        ...range,
      }),
    );
    return {
      measurements: coverage.radioPoints
        .map((p) => JSON.parse(p.w) as Weight)
        .reduce((sum, w) => sum + w.count, 0),
      scans: grid.radioPoints.reduce((sum, p) => sum + p.scans, 0),
    };
  };

  const storedRows = async (buid: string, floor: number) => {
    const { rows } = await sql<{ dated: string; undated: string; cells: string }>`
      select
        (select count(*) from fingerprints where buid = ${buid} and floor_number = ${floor}
          and measured_at is not null)::text as dated,
        (select count(*) from fingerprints where buid = ${buid} and floor_number = ${floor}
          and measured_at is null)::text as undated,
        (select count(*) from heatmap_cells where buid = ${buid} and floor_number = ${floor})::text
          as cells`.execute(t.db);
    const row = rows[0];
    return { dated: Number(row?.dated), undated: Number(row?.undated), cells: Number(row?.cells) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: BUILDING.lat,
      coordinates_lon: BUILDING.lon,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('stores matrix rows undated: in heatmaps and fingerprints, not on the time bar nor in time ranges', async () => {
    const floor = await newFloor();
    expect((await upload(space.buid, floor, surveyLog(space.buid, floor))).statusCode).toBe(200);
    const matrix = await upload(space.buid, floor, matrixAt([R, offsetByMetres(R, 3, 3)]));
    expect(await ok(matrix)).toEqual({
      message: RadiomapFormatMessages.uploaded(2, 0, 4),
      fingerprints: 2,
      measurements: 4,
      already_stored: 0,
    });
    expect(await storedRows(space.buid, floor)).toMatchObject({ dated: 3, undated: 2 });

    // The time bar: the two survey days only; the matrix rows are counted apart.
    expect(await timeAnswer(space.buid, floor)).toEqual({
      radioPoints: [
        { date: DAY0, count: 2 },
        { date: DAY0 + DAY, count: 1 },
      ],
      undated: 2,
    });
    // Heatmap and fingerprint grid over all time: both uploads.
    expect(await totals(space.buid, floor)).toEqual({ measurements: 5 + 4, scans: 5 });
    // Over a range holding every survey day (and 1970): the survey only.
    expect(await totals(space.buid, floor, { from: 0, to: DAY0 + 5 * DAY })).toEqual({
      measurements: 5,
      scans: 3,
    });
    // The fingerprint markers of the tiles: all five without a range, the three dated with one.
    const tiles = new Map(
      [P, Q, R, offsetByMetres(R, 3, 3)].map((p) => {
        const tile = { ...tileOf(p, 20), z: 20 };
        return [`${tile.x}/${tile.y}`, tile];
      }),
    );
    const markers = async (range: object) => {
      let scans = 0;
      for (const tile of tiles.values()) {
        const answer = await ok<{ radioPoints: { scans: number }[] }>(
          await post(contract.radiomapFingerprintsTile.path, null, {
            buid: space.buid,
            floor,
            ...tile,
            ...range,
          }),
        );
        scans += answer.radioPoints.reduce((sum, p) => sum + p.scans, 0);
      }
      return scans;
    };
    expect(await markers({})).toBe(5);
    // A marker of a matrix row has no time, and names its access points strongest first.
    const rTile = { ...tileOf(R, 20), z: 20 };
    const rAnswer = await ok<{ radioPoints: Record<string, unknown>[] }>(
      await post(contract.radiomapFingerprintsTile.path, null, {
        buid: space.buid,
        floor,
        ...rTile,
      }),
    );
    const atR = rAnswer.radioPoints.find(
      (p) => Math.abs((p.x as number) - R.lat) < 1e-9 && Math.abs((p.y as number) - R.lon) < 1e-9,
    );
    expect(atR).toMatchObject({
      scans: 1,
      first: null,
      last: null,
      strongest: [
        { mac: MACS[0], rss: -65 },
        { mac: MACS[1], rss: -75 },
      ],
    });
    expect(await markers({ timestampX: 0, timestampY: DAY0 + 5 * DAY })).toBe(3);

    // The same matrix again stores nothing twice.
    const again = await upload(space.buid, floor, matrixAt([R, offsetByMetres(R, 3, 3)]));
    expect(await ok(again)).toMatchObject({ fingerprints: 0, already_stored: 2 });

    // The downloaded log carries the rows undated, and uploads back to the same floor.
    const files = await ok<{ rss_log_files: { rss_log: string }[] }>(
      await post(contract.radiomapFloors.path, null, { buid: space.buid, floors: String(floor) }),
    );
    const log = files.rss_log_files[0]?.rss_log ?? '';
    const scans = parseRadiomapLog(log, { buid: space.buid, floor });
    expect(scans.map((s) => s.timestamp)).toEqual([T0, T0 + 1000, T0 + DAY, null, null]);

    // Deleting by time (no bounds: all time) leaves the undated rows and their cells.
    const deleted = await ok<{ fingerprints: { timestamp: number | null }[] }>(
      await post(contract.radiomapDeleteTime.path, owner, { buid: space.buid, floor }),
    );
    expect(deleted.fingerprints.map((f) => f.timestamp)).toEqual([T0, T0 + 1000, T0 + DAY]);
    expect(await timeAnswer(space.buid, floor)).toEqual({ radioPoints: [], undated: 2 });
    expect(await totals(space.buid, floor)).toEqual({ measurements: 4, scans: 2 });
    // A rectangle deletes undated rows too, and their cells with them.
    const rectangle = await ok<{ fingerprints: { timestamp: number | null }[] }>(
      await post(contract.radiomapDeleteBbox.path, owner, {
        buid: space.buid,
        floor,
        lat1: R.lat - 0.001,
        lon1: R.lon - 0.001,
        lat2: R.lat + 0.001,
        lon2: R.lon + 0.001,
      }),
    );
    expect(rectangle.fingerprints.map((f) => f.timestamp)).toEqual([null, null]);
    expect(await storedRows(space.buid, floor)).toEqual({ dated: 0, undated: 0, cells: 0 });
  });

  it('stores nothing for a matrix whose locations the floor’s survey logs already cover, and says so', async () => {
    const floor = await newFloor();
    expect((await upload(space.buid, floor, surveyLog(space.buid, floor))).statusCode).toBe(200);
    const before = await storedRows(space.buid, floor);
    // Anyplace's matrix of that survey: its locations are the log's, to the centimetre.
    const covered = matrixAt([offsetByMetres(P, 0.02, 0), offsetByMetres(Q, 0, -0.03)]);
    const res = await upload(space.buid, floor, covered);
    expect(await ok(res)).toEqual({
      message: RadiomapPlacementMessages.matrixCoveredByLogs(2),
      fingerprints: 0,
      measurements: 0,
      already_stored: 0,
    });
    expect(await storedRows(space.buid, floor)).toEqual(before);
    expect((await timeAnswer(space.buid, floor)).undated).toBe(0);

    // One location the logs do not cover: the matrix is stored.
    const partly = matrixAt([P, offsetByMetres(Q, 3, 0)]);
    expect(await ok(await upload(space.buid, floor, partly))).toMatchObject({ fingerprints: 2 });
    expect(await storedRows(space.buid, floor)).toMatchObject({ dated: 3, undated: 2 });

    // Undated rows cover nothing: a matrix over another matrix's places is stored.
    const other = await newFloor();
    expect((await upload(space.buid, other, matrixAt([P]))).statusCode).toBe(200);
    const overMatrix = matrixAt([offsetByMetres(P, 0.02, 0)]);
    expect(await ok(await upload(space.buid, other, overMatrix))).toMatchObject({
      fingerprints: 1,
    });
  });

  it('refuses fingerprints far from the building with their distance, storing nothing', async () => {
    const floor = await newFloor();
    const before = await databaseFingerprint(t.db);
    const far = surveyLog(space.buid, floor, {
      p: PITTSBURGH,
      q: offsetByMetres(PITTSBURGH, 5, 0),
    });
    const res = await upload(space.buid, floor, far);
    expect(res.statusCode).toBe(400);
    const farthest = Math.max(
      haversineMetres(BUILDING, PITTSBURGH),
      haversineMetres(BUILDING, offsetByMetres(PITTSBURGH, 5, 0)),
    );
    expect(res.json()).toEqual({ message: RadiomapPlacementMessages.farFromBuilding(farthest) });
    expect(res.json().message).toMatch(/lie up to [\d,]+ km from the building/);
    // A matrix 300 m away too, though every other row lies on the building.
    const matrix = await upload(space.buid, floor, matrixAt([P, offsetByMetres(BUILDING, 300, 0)]));
    expect(matrix.statusCode).toBe(400);
    expect(matrix.json().message).toBe(RadiomapPlacementMessages.farFromBuilding(300));
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect(await storedRows(space.buid, floor)).toEqual({ dated: 0, undated: 0, cells: 0 });
  });

  it('refuses fingerprints well outside the floor’s placed plan, rotation considered', async () => {
    const corners = planCorners();
    const floor = await newFloor({
      plan_corners: JSON.stringify(corners),
      plan_width_px: 400,
      plan_height_px: 200,
    });
    // 60 m east: near the building, but 50 m outside the turned plan.
    const east = offsetByMetres(BUILDING, 60, 0);
    const before = await databaseFingerprint(t.db);
    const res = await upload(space.buid, floor, surveyLog(space.buid, floor, { p: P, q: east }));
    expect(res.statusCode).toBe(400);
    const outside = farthestMetresOutsideOutline([east], planOutlineFromCorners(corners));
    expect(outside).toBeCloseTo(50, 0);
    expect(res.json()).toEqual({ message: RadiomapPlacementMessages.outsidePlan(outside) });
    expect(await databaseFingerprint(t.db)).toBe(before);

    // A spot 120 m north lies far outside the plan as drawn east-west, but inside it turned.
    const inside = offsetByMetres(BUILDING, 0, 120);
    const fits = await upload(space.buid, floor, surveyLog(space.buid, floor, { p: P, q: inside }));
    expect(await ok(fits)).toMatchObject({ fingerprints: 3 });
  });

  it('restores undated rows from a backup undated', async () => {
    const source = await insertSpace(t.db, owner.id, {
      coordinates_lat: BUILDING.lat,
      coordinates_lon: BUILDING.lon,
    });
    const floor = 0;
    await insertFloor(t.db, source.buid, floor);
    expect((await upload(source.buid, floor, surveyLog(source.buid, floor))).statusCode).toBe(200);
    const matrix = matrixAt([R, offsetByMetres(R, 1, 1)]);
    expect((await upload(source.buid, floor, matrix)).statusCode).toBe(200);
    const token = await t.tokenFor(owner);
    const archive = buildBackupArchive(await backupSourcesOf(t, source.buid, token));
    const body = restoreUpload(archive);
    const res = await t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().space.buid as string;
    expect(await storedRows(copy, floor)).toEqual(await storedRows(source.buid, floor));
    expect(await storedRows(copy, floor)).toMatchObject({ dated: 3, undated: 2 });
    expect(await timeAnswer(copy, floor)).toEqual(await timeAnswer(source.buid, floor));
    expect((await timeAnswer(copy, floor)).undated).toBe(2);
    expect(await totals(copy, floor)).toEqual(await totals(source.buid, floor));
  });
});
