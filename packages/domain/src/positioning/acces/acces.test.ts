import { describe, expect, it } from 'vitest';
import { localFrame } from '../../geo/local-frame.js';
import { pointInRing } from '../../imdf/geometry.js';
import { syntheticBuilding } from '../test-surveys.js';
import type { SurveyScan } from '../types.js';
import { fitAccesCalibration, predictedErrorM } from './calibration.js';
import { AccesDefaults } from './constants.js';
import { type AccesFeatures, accesFeatureContext, fisherCrlbM } from './features.js';
import { accesFloorSurvey } from './floor-survey.js';
import { accesGrid } from './grid.js';
import { chooseFoldBlock, heldOutEvaluation } from './held-out.js';
import { shortWalk } from './survey-next.js';

/** Floor 0 of the synthetic building: a 40 m x 40 m floor surveyed every 5 m, 3 scans a location. */
const floor0 = syntheticBuilding().survey.filter((s) => s.floor === 0);
/** The same floor without its north-east quarter (x and y above 20 m): a gap. */
const withGap = floor0.filter((s) => !('x' in s && s.x > 20 && s.y > 20));
const square: [number, number][] = [
  [0, 0],
  [0, 40],
  [40, 40],
  [40, 0],
];
/** [y, x] in metres back to x, y (the answer's order for a survey in metres). */
const xy = ([y, x]: [number, number]) => ({ x, y });
const nearestSurveyed = (p: { x: number; y: number }, scans: readonly SurveyScan[]) =>
  Math.min(
    ...scans.map((s) => Math.hypot((s as { x: number }).x - p.x, (s as { y: number }).y - p.y)),
  );

describe('accesGrid', () => {
  const map = accesGrid(floor0);

  it("answers Anyplace's shape, one predicted error (metres, at least 0) per grid point", () => {
    expect(map.predicted).toBe(true);
    expect(map.crlb.length).toBe(map.geojson.coordinates.length);
    expect(map.rawCrlbM.length).toBe(map.crlb.length);
    // The 50 m x 50 m padded box at the chosen step: a few hundred to a few thousand points.
    expect(map.crlb.length).toBeGreaterThan(300);
    expect(map.crlb.length).toBeLessThan(5000);
    for (const v of map.crlb) expect(Number.isFinite(v) && v >= 0).toBe(true);
    expect(map.heldOutLocations).toBe(81);
  });

  it('predicts more error far from the survey than at surveyed points', () => {
    const at = (near: boolean) =>
      map.crlb.filter((_, i) => {
        const d = nearestSurveyed(xy(map.geojson.coordinates[i] as [number, number]), floor0);
        return near ? d < 1 : d > 4;
      });
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
    const near = at(true);
    const far = at(false);
    expect(near.length).toBeGreaterThan(10);
    expect(far.length).toBeGreaterThan(10);
    expect(mean(far)).toBeGreaterThan(mean(near) + 1);
  });

  it('reports each step done, folds then grid then survey next, up to all of them', () => {
    const steps: { done: number; total: number }[] = [];
    const again = accesGrid(floor0, undefined, {}, (progress) => steps.push(progress));
    const total = AccesDefaults.folds + 2;
    expect(steps).toEqual(Array.from({ length: total }, (_, i) => ({ done: i + 1, total })));
    expect(again).toEqual(map);
  });

  it('is deterministic', () => {
    expect(accesGrid(floor0)).toEqual(map);
  });

  it('keeps the grid inside an outline', () => {
    const triangle: [number, number][] = [
      [0, 0],
      [40, 0],
      [0, 40],
    ];
    const inside = accesGrid(floor0, triangle, { stepM: 2 });
    const ring = triangle.map(([y, x]) => [x, y] as const);
    expect(inside.crlb.length).toBeGreaterThan(150);
    // Half the 40 m square at one point per 4 m².
    expect(Math.abs(inside.crlb.length - 800 / 4)).toBeLessThan(20);
    for (const c of inside.geojson.coordinates) {
      const { x, y } = xy(c);
      expect(pointInRing([x, y], ring)).toBe(true);
    }
  });

  it('answers [lat, lng] for a survey in degrees, inside the outline given in degrees', () => {
    const frame = localFrame({ lat: 35.14, lon: 33.41 });
    const inDegrees = floor0.map((s) => {
      const { x, y, ...rest } = s as SurveyScan & { x: number; y: number };
      return { ...rest, ...frame.toLatLng({ x, y }) };
    });
    const outline = square.map(([x, y]) => {
      const p = frame.toLatLng({ x, y });
      return [p.lat, p.lon] as [number, number];
    });
    const map = accesGrid(inDegrees, outline);
    expect(map.crlb.length).toBeGreaterThan(300);
    const ring = outline.map(([lat, lon]) => [lon, lat] as const);
    for (const [lat, lon] of map.geojson.coordinates) {
      expect(pointInRing([lon, lat], ring)).toBe(true);
    }
    for (const [lat, lon] of map.surveyNext) expect(pointInRing([lon, lat], ring)).toBe(true);
  });

  it('suggests surveying in the gap, as a short walk', () => {
    const gapped = accesGrid(withGap, square, { surveyNextCount: 6 });
    expect(gapped.surveyNext).toHaveLength(6);
    for (const c of gapped.surveyNext) {
      const p = xy(c);
      // In the unsurveyed quarter, more than half a survey step from any surveyed location.
      expect(p.x > 20 && p.y > 20).toBe(true);
      expect(nearestSurveyed(p, withGap)).toBeGreaterThan(2.5);
    }
    const points = gapped.surveyNext.map(xy);
    // Spread over the gap rather than piled on its worst point.
    points.forEach((a, i) => {
      points.slice(i + 1).forEach((b) => {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(3);
      });
    });
    const order = shortWalk(points);
    expect(order).toEqual(points.map((_, i) => i));
    // The gap is the worst part of the map.
    const inGap = gapped.crlb.filter((_, i) => {
      const p = xy(gapped.geojson.coordinates[i] as [number, number]);
      return p.x > 27 && p.y > 27;
    });
    const elsewhere = gapped.crlb.filter((_, i) => {
      const p = xy(gapped.geojson.coordinates[i] as [number, number]);
      return p.x < 20 || p.y < 20;
    });
    expect(Math.min(...inGap)).toBeGreaterThan(Math.max(...elsewhere) * 0.9);
  });

  it('gives an empty map for too few surveyed locations', () => {
    const few = floor0.filter((s) => (s as { x: number }).x === 0);
    expect(accesGrid(few)).toMatchObject({
      crlb: [],
      geojson: { coordinates: [] },
      surveyNext: [],
    });
  });
});

describe('heldOutEvaluation', () => {
  it('positions every location with a model that did not hold it, and describes it against that model', () => {
    const held = heldOutEvaluation(accesFloorSurvey(withGap), { foldBlockSpacings: 1 });
    const locations = new Set(
      withGap.map((s) => `${(s as { x: number }).x}|${(s as { y: number }).y}`),
    );
    expect(held).toHaveLength(locations.size);
    for (const h of held) {
      expect(h.features.nearestM).toBeGreaterThan(0);
      expect(h.measuredErrorM).toBeGreaterThanOrEqual(0);
      expect(h.measuredErrorM).toBeLessThan(30);
    }
    expect(new Set(held.map((h) => h.fold)).size).toBe(5);
  });
});

describe('chooseFoldBlock', () => {
  const survey = accesFloorSurvey(floor0);
  const grid = (points: { x: number; y: number }[]) => ({
    xs: points.map((p) => p.x),
    ys: points.map((p) => p.y),
  });

  it('holds out single locations when the grid lies among the surveyed locations', () => {
    // Points midway between locations: 3.5 m from the survey, as a lone held-out location (5 m) is.
    const between = grid(survey.locations.map((l) => ({ x: l.x + 2.5, y: l.y + 2.5 })));
    expect(chooseFoldBlock(survey, between, AccesDefaults)).toBe(1);
  });

  it('holds out larger blocks when the grid reaches far from the survey', () => {
    const far = grid(survey.locations.map((l) => ({ x: l.x + 60, y: l.y })));
    expect(chooseFoldBlock(survey, far, AccesDefaults)).toBeGreaterThanOrEqual(4);
  });
});

describe('fisherCrlbM', () => {
  /**
   * A floor surveyed every metre (21 x 21) where AP a's RSS falls 2 dB per metre east and AP
   * b's 2 dB per metre north; two scans a location, 1 dB either side of the field.
   */
  function linearFloor(withB: boolean): SurveyScan[] {
    const scans: SurveyScan[] = [];
    for (let x = 0; x <= 20; x++) {
      for (let y = 0; y <= 20; y++) {
        for (const offset of [-1, 1]) {
          const readings = [{ mac: 'aa:00:00:00:00:01', rss: -40 - 2 * x + offset }];
          if (withB) readings.push({ mac: 'aa:00:00:00:00:02', rss: -40 - 2 * y + offset });
          scans.push({ x, y, floor: 0, readings });
        }
      }
    }
    return scans;
  }

  it('is √trace(J⁻¹) with J from the fields’ gradients and the measured noise', () => {
    const survey = accesFloorSurvey(linearFloor(true));
    // Sample variance of ±1 dB (2 dB²) plus the rounding's 1/12 dB².
    expect(survey.noiseVariance[0]).toBeCloseTo(2 + 1 / 12, 9);
    const context = accesFeatureContext(survey, survey.locations, {
      bandwidthM: 1.5,
      densityRadiusM: 5,
    });
    // J = diag(4 / σ², 4 / σ²): the bound is σ √2 / 2.
    const expected = (Math.sqrt(2 + 1 / 12) * Math.SQRT2) / 2;
    expect(fisherCrlbM(context, 10, 10, 0).crlbM).toBeCloseTo(expected, 1);
    expect(fisherCrlbM(context, 10, 10, 0).expectedAps).toBeCloseTo(2, 9);
  });

  it('is capped where the fields say nothing about one direction', () => {
    const survey = accesFloorSurvey(linearFloor(false));
    const context = accesFeatureContext(survey, survey.locations, {
      bandwidthM: 1.5,
      densityRadiusM: 5,
    });
    expect(fisherCrlbM(context, 10, 10, 0).crlbM).toBe(1000);
  });
});

describe('fitAccesCalibration', () => {
  const features = (nearestM: number, crlbM = 3): AccesFeatures => ({
    nearestM,
    density: 4,
    expectedAps: 10,
    crlbM,
    simulatedErrorM: 2,
    hullDistanceM: 0,
  });

  it('follows the measured errors and grows with the distance to the survey', () => {
    const records = [1, 2, 3, 5, 8, 12].map((d) => ({
      features: features(d, 3 + (d % 2)),
      measuredErrorM: 1 + d,
    }));
    const calibration = fitAccesCalibration(records);
    const near = predictedErrorM(calibration, features(1));
    const far = predictedErrorM(calibration, features(12));
    expect(near).toBeGreaterThan(1);
    expect(near).toBeLessThan(4);
    expect(far).toBeGreaterThan(9);
    expect(far).toBeLessThan(18);
  });

  it('drops a weight whose sign the rule forbids', () => {
    // Errors that shrink with distance: the distance weight may not turn negative.
    const records = [1, 2, 3, 5, 8].map((d) => ({ features: features(d), measuredErrorM: 10 - d }));
    const calibration = fitAccesCalibration(records);
    expect(calibration.weights[0]).toBe(0);
    expect(predictedErrorM(calibration, features(20))).toBeGreaterThanOrEqual(
      predictedErrorM(calibration, features(1)),
    );
  });

  it('never predicts less than the distance outside the survey', () => {
    const calibration = fitAccesCalibration(
      [1, 2, 3].map((d) => ({ features: features(d), measuredErrorM: d })),
    );
    expect(predictedErrorM(calibration, { ...features(2), hullDistanceM: 25 })).toBe(25);
  });
});

describe('shortWalk', () => {
  it('walks points on a line in order from the first', () => {
    const points = [0, 7, 3, 1, 9, 4].map((x) => ({ x, y: 0 }));
    expect(shortWalk(points).map((i) => (points[i] as { x: number }).x)).toEqual([
      0, 1, 3, 4, 7, 9,
    ]);
  });

  it('uncrosses what nearest neighbour leaves crossed', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1.2 },
      { x: -0.3, y: 1.2 },
      { x: 3, y: 0.1 },
    ];
    const order = shortWalk(points);
    const length = (o: number[]) =>
      o.slice(1).reduce((s, i, k) => {
        const a = points[o[k] as number] as { x: number; y: number };
        const b = points[i] as { x: number; y: number };
        return s + Math.hypot(a.x - b.x, a.y - b.y);
      }, 0);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
    // Nearest neighbour: 0, 1, 2, 3, 4 (crossing back east); 2-opt finds a shorter walk.
    expect(length(order)).toBeLessThan(length([0, 1, 2, 3, 4]) - 0.5);
  });
});
