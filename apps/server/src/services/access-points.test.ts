import fs from 'node:fs';
import {
  AccessPointMessages,
  type AccessPointWire,
  contract,
  type Fingerprint,
  FloorMessages,
  haversineMetres,
  heatmapCellOf,
  LayerZoom,
  syntheticSurvey,
  writeRadiomapLog,
} from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { RADIOMAP_T0, storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

interface FloorAnswer {
  accessPoints: AccessPointWire[];
  truncated: boolean;
  version: string;
  computed_at: string | null;
  status: 'ready' | 'computing';
}

const ORIGIN = { lat: 35.1446, lon: 33.4115 };

/** A survey of a 60 m x 48 m floor: three corridors, 12 APs (most in rooms), 5 dB shadowing. */
const SURVEY = syntheticSurvey({
  seed: 11,
  corridors: 3,
  widthM: 60,
  accessPoints: 12,
  scans: 3000,
  shadowingDb: 5,
  origin: ORIGIN,
});

describeEachDatabase('access points', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let admin: UserRow;
  let space: SpaceRow;
  let hidden: SpaceRow;
  let floorCounter = 10;

  const headers = async (caller: UserRow | null): Promise<Record<string, string>> =>
    caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};
  const post = async (url: string, caller: UserRow | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await headers(caller), payload });

  const upload = async (floor: number, scans: Fingerprint[]) => {
    const target = { buid: space.buid, floor };
    const body = multipartBody(
      { json: JSON.stringify(target) },
      {
        radiomap: {
          data: Buffer.from(writeRadiomapLog(scans, target)),
          filename: 'radiomap.txt',
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
  };

  /** The floor's estimates once computed (the layer asks again while the answer says computing). */
  const accessPoints = async (floor: number, caller: UserRow | null = null, buid = space.buid) => {
    for (let attempt = 0; attempt < 600; attempt++) {
      const res = await post(contract.accessPointsFloor.path, caller, { buid, floor });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as FloorAnswer;
      if (answer.status === 'ready') return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`floor ${floor}: estimates still computing`);
  };

  const storedVersion = async (floor: number, buid = space.buid) => {
    const row = await t.db
      .selectFrom('floors')
      .select(sql<string>`fingerprints_version::text`.as('v'))
      .where('buid', '=', buid)
      .where('floor_number', '=', floor)
      .executeTakeFirstOrThrow();
    return BigInt(row.v);
  };

  const newFloor = async (buid = space.buid) => {
    floorCounter += 1;
    await insertFloor(t.db, buid, floorCounter);
    return floorCounter;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/access-points-test-') });
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'admin' });
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

  it('places every AP of an uploaded survey near its true position, with its BSSIDs and figures', async () => {
    const floor = await newFloor();
    await upload(floor, SURVEY.scans);
    const answer = await accessPoints(floor);
    expect(answer.accessPoints).toHaveLength(SURVEY.accessPoints.length);
    expect(answer.truncated).toBe(false);
    const errors: number[] = [];
    let withinUncertainty = 0;
    for (const truth of SURVEY.accessPoints) {
      const ap = answer.accessPoints.find((a) => a.AP === truth.bssids[0]);
      expect(ap, truth.bssids[0]).toBeDefined();
      if (!ap) continue;
      expect(ap.bssids).toEqual([...truth.bssids].sort());
      expect(ap.den).toBe(0);
      expect(ap.method).toBe('path-loss');
      // x is the latitude, y the longitude.
      const error = haversineMetres({ lat: ap.x, lon: ap.y }, truth);
      errors.push(error);
      // Never a wild point: at worst a room's depth and the corridor away (an AP in an
      // outer room is heard along one corridor only); most within their own uncertainty radius.
      expect(error, `${ap.AP}: ${error.toFixed(2)} m`).toBeLessThan(10);
      expect(ap.uncertainty).toBeGreaterThan(0);
      if (error <= ap.uncertainty) withinUncertainty += 1;
      // Measurement count and mean RSS, counted from the uploaded scans.
      let count = 0;
      let total = 0;
      for (const scan of SURVEY.scans) {
        scan.macs.forEach((mac, i) => {
          if (truth.bssids.includes(mac)) {
            count += 1;
            total += scan.rss[i] ?? 0;
          }
        });
      }
      expect(ap.measurements).toBe(count);
      expect(ap.meanRss).toBeCloseTo(total / count, 1);
    }
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(2);
    expect(withinUncertainty).toBeGreaterThanOrEqual(0.75 * errors.length);
    // Strongest (highest mean RSS) first.
    const means = answer.accessPoints.map((a) => a.meanRss);
    expect(means).toEqual([...means].sort((a, b) => b - a));
  }, 120_000);

  it('reuses the stored estimates until the fingerprints change, and computes again after an upload and a delete', async () => {
    const floor = await newFloor();
    const first = SURVEY.scans.slice(0, 1000);
    await upload(floor, first);
    const before = await accessPoints(floor);
    const stored = await t.db
      .selectFrom('access_points')
      .select(['computed_at', sql<string>`fingerprints_version::text`.as('version')])
      .where('buid', '=', space.buid)
      .where('floor_number', '=', floor)
      .executeTakeFirstOrThrow();
    expect(stored.version).toBe(before.version);
    expect(BigInt(before.version)).toBe(await storedVersion(floor));

    // Second read: the same estimates, not computed again (same time of computation).
    const again = await accessPoints(floor);
    expect(again.computed_at).toBe(before.computed_at);
    expect(again.version).toBe(before.version);
    expect(again.accessPoints).toEqual(before.accessPoints);
    // Another caller (signed in) reads the same stored estimates.
    expect((await accessPoints(floor, admin)).computed_at).toBe(before.computed_at);

    // A new upload moves the version: computed again, with the new measurements.
    await upload(floor, SURVEY.scans.slice(1000, 2000));
    const afterUpload = await accessPoints(floor);
    expect(BigInt(afterUpload.version)).toBeGreaterThan(BigInt(before.version));
    expect(afterUpload.computed_at).not.toBe(before.computed_at);
    const sum = (a: FloorAnswer) => a.accessPoints.reduce((s, ap) => s + ap.measurements, 0);
    expect(sum(afterUpload)).toBeGreaterThan(sum(before));
    // Every measurement stored counts, and only those.
    const stored2000 = SURVEY.scans.slice(0, 2000).reduce((n, scan) => n + scan.macs.length, 0);
    expect(sum(afterUpload)).toBe(stored2000);

    // Any delete of fingerprints moves it too (here one statement outside every service).
    await sql`delete from fingerprints where id = (
        select min(id) from fingerprints where buid = ${space.buid} and floor_number = ${floor})`.execute(
      t.db,
    );
    const afterRowDelete = await accessPoints(floor);
    expect(BigInt(afterRowDelete.version)).toBeGreaterThan(BigInt(afterUpload.version));
    expect(sum(afterRowDelete)).toBe(stored2000 - (SURVEY.scans[0] as Fingerprint).macs.length);

    // Deleting the floor's radiomap: computed again, nothing left.
    const res = await post(contract.radiomapDelete.path, owner, { buid: space.buid, floor });
    expect(res.statusCode, res.body).toBe(200);
    const afterDelete = await accessPoints(floor);
    expect(BigInt(afterDelete.version)).toBeGreaterThan(BigInt(afterRowDelete.version));
    expect(afterDelete.accessPoints).toEqual([]);
  }, 120_000);

  it('bumps the version once per statement, only on the floors written, and survives deleting the floor', async () => {
    const a = await newFloor();
    const b = await newFloor();
    const va = await storedVersion(a);
    const vb = await storedVersion(b);
    const scans = SURVEY.scans.slice(0, 5);
    await storeRadiomap(
      t.db,
      { buid: space.buid, floor: a },
      writeRadiomapLog(scans, { buid: space.buid, floor: a }),
    );
    expect(await storedVersion(a)).toBe(va + 1n);
    expect(await storedVersion(b)).toBe(vb);
    // One statement deleting on two floors moves both.
    await storeRadiomap(
      t.db,
      { buid: space.buid, floor: b },
      writeRadiomapLog(scans, { buid: space.buid, floor: b }),
    );
    await sql`delete from fingerprints where buid = ${space.buid} and floor_number in (${a}, ${b})`.execute(
      t.db,
    );
    expect(await storedVersion(a)).toBe(va + 2n);
    expect(await storedVersion(b)).toBe(vb + 2n);
    // Deleting a floor with fingerprints and stored estimates takes both with it.
    await storeRadiomap(
      t.db,
      { buid: space.buid, floor: a },
      writeRadiomapLog(scans, { buid: space.buid, floor: a }),
    );
    await accessPoints(a);
    const res = await post(contract.floorDelete.path, owner, { buid: space.buid, floor_number: a });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db
      .selectFrom('access_points')
      .select('buid')
      .where('buid', '=', space.buid)
      .where('floor_number', '=', a)
      .execute();
    expect(left).toEqual([]);
    const missing = await post(contract.accessPointsFloor.path, null, {
      buid: space.buid,
      floor: a,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FloorMessages.notFound);
  });

  it(`answers at most ${LayerZoom.maxAccessPoints} APs, the strongest`, async () => {
    const floor = await newFloor();
    const total = LayerZoom.maxAccessPoints + 5;
    // MAC i: 0c:00:00:HH:LL:00, one radio each; heard at three places, weaker as i grows.
    const mac = (i: number) =>
      `0c:00:00:${((i >> 8) & 0xff).toString(16).padStart(2, '0')}:${(i & 0xff).toString(16).padStart(2, '0')}:00`;
    const rssOf = (i: number) => -20 - Math.floor(i / 12);
    const scans: Fingerprint[] = [];
    for (const [first, last] of [
      [0, 999],
      [1000, total - 1],
    ] as const) {
      for (let place = 0; place < 3; place++) {
        const macs: string[] = [];
        const rss: number[] = [];
        for (let i = first; i <= last; i++) {
          macs.push(mac(i));
          rss.push(rssOf(i));
        }
        scans.push({
          timestamp: RADIOMAP_T0 + scans.length * 1000,
          lat: ORIGIN.lat + place * 0.00003,
          lon: ORIGIN.lon,
          heading: 0,
          macs,
          rss,
        });
      }
    }
    await storeRadiomap(
      t.db,
      { buid: space.buid, floor },
      writeRadiomapLog(scans, { buid: space.buid, floor }),
    );
    const answer = await accessPoints(floor);
    expect(answer.accessPoints).toHaveLength(LayerZoom.maxAccessPoints);
    expect(answer.truncated).toBe(true);
    // The stored answer says so too.
    expect((await accessPoints(floor)).truncated).toBe(true);
    const means = answer.accessPoints.map((a) => a.meanRss);
    expect(means).toEqual([...means].sort((x, y) => y - x));
    // The five weakest are the ones left out.
    const ids = new Set(answer.accessPoints.map((a) => a.AP));
    for (let i = 1000; i < total; i++) expect(ids.has(mac(i))).toBe(false);
    expect(ids.has(mac(0))).toBe(true);
    // Three places on a line: centroids with a large uncertainty.
    expect(answer.accessPoints.every((a) => a.method === 'centroid' && a.uncertainty >= 10)).toBe(
      true,
    );
  }, 120_000);

  it('names the maker of each MAC from the IEEE registry, N/A when unknown or locally administered', async () => {
    const ids = [
      '00:1D:7E:AE:D4:10',
      '00-00-0c-12-34-56',
      '001BC5001ABC',
      '0055.DA10.0000',
      '02:00:00:00:00:01',
      '3e:5a:b4:00:00:01',
      'not a mac',
      '00:1d:7e:ae:d4:10',
    ];
    const res = await post(contract.accessPointsIds.path, null, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      accessPoints: [
        'Cisco-Linksys, LLC',
        'Cisco Systems, Inc',
        // MA-S (36 bits) and MA-M (28 bits) blocks win over their MA-L parent.
        'OpenRB.com, Direct SIA',
        'KoolPOS Inc.',
        AccessPointMessages.unknownManufacturer,
        // Google's 3C:5A:B4 with the locally administered bit set: a randomised MAC.
        AccessPointMessages.unknownManufacturer,
        AccessPointMessages.unknownManufacturer,
        'Cisco-Linksys, LLC',
      ],
    });
    expect((await post(contract.accessPointsIds.path, null, { ids: [] })).json()).toEqual({
      accessPoints: [],
    });
  });

  it('answers the radio heatmap around a position: the level-3 cells within range', async () => {
    const floor = await newFloor();
    // Four places 0, 1.6, 3.2 and 6.4 m north of the origin.
    const places = [0, 1.6, 3.2, 6.4].map((north) => ({
      lat: ORIGIN.lat + north / 111_195,
      lon: ORIGIN.lon,
    }));
    const scans: Fingerprint[] = places.map((p, i) => ({
      timestamp: RADIOMAP_T0 + i * 1000,
      lat: p.lat,
      lon: p.lon,
      heading: 0,
      macs: ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11'],
      rss: [-50 - i, -70 - i],
    }));
    await upload(floor, scans);
    const around = async (range?: string | number) => {
      const res = await post(contract.radioHeatmapPoi.path, null, {
        buid: space.buid,
        floor,
        coordinates_lat: String(places[0]?.lat),
        coordinates_lon: String(places[0]?.lon),
        ...(range === undefined ? {} : { range }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().radioPoints as { x: number; y: number; w: string }[];
    };
    const centre = heatmapCellOf(3, places[0]?.lat ?? 0, places[0]?.lon ?? 0);
    const within = (range: number) =>
      places
        .map((p, i) => ({ cell: heatmapCellOf(3, p.lat, p.lon), i }))
        .filter(
          ({ cell }) =>
            Math.abs(cell.x - centre.x) <= range && Math.abs(cell.y - centre.y) <= range,
        );
    for (const range of [0, 1, 2, 5]) {
      const points = await around(range);
      const expected = within(range);
      expect(points.map((p) => JSON.parse(p.w))).toEqual(
        expected.map(({ i }) => ({ count: 2, average: (-120 - 2 * i) / 2, total: -120 - 2 * i })),
      );
    }
    // Range '1' is the default, as Anyplace clients send it.
    expect(await around()).toEqual(await around('1'));
    expect((await around(1)).length).toBe(within(1).length);
  });

  it('shows a hidden space only to those who may see it, and refuses bad input', async () => {
    const floorBody = { buid: hidden.buid, floor: 0 };
    const poiBody = { ...floorBody, coordinates_lat: 35.1, coordinates_lon: 33.4, range: 1 };
    for (const [caller, status] of [
      [null, 404],
      [stranger, 404],
      [owner, 200],
      [admin, 200],
    ] as const) {
      const floorRes = await post(contract.accessPointsFloor.path, caller, floorBody);
      expect(floorRes.statusCode, floorRes.body).toBe(status);
      const poiRes = await post(contract.radioHeatmapPoi.path, caller, poiBody);
      expect(poiRes.statusCode, poiRes.body).toBe(status);
      if (status === 200) expect(floorRes.json().accessPoints).toEqual([]);
      else expect(typeof floorRes.json().message).toBe('string');
    }
    const refused = async (url: string, payload: object, status = 400) => {
      const res = await post(url, owner, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(status);
      expect(typeof res.json().message).toBe('string');
      return res.json().message as string;
    };
    await refused(contract.accessPointsFloor.path, { buid: space.buid, floor: 'one' });
    await refused(contract.accessPointsFloor.path, { buid: space.buid });
    expect(
      await refused(contract.accessPointsFloor.path, { buid: space.buid, floor: 999 }, 404),
    ).toBe(FloorMessages.notFound);
    await refused(contract.accessPointsIds.path, { ids: '00:1d:7e:ae:d4:10' });
    await refused(contract.accessPointsIds.path, {
      ids: Array.from({ length: LayerZoom.maxAccessPoints + 1 }, () => '00:1d:7e:ae:d4:10'),
    });
    await refused(contract.accessPointsIds.path, { ids: ['x'.repeat(65)] });
    const poi = { buid: space.buid, floor: 0, coordinates_lat: '35.1', coordinates_lon: '33.4' };
    expect(await refused(contract.radioHeatmapPoi.path, { ...poi, coordinates_lat: '95' })).toBe(
      AccessPointMessages.invalidPosition,
    );
    await refused(contract.radioHeatmapPoi.path, { ...poi, coordinates_lon: 'NaN' });
    await refused(contract.radioHeatmapPoi.path, { ...poi, range: '21' });
    await refused(contract.radioHeatmapPoi.path, { ...poi, range: -1 });
  });
});
