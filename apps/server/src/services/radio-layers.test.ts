import zlib from 'node:zlib';
import {
  aggregateHeatmapCells,
  buildPath,
  contract,
  type Fingerprint,
  FloorMessages,
  heatmapCellCentre,
  LayerMessages,
  RadioConstants,
  RadioLayerConstants,
  ServerMessages,
  type TileXYZ,
  tileContains,
  tileOf,
  writeRadiomapLog,
} from '@indoor/domain';
import { seededRandom } from '@indoor/domain/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { RadiomapsRepository } from '../db/repositories/radiomaps.repository.js';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { RADIOMAP_T0 } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const DAY = RadioConstants.dayMs;
const MACS = ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11', 'c8:d7:19:0a:00:01', 'c8:d7:19:0a:00:02'];

/**
 * A survey of 600 scans over 60 m x 40 m around (35.1446, 33.4115), on six days; the
 * scans stand on spots 2 m apart, several on each spot, with 1 to 4 access points heard.
 */
/** A scan of a survey log: always dated. */
type DatedScan = Fingerprint & { timestamp: number };

function survey(): DatedScan[] {
  const random = seededRandom(11);
  return Array.from({ length: 600 }, (_, i) => {
    const spotX = Math.floor(random() * 30);
    const spotY = Math.floor(random() * 20);
    const heard = 1 + Math.floor(random() * 4);
    return {
      timestamp: RADIOMAP_T0 + Math.floor(i / 100) * DAY + i * 1000,
      lat: Number((35.1444 + (spotY * 2) / 111_320).toFixed(8)),
      lon: Number((33.4112 + (spotX * 2) / 91_190).toFixed(8)),
      heading: 90,
      macs: MACS.slice(0, heard),
      rss: MACS.slice(0, heard).map(() => -40 - Math.floor(random() * 60)),
    };
  });
}

interface LocationPoint {
  x: number;
  y: number;
  count: number;
  scans: number;
  first: number | null;
  last: number | null;
  strongest: { mac: string; rss: number }[];
}

/**
 * Scan locations as the fingerprint tile answers them: grouped by position, by lat then lon,
 * with the first and last scan time and the strongest access points (each MAC's strongest
 * RSS, strongest first, then by MAC).
 */
function locationsOf(scans: readonly Fingerprint[]): LocationPoint[] {
  const byPlace = new Map<string, { point: LocationPoint; heard: Map<string, number> }>();
  for (const s of scans) {
    const key = `${s.lat}|${s.lon}`;
    const time = s.timestamp ?? null;
    const known = byPlace.get(key) ?? {
      point: { x: s.lat, y: s.lon, count: 0, scans: 0, first: null, last: null, strongest: [] },
      heard: new Map<string, number>(),
    };
    byPlace.set(key, known);
    const { point, heard } = known;
    point.count += s.macs.length;
    point.scans += 1;
    if (time !== null) {
      point.first = point.first === null ? time : Math.min(point.first, time);
      point.last = point.last === null ? time : Math.max(point.last, time);
    }
    s.macs.forEach((mac, i) => {
      const rss = s.rss[i] as number;
      heard.set(mac, Math.max(heard.get(mac) ?? -Infinity, rss));
    });
  }
  return [...byPlace.values()]
    .map(({ point, heard }) => ({
      ...point,
      strongest: [...heard]
        .map(([mac, rss]) => ({ mac, rss }))
        .sort((a, b) => b.rss - a.rss || (a.mac < b.mac ? -1 : 1))
        .slice(0, RadioLayerConstants.markerStrongestAps),
    }))
    .sort((a, b) => a.x - b.x || a.y - b.y);
}

/** The stored cells as they should be: per-day totals of the scans plus all-day totals (day -1). */
function cellsFromScratch(scans: readonly Fingerprint[]) {
  const perDay = aggregateHeatmapCells(scans);
  const all = new Map<string, (typeof perDay)[number]>();
  for (const c of perDay) {
    const key = `${c.level}|${c.x}|${c.y}`;
    const known = all.get(key);
    if (known) {
      known.count += c.count;
      known.rssSum += c.rssSum;
      known.scans += c.scans;
    } else all.set(key, { ...c, day: -1 });
  }
  return [...perDay, ...all.values()]
    .map((c) => [c.level, c.day, c.x, c.y, c.count, c.rssSum, c.scans].join(' '))
    .sort();
}

describeEachDatabase('wifi layers: fingerprint grid and tiles, heatmap tiles, deletion', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let auditor: UserRow;
  let space: SpaceRow;
  let floorCounter = 0;
  const scans = survey();

  const headers = async (caller: UserRow | null): Promise<Record<string, string>> =>
    caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};
  const post = async (url: string, caller: UserRow | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await headers(caller), payload });

  /** A new floor of the shared space with the survey uploaded through the API. */
  const surveyedFloor = async (): Promise<number> => {
    floorCounter += 1;
    const floor = floorCounter;
    await insertFloor(t.db, space.buid, floor);
    const body = multipartBody(
      { json: JSON.stringify({ buid: space.buid, floor }) },
      {
        radiomap: {
          data: Buffer.from(writeRadiomapLog(scans, { buid: space.buid, floor })),
          filename: 'survey.txt',
          contentType: 'text/plain',
        },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, ...(await headers(owner)) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fingerprints).toBe(scans.length);
    return floor;
  };

  const storedCells = async (floor: number) =>
    (
      await t.db
        .selectFrom('heatmap_cells')
        .selectAll()
        .where('buid', '=', space.buid)
        .where('floor_number', '=', floor)
        .execute()
    )
      .map((c) => [c.level, c.day, c.cell_x, c.cell_y, c.count, c.rss_sum, c.scans].join(' '))
      .sort();

  const storedScanCount = async (floor: number) =>
    (
      await t.db
        .selectFrom('fingerprints')
        .select('id')
        .where('buid', '=', space.buid)
        .where('floor_number', '=', floor)
        .execute()
    ).length;

  /** A 200 answer, checked against the contract's response schema (the server skips that check). */
  const answer = async <T>(
    endpoint: { response: { parse(v: unknown): unknown } },
    res: Awaited<ReturnType<typeof post>>,
  ): Promise<T> => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(endpoint.response.parse(body)).toEqual(body);
    return body as T;
  };

  const tileOfScan = (scan: Fingerprint, z: number): TileXYZ => ({
    ...tileOf(scan, z),
    z,
  });
  const inTile = (tile: TileXYZ) => scans.filter((s) => tileContains(tile, s));

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    auditor = await insertUser(t.db, { role: 'auditor' });
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: 35.1446,
      coordinates_lon: 33.4115,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the scan locations of a tile exactly, at zooms 20 to 22, and within a time range', async () => {
    const floor = await surveyedFloor();
    const tilePoints = async (body: object) =>
      answer<{ radioPoints: LocationPoint[]; truncated: boolean }>(
        contract.radiomapFingerprintsTile,
        await post(contract.radiomapFingerprintsTile.path, null, {
          buid: space.buid,
          floor,
          ...body,
        }),
      );
    let checkedTiles = 0;
    for (const z of [20, 21, 22]) {
      const tiles = new Map(scans.map((s) => [JSON.stringify(tileOfScan(s, z)), tileOfScan(s, z)]));
      for (const tile of [...tiles.values()].slice(0, 6)) {
        const expected = locationsOf(inTile(tile));
        expect(expected.length).toBeGreaterThan(0);
        expect(await tilePoints(tile)).toEqual({ radioPoints: expected, truncated: false });
        checkedTiles += 1;
      }
    }
    expect(checkedTiles).toBe(18);
    // Together, the zoom-20 tiles of the floor hold every scan exactly once.
    const z20 = new Map(scans.map((s) => [JSON.stringify(tileOfScan(s, 20)), tileOfScan(s, 20)]));
    let total = 0;
    for (const tile of z20.values()) {
      const { radioPoints } = await tilePoints({ ...tile, x: String(tile.x), y: String(tile.y) });
      total += radioPoints.reduce((sum, p) => sum + p.scans, 0);
    }
    expect(total).toBe(scans.length);

    // A time range (ms, inclusive, either order; a missing end is "until now and after").
    const tile = tileOfScan(scans[0] as Fingerprint, 20);
    const from = RADIOMAP_T0 + 2 * DAY;
    const to = RADIOMAP_T0 + 4 * DAY;
    const between = (a: number, b: number) =>
      locationsOf(inTile(tile).filter((s) => s.timestamp >= a && s.timestamp <= b));
    expect((await tilePoints({ ...tile, timestampX: to, timestampY: from })).radioPoints).toEqual(
      between(from, to),
    );
    expect((await tilePoints({ ...tile, timestampX: String(from) })).radioPoints).toEqual(
      between(from, Number.MAX_SAFE_INTEGER),
    );
    expect((await tilePoints({ ...tile, timestampY: from })).radioPoints).toEqual(between(0, from));
    // A tile elsewhere has nothing.
    expect(await tilePoints({ x: 0, y: 0, z: 20 })).toEqual({ radioPoints: [], truncated: false });
  });

  it('aggregates the fingerprint grid per cell at levels 1 to 3, over all days and by day', async () => {
    const floor = await surveyedFloor();
    const grid = async (level: number, body: object = {}) =>
      (
        await answer<{ radioPoints: LocationPoint[] }>(
          contract.radiomapFingerprintsGrid,
          await post(
            buildPath(contract.radiomapFingerprintsGrid.path, { level: String(level) }),
            null,
            { buid: space.buid, floor, ...body },
          ),
        )
      ).radioPoints;
    const expectedGrid = (level: 1 | 2 | 3, selected: readonly Fingerprint[]) => {
      const cells = new Map<string, { x: number; y: number; count: number; scans: number }>();
      for (const c of aggregateHeatmapCells(selected).filter((c) => c.level === level)) {
        const key = `${c.x}|${c.y}`;
        const known = cells.get(key);
        if (known) {
          known.count += c.count;
          known.scans += c.scans;
        } else cells.set(key, { x: c.x, y: c.y, count: c.count, scans: c.scans });
      }
      return [...cells.values()]
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((c) => {
          const centre = heatmapCellCentre(level, c);
          return { x: centre.lat, y: centre.lon, count: c.count, scans: c.scans };
        });
    };
    for (const level of [1, 2, 3] as const) {
      const points = await grid(level);
      expect(points).toEqual(expectedGrid(level, scans));
      expect(points.reduce((sum, p) => sum + p.scans, 0)).toBe(scans.length);
    }
    // Days 2 and 3 of the survey (a range inside days, in either order).
    const day2 = Math.floor(RADIOMAP_T0 / DAY) * DAY + 2 * DAY;
    const days23 = scans.filter((s) => s.timestamp >= day2 && s.timestamp < day2 + 2 * DAY);
    expect(days23.length).toBe(200);
    expect(await grid(2, { timestampX: day2 + 2 * DAY - 1, timestampY: day2 + 5 })).toEqual(
      expectedGrid(2, days23),
    );
    // A range holding every surveyed day answers the all-day totals.
    expect(await grid(3, { timestampX: 0 })).toEqual(await grid(3));
  });

  it('answers the level-3 coverage points whose centre lies in a tile, with and without a time range', async () => {
    const floor = await surveyedFloor();
    const level3 = (
      await answer<{ radioPoints: { x: number; y: number; w: string }[] }>(
        contract.heatmapFloorAverage,
        await post(buildPath(contract.heatmapFloorAverage.path, { level: '3' }), null, {
          buid: space.buid,
          floor,
        }),
      )
    ).radioPoints;
    const from = RADIOMAP_T0 + DAY;
    const to = RADIOMAP_T0 + 3 * DAY;
    const level3ByTime = (
      await answer<{ radioPoints: { x: number; y: number; w: string }[] }>(
        contract.heatmapFloorAverageTimestamp,
        await post(buildPath(contract.heatmapFloorAverageTimestamp.path, { level: '3' }), null, {
          buid: space.buid,
          floor,
          timestampX: from,
          timestampY: to,
        }),
      )
    ).radioPoints;
    const within = (tile: TileXYZ, points: typeof level3) =>
      points.filter((p) => tileContains(tile, { lat: p.x, lon: p.y }));
    let seen = 0;
    for (const z of [18, 20, 21, 22]) {
      const tiles = new Map(scans.map((s) => [JSON.stringify(tileOfScan(s, z)), tileOfScan(s, z)]));
      for (const tile of [...tiles.values()].slice(0, 4)) {
        const plain = await answer<{ radioPoints: typeof level3 }>(
          contract.heatmapFloorAverageTiles,
          await post(contract.heatmapFloorAverageTiles.path, null, {
            buid: space.buid,
            floor: String(floor),
            ...tile,
          }),
        );
        expect(plain.radioPoints).toEqual(within(tile, level3));
        seen += plain.radioPoints.length;
        const timed = await answer<{ radioPoints: typeof level3 }>(
          contract.heatmapFloorAverageTimestampTiles,
          await post(contract.heatmapFloorAverageTimestampTiles.path, null, {
            buid: space.buid,
            floor,
            ...tile,
            timestampX: String(from),
            timestampY: String(to),
          }),
        );
        expect(timed.radioPoints).toEqual(within(tile, level3ByTime));
      }
    }
    expect(seen).toBeGreaterThan(0);
    // One zoom-16 tile holds the whole survey: every level-3 point.
    const whole = tileOfScan(scans[0] as Fingerprint, 16);
    const all = await post(contract.heatmapFloorAverageTiles.path, null, {
      buid: space.buid,
      floor,
      ...whole,
    });
    expect(all.json().radioPoints).toEqual(level3);
  });

  it('deletes exactly the scans inside a rectangle and leaves the cells equal to a recount of the rest', async () => {
    const floor = await surveyedFloor();
    expect(await storedCells(floor)).toEqual(cellsFromScratch(scans));
    // Corners as text, north-east first: the rectangle is the same either way round.
    const rect = { south: 35.14445, west: 33.4114, north: 35.1447, east: 33.4119 };
    const inside = (s: Fingerprint) =>
      s.lat >= rect.south && s.lat <= rect.north && s.lon >= rect.west && s.lon <= rect.east;
    const doomed = scans.filter(inside);
    expect(doomed.length).toBeGreaterThan(20);
    expect(doomed.length).toBeLessThan(scans.length - 20);
    const res = await post(contract.radiomapDeleteBbox.path, owner, {
      buid: space.buid,
      floor,
      lat1: String(rect.north),
      lon1: String(rect.east),
      lat2: rect.south,
      lon2: rect.west,
    });
    const body = await answer<{ message: string; fingerprints: unknown[] }>(
      contract.radiomapDeleteBbox,
      res,
    );
    expect(body.message).toBe(LayerMessages.deletedCount(doomed.length));
    expect(body.fingerprints).toEqual(
      doomed.map((s) => ({ x: s.lat, y: s.lon, timestamp: s.timestamp, count: s.macs.length })),
    );
    const rest = scans.filter((s) => !inside(s));
    expect(await storedScanCount(floor)).toBe(rest.length);
    expect(await storedCells(floor)).toEqual(cellsFromScratch(rest));
    // Deleting the same rectangle again deletes nothing.
    const again = await post(contract.radiomapDeleteBbox.path, owner, {
      buid: space.buid,
      floor,
      lat1: rect.south,
      lon1: rect.west,
      lat2: rect.north,
      lon2: rect.east,
    });
    expect(again.json()).toEqual({ message: LayerMessages.noneDeleted, fingerprints: [] });
    expect(await storedCells(floor)).toEqual(cellsFromScratch(rest));
  });

  it('deletes by rectangle and time, and a floor by time, with the documented defaults for missing bounds', async () => {
    const floor = await surveyedFloor();
    const rect = { lat1: 35.1444, lon1: 33.4112, lat2: 35.14458, lon2: 33.4118 };
    const inRect = (s: Fingerprint) =>
      s.lat >= 35.1444 && s.lat <= 35.14458 && s.lon >= 33.4112 && s.lon <= 33.4118;
    const from = RADIOMAP_T0 + 150 * 1000 + DAY;
    // No timestampY: until the largest safe integer.
    const first = await post(contract.radiomapDeleteBboxTime.path, owner, {
      buid: space.buid,
      floor,
      ...rect,
      timestampX: String(from),
    });
    const doomed = scans.filter((s) => inRect(s) && s.timestamp >= from);
    expect(doomed.length).toBeGreaterThan(10);
    const body = await answer<{ fingerprints: { timestamp: number }[] }>(
      contract.radiomapDeleteBboxTime,
      first,
    );
    expect(body.fingerprints.map((f) => f.timestamp)).toEqual(doomed.map((s) => s.timestamp));
    let rest = scans.filter((s) => !(inRect(s) && s.timestamp >= from));
    expect(await storedCells(floor)).toEqual(cellsFromScratch(rest));

    // A floor's scans in a time range, bounds in reverse order.
    const a = RADIOMAP_T0 + 30 * 1000;
    const b = RADIOMAP_T0 + 2 * DAY + 260 * 1000;
    const byTime = await post(contract.radiomapDeleteTime.path, owner, {
      buid: space.buid,
      floor,
      timestampX: b,
      timestampY: a,
    });
    const gone = rest.filter((s) => s.timestamp >= a && s.timestamp <= b);
    expect(
      (await answer<{ fingerprints: unknown[] }>(contract.radiomapDeleteTime, byTime)).fingerprints,
    ).toHaveLength(gone.length);
    rest = rest.filter((s) => !(s.timestamp >= a && s.timestamp <= b));
    expect(await storedScanCount(floor)).toBe(rest.length);
    expect(await storedCells(floor)).toEqual(cellsFromScratch(rest));

    // No bounds at all: everything left; the floor is then empty and answers empty lists.
    const everything = await post(contract.radiomapDeleteTime.path, owner, {
      buid: space.buid,
      floor,
    });
    expect(everything.json().fingerprints).toHaveLength(rest.length);
    expect(await storedScanCount(floor)).toBe(0);
    expect(await storedCells(floor)).toEqual([]);
    const perDay = await post(contract.radiomapTime.path, null, { buid: space.buid, floor });
    expect(perDay.json()).toEqual({ radioPoints: [], undated: 0 });
  });

  it('answers empty lists for a floor without fingerprints, and 404 for a floor that does not exist', async () => {
    floorCounter += 1;
    const empty = floorCounter;
    await insertFloor(t.db, space.buid, empty);
    const floor = { buid: space.buid, floor: empty };
    const calls: [string, object, object][] = [
      [
        buildPath(contract.radiomapFingerprintsGrid.path, { level: '1' }),
        floor,
        { radioPoints: [] },
      ],
      [
        contract.radiomapFingerprintsTile.path,
        { ...floor, x: 627434, y: 419430, z: 20 },
        { radioPoints: [], truncated: false },
      ],
      [contract.heatmapFloorAverageTiles.path, { ...floor, x: 1, y: 1, z: 2 }, { radioPoints: [] }],
      [
        contract.heatmapFloorAverageTimestampTiles.path,
        { ...floor, x: 1, y: 1, z: 2, timestampX: 0, timestampY: 5 },
        { radioPoints: [] },
      ],
      [buildPath(contract.heatmapFloorAverage.path, { level: '3' }), floor, { radioPoints: [] }],
    ];
    for (const [url, body, expected] of calls) {
      const res = await post(url, null, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json(), url).toEqual(expected);
      const missing = await post(url, null, { ...body, floor: 404 });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ message: FloorMessages.notFound });
    }
    const deleted = await post(contract.radiomapDeleteBbox.path, owner, {
      ...floor,
      lat1: 35,
      lon1: 33,
      lat2: 36,
      lon2: 34,
    });
    expect(deleted.json()).toEqual({ message: LayerMessages.noneDeleted, fingerprints: [] });
  });

  it('answers cached layers anew after every change of the floor, compressed once when asked', async () => {
    const floor = await surveyedFloor();
    const level3 = buildPath(contract.heatmapFloorAverage.path, { level: '3' });
    const grid1 = buildPath(contract.radiomapFingerprintsGrid.path, { level: '1' });
    const read = async (url: string, encoding?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
        payload: { buid: space.buid, floor },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const plain = (await read(level3)).body;
    expect(JSON.parse(plain).radioPoints.length).toBeGreaterThan(100);
    // The same answer, compressed as asked, twice (the second from the cache).
    for (let i = 0; i < 2; i++) {
      const br = await read(level3, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      const gzip = await read(level3, 'gzip;q=1, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    }
    const before = JSON.parse((await read(grid1)).body).radioPoints as LocationPoint[];
    expect(before.reduce((sum, p) => sum + p.scans, 0)).toBe(scans.length);
    // A deletion changes what every layer answers at once.
    const deleted = await post(contract.radiomapDeleteTime.path, owner, {
      buid: space.buid,
      floor,
      timestampY: RADIOMAP_T0 + 99 * 1000,
    });
    expect(deleted.json().fingerprints).toHaveLength(100);
    const after = JSON.parse((await read(grid1)).body).radioPoints as LocationPoint[];
    expect(after.reduce((sum, p) => sum + p.scans, 0)).toBe(scans.length - 100);
    expect((await read(level3)).body).not.toBe(plain);
    // So does deleting the floor and adding it again with the same number.
    expect(
      (await post(contract.floorDelete.path, owner, { buid: space.buid, floor_number: floor }))
        .statusCode,
    ).toBe(200);
    await insertFloor(t.db, space.buid, floor);
    expect(JSON.parse((await read(grid1)).body)).toEqual({ radioPoints: [] });
    expect(JSON.parse((await read(level3)).body)).toEqual({ radioPoints: [] });
  });

  it('computes the coverage at every level and the scans per day before an upload is answered, so the first reads find them', async () => {
    const heatmapQueries = vi.spyOn(RadiomapsRepository.prototype, 'heatmapCellsQuery');
    const perDayQueries = vi.spyOn(RadiomapsRepository.prototype, 'scansPerDayQuery');
    try {
      const floor = await surveyedFloor();
      expect(heatmapQueries).toHaveBeenCalledTimes(3);
      expect(perDayQueries).toHaveBeenCalledTimes(1);
      for (const level of ['1', '2', '3']) {
        const res = await post(buildPath(contract.heatmapFloorAverage.path, { level }), stranger, {
          buid: space.buid,
          floor,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(JSON.parse(res.body).radioPoints.length).toBeGreaterThan(0);
      }
      const perDay = await post(contract.radiomapTime.path, stranger, { buid: space.buid, floor });
      expect(perDay.statusCode, perDay.body).toBe(200);
      // Read from what the upload computed: nothing asked of the database again.
      expect(heatmapQueries).toHaveBeenCalledTimes(3);
      expect(perDayQueries).toHaveBeenCalledTimes(1);
      // A deletion computes them again before it is answered.
      const deleted = await post(contract.radiomapDeleteTime.path, owner, {
        buid: space.buid,
        floor,
        timestampY: RADIOMAP_T0 + 9 * 1000,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(heatmapQueries).toHaveBeenCalledTimes(6);
      expect(perDayQueries).toHaveBeenCalledTimes(2);
    } finally {
      heatmapQueries.mockRestore();
      perDayQueries.mockRestore();
    }
  });

  it('lets a co-owner and an admin delete fingerprints by rectangle, as the owner may', async () => {
    const floor = await surveyedFloor();
    const coOwner = await insertUser(t.db);
    const admin = await insertUser(t.db, { role: 'admin' });
    await t.db
      .updateTable('spaces')
      .set({ co_owners: [coOwner.id] })
      .where('buid', '=', space.buid)
      .execute();
    const before = await storedScanCount(floor);
    // Two disjoint halves of the floor's scans, one deleted by each.
    const middle = [...scans].sort((a, b) => a.lat - b.lat)[
      Math.floor(scans.length / 2)
    ] as Fingerprint;
    const halves = [
      { caller: coOwner, lat1: 30, lat2: middle.lat - 1e-9 },
      { caller: admin, lat1: middle.lat - 1e-9, lat2: 40 },
    ];
    let deleted = 0;
    for (const { caller, lat1, lat2 } of halves) {
      const res = await post(contract.radiomapDeleteBbox.path, caller, {
        buid: space.buid,
        floor,
        lat1,
        lon1: 30,
        lat2,
        lon2: 40,
      });
      const body = await answer<{ fingerprints: unknown[] }>(contract.radiomapDeleteBbox, res);
      expect(body.fingerprints.length).toBeGreaterThan(0);
      deleted += body.fingerprints.length;
    }
    expect(deleted).toBe(before);
    expect(await storedScanCount(floor)).toBe(0);
    expect(await storedCells(floor)).toEqual(cellsFromScratch([]));
  });

  it('refuses callers without the right to edit and bad input, changing nothing', async () => {
    const floor = await surveyedFloor();
    const published = await insertSpace(t.db, stranger.id);
    await insertFloor(t.db, published.buid, 0);
    const hidden = await insertSpace(t.db, stranger.id, { is_published: false });
    await insertFloor(t.db, hidden.buid, 0);
    const box = { lat1: 35, lon1: 33, lat2: 36, lon2: 34 };
    const mine = { buid: space.buid, floor, ...box };
    const tile = { buid: space.buid, floor, x: 627434, y: 419430, z: 20 };
    const cases: [string, UserRow | null, string, object, number, string | RegExp][] = [
      [
        'a stranger',
        stranger,
        contract.radiomapDeleteBbox.path,
        mine,
        403,
        ServerMessages.spaceEditForbidden,
      ],
      [
        'an auditor',
        auditor,
        contract.radiomapDeleteTime.path,
        { buid: space.buid, floor },
        403,
        ServerMessages.spaceEditForbidden,
      ],
      ['no token', null, contract.radiomapDeleteBboxTime.path, mine, 401, /./],
      [
        'a space they may see but not edit',
        owner,
        contract.radiomapDeleteBbox.path,
        { buid: published.buid, floor: 0, ...box },
        403,
        ServerMessages.spaceEditForbidden,
      ],
      [
        'a space they cannot see',
        owner,
        contract.radiomapDeleteTime.path,
        { buid: hidden.buid, floor: 0 },
        404,
        ServerMessages.spaceNotFound,
      ],
      [
        'a floor that does not exist',
        owner,
        contract.radiomapDeleteBbox.path,
        { ...mine, floor: 404 },
        404,
        FloorMessages.notFound,
      ],
      [
        'a latitude beyond 90',
        owner,
        contract.radiomapDeleteBbox.path,
        { ...mine, lat2: 91 },
        400,
        /^Invalid value for "lat2"/,
      ],
      [
        'a longitude that is not a number',
        owner,
        contract.radiomapDeleteBbox.path,
        { ...mine, lon1: 'east' },
        400,
        /^Invalid value for "lon1"/,
      ],
      [
        'a missing corner',
        owner,
        contract.radiomapDeleteBbox.path,
        { buid: space.buid, floor, lat1: 35, lon1: 33, lat2: 36 },
        400,
        /lon2/,
      ],
      [
        'a timestamp that is not a number',
        owner,
        contract.radiomapDeleteBboxTime.path,
        { ...mine, timestampX: 'yesterday' },
        400,
        /timestampX/,
      ],
      [
        'a negative timestamp',
        owner,
        contract.radiomapDeleteTime.path,
        { buid: space.buid, floor, timestampY: -5 },
        400,
        /timestampY/,
      ],
      [
        'a zoom beyond 22',
        null,
        contract.heatmapFloorAverageTiles.path,
        { ...tile, z: 23 },
        400,
        /^Invalid value for "z"/,
      ],
      [
        'x outside the zoom',
        null,
        contract.heatmapFloorAverageTiles.path,
        { ...tile, z: 2, x: 4, y: 0 },
        400,
        /^Invalid value for "x"/,
      ],
      [
        'a fractional y',
        null,
        contract.heatmapFloorAverageTimestampTiles.path,
        { ...tile, y: 1.5, timestampX: 0, timestampY: 1 },
        400,
        /"y"/,
      ],
      [
        'fingerprint tiles below their zoom',
        null,
        contract.radiomapFingerprintsTile.path,
        { ...tile, z: 19, x: 1, y: 1 },
        400,
        RegExp(`from zoom ${RadioLayerConstants.fingerprintTileMinZoom}`),
      ],
      [
        'a grid level 4',
        null,
        buildPath(contract.radiomapFingerprintsGrid.path, { level: '4' }),
        { buid: space.buid, floor },
        400,
        /level/,
      ],
      [
        'a hidden space read anonymously',
        null,
        contract.radiomapFingerprintsTile.path,
        { ...tile, buid: hidden.buid, floor: 0 },
        404,
        ServerMessages.spaceNotFound,
      ],
    ];
    for (const [label, caller, url, body, status, message] of cases) {
      const before = await databaseFingerprint(t.db);
      const res = await post(url, caller, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      if (message instanceof RegExp) expect(res.json().message, label).toMatch(message);
      else expect(res.json(), label).toEqual({ message });
      expect(await databaseFingerprint(t.db), label).toBe(before);
    }
    expect(await storedScanCount(floor)).toBe(scans.length);
    expect(await storedCells(floor)).toEqual(cellsFromScratch(scans));
  });
});
