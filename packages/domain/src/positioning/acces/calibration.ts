import { type AccesFeatures, CRLB_CAP_M } from './features.js';

/**
 * The terms a calibration weighs, each with the sign its weight must have: more distance
 * to the survey or a larger CRLB can only add error, more surveyed locations nearby or
 * more access points heard can only take it away. A weight the fit wants with the other
 * sign is dropped (set to 0) and the rest fitted again, so that the map never shows less
 * error farther from the survey because of noise in a few held-out locations.
 */
const TERMS: { name: string; sign: 1 | -1; value: (f: AccesFeatures) => number }[] = [
  { name: 'ln(1 + nearest m)', sign: 1, value: (f) => Math.log1p(f.nearestM) },
  { name: 'ln(1 + simulated error m)', sign: 1, value: (f) => Math.log1p(f.simulatedErrorM) },
  { name: 'ln(1 + density)', sign: -1, value: (f) => Math.log1p(f.density) },
  { name: 'ln(1 + expected APs)', sign: -1, value: (f) => Math.log1p(f.expectedAps) },
  {
    name: 'ln(CRLB m)',
    sign: 1,
    value: (f) => Math.log(Math.min(CRLB_CAP_M, Math.max(0.01, f.crlbM))),
  },
];

/** Ridge on the standardised terms: keeps the fit stable with few held-out locations. */
const RIDGE = 0.1;

/**
 * A fitted calibration: ln(1 + error) = intercept + Σ weight · (term - mean) / scale, least
 * squares over held-out locations.
 */
export interface AccesCalibration {
  terms: string[];
  intercept: number;
  weights: number[];
  means: number[];
  scales: number[];
  /** Held-out locations it was fitted on. */
  fittedOn: number;
}

/** Solves a small symmetric positive definite system (Gaussian elimination, partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) {
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[pivot] as number[])[c] as number))
        pivot = r;
    }
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const row = m[c] as number[];
    const p = row[c] as number;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = m[r] as number[];
      const f = (other[c] as number) / p;
      for (let k = c; k <= n; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return m.map((row, i) => {
    const p = row[i] as number;
    return Math.abs(p) < 1e-12 ? 0 : (row[n] as number) / p;
  });
}

/**
 * Fits the calibration on held-out locations (their features and measured errors). Pure and
 * deterministic: the same records give the same calibration.
 */
export function fitAccesCalibration(
  records: readonly { features: AccesFeatures; measuredErrorM: number }[],
): AccesCalibration {
  const n = records.length;
  if (n === 0) throw new RangeError('a calibration needs held-out locations');
  const rows = records.map((r) => TERMS.map((t) => t.value(r.features)));
  const target = records.map((r) => Math.log1p(Math.max(0, r.measuredErrorM)));
  const means = TERMS.map((_, j) => rows.reduce((s, row) => s + (row[j] as number), 0) / n);
  const scales = TERMS.map((_, j) => {
    const v = rows.reduce((s, row) => s + ((row[j] as number) - (means[j] as number)) ** 2, 0) / n;
    return v > 1e-12 ? Math.sqrt(v) : 0;
  });
  const z = rows.map((row) =>
    row.map((v, j) =>
      (scales[j] as number) > 0 ? (v - (means[j] as number)) / (scales[j] as number) : 0,
    ),
  );
  const intercept = target.reduce((s, v) => s + v, 0) / n;
  // Terms without spread on these records cannot be weighed.
  const active = TERMS.map((_, j) => (scales[j] as number) > 0);
  let weights = TERMS.map(() => 0);
  for (;;) {
    const used = TERMS.map((_, j) => j).filter((j) => active[j]);
    const a = used.map((p) =>
      used.map(
        (q) =>
          z.reduce((s, row) => s + (row[p] as number) * (row[q] as number), 0) +
          (p === q ? RIDGE * n : 0),
      ),
    );
    const b = used.map((p) =>
      z.reduce((s, row, i) => s + (row[p] as number) * ((target[i] as number) - intercept), 0),
    );
    const solved = used.length > 0 ? solve(a, b) : [];
    weights = TERMS.map(() => 0);
    used.forEach((j, k) => {
      weights[j] = solved[k] as number;
    });
    // The weight most against its sign is dropped, then the fit repeated.
    let worst = -1;
    let worstValue = 0;
    TERMS.forEach((t, j) => {
      const against = -t.sign * (weights[j] as number);
      if (active[j] && against > worstValue) {
        worst = j;
        worstValue = against;
      }
    });
    if (worst < 0) break;
    active[worst] = false;
  }
  return {
    terms: TERMS.map((t) => t.name),
    intercept,
    weights,
    means,
    scales,
    fittedOn: n,
  };
}

/**
 * The predicted positioning error at a point with these features, metres: the calibration's
 * answer, and never less than the point's distance outside the survey's hull (the estimator
 * cannot answer outside it).
 */
export function predictedErrorM(calibration: AccesCalibration, features: AccesFeatures): number {
  let log = calibration.intercept;
  TERMS.forEach((t, j) => {
    const scale = calibration.scales[j] as number;
    if (scale > 0) {
      log +=
        ((calibration.weights[j] as number) *
          (t.value(features) - (calibration.means[j] as number))) /
        scale;
    }
  });
  return Math.max(Math.expm1(log), features.hullDistanceM, 0);
}
