import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildPath,
  contract,
  FloorMessages,
  type LatLng,
  parseRadiomapLog,
  RadioConstants,
  RadioMessages,
  RadiomapFormatMessages,
  ServerLimits,
  ServerMessages,
  SpaceMessages,
  writeRadiomapLog,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import { FileStorage } from '../storage/file-storage.js';
import { ANYPLACE_MATRIX, anyplaceLoggerLog } from '../test/anyplace-archives.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { RADIOMAP_T0, sampleScans, streamedRadiomapUpload } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import { createServices, type Services } from './services.js';

const DAY = 86_400_000;
const T0 = RADIOMAP_T0;
const DAY0 = Math.floor(T0 / DAY) * DAY;
const COS35 = Math.cos((35 * Math.PI) / 180);

interface Point {
  x: number;
  y: number;
  w: string;
}
interface Weight {
  count: number;
  average: number;
  total: number;
}

/**
 * The worked example: A and B lie 6.7 m apart in one 10 m cell of level 1 and in
 * different cells of levels 2 and 3; C is at A's place one day later.
 */
const A = { lat: 35.14461, lon: 33.41146 };
const B = { lat: 35.14455, lon: 33.41149 };
/** 130 m north-east of A: another level-1 cell, still near the building. */
const FAR = { lat: 35.1455, lon: 33.4125 };
/** Where the test spaces stand: a radiomap must lie within 200 m of it. */
const BUILDING = { coordinates_lat: 35.1446, coordinates_lon: 33.4115 };
const exampleLog = (buid: string, floor: number) =>
  [
    '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
    `${T0} ${A.lat} ${A.lon} 165.3 00:1d:7e:ae:d4:10 -81 ${floor} ${buid}`,
    `${T0} ${A.lat} ${A.lon} 165.3 00:1d:7e:ae:d4:11 -67 ${floor} ${buid}`,
    `${T0 + 1000} ${B.lat} ${B.lon} 170 00:1d:7e:ae:d4:10 -90 ${floor} ${buid}`,
    `${T0 + DAY} ${A.lat} ${A.lon} 10 00:1d:7e:ae:d4:10 -40 ${floor} ${buid}`,
    `${T0 + DAY} ${A.lat} ${A.lon} 10 00:1d:7e:ae:d4:11 -50 ${floor} ${buid}`,
    `${T0 + DAY} ${A.lat} ${A.lon} 10 c8:d7:19:0a:00:01 -60 ${floor} ${buid}`,
  ].join('\n');

/**
 * A cell centre worked out by hand from the grid's definition: rows side/111320 degrees
 * tall from the equator; at 35° N columns side/(111320·cos 35°) wide from Greenwich.
 */
function handCell(side: number, p: LatLng): LatLng {
  const rowsPerDegree = 111320 / side;
  const colsPerDegree = (111320 * COS35) / side;
  const row = Math.floor(p.lat * rowsPerDegree);
  const col = Math.floor(p.lon * colsPerDegree);
  return { lat: (row + 0.5) / rowsPerDegree, lon: (col + 0.5) / colsPerDegree };
}

/** A multipart body with the file parts before the text fields. */
function fileFirst(
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1],
): ReturnType<typeof multipartBody> {
  const filesOnly = multipartBody({}, files);
  const boundary = /boundary=(.+)$/.exec(filesOnly.headers['content-type'] ?? '')?.[1] ?? '';
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  return {
    headers: filesOnly.headers,
    payload: Buffer.concat([
      filesOnly.payload.subarray(0, filesOnly.payload.length - closing.length),
      ...fieldParts,
      closing,
    ]),
  };
}

const weightOf = (point: Point) => JSON.parse(point.w) as Weight;

/** Points as [lat, lon, count, total], for comparing with the hand-worked values. */
function expectPoints(points: Point[], expected: { at: LatLng; count: number; total: number }[]) {
  expect(points).toHaveLength(expected.length);
  expected.forEach((want, i) => {
    const point = points[i] as Point;
    expect(point.x).toBeCloseTo(want.at.lat, 10);
    expect(point.y).toBeCloseTo(want.at.lon, 10);
    expect(weightOf(point)).toEqual({
      count: want.count,
      total: want.total,
      average: want.total / want.count,
    });
    // w is JSON text, keys in the documented order (docs/wifi-layers.md#heatmap-cells).
    expect(point.w).toBe(
      `{"count":${want.count},"average":${want.total / want.count},"total":${want.total}}`,
    );
  });
}

describeEachDatabase('radiomaps and heatmaps', (kind) => {
  let t: TestApp;
  let services: Services;
  let owner: UserRow;
  let stranger: UserRow;
  let moderator: UserRow;
  let space: SpaceRow;
  let floorCounter = 10;

  const tokenHeader = async (caller: UserRow | null): Promise<Record<string, string>> =>
    caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};

  const post = async (url: string, caller: UserRow | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await tokenHeader(caller), payload });

  const upload = async (
    caller: UserRow | null,
    json: Record<string, unknown> | string,
    file: string | Buffer | null,
    order: 'json-first' | 'file-first' = 'json-first',
  ) => {
    const fields = { json: typeof json === 'string' ? json : JSON.stringify(json) };
    const files: Parameters<typeof multipartBody>[1] =
      file === null
        ? {}
        : {
            radiomap: {
              data: Buffer.isBuffer(file) ? file : Buffer.from(file),
              filename: 'radiomap.txt',
              contentType: 'text/plain',
            },
          };
    const body = order === 'json-first' ? multipartBody(fields, files) : fileFirst(fields, files);
    return t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, ...(await tokenHeader(caller)) },
      payload: body.payload,
    });
  };

  const heatmap = async (
    buid: string,
    floor: number,
    level: 1 | 2 | 3,
    caller: UserRow | null = null,
  ) => {
    const res = await post(
      buildPath(contract.heatmapFloorAverage.path, { level: String(level) }),
      caller,
      { buid, floor },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().radioPoints as Point[];
  };

  const heatmapBetween = async (
    buid: string,
    floor: number,
    level: 1 | 2 | 3,
    from: number | string,
    to: number | string,
  ) => {
    const res = await post(
      buildPath(contract.heatmapFloorAverageTimestamp.path, { level: String(level) }),
      null,
      { buid, floor, timestampX: from, timestampY: to },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().radioPoints as Point[];
  };

  const perDay = async (buid: string, floor: number) => {
    const res = await post(contract.radiomapTime.path, null, { buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().radioPoints as { date: number; count: number }[];
  };

  const timeAnswer = async (buid: string, floor: number) => {
    const res = await post(contract.radiomapTime.path, null, { buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { radioPoints: { date: number; count: number }[]; undated: number };
  };

  const storedRows = async (buid: string, floor: number) => ({
    fingerprints: (
      await t.db
        .selectFrom('fingerprints')
        .select('id')
        .where('buid', '=', buid)
        .where('floor_number', '=', floor)
        .execute()
    ).length,
    cells: (
      await t.db
        .selectFrom('heatmap_cells')
        .select('level')
        .where('buid', '=', buid)
        .where('floor_number', '=', floor)
        .execute()
    ).length,
  });

  /** A new floor of the shared space. */
  const newFloor = async () => {
    floorCounter += 1;
    await insertFloor(t.db, space.buid, floorCounter);
    return floorCounter;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/radiomaps-test-') });
    services = createServices(
      t.db,
      new FileStorage(path.join(t.config.dataDir, 'storage')),
      t.config,
      { version: 'test' },
      { tokenSecret: new TextEncoder().encode('another-secret-long-enough-for-hs256!!!') },
    );
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    moderator = await insertUser(t.db, { role: 'moderator' });
    space = await insertSpace(t.db, owner.id, BUILDING);
    await insertFloor(t.db, space.buid, 1);
    await insertFloor(t.db, space.buid, 2);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('uploads a radiomap and answers heatmaps of levels 1 to 3 exactly as worked out by hand', async () => {
    const res = await upload(owner, { buid: space.buid, floor: '1' }, exampleLog(space.buid, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: RadiomapFormatMessages.uploaded(3, 0, 6),
      fingerprints: 3,
      measurements: 6,
      already_stored: 0,
    });

    // Level 1 (10 m): all six measurements in one cell.
    expectPoints(await heatmap(space.buid, 1, 1), [
      { at: handCell(10, A), count: 6, total: -81 - 67 - 90 - 40 - 50 - 60 },
    ]);
    // Level 1 by hand, digit for digit: row floor(35.14461 · 11132) = 391229,
    // column floor(33.41146 · 11132 · cos 35°) = 304672.
    const [only] = await heatmap(space.buid, 1, 1);
    expect(only?.x).toBeCloseTo(391229.5 / 11132, 12);
    expect(only?.y).toBeCloseTo(304672.5 / (11132 * COS35), 12);
    // Levels 2 (4 m) and 3 (1.5 m): B has a cell of its own, south of A's (rows go first).
    for (const [level, side] of [
      [2, 4],
      [3, 1.5],
    ] as const) {
      expectPoints(await heatmap(space.buid, 1, level), [
        { at: handCell(side, B), count: 1, total: -90 },
        { at: handCell(side, A), count: 5, total: -81 - 67 - 40 - 50 - 60 },
      ]);
    }
    // The other floor has nothing.
    expect(await heatmap(space.buid, 2, 1)).toEqual([]);
  });

  it('counts fingerprints per day and filters heatmaps by time, to the day', async () => {
    expect(await perDay(space.buid, 1)).toEqual([
      { date: DAY0, count: 2 },
      { date: DAY0 + DAY, count: 1 },
    ]);
    expect(await perDay(space.buid, 2)).toEqual([]);
    // The first day only (the range ends before the second day starts).
    expectPoints(await heatmapBetween(space.buid, 1, 1, T0, DAY0 + DAY - 1), [
      { at: handCell(10, A), count: 3, total: -238 },
    ]);
    // The second day only, with the timestamps as text and in reverse order.
    expectPoints(await heatmapBetween(space.buid, 1, 3, String(T0 + DAY), String(DAY0 + DAY)), [
      { at: handCell(1.5, A), count: 3, total: -150 },
    ]);
    // All time (a missing end is the maximum safe integer).
    expect(await heatmapBetween(space.buid, 1, 2, 0, Number.MAX_SAFE_INTEGER)).toEqual(
      await heatmap(space.buid, 1, 2),
    );
    expect(await heatmapBetween(space.buid, 1, 1, 0, DAY0 - 1)).toEqual([]);
  });

  it('adds a second upload to the cells of the first', async () => {
    const floor = await newFloor();
    const first = exampleLog(space.buid, floor);
    const second = [
      `${T0 + 5} ${A.lat} ${A.lon} 0 aa:bb:cc:dd:ee:ff -30 ${floor} ${space.buid}`,
      `${T0 + 6} ${FAR.lat} ${FAR.lon} 0 aa:bb:cc:dd:ee:ff -99 ${floor} ${space.buid}`,
    ].join('\n');
    expect((await upload(owner, { buid: space.buid, floor }, first)).statusCode).toBe(200);
    expect((await upload(moderator, { buid: space.buid, floor }, second)).statusCode).toBe(200);
    expectPoints(await heatmap(space.buid, floor, 1), [
      { at: handCell(10, A), count: 7, total: -388 - 30 },
      { at: handCell(10, FAR), count: 1, total: -99 },
    ]);
    expect(await perDay(space.buid, floor)).toEqual([
      { date: DAY0, count: 4 },
      { date: DAY0 + DAY, count: 1 },
    ]);
    // Uploading the same logs again stores nothing and changes no total.
    const again = await upload(owner, { buid: space.buid, floor }, second);
    expect(again.json()).toEqual({
      message: RadiomapFormatMessages.uploaded(0, 2, 0),
      fingerprints: 0,
      measurements: 0,
      already_stored: 2,
    });
    const firstAgain = await upload(owner, { buid: space.buid, floor }, first);
    expect(firstAgain.json()).toMatchObject({ fingerprints: 0, already_stored: 3 });
    const [a, far] = await heatmap(space.buid, floor, 1);
    expect(weightOf(a as Point)).toMatchObject({ count: 7, total: -388 - 30 });
    expect(weightOf(far as Point)).toMatchObject({ count: 1, total: -99 });
    expect(await storedRows(space.buid, floor)).toMatchObject({ fingerprints: 5 });
  });

  it('keeps concurrent uploads of one floor whole: the cells hold both', async () => {
    const floor = await newFloor();
    const log = (start: number) =>
      writeRadiomapLog(sampleScans(50, start, A), { buid: space.buid, floor });
    const answers = await Promise.all([
      upload(owner, { buid: space.buid, floor }, log(T0)),
      upload(owner, { buid: space.buid, floor }, log(T0 + 10 * DAY)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const total = sampleScans(50).reduce((sum, s) => sum + (s.rss[0] ?? 0) + (s.rss[1] ?? 0), 0);
    for (const level of [1, 2, 3] as const) {
      const weights = (await heatmap(space.buid, floor, level)).map(weightOf);
      expect(weights.reduce((sum, w) => sum + w.count, 0)).toBe(200);
      expect(weights.reduce((sum, w) => sum + w.total, 0)).toBe(2 * total);
    }
    expect((await perDay(space.buid, floor)).map((d) => d.count)).toEqual([50, 50]);
    expect((await storedRows(space.buid, floor)).fingerprints).toBe(100);
  });

  it('downloads logs that upload back to the same fingerprints and heatmaps', async () => {
    const res = await post(contract.radiomapFloors.path, null, {
      buid: space.buid,
      floors: '1  2 77 x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().rss_log_files as { floor_number: string; rss_log: string }[];
    expect(files.map((f) => [f.floor_number, f.rss_log === ''])).toEqual([
      ['1', false],
      ['2', true],
      ['77', true],
    ]);
    const log = files[0]?.rss_log ?? '';
    const target = { buid: space.buid, floor: 1 };
    expect(parseRadiomapLog(log, target)).toEqual(
      parseRadiomapLog(exampleLog(space.buid, 1), target),
    );

    const before = await Promise.all([1, 2, 3].map((level) => heatmap(space.buid, 1, level as 1)));
    const deleted = await post(contract.radiomapDelete.path, owner, { buid: space.buid, floor: 1 });
    expect(deleted.json()).toEqual({ message: SpaceMessages.deletedRadiomap });
    expect((await upload(owner, { buid: space.buid, floor: 1 }, log)).statusCode).toBe(200);
    const after = await Promise.all([1, 2, 3].map((level) => heatmap(space.buid, 1, level as 1)));
    expect(after).toEqual(before);
    const again = await post(contract.radiomapFloors.path, null, { buid: space.buid, floors: '1' });
    expect(again.json().rss_log_files[0].rss_log).toBe(log);
  });

  it('imports a whole log through the service in one transaction, or nothing', async () => {
    const floor = await newFloor();
    const target = { buid: space.buid, floor };
    const good = writeRadiomapLog(sampleScans(3000, T0, A), target);
    const actor = { id: owner.id, username: owner.username, role: 'user' as const };
    await expect(services.radiomaps.importLog(actor, target, good)).resolves.toEqual({
      message: RadiomapFormatMessages.uploaded(3000, 0, 6000),
      fingerprints: 3000,
      measurements: 6000,
      already_stored: 0,
    });
    const before = await databaseFingerprint(t.db);
    // The last of 6001 lines is bad: the 3000 scans before it are not stored either.
    const bad = `${good}${T0} 35.14 33.41 0 00:1d:7e:ae:d4:99 -200 ${floor} ${space.buid}\n`;
    await expect(services.radiomaps.importLog(actor, target, bad)).rejects.toThrow(
      RadioMessages.badRss(6002),
    );
    const strangerActor = { id: stranger.id, username: stranger.username, role: 'user' as const };
    await expect(services.radiomaps.importLog(strangerActor, target, good)).rejects.toThrow(
      ServerMessages.spaceEditForbidden,
    );
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect(await storedRows(space.buid, floor)).toMatchObject({ fingerprints: 3000 });
  });

  it('stores Anyplace’s raw rss-log and radiomap matrix once: a second upload gives the same counts', async () => {
    const floor = await newFloor();
    const target = { buid: space.buid, floor };
    // test/anyplace-archives.ts cites where Anyplace writes each shape.
    const rawRssLog = anyplaceLoggerLog(floor, space.buid)
      .split('\n')
      .map((line) => (line.startsWith('#') ? line : line.replace(` ${space.buid}`, '')))
      .join('\n');
    const first = await upload(owner, target, rawRssLog);
    expect(first.json()).toMatchObject({ fingerprints: 2, measurements: 3, already_stored: 0 });
    const again = await upload(owner, target, rawRssLog);
    expect(again.json()).toMatchObject({ fingerprints: 0, measurements: 0, already_stored: 2 });
    const matrix = await upload(owner, target, ANYPLACE_MATRIX);
    expect(matrix.json()).toMatchObject({ fingerprints: 2, measurements: 3, already_stored: 0 });
    const matrixAgain = await upload(owner, target, ANYPLACE_MATRIX);
    expect(matrixAgain.json()).toEqual({
      message: RadiomapFormatMessages.uploaded(0, 2, 0),
      fingerprints: 0,
      measurements: 0,
      already_stored: 2,
    });
    expect(await storedRows(space.buid, floor)).toMatchObject({ fingerprints: 4 });
    // The matrix rows are undated: on the heatmaps, not on the time bar.
    expect((await perDay(space.buid, floor)).reduce((n, d) => n + d.count, 0)).toBe(2);
    expect((await timeAnswer(space.buid, floor)).undated).toBe(2);
  });

  it('deletes a floor’s radiomap, fingerprints and cells, leaving other floors', async () => {
    const floor = await newFloor();
    const other = await newFloor();
    for (const f of [floor, other]) {
      const res = await upload(owner, { buid: space.buid, floor: f }, exampleLog(space.buid, f));
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await post(contract.radiomapDelete.path, stranger, { buid: space.buid, floor })).statusCode,
    ).toBe(403);
    const res = await post(contract.radiomapDelete.path, moderator, { buid: space.buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SpaceMessages.deletedRadiomap });
    expect(await storedRows(space.buid, floor)).toEqual({ fingerprints: 0, cells: 0 });
    expect(await heatmap(space.buid, floor, 1)).toEqual([]);
    expect(await perDay(space.buid, floor)).toEqual([]);
    // Cells of the example per day: level 1 one a day (2), levels 2 and 3 three each;
    // all-time totals: level 1 one cell, levels 2 and 3 two each.
    expect(await storedRows(space.buid, other)).toEqual({ fingerprints: 3, cells: 8 + 5 });
    const missing = await post(contract.radiomapDelete.path, owner, {
      buid: space.buid,
      floor: 999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: FloorMessages.notFound });
    const unknown = await post(contract.radiomapDelete.path, owner, { buid: 'nope', floor: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ServerMessages.spaceNotFound });
  });

  it('removes fingerprints and cells with their floor, and with their space', async () => {
    const mine = await insertSpace(t.db, owner.id, BUILDING);
    await insertFloor(t.db, mine.buid, 0);
    await insertFloor(t.db, mine.buid, 1);
    for (const floor of [0, 1]) {
      const res = await upload(owner, { buid: mine.buid, floor }, exampleLog(mine.buid, floor));
      expect(res.statusCode).toBe(200);
    }
    const floorGone = await post(contract.floorDelete.path, owner, {
      buid: mine.buid,
      floor_number: 0,
    });
    expect(floorGone.statusCode).toBe(200);
    expect(await storedRows(mine.buid, 0)).toEqual({ fingerprints: 0, cells: 0 });
    expect((await storedRows(mine.buid, 1)).fingerprints).toBe(3);
    // Rows of a floor added again with the same number do not come back.
    await insertFloor(t.db, mine.buid, 0);
    expect(await heatmap(mine.buid, 0, 1)).toEqual([]);

    const spaceGone = await post(contract.spaceDelete.path, owner, { buid: mine.buid });
    expect(spaceGone.statusCode, spaceGone.body).toBe(200);
    expect(await storedRows(mine.buid, 1)).toEqual({ fingerprints: 0, cells: 0 });
  });

  it('reads heatmaps with the visibility of the floor list', async () => {
    const hidden = await insertSpace(t.db, owner.id, { ...BUILDING, is_published: false });
    await insertFloor(t.db, hidden.buid, 0);
    expect(
      (await upload(owner, { buid: hidden.buid, floor: 0 }, exampleLog(hidden.buid, 0))).statusCode,
    ).toBe(200);
    const level1 = buildPath(contract.heatmapFloorAverage.path, { level: '1' });
    for (const caller of [null, stranger]) {
      const res = await post(level1, caller, { buid: hidden.buid, floor: 0 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ServerMessages.spaceNotFound });
      const time = await post(contract.radiomapTime.path, caller, { buid: hidden.buid, floor: 0 });
      expect(time.statusCode).toBe(404);
      const logs = await post(contract.radiomapFloors.path, caller, {
        buid: hidden.buid,
        floors: '0',
      });
      expect(logs.statusCode).toBe(404);
    }
    expect(await heatmap(hidden.buid, 0, 1, owner)).toHaveLength(1);
    const noFloor = await post(level1, null, { buid: space.buid, floor: 404 });
    expect(noFloor.json()).toEqual({ message: FloorMessages.notFound });
    const badLevel = await post('/api/heatmap/floor/average/4', null, {
      buid: space.buid,
      floor: 1,
    });
    expect(badLevel.statusCode).toBe(400);
  });

  it('accepts the file before the json field, CRLF lines and upper-case MACs', async () => {
    const floor = await newFloor();
    const log = exampleLog(space.buid, floor)
      .replaceAll('\n', '\r\n')
      .replace(/([0-9a-f]{2}:){5}[0-9a-f]{2}/g, (mac) => mac.toUpperCase());
    expect(log).toContain('C8:D7:19:0A:00:01');
    const res = await upload(owner, { buid: space.buid, floor }, log, 'file-first');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fingerprints).toBe(3);
    const files = (
      await post(contract.radiomapFloors.path, null, { buid: space.buid, floors: String(floor) })
    ).json();
    expect(files.rss_log_files[0].rss_log).toContain('c8:d7:19:0a:00:01');
  });

  it('parses a file sent before its json from a temporary file, removed whatever the outcome', async () => {
    const floor = await newFloor();
    const target = { buid: space.buid, floor };
    const hidden = await insertSpace(t.db, stranger.id, { is_published: false });
    await insertFloor(t.db, hidden.buid, 0);
    const folders = () =>
      fs
        .readdirSync(os.tmpdir())
        .filter((name) => name.startsWith(`radiomap-upload-${process.pid}-`));
    const before = folders();
    const good = exampleLog(space.buid, floor);
    const stored = await upload(owner, target, good, 'file-first');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().fingerprints).toBe(3);
    const fingerprint = await databaseFingerprint(t.db);
    const cases: [ReturnType<typeof upload>, number, string][] = [
      [
        upload(owner, { buid: hidden.buid, floor: 0 }, good, 'file-first'),
        404,
        ServerMessages.spaceNotFound,
      ],
      [
        upload(owner, target, Buffer.from([0x31, 0xff, 0xfe, 0x0a]), 'file-first'),
        400,
        RadioMessages.notText,
      ],
      [
        upload(owner, target, `${good}\nnot a line\n`, 'file-first'),
        400,
        RadiomapFormatMessages.lineFieldCount(8, 3),
      ],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await databaseFingerprint(t.db)).toBe(fingerprint);
    expect(folders()).toEqual(before);
  });

  it('refuses bad uploads with a clear message and writes nothing', async () => {
    const floor = await newFloor();
    const target = { buid: space.buid, floor };
    const good = exampleLog(space.buid, floor);
    const published = await insertSpace(t.db, stranger.id);
    await insertFloor(t.db, published.buid, 0);
    const hidden = await insertSpace(t.db, stranger.id, { is_published: false });
    await insertFloor(t.db, hidden.buid, 0);
    const auditor = await insertUser(t.db, { role: 'auditor' });
    const lines = good.split('\n');
    const withLine3 = (line: string) => [...lines.slice(0, 3), line, ...lines.slice(4)].join('\n');

    const cases: [string, () => ReturnType<typeof upload>, number, string | RegExp][] = [
      [
        'a malformed RSS',
        () =>
          upload(
            owner,
            target,
            withLine3(
              `${T0 + 1000} ${B.lat} ${B.lon} 170 00:1d:7e:ae:d4:10 -9x ${floor} ${space.buid}`,
            ),
          ),
        400,
        RadioMessages.badRss(4),
      ],
      [
        'a missing value',
        () => upload(owner, target, withLine3(`${T0 + 1000} ${B.lat} ${B.lon} 170 -90 ${floor}`)),
        400,
        RadiomapFormatMessages.lineFieldCount(4, 6),
      ],
      [
        'another building in a line',
        () =>
          upload(
            owner,
            target,
            withLine3(
              `${T0 + 1000} ${B.lat} ${B.lon} 170 00:1d:7e:ae:d4:10 -90 ${floor} ${published.buid}`,
            ),
          ),
        400,
        RadioMessages.wrongBuilding(4, published.buid, space.buid),
      ],
      [
        'another floor in a line',
        () =>
          upload(
            owner,
            target,
            withLine3(`${T0 + 1000} ${B.lat} ${B.lon} 170 00:1d:7e:ae:d4:10 -90 2 ${space.buid}`),
          ),
        400,
        RadioMessages.wrongFloor(4, '2', floor),
      ],
      [
        'a bad line at the end of a long valid log',
        () =>
          upload(
            owner,
            target,
            `${writeRadiomapLog(sampleScans(2000, T0, A), target)}${T0} 91 33 0 00:1d:7e:ae:d4:10 -60 ${floor} ${space.buid}\n`,
          ),
        400,
        RadioMessages.badLatitude(4002),
      ],
      ['an empty file', () => upload(owner, target, ''), 400, RadioMessages.empty],
      [
        'a binary file',
        () => upload(owner, target, Buffer.from([0xff, 0xfe, 0x00, 0xc3])),
        400,
        RadioMessages.notText,
      ],
      ['no file', () => upload(owner, target, null), 400, RadioMessages.missingFile],
      ['json that is not JSON', () => upload(owner, '{"buid": ', good), 400, RadioMessages.badJson],
      [
        'a floor that is not a number',
        () => upload(owner, { buid: space.buid, floor: 'one' }, good),
        400,
        /^Invalid value for "floor"/,
      ],
      [
        'a space the caller may see but not edit',
        () => upload(owner, { buid: published.buid, floor: 0 }, exampleLog(published.buid, 0)),
        403,
        ServerMessages.spaceEditForbidden,
      ],
      [
        'a space the caller cannot see',
        () => upload(owner, { buid: hidden.buid, floor: 0 }, exampleLog(hidden.buid, 0)),
        404,
        ServerMessages.spaceNotFound,
      ],
      [
        'a floor that does not exist',
        () => upload(owner, { buid: space.buid, floor: 404 }, exampleLog(space.buid, 404)),
        404,
        FloorMessages.notFound,
      ],
      [
        'an auditor of a published space',
        () => upload(auditor, target, good),
        403,
        ServerMessages.spaceEditForbidden,
      ],
      ['no token', () => upload(null, target, good), 401, /./],
      [
        'a body cut off in the middle',
        async () => {
          const body = multipartBody(
            { json: JSON.stringify(target) },
            { radiomap: { data: Buffer.from(good), filename: 'r.txt', contentType: 'text/plain' } },
          );
          return t.app.inject({
            method: 'POST',
            url: contract.radiomapUpload.path,
            headers: { ...body.headers, ...(await tokenHeader(owner)) },
            payload: body.payload.subarray(0, body.payload.length - 60),
          });
        },
        400,
        RadioMessages.multipart,
      ],
      [
        'two files',
        async () => {
          const file = { data: Buffer.from(good), filename: 'r.txt', contentType: 'text/plain' };
          const body = multipartBody(
            { json: JSON.stringify(target) },
            { other: file, radiomap: file },
          );
          return t.app.inject({
            method: 'POST',
            url: contract.radiomapUpload.path,
            headers: { ...body.headers, ...(await tokenHeader(owner)) },
            payload: body.payload,
          });
        },
        400,
        RadioMessages.multipart,
      ],
      [
        'JSON instead of multipart',
        async () =>
          t.app.inject({
            method: 'POST',
            url: contract.radiomapUpload.path,
            headers: await tokenHeader(owner),
            payload: { buid: space.buid, floor, radiomap: good },
          }),
        415,
        RadioMessages.multipart,
      ],
    ];
    for (const [label, send, status, message] of cases) {
      const before = await databaseFingerprint(t.db);
      const res = await send();
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      if (message instanceof RegExp) expect(res.json().message, label).toMatch(message);
      else expect(res.json(), label).toEqual({ message });
      expect(await databaseFingerprint(t.db), label).toBe(before);
    }
    expect(await storedRows(space.buid, floor)).toEqual({ fingerprints: 0, cells: 0 });
  });

  it('refuses a 100 MB radiomap with 413 after reading no more than the limit, storing nothing', async () => {
    const floor = await newFloor();
    const before = await databaseFingerprint(t.db);
    const body = streamedRadiomapUpload({ buid: space.buid, floor }, 100 * 1024 * 1024, A);
    const res = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, ...(await tokenHeader(owner)) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ message: RadioMessages.tooLarge });
    // The server stopped reading at the limit (plus what was in flight), not at 100 MB.
    expect(body.sent()).toBeLessThan(ServerLimits.radiomapBytes + 2 * 1024 * 1024);
    expect(await databaseFingerprint(t.db)).toBe(before);

    // A streamed 2 MB log of about 20,000 scans is parsed as it arrives and stored.
    const fits = streamedRadiomapUpload({ buid: space.buid, floor }, 2 * 1024 * 1024, A);
    const ok = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...fits.headers, ...(await tokenHeader(owner)) },
      payload: fits.payload,
    });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    // About 105 bytes a line (a position near the test building).
    expect(ok.json().fingerprints).toBeGreaterThan(19_000);
    expect(ok.json().measurements).toBeLessThanOrEqual(RadioConstants.maxMeasurementsPerFile);
  }, 60_000);
});
