import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/coordinates.js';
import { haversineMetres } from '../geo/distance.js';
import { localFrame } from '../geo/local-frame.js';
import type { Fingerprint } from '../model/fingerprint.js';
import { seededRandom } from '../testing/index.js';
import {
  type ApObservation,
  dbmWeightedCentroid,
  estimateAccessPoints,
  fittedRadioCount,
  groupBssids,
  linearPowerCentroid,
  radioGroupKey,
} from './access-point-estimate.js';
import { aggregateObservations } from './access-point-observations.js';
import { syntheticSurvey } from './access-point-survey.js';
import { floorWallsOfRooms } from './wall-crossings.js';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))] as number;
};

/** A floor of 60 m x 48 m, three corridors, 20 APs, 3000 scans walked along the corridors only. */
const officeFloor = (seed: number, shadowingDb: number) =>
  syntheticSurvey({ seed, corridors: 3, widthM: 60, accessPoints: 20, scans: 3000, shadowingDb });

describe('access-point estimates on synthetic surveys with known positions', () => {
  // Four floors of 60 m x 48 m, three corridors each, 20 APs, 3000 scans walked along the
  // corridors only, at the two ends of the realistic shadowing range.
  it.each([
    4, 6,
  ])('places APs in rooms off the walked corridors far closer than the centroids (%i dB shadowing)', (shadowingDb) => {
    const ours: number[] = [];
    const dbm: number[] = [];
    const linear: number[] = [];
    let withinUncertainty = 0;
    let inRooms = 0;
    let fitted = 0;
    for (const seed of [1, 2, 3, 4]) {
      const survey = officeFloor(seed, shadowingDb);
      const observations = aggregateObservations(survey.scans);
      const estimates = estimateAccessPoints(observations);
      expect(estimates).toHaveLength(survey.accessPoints.length);
      for (const truth of survey.accessPoints) {
        if (truth.inRoom) inRooms += 1;
        const estimate = estimates.find((e) => e.id === truth.bssids[0]);
        expect(estimate?.bssids).toEqual([...truth.bssids].sort());
        if (!estimate) continue;
        if (estimate.method === 'path-loss') fitted += 1;
        const heard = observations
          .filter((o) => truth.bssids.includes(o.mac))
          .flatMap((o) => o.observations);
        const error = haversineMetres(estimate, truth);
        ours.push(error);
        if (error <= estimate.uncertaintyM) withinUncertainty += 1;
        dbm.push(haversineMetres(dbmWeightedCentroid(heard), truth));
        linear.push(haversineMetres(linearPowerCentroid(heard), truth));
      }
    }
    const row = (name: string, errors: number[]) =>
      `${name.padEnd(28)} median ${quantile(errors, 0.5).toFixed(2)} m   p90 ${quantile(errors, 0.9).toFixed(2)} m`;
    console.log(
      [
        `AP position error over ${ours.length} APs (${inRooms} in rooms), ${shadowingDb} dB shadowing:`,
        row('path-loss fit (ours)', ours),
        row('dBm-weighted centroid', dbm),
        row('linear-power centroid', linear),
        `fitted ${fitted}, the others answered by their centroid`,
        `truth within our uncertainty radius: ${((100 * withinUncertainty) / ours.length).toFixed(0)} %`,
      ].join('\n'),
    );
    expect(inRooms).toBeGreaterThan(ours.length / 2);
    // Nearly all are fitted; an AP heard along one corridor only is its centroid (either side fits).
    expect(fitted).toBeGreaterThanOrEqual(0.95 * ours.length);
    // The uncertainty radius means something: most true positions lie within it.
    expect(withinUncertainty).toBeGreaterThanOrEqual(0.8 * ours.length);
    expect(quantile(ours, 0.5)).toBeLessThan(2);
    expect(quantile(ours, 0.9)).toBeLessThan(5);
    // Anyplace's dBm-weighted centroid: at least three times as far, median and p90.
    expect(quantile(dbm, 0.5)).toBeGreaterThan(3 * quantile(ours, 0.5));
    expect(quantile(dbm, 0.9)).toBeGreaterThan(3 * quantile(ours, 0.9));
    // The linear-power centroid sits on the corridor: twice as far at the median, not yet
    // three times (the shared shadowing of neighbouring places bounds any fit to about
    // 1.2 m here, while the centroid misses by about 3.3 m).
    expect(quantile(linear, 0.5)).toBeGreaterThan(2 * quantile(ours, 0.5));
    expect(quantile(linear, 0.9)).toBeGreaterThan(1.5 * quantile(ours, 0.9));
  }, 60_000);
});

describe("access-point estimates with the floor's walls (its rooms traced)", () => {
  it('places the access points closer with the walls than without, on the same surveys', () => {
    const without: number[] = [];
    const withWalls: number[] = [];
    const linear: number[] = [];
    for (const seed of [1, 2, 3, 4]) {
      const survey = officeFloor(seed, 6);
      const observations = aggregateObservations(survey.scans);
      const plain = estimateAccessPoints(observations);
      const walled = estimateAccessPoints(
        observations,
        Number.POSITIVE_INFINITY,
        floorWallsOfRooms(survey.rooms, survey.openings),
      );
      for (const truth of survey.accessPoints) {
        const id = truth.bssids[0];
        const a = plain.find((e) => e.id === id);
        const b = walled.find((e) => e.id === id);
        if (!a || !b) throw new Error(`no estimate for ${id}`);
        without.push(haversineMetres(a, truth));
        withWalls.push(haversineMetres(b, truth));
        const heard = observations
          .filter((o) => truth.bssids.includes(o.mac))
          .flatMap((o) => o.observations);
        linear.push(haversineMetres(linearPowerCentroid(heard), truth));
      }
    }
    const median = (values: number[]) => quantile(values, 0.5);
    console.log(
      `median error without walls ${median(without).toFixed(2)} m (${(median(linear) / median(without)).toFixed(2)}x closer than the linear-power centroid), with walls ${median(withWalls).toFixed(2)} m (${(median(linear) / median(withWalls)).toFixed(2)}x)`,
    );
    expect(median(withWalls)).toBeLessThan(0.9 * median(without));
    expect(quantile(withWalls, 0.9)).toBeLessThan(5);
  }, 60_000);
});

describe('a radio surveyed far more densely than the fit needs', () => {
  it('is fitted on merged cells and still placed where it is', () => {
    const frame = localFrame({ lat: 35.1446, lon: 33.4115 });
    const random = seededRandom(11);
    const ap = { x: 37.3, y: 21.8 };
    // Two BSSIDs heard at every place of a 120 m x 60 m grid, 1 m apart: 14,400 samples,
    // over three times the fit's limit (AccessPointConstants.maxFitSamples).
    const observe = (p0: number) => {
      const observations: ApObservation[] = [];
      for (let x = 0; x < 120; x++) {
        for (let y = 0; y < 60; y++) {
          const d = Math.hypot(x - ap.x, y - ap.y, 1.5);
          const rss = p0 - 25 * Math.log10(d) + 3 * (random() - 0.5);
          observations.push({ ...frame.toLatLng({ x, y }), rss, count: 2 });
        }
      }
      return observations;
    };
    const [estimate] = estimateAccessPoints([
      { mac: '0c:00:00:aa:bb:c0', observations: observe(-38) },
      { mac: '0c:00:00:aa:bb:c1', observations: observe(-42) },
    ]);
    expect(estimate?.method).toBe('path-loss');
    expect(estimate?.measurements).toBe(2 * 120 * 60 * 2);
    expect(haversineMetres(estimate as LatLng, frame.toLatLng(ap))).toBeLessThan(1);
  });
});

describe('access-point estimates when the survey cannot support a fit', () => {
  const frame = localFrame({ lat: 35.1446, lon: 33.4115 });
  const at = (x: number, y: number, rss: number, count = 1): ApObservation => ({
    ...frame.toLatLng({ x, y }),
    rss,
    count,
  });

  it('answers the centroid with a large uncertainty for fewer than a handful of places', () => {
    const observations = [at(0, 0, -50), at(3, 1, -55), at(6, -1, -60)];
    const [estimate] = estimateAccessPoints([{ mac: '00:1d:7e:ae:d4:10', observations }]);
    expect(estimate?.method).toBe('centroid');
    expect(estimate?.uncertaintyM).toBeGreaterThanOrEqual(10);
    const centroid = linearPowerCentroid(observations);
    expect(haversineMetres(estimate as LatLng, centroid)).toBeLessThan(0.01);
    expect(estimate?.pathLossExponent).toBeNull();
  });

  it('answers the centroid for scans on one line (either side of it fits equally well)', () => {
    // The AP is 5 m north of a straight corridor: its mirror 5 m south explains the scans as well.
    const random = seededRandom(9);
    const observations = Array.from({ length: 60 }, (_, i) => {
      const x = -30 + i;
      const d = Math.hypot(x, 5, 1);
      return at(x, 0, Math.round(-40 - 25 * Math.log10(d) + (random() - 0.5) * 6));
    });
    const [estimate] = estimateAccessPoints([{ mac: '00:1d:7e:ae:d4:10', observations }]);
    expect(estimate?.method).toBe('centroid');
    expect(estimate?.uncertaintyM).toBeGreaterThanOrEqual(10);
    const { x, y } = frame.toMetres(estimate ?? { lat: 0, lon: 0 });
    expect(Math.abs(y)).toBeLessThan(0.5);
    expect(Math.abs(x)).toBeLessThan(3);
  });

  it('never answers a wild point: wild RSS values stay within the surveyed extent', () => {
    const random = seededRandom(3);
    const observations = Array.from({ length: 40 }, () =>
      at(random() * 20, random() * 10, -127 + Math.round(random() * 127)),
    );
    const [estimate] = estimateAccessPoints([{ mac: '00:1d:7e:ae:d4:10', observations }]);
    const { x, y } = frame.toMetres(estimate ?? { lat: 0, lon: 0 });
    expect(x).toBeGreaterThanOrEqual(-10.01);
    expect(x).toBeLessThanOrEqual(30.01);
    expect(y).toBeGreaterThanOrEqual(-10.01);
    expect(y).toBeLessThanOrEqual(20.01);
    expect(Number.isFinite(estimate?.uncertaintyM)).toBe(true);
  });
});

describe('BSSIDs of one radio', () => {
  it('groups MACs that differ only in the last hex digit, lowest first', () => {
    expect(radioGroupKey('00:1D:7E:AE:D4:1F')).toBe('00:1d:7e:ae:d4:1');
    const groups = groupBssids([
      '00:1d:7e:ae:d4:11',
      '00:1D:7E:AE:D4:10',
      '00:1d:7e:ae:d4:20',
      '00:1d:7e:ae:d4:11',
    ]);
    expect([...groups.values()]).toEqual([
      ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11'],
      ['00:1d:7e:ae:d4:20'],
    ]);
  });

  it('estimates one AP per radio with its BSSIDs, counts and mean RSS, strongest first', () => {
    const scans: Fingerprint[] = [];
    const frame = localFrame({ lat: 35.1446, lon: 33.4115 });
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const x = random() * 30;
      const y = random() * 20;
      const near = Math.round(-40 - 25 * Math.log10(Math.hypot(x - 10, y - 10, 1)));
      const far = Math.round(-45 - 25 * Math.log10(Math.hypot(x - 25, y - 5, 1)));
      scans.push({
        timestamp: i,
        ...frame.toLatLng({ x, y }),
        heading: 0,
        macs: ['0c:aa:00:00:00:a0', '0c:aa:00:00:00:a1', '0c:bb:00:00:00:b8'],
        rss: [near, near - 1, far - 20],
      });
    }
    const estimates = estimateAccessPoints(aggregateObservations(scans));
    expect(estimates.map((e) => e.bssids)).toEqual([
      ['0c:aa:00:00:00:a0', '0c:aa:00:00:00:a1'],
      ['0c:bb:00:00:00:b8'],
    ]);
    expect(estimates.map((e) => e.id)).toEqual(['0c:aa:00:00:00:a0', '0c:bb:00:00:00:b8']);
    // A limit keeps the strongest (and fits no other).
    expect(estimateAccessPoints(aggregateObservations(scans), 1).map((e) => e.id)).toEqual([
      '0c:aa:00:00:00:a0',
    ]);
    // The count a computation's progress runs to: radios, not BSSIDs, and never past the limit.
    expect(fittedRadioCount(aggregateObservations(scans))).toBe(estimates.length);
    expect(fittedRadioCount(aggregateObservations(scans), 1)).toBe(1);
    expect(fittedRadioCount([{ mac: '0c:cc:00:00:00:c0', observations: [] }])).toBe(0);
    expect(estimates[0]?.measurements).toBe(400);
    expect(estimates[1]?.measurements).toBe(200);
    const nearRss = scans.reduce((sum, s) => sum + (s.rss[0] ?? 0) + (s.rss[1] ?? 0), 0) / 400;
    expect(estimates[0]?.meanRss).toBeCloseTo(nearRss, 1);
    const first = estimates[0] as LatLng;
    expect(haversineMetres(first, frame.toLatLng({ x: 10, y: 10 }))).toBeLessThan(0.5);
    const second = estimates[1] as LatLng;
    expect(haversineMetres(second, frame.toLatLng({ x: 25, y: 5 }))).toBeLessThan(0.5);
  });
});
