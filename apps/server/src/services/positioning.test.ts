import {
  contract,
  estimatePosition,
  type Fingerprint,
  haversineMetres,
  isPositionEstimate,
  localFrame,
  PositioningLimits,
  PositioningMessages,
  writeRadiomapLog,
} from '@indoor/domain';
import { seededRandom, syntheticBuilding, syntheticReadings } from '@indoor/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import {
  buildModelInWorker,
  buildModelOnMainThread,
  type PositioningModelBuilder,
} from '../workers/positioning-model-thread.js';

const ORIGIN = { lat: 35.1446, lon: 33.4115 };
const frame = localFrame(ORIGIN);
const BUILDING = syntheticBuilding();

interface Position {
  lat: string;
  long: string;
  floor: string;
  error_m: number | null;
  method: string;
  message: string;
}

/** The survey of one floor as the logger writes it: positions in degrees around ORIGIN. */
const floorScans = (floor: number): Fingerprint[] =>
  BUILDING.survey
    .filter((scan) => scan.floor === floor)
    .map((scan, i) => {
      const { x, y } = scan as unknown as { x: number; y: number };
      return {
        timestamp: 1_700_000_000_000 + i * 1000,
        ...frame.toLatLng({ x, y }),
        heading: 0,
        macs: scan.readings.map((r) => r.mac),
        rss: scan.readings.map((r) => r.rss),
      };
    });

describeEachDatabase('wifi positioning', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  let hidden: SpaceRow;
  let unsurveyed: SpaceRow;
  /** Models built so far; the next build fails when failNext is set. */
  let builds = 0;
  let failNext = false;
  const countingBuilder: PositioningModelBuilder = (scansJson, signal) => {
    builds++;
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('the build failed'));
    }
    return buildModelInWorker(scansJson, signal);
  };

  const estimate = (payload: object, caller: UserRow | null = null) =>
    t.call(contract.positionEstimate, caller, payload);
  const refusal = async (payload: object, status = 400) => {
    const res = await estimate(payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json().message as string;
  };
  /** A scan heard at (x, y) metres on `floor`, with its own noise. */
  const heardAt = (x: number, y: number, floor: number, random: () => number) =>
    syntheticReadings(BUILDING.accessPoints, { x, y, floor }, () => (random() - 0.5) * 6).map(
      (r) => ({ bssid: r.mac.toLowerCase().replaceAll(':', '-'), rss: r.rss }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { positioningModelBuilder: countingBuilder });
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: ORIGIN.lat,
      coordinates_lon: ORIGIN.lon,
    });
    for (const floor of [0, 1, 2]) {
      await insertFloor(t.db, space.buid, floor);
      const target = { buid: space.buid, floor };
      await storeRadiomap(t.db, target, writeRadiomapLog(floorScans(floor), target));
    }
    hidden = await insertSpace(t.db, owner.id, { is_published: false });
    unsurveyed = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, unsurveyed.buid, 0);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds the floor and the position of scans taken between the surveyed places', async () => {
    const random = seededRandom(99);
    const errors: number[] = [];
    for (let i = 0; i < 12; i++) {
      const floor = i % 3;
      const x = 2.5 + random() * 35;
      const y = 2.5 + random() * 35;
      const res = await estimate({ buid: space.buid, APs: heardAt(x, y, floor, random) });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as Position;
      expect(answer.floor).toBe(String(floor));
      expect(answer.method).toBe('hierarchical-sorensen');
      expect(answer.message).toBe(PositioningMessages.found);
      expect(answer.error_m).toBeGreaterThan(0);
      errors.push(
        haversineMetres(
          { lat: Number(answer.lat), lon: Number(answer.long) },
          frame.toLatLng({ x, y }),
        ),
      );
    }
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(5);
    expect(errors.at(-1)).toBeLessThan(12);
  });

  it('builds a model once for concurrent first requests, keeps no failed build, and answers as a model built on the main thread', async () => {
    const random = seededRandom(41);
    const scans = [
      heardAt(12, 17, 0, random),
      heardAt(31, 8, 0, random),
      heardAt(22, 36, 0, random),
    ];
    const before = builds;
    failNext = true;
    const failed = await estimate({ buid: space.buid, floor: 0, APs: scans[0] });
    expect(failed.statusCode).toBe(500);
    expect(builds - before).toBe(1);
    const answers = await Promise.all(
      scans.map((APs) => estimate({ buid: space.buid, floor: 0, APs })),
    );
    expect(builds - before).toBe(2);
    expect((await estimate({ buid: space.buid, floor: 0, APs: scans[1] })).statusCode).toBe(200);
    expect(builds - before).toBe(2);

    const scansJson = await repositoriesFor(t.db).positioning.scansJson(
      space.buid,
      0,
      PositioningLimits.maxModelScans,
    );
    const model = await buildModelOnMainThread(scansJson, new AbortController().signal);
    answers.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      const readings = (scans[i] ?? []).map((r) => ({
        mac: r.bssid.replaceAll('-', ':'),
        rss: r.rss,
      }));
      const expected = estimatePosition(model, { readings });
      if (!isPositionEstimate(expected)) throw new Error('the main thread model gave no position');
      expect(res.json()).toEqual({
        lat: String(expected.lat),
        long: String(expected.lon),
        floor: '0',
        error_m: expected.expectedErrorM,
        method: 'hierarchical-sorensen',
        message: PositioningMessages.found,
      });
    });
  });

  it("answers Anyplace's request: APs as JSON text, the floor and algorithm_choice", async () => {
    const random = seededRandom(5);
    const res = await estimate({
      buid: space.buid,
      floor: '1',
      APs: JSON.stringify(heardAt(20, 20, 1, random)),
      algorithm_choice: '2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Position;
    expect(answer).toMatchObject({ floor: '1', method: 'anyplace-wknn', error_m: null });
    const error = haversineMetres(
      { lat: Number(answer.lat), lon: Number(answer.long) },
      frame.toLatLng({ x: 20, y: 20 }),
    );
    expect(error).toBeLessThan(8);
  });

  it('follows the fingerprints: a floor whose radiomap was deleted is no longer answered', async () => {
    const random = seededRandom(17);
    const on2 = heardAt(20, 20, 2, random);
    expect(((await estimate({ buid: space.buid, APs: on2 })).json() as Position).floor).toBe('2');
    const deleted = await t.call(contract.radiomapDelete, owner, { buid: space.buid, floor: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await estimate({ buid: space.buid, APs: on2 });
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as Position).floor).not.toBe('2');
    expect(await refusal({ buid: space.buid, floor: 2, APs: on2 }, 404)).toBe(
      PositioningMessages.floorNotSurveyed('2'),
    );
  });

  it("predicts the floor in Anyplace's shape, and says when it cannot", async () => {
    const random = seededRandom(23);
    const wifi = heardAt(10, 30, 1, random).map((r) => ({ MAC: r.bssid, rss: r.rss }));
    const strongest = [...wifi].sort((a, b) => b.rss - a.rss);
    const near = await t.call(contract.positionPredictFloor, null, {
      dlat: ORIGIN.lat + 0.0002,
      dlong: ORIGIN.lon,
      first: strongest[0],
      second: strongest[1],
      wifi: JSON.stringify(wifi),
    });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).toEqual({ floor: '1', message: PositioningMessages.floorPredicted });
    const far = await t.call(contract.positionPredictFloor, null, {
      dlat: ORIGIN.lat + 0.01,
      dlong: ORIGIN.lon,
      first: strongest[0],
      wifi,
    });
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json()).toEqual({ floor: '', message: PositioningMessages.floorNotPredicted });
  });

  it('refuses bad scans, unknown and hidden spaces, and spaces without fingerprints', async () => {
    const good = [{ bssid: 'aa:00:00:00:00:00', rss: -60 }];
    const base = { buid: space.buid };
    expect(await refusal({ ...base, APs: [{ bssid: 'not-a-mac', rss: -60 }] })).toContain(
      PositioningMessages.badMac,
    );
    expect(await refusal({ ...base, APs: [{ bssid: 'aa:00:00:00:00:00', rss: 5 }] })).toContain(
      PositioningMessages.badRss,
    );
    expect(await refusal({ ...base, APs: [{ bssid: 'aa:00:00:00:00:00', rss: -300 }] })).toContain(
      PositioningMessages.badRss,
    );
    const many = Array.from({ length: 5000 }, (_, i) => ({
      bssid: `02:00:00:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
      rss: -70,
    }));
    expect(await refusal({ ...base, APs: many })).toContain(PositioningMessages.tooManyReadings);
    expect(many.length).toBeGreaterThan(PositioningLimits.maxReadings);
    expect(await refusal({ ...base, APs: [] })).toContain(PositioningMessages.noReadings);
    expect(await refusal({ ...base, APs: 'not json' })).toContain(
      PositioningMessages.badReadingsJson,
    );
    expect(await refusal({ ...base, APs: '{"bssid":"aa:00:00:00:00:00"}' })).toContain(
      PositioningMessages.badReadingsJson,
    );
    expect(await refusal({ ...base, APs: [{ bssid: '0c:0c:0c:0c:0c:0c', rss: -50 }] })).toBe(
      PositioningMessages.nothingKnown,
    );
    expect(await refusal({ APs: good })).toBeTruthy();
    await refusal({ buid: 'building_nowhere', APs: good }, 404);
    await refusal({ buid: hidden.buid, APs: good }, 404);
    expect(await refusal({ buid: unsurveyed.buid, APs: good }, 404)).toBe(
      PositioningMessages.noSurvey,
    );
    // The owner sees the hidden space; it has no fingerprints.
    const own = await estimate({ buid: hidden.buid, APs: good }, owner);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe(PositioningMessages.noSurvey);
  });
});
