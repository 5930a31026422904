import type { LocalFrame } from '../../geo/local-frame.js';
import { distanceToSegment, pointInRing, type XY } from '../../imdf/geometry.js';
import { RadiomapConstants } from '../constants.js';
import { estimatePosition } from '../estimator.js';
import { buildRadiomapModel, type RadiomapModel } from '../radiomap-model.js';
import { isPositionEstimate, type SurveyScan } from '../types.js';
import type { AccesFloorSurvey, AccesLocation } from './floor-survey.js';
import { strengthAboveFloor } from './floor-survey.js';

/**
 * What the accuracy map knows of a point of the floor, surveyed or not, given the surveyed
 * locations (docs/positioning.md#acces-the-accuracy-map).
 */
export interface AccesFeatures {
  /** Distance to the nearest surveyed location, metres. */
  nearestM: number;
  /** Surveyed locations within the density radius (AccesDefaults.densityRadiusM). */
  density: number;
  /** Access points expected to be heard there: the kernel-weighted mean over nearby locations. */
  expectedAps: number;
  /** The Anyplace-style Cramér-Rao bound from the access points' RSS fields (fisherCrlbM). */
  crlbM: number;
  /**
   * The simulated error: how far from the point the estimator places the scan expected
   * there (expectedScan), with the model of the same locations; the survey's farthest extent
   * when it cannot place it. Gaps whose expected fingerprint resembles a distant place's err
   * more than their distance alone says.
   */
  simulatedErrorM: number;
  /**
   * Distance outside the convex hull of the surveyed locations (0 inside). The estimator
   * answers weighted means of surveyed positions, which lie inside that hull, so a point
   * outside cannot be answered closer than this.
   */
  hullDistanceM: number;
}

/** The surveyed locations a feature is measured against, in flat arrays. */
export interface AccesFeatureContext {
  count: number;
  xs: Float64Array;
  ys: Float64Array;
  /** Per location its heard access points (CSR) and their mean strength above the floor. */
  offsets: Int32Array;
  aps: Int32Array;
  strength: Float64Array;
  noiseVariance: Float64Array;
  macs: readonly string[];
  /** The estimator's model of the same locations, and the frame positions are measured in. */
  model: RadiomapModel;
  frame: LocalFrame | null;
  /** The scan expected at a point keeps access points at least this strong, dBm. */
  weakestDbm: number;
  /** The error given when the estimator cannot place an expected scan. */
  extentM: number;
  /** The RSS fields' smallest kernel bandwidth. */
  bandwidthM: number;
  densityRadiusM: number;
  hull: XY[];
  /** Per access point: sums of the kernel regression at one point, zeroed after use. */
  sums: Float64Array;
  touched: Int32Array;
}

/** A bound the CRLB never exceeds: a point no access point's field varies at. */
export const CRLB_CAP_M = 1000;
/** The kernel regression looks at locations within this many bandwidths. */
const KERNEL_REACH = 3;

/** The convex hull of points, counter-clockwise, collinear points dropped (monotone chain). */
export function convexHull(points: readonly XY[]): XY[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length <= 2) return sorted;
  const turn = (o: XY, a: XY, b: XY) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: XY[]) => {
    const chain: XY[] = [];
    for (const p of list) {
      while (
        chain.length >= 2 &&
        turn(chain[chain.length - 2] as XY, chain[chain.length - 1] as XY, p) <= 0
      ) {
        chain.pop();
      }
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** Distance from a point to a convex hull: 0 inside, else to its nearest edge or point. */
export function distanceOutsideHull(p: XY, hull: readonly XY[]): number {
  if (hull.length === 0) return Number.POSITIVE_INFINITY;
  if (hull.length >= 3 && pointInRing(p, hull)) return 0;
  if (hull.length === 1) return Math.hypot(p[0] - (hull[0] as XY)[0], p[1] - (hull[0] as XY)[1]);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < hull.length; i++) {
    best = Math.min(best, distanceToSegment(p, hull[i] as XY, hull[(i + 1) % hull.length] as XY));
  }
  return best;
}

/** The diagonal of the locations' bounding box. */
function extent(locations: readonly { x: number; y: number }[]): number {
  if (locations.length === 0) return 0;
  const xs = locations.map((l) => l.x);
  const ys = locations.map((l) => l.y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/**
 * The features are measured against `locations` (all of the floor's, or those a held-out
 * fold kept), with the floor's noise and a bandwidth from its spacing, so that a held-out
 * location and a grid point are described alike.
 */
export function accesFeatureContext(
  survey: AccesFloorSurvey,
  locations: readonly AccesLocation[],
  options: { bandwidthM: number; densityRadiusM: number },
): AccesFeatureContext {
  const model = buildRadiomapModel(
    locations.flatMap((l) => l.scans.map((s) => survey.scans[s] as SurveyScan)),
  );
  const count = locations.length;
  const offsets = new Int32Array(count + 1);
  locations.forEach((l, i) => {
    offsets[i + 1] = (offsets[i] as number) + l.aps.length;
  });
  const aps = new Int32Array(offsets[count] as number);
  const strength = new Float64Array(offsets[count] as number);
  locations.forEach((l, i) => {
    l.aps.forEach((ap, j) => {
      aps[(offsets[i] as number) + j] = ap;
      strength[(offsets[i] as number) + j] = strengthAboveFloor(l.meanRss[j] as number);
    });
  });
  return {
    count,
    xs: Float64Array.from(locations, (l) => l.x),
    ys: Float64Array.from(locations, (l) => l.y),
    offsets,
    aps,
    strength,
    noiseVariance: survey.noiseVariance,
    macs: survey.macs,
    model,
    frame: survey.frame,
    weakestDbm: survey.weakestDbm,
    extentM: extent(locations),
    bandwidthM: options.bandwidthM,
    densityRadiusM: options.densityRadiusM,
    hull: convexHull(locations.map((l) => [l.x, l.y] as const)),
    sums: new Float64Array(3 * survey.macs.length),
    touched: new Int32Array(survey.macs.length),
  };
}

/**
 * The Cramér-Rao lower bound on the position error at (x, y), in metres, as Anyplace's
 * ACCES layer computes it from one RSS field per access point, here a Gaussian kernel
 * regression of the surveyed locations' mean RSS instead of Anyplace's Gaussian process:
 *
 * - each access point's field μ(p) is the kernel-weighted mean of the locations' mean
 *   strength above the radiomap's floor (-105 dBm), a location that did not hear the access
 *   point counting as the floor; weights exp(-d² / 2h²) over the locations within 3h, with
 *   h the larger of `bandwidthM` and the distance to the nearest location (the field gets
 *   smoother, and its gradients smaller, away from the survey);
 * - its gradient ∇μ is that of the regression, in closed form;
 * - the Fisher information is J = Σ over access points of ∇μ ∇μᵀ / σ², with σ² the access
 *   point's measured noise variance (AccesFloorSurvey.noiseVariance);
 * - the bound is √trace(J⁻¹), capped at CRLB_CAP_M when J is (nearly) singular.
 *
 * Also answers the access points expected to be heard there: the same kernel's weighted
 * mean of the locations' heard counts.
 */
export function fisherCrlbM(
  context: AccesFeatureContext,
  x: number,
  y: number,
  nearestM: number,
): { crlbM: number; expectedAps: number } {
  const h = Math.max(context.bandwidthM, nearestM);
  const reach2 = (KERNEL_REACH * h) ** 2;
  const { xs, ys, offsets, aps, strength, sums, touched } = context;
  let w = 0;
  let wx = 0;
  let wy = 0;
  let heard = 0;
  let touchedCount = 0;
  for (let i = 0; i < context.count; i++) {
    const dx = (xs[i] as number) - x;
    const dy = (ys[i] as number) - y;
    const d2 = dx * dx + dy * dy;
    if (d2 > reach2) continue;
    const k = Math.exp(-d2 / (2 * h * h));
    // The derivative of the weight with respect to the point's x and y.
    const kx = (k * dx) / (h * h);
    const ky = (k * dy) / (h * h);
    w += k;
    wx += kx;
    wy += ky;
    const end = offsets[i + 1] as number;
    heard += k * (end - (offsets[i] as number));
    for (let e = offsets[i] as number; e < end; e++) {
      const ap = aps[e] as number;
      const s = strength[e] as number;
      // A reading at the floor adds nothing (and would be counted as touched again).
      if (s === 0) continue;
      const at = 3 * ap;
      if (sums[at] === 0 && sums[at + 1] === 0 && sums[at + 2] === 0) touched[touchedCount++] = ap;
      sums[at] = (sums[at] as number) + k * s;
      sums[at + 1] = (sums[at + 1] as number) + kx * s;
      sums[at + 2] = (sums[at + 2] as number) + ky * s;
    }
  }
  let jxx = 0;
  let jxy = 0;
  let jyy = 0;
  for (let t = 0; t < touchedCount; t++) {
    const ap = touched[t] as number;
    const at = 3 * ap;
    const a = sums[at] as number;
    // d(A / W) = (dA W - A dW) / W².
    const gx = ((sums[at + 1] as number) * w - a * wx) / (w * w);
    const gy = ((sums[at + 2] as number) * w - a * wy) / (w * w);
    const variance = context.noiseVariance[ap] as number;
    jxx += (gx * gx) / variance;
    jxy += (gx * gy) / variance;
    jyy += (gy * gy) / variance;
    sums[at] = 0;
    sums[at + 1] = 0;
    sums[at + 2] = 0;
  }
  const det = jxx * jyy - jxy * jxy;
  const trace = det > 1e-12 ? (jxx + jyy) / det : Number.POSITIVE_INFINITY;
  return {
    crlbM: Math.min(CRLB_CAP_M, Math.sqrt(trace)),
    expectedAps: w > 0 ? heard / w : 0,
  };
}

/**
 * The scan a phone would be expected to record at (x, y): each access point's field there
 * (the kernel regression fisherCrlbM differentiates), in dBm, kept when at least `minDbm`.
 */
export function expectedScan(
  context: AccesFeatureContext,
  x: number,
  y: number,
  nearestM: number,
  minDbm: number,
): { mac: string; rss: number }[] {
  const h = Math.max(context.bandwidthM, nearestM);
  const reach2 = (KERNEL_REACH * h) ** 2;
  const { xs, ys, offsets, aps, strength, sums, touched } = context;
  let w = 0;
  let touchedCount = 0;
  for (let i = 0; i < context.count; i++) {
    const dx = (xs[i] as number) - x;
    const dy = (ys[i] as number) - y;
    const d2 = dx * dx + dy * dy;
    if (d2 > reach2) continue;
    const k = Math.exp(-d2 / (2 * h * h));
    w += k;
    for (let e = offsets[i] as number; e < (offsets[i + 1] as number); e++) {
      const s = strength[e] as number;
      if (s === 0) continue;
      const ap = aps[e] as number;
      if (sums[3 * ap] === 0) touched[touchedCount++] = ap;
      sums[3 * ap] = (sums[3 * ap] as number) + k * s;
    }
  }
  const readings: { mac: string; rss: number }[] = [];
  for (let t = 0; t < touchedCount; t++) {
    const ap = touched[t] as number;
    const rss = RadiomapConstants.poweredFloorDbm + (sums[3 * ap] as number) / w;
    sums[3 * ap] = 0;
    if (rss >= minDbm) readings.push({ mac: context.macs[ap] as string, rss });
  }
  return readings;
}

/** How far from (x, y) the estimator places the scan expected there (AccesFeatures). */
export function simulatedErrorM(
  context: AccesFeatureContext,
  x: number,
  y: number,
  nearestM: number,
): number {
  const readings = expectedScan(context, x, y, nearestM, context.weakestDbm);
  const answer = estimatePosition(context.model, { readings });
  if (!isPositionEstimate(answer)) return context.extentM;
  const at =
    context.frame && answer.lat !== undefined && answer.lon !== undefined
      ? context.frame.toMetres({ lat: answer.lat, lon: answer.lon })
      : answer;
  return Math.hypot(at.x - x, at.y - y);
}

/** The features of one point against the context's surveyed locations. */
export function accesFeatures(context: AccesFeatureContext, x: number, y: number): AccesFeatures {
  let nearest2 = Number.POSITIVE_INFINITY;
  let density = 0;
  const r2 = context.densityRadiusM ** 2;
  for (let i = 0; i < context.count; i++) {
    const dx = (context.xs[i] as number) - x;
    const dy = (context.ys[i] as number) - y;
    const d2 = dx * dx + dy * dy;
    if (d2 < nearest2) nearest2 = d2;
    if (d2 <= r2) density++;
  }
  const nearestM = Math.sqrt(nearest2);
  const { crlbM, expectedAps } = fisherCrlbM(context, x, y, nearestM);
  return {
    nearestM,
    density,
    expectedAps,
    crlbM,
    simulatedErrorM: simulatedErrorM(context, x, y, nearestM),
    hullDistanceM: distanceOutsideHull([x, y], context.hull),
  };
}
