import { describe, expect, it } from 'vitest';
import { localFrame } from '../geo/local-frame.js';
import { seededRandom } from '../random/seeded-random.js';
import { estimatePosition } from './estimator.js';
import { buildRadiomapModel } from './radiomap-model.js';
import { syntheticBuilding, syntheticReadings } from './test-surveys.js';
import { isPositionEstimate, type PositionEstimate, type SurveyScan } from './types.js';

const { accessPoints, survey } = syntheticBuilding();
const model = buildRadiomapModel(survey);

function estimate(answer: ReturnType<typeof estimatePosition>): PositionEstimate {
  if (!isPositionEstimate(answer)) throw new Error(`no position: ${answer.failure}`);
  return answer;
}

describe('estimatePosition on a synthetic three-floor building', () => {
  it.each([
    { x: 12, y: 17, floor: 0 },
    { x: 31, y: 8, floor: 1 },
    { x: 22, y: 36, floor: 2 },
  ])('finds floor $floor and a position within one survey step (5 m) of ($x, $y) between survey points', (truth) => {
    const answer = estimate(
      estimatePosition(model, { readings: syntheticReadings(accessPoints, truth) }),
    );
    expect(answer.method).toBe('hierarchical-sorensen');
    expect([answer.building, answer.floor]).toEqual(['main', String(truth.floor)]);
    expect(Math.hypot(answer.x - truth.x, answer.y - truth.y)).toBeLessThan(5);
    expect(answer.expectedErrorM).toBeGreaterThan(0);
    expect(answer.expectedErrorM).toBeLessThan(20);
  });

  it('finds every floor and errs 3 m on average over 60 seeded positions heard with +-3 dB of noise', () => {
    const random = seededRandom(11);
    const errors: number[] = [];
    for (let n = 0; n < 60; n++) {
      const truth = { x: random() * 40, y: random() * 40, floor: Math.floor(random() * 3) };
      const readings = syntheticReadings(accessPoints, truth, () => (random() - 0.5) * 6);
      const answer = estimate(estimatePosition(model, { readings }));
      expect(answer.floor).toBe(String(truth.floor));
      errors.push(Math.hypot(answer.x - truth.x, answer.y - truth.y));
    }
    expect(errors.reduce((sum, e) => sum + e, 0) / errors.length).toBeLessThan(3);
  });

  it('answers degrees when the survey was in degrees', () => {
    const frame = localFrame({ lat: 35.14, lon: 33.41 });
    const inDegrees: SurveyScan[] = survey.map((s) => {
      const { x, y, ...rest } = s as SurveyScan & { x: number; y: number };
      return { ...rest, ...frame.toLatLng({ x, y }) };
    });
    const truth = { x: 12, y: 17, floor: 1 };
    const answer = estimate(
      estimatePosition(buildRadiomapModel(inDegrees), {
        readings: syntheticReadings(accessPoints, truth),
      }),
    );
    const expected = frame.toLatLng(truth);
    expect(answer.lat).toBeCloseTo(expected.lat, 4);
    expect(answer.lon).toBeCloseTo(expected.lon, 4);
  });

  it('ignores APs the survey never heard', () => {
    const truth = { x: 31, y: 8, floor: 1 };
    const readings = [
      ...syntheticReadings(accessPoints, truth),
      { mac: 'ff:ff:ff:ff:ff:ff', rss: -30 },
    ];
    const answer = estimate(estimatePosition(model, { readings }));
    expect(answer.floor).toBe('1');
    expect(Math.hypot(answer.x - truth.x, answer.y - truth.y)).toBeLessThan(5);
  });

  it('gives a typed failure, not NaN, for an empty scan or one hearing only unknown APs', () => {
    expect(estimatePosition(model, { readings: [] })).toEqual({
      method: 'hierarchical-sorensen',
      failure: 'empty-scan',
    });
    expect(estimatePosition(model, { readings: [{ mac: 'ff:ff', rss: -40 }] })).toEqual({
      method: 'hierarchical-sorensen',
      failure: 'no-known-access-point',
    });
  });

  it('gives the same answer twice (the reused accumulators are left zeroed)', () => {
    const readings = syntheticReadings(accessPoints, { x: 3, y: 29, floor: 2 });
    expect(estimatePosition(model, { readings })).toEqual(estimatePosition(model, { readings }));
  });
});

describe('estimatePosition on a fixed AP list', () => {
  it('gives a typed failure when the scan hears only listed APs no stored scan heard', () => {
    const model = buildRadiomapModel(survey, {
      accessPoints: ['aa:00:00:00:00:00', 'cc:cc:cc:cc:cc:cc'],
      minLocationsPerAccessPoint: 0,
    });
    expect(
      estimatePosition(model, { readings: [{ mac: 'cc:cc:cc:cc:cc:cc', rss: -50 }] }),
    ).toMatchObject({
      failure: 'no-known-access-point',
    });
  });
});
