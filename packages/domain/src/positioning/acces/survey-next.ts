import { type AccesCalibration, predictedErrorM } from './calibration.js';
import type { AccesFeatures } from './features.js';

export interface SurveyNextOptions {
  count: number;
  /** Candidates per pick: the grid points of highest predicted error. */
  candidates: number;
  densityRadiusM: number;
}

/** The features of a grid point once a survey point is added `distanceM` away. */
function withSurveyAt(f: AccesFeatures, distanceM: number, densityRadiusM: number): AccesFeatures {
  return {
    ...f,
    nearestM: Math.min(f.nearestM, distanceM),
    density: f.density + (distanceM <= densityRadiusM ? 1 : 0),
    // The hull grows to take the new point in: the distance outside it is at most this.
    hullDistanceM: Math.min(f.hullDistanceM, distanceM),
    // Assumed: the estimator places the point no farther away than the new location.
    simulatedErrorM: Math.min(f.simulatedErrorM, distanceM),
  };
}

/**
 * Where to survey next: grid points picked one at a time, each the candidate whose survey
 * would most reduce the predicted error summed over the grid (every grid point stands for
 * the same area, so this is the error integrated over the floor). A pick changes the
 * distance, density and hull terms of the points around it and bounds their simulated
 * error by their distance to it, not their radio terms (the access points' fields are
 * those of the survey so far), and the next pick sees the
 * reduced errors. Answers grid indices in the order picked. Deterministic: ties keep the
 * lower index.
 */
export function pickSurveyPoints(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  features: readonly AccesFeatures[],
  calibration: AccesCalibration,
  options: SurveyNextOptions,
): number[] {
  const n = features.length;
  const current = [...features];
  const predicted = current.map((f) => predictedErrorM(calibration, f));
  const picked: number[] = [];
  const isPicked = new Uint8Array(n);
  while (picked.length < Math.min(options.count, n)) {
    const order = Array.from({ length: n }, (_, i) => i)
      .filter((i) => !isPicked[i])
      .sort((a, b) => (predicted[b] as number) - (predicted[a] as number) || a - b)
      .slice(0, options.candidates);
    let best = -1;
    let bestGain = -1;
    for (const g of order) {
      const gx = xs[g] as number;
      const gy = ys[g] as number;
      let gain = 0;
      for (let p = 0; p < n; p++) {
        const f = current[p] as AccesFeatures;
        const d = Math.hypot((xs[p] as number) - gx, (ys[p] as number) - gy);
        if (d >= f.nearestM && d > options.densityRadiusM) continue;
        gain +=
          (predicted[p] as number) -
          predictedErrorM(calibration, withSurveyAt(f, d, options.densityRadiusM));
      }
      if (gain > bestGain) {
        best = g;
        bestGain = gain;
      }
    }
    if (best < 0) break;
    picked.push(best);
    isPicked[best] = 1;
    const bx = xs[best] as number;
    const by = ys[best] as number;
    for (let p = 0; p < n; p++) {
      const d = Math.hypot((xs[p] as number) - bx, (ys[p] as number) - by);
      const f = current[p] as AccesFeatures;
      if (d >= f.nearestM && d > options.densityRadiusM) continue;
      current[p] = withSurveyAt(f, d, options.densityRadiusM);
      predicted[p] = predictedErrorM(calibration, current[p] as AccesFeatures);
    }
  }
  return picked;
}

/**
 * A short walk through points: nearest neighbour from the first, then 2-opt (reversing a
 * stretch of the path while that shortens it) until no reversal does. Answers the points'
 * indices in walking order. Pure and deterministic.
 */
export function shortWalk(points: readonly { x: number; y: number }[]): number[] {
  if (points.length === 0) return [];
  const d = (a: number, b: number) =>
    Math.hypot(
      (points[a] as { x: number }).x - (points[b] as { x: number }).x,
      (points[a] as { y: number }).y - (points[b] as { y: number }).y,
    );
  const left = new Set(points.map((_, i) => i));
  const order = [0];
  left.delete(0);
  while (left.size > 0) {
    const last = order[order.length - 1] as number;
    let next = -1;
    for (const i of left) if (next < 0 || d(last, i) < d(last, next)) next = i;
    order.push(next);
    left.delete(next);
  }
  // 2-opt on an open path: reversing order[i..j] replaces edges (i-1, i) and (j, j+1).
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const a = order[i - 1] as number;
        const b = order[i] as number;
        const c = order[j] as number;
        const e = order[j + 1];
        const before = d(a, b) + (e === undefined ? 0 : d(c, e));
        const after = d(a, c) + (e === undefined ? 0 : d(b, e));
        if (after < before - 1e-9) {
          const reversed = order.slice(i, j + 1).reverse();
          order.splice(i, reversed.length, ...reversed);
          improved = true;
        }
      }
    }
  }
  return order;
}
