import type { LatLng } from '../geo/coordinates.js';
import { localFrame } from '../geo/local-frame.js';
import { AccessPointConstants } from './constants.js';
import { type FloorWalls, WallCrossings } from './wall-crossings.js';

/**
 * Where a floor's wifi access points are, estimated from its radiomap.
 *
 * Each physical radio (its BSSIDs grouped, see radioGroupKey) is placed by fitting the
 * log-distance path-loss model
 *
 *     RSS = P0[b] - 10 n log10(d) - α d,   d = sqrt(dx² + dy² + h²)
 *
 * to every measurement of it, with h the usual height of a ceiling AP above a hand-held
 * phone (1.5 m): position, the path-loss exponent n (bounded to 1.5..5), the extra loss
 * per metre α of the partitions and furniture a longer indoor path crosses (0..1 dB/m)
 * and one P0 (RSS at 1 m) per BSSID (a radio's 2.4 GHz and 5 GHz BSSIDs differ by
 * several dB) are unknown. The fit is Levenberg-Marquardt in the local metre frame
 * (localFrame) around the floor's centre, with a Cauchy loss applied by iterative reweighting, so a
 * reflection or a body in the way does not drag the estimate. It starts from the
 * linear-power weighted centroid and from points offset across the walked path on both
 * sides (a survey walks corridors, and any centroid lies on them while access points sit
 * in the rooms beside them), and keeps the start with the lowest robust cost.
 *
 * Given the floor's walls (the outlines of its rooms, see wall-crossings.ts), the model also
 * loses w dB at each wall the straight path crosses (w fitted, 0..15 dB): the number of walls
 * between a place and a candidate position tells how far into the rooms the radio hangs.
 *
 * The uncertainty radius comes from the fit's covariance (each measured place counted
 * as one observation, since shadowing is shared by neighbouring scans), widened for the
 * model's own error: about 95 % of true positions lie within it on the synthetic surveys. Too
 * few measured places, or places on one line (which cannot tell one side of the line
 * from the other), give the centroid with a large uncertainty instead, and every
 * estimate stays within the surveyed extent: never a wild point.
 */

/** The measurements of one BSSID at one place: their mean RSS in dBm and how many there were. */
export interface ApObservation extends LatLng {
  rss: number;
  count: number;
}

/** Everything one BSSID was heard at on a floor. */
export interface BssidObservations {
  mac: string;
  observations: readonly ApObservation[];
}

export type AccessPointMethod = 'path-loss' | 'centroid';

export interface AccessPointEstimate extends LatLng {
  /** The radio's lowest BSSID: the AP id of the API. */
  id: string;
  /** Every BSSID of the radio, sorted. */
  bssids: string[];
  /** Radius in metres within which the access point lies (about 95 % of the time on test surveys). */
  uncertaintyM: number;
  /** Measurements (MAC and RSS pairs) the estimate used. */
  measurements: number;
  /** Their mean RSS in dBm. */
  meanRss: number;
  /** 'path-loss' for a fitted position, 'centroid' when the survey could not support a fit. */
  method: AccessPointMethod;
  /** Fitted RSS at 1 m of the radio's strongest BSSID (dBm) and path-loss exponent; null for a centroid. */
  p0Dbm: number | null;
  pathLossExponent: number | null;
}

/** The key shared by the BSSIDs of one radio: the MAC without its last hex digit. */
export const radioGroupKey = (mac: string): string => mac.toLowerCase().slice(0, -1);

/** Groups MACs by radio: key -> the sorted MACs of that radio. */
export function groupBssids(macs: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const raw of macs) {
    const mac = raw.toLowerCase();
    const key = radioGroupKey(mac);
    const group = groups.get(key);
    if (!group) groups.set(key, [mac]);
    else if (!group.includes(mac)) group.push(mac);
  }
  for (const group of groups.values()) group.sort();
  return groups;
}

// ---------------------------------------------------------------------------------------
// The centroids the fit is compared with (and starts from).

function weightedCentroid(
  observations: readonly ApObservation[],
  weight: (o: ApObservation) => number,
): LatLng {
  let lat = 0;
  let lon = 0;
  let total = 0;
  for (const o of observations) {
    const w = weight(o);
    lat += w * o.lat;
    lon += w * o.lon;
    total += w;
  }
  if (total === 0 || !Number.isFinite(total)) return plainCentroid(observations);
  return { lat: lat / total, lon: lon / total };
}

function plainCentroid(observations: readonly ApObservation[]): LatLng {
  let lat = 0;
  let lon = 0;
  for (const o of observations) {
    lat += o.lat;
    lon += o.lon;
  }
  const n = Math.max(1, observations.length);
  return { lat: lat / n, lon: lon / n };
}

/**
 * Anyplace's estimate: the centroid of the places that heard the AP weighted by their
 * RSS in dBm (x = Σ rss·lat, y = Σ rss·lon, den = Σ rss). The weights are negative and
 * largest for the weakest signals, so it sits near the middle of everywhere the AP was heard.
 */
export const dbmWeightedCentroid = (observations: readonly ApObservation[]) =>
  weightedCentroid(observations, (o) => o.rss * o.count);

/** The centroid weighted by received power in milliwatts (10^(rss/10)): pulled towards the strongest places. */
export const linearPowerCentroid = (observations: readonly ApObservation[]) =>
  weightedCentroid(observations, (o) => o.count * 10 ** (o.rss / 10));

// ---------------------------------------------------------------------------------------
// The fit.

/** One measured place in the local metre frame. */
interface Sample {
  x: number;
  y: number;
  rss: number;
  count: number;
  /**
   * The sample's weight in the fit: its count, times a factor falling with its RSS below
   * the strongest (see strengthWeight).
   */
  weight: number;
  /** Index of the BSSID (its own P0). */
  bssid: number;
  /** Index of the sample's place among the radio's distinct places (for the wall counts). */
  place: number;
}

/**
 * The walls between a radio's measured places and candidate positions of it: counted once per
 * position on a grid of wallPositionStepM (the counts change only where a path meets a wall's
 * end, so nearby positions share them) and kept for the positions the fit comes back to.
 */
class PlaceWalls {
  private readonly cache = new Map<number, Uint16Array>();

  constructor(
    private readonly crossings: WallCrossings,
    private readonly places: readonly { x: number; y: number }[],
  ) {}

  /** The walls between the position (x, y) and every place, by place index. */
  at(x: number, y: number): Uint16Array {
    const step = AccessPointConstants.wallPositionStepM;
    const i = Math.round(x / step);
    const j = Math.round(y / step);
    const key = i * 1_000_003 + j;
    let counts = this.cache.get(key);
    if (!counts) {
      counts = new Uint16Array(this.places.length);
      const px = i * step;
      const py = j * step;
      this.places.forEach((place, k) => {
        (counts as Uint16Array)[k] = this.crossings.count(px, py, place.x, place.y);
      });
      this.cache.set(key, counts);
    }
    return counts;
  }
}

/** What one radio's fit works on. */
interface RadioSamples {
  samples: readonly Sample[];
  /** How many BSSIDs (P0s) the radio has. */
  bssids: number;
  /** The floor's walls, when its rooms are drawn. */
  walls: PlaceWalls | null;
}

interface FitResult {
  x: number;
  y: number;
  n: number;
  /** Extra loss per metre of path (dB/m): the partitions and furniture a longer indoor path crosses. */
  alpha: number;
  /** Loss per wall crossed (dB); 0 without walls. */
  wall: number;
  p0: number[];
  cost: number;
  /** Position covariance (m²): xx, xy, yy. */
  cov: [number, number, number] | null;
}

const LN10 = Math.LN10;
const {
  minPathLossExponent: N_MIN,
  maxPathLossExponent: N_MAX,
  distanceFloorM,
  robustScaleDb: C,
  maxAttenuationDbPerM: ALPHA_MAX,
  maxWallLossDb: WALL_MAX,
} = AccessPointConstants;
const FLOOR2 = distanceFloorM * distanceFloorM;
const clampN = (n: number) => Math.min(N_MAX, Math.max(N_MIN, n));
const clampAlpha = (alpha: number) => Math.min(ALPHA_MAX, Math.max(0, alpha));
const clampWall = (wall: number) => Math.min(WALL_MAX, Math.max(0, wall));
/** The model's parameters for a fixed position, and the walls to each sample's place there. */
interface Linear {
  n: number;
  alpha: number;
  wall: number;
  p0: number[];
}
const NO_WALLS = new Uint16Array(0);
const SCOUT_ITERATIONS = 6;
const FINALISTS = 3;
const MAX_ITERATIONS = 50;
/** χ² with 2 degrees of freedom at 95 %: the radius of the 95 % circle is sqrt(this · λmax). */
const CHI2_2DOF_95 = 5.991;

/** Robust (Cauchy) cost of a radio's samples at parameters. */
function robustCost(radio: RadioSamples, x: number, y: number, model: Linear) {
  const { n, alpha, wall, p0 } = model;
  const walls = radio.walls && wall > 0 ? radio.walls.at(x, y) : NO_WALLS;
  let cost = 0;
  for (const s of radio.samples) {
    const d2 = (x - s.x) ** 2 + (y - s.y) ** 2 + FLOOR2;
    const crossed = walls[s.place] ?? 0;
    const r =
      s.rss -
      ((p0[s.bssid] ?? 0) - 5 * n * Math.log10(d2) - alpha * Math.sqrt(d2) - wall * crossed);
    cost += s.weight * Math.log1p((r / C) ** 2);
  }
  return cost;
}

/** The bounds of n, α and w, in that order. */
const LINEAR_BOUNDS: readonly (readonly [number, number])[] = [
  [N_MIN, N_MAX],
  [0, ALPHA_MAX],
  [0, WALL_MAX],
];

/**
 * Minimises c + 2θ·b + θᵀGθ with each θ[j] within its bounds (G from k ≤ 3 regressors): every
 * way of holding each one free, at its lower or at its upper bound is tried (3^k small solves),
 * and the feasible one of lowest cost kept, which is the bounded minimum of a convex quadratic.
 */
function boundedQuadraticMinimum(
  g: readonly (readonly number[])[],
  b: readonly number[],
  bounds: readonly (readonly [number, number])[],
): number[] {
  const k = b.length;
  let best: number[] | null = null;
  let bestCost = Infinity;
  const states = 3 ** k;
  for (let code = 0; code < states; code++) {
    const theta = new Array<number>(k).fill(0);
    const free: number[] = [];
    let rest = code;
    for (let j = 0; j < k; j++) {
      const state = rest % 3;
      rest = Math.floor(rest / 3);
      const [low, high] = bounds[j] as readonly [number, number];
      if (state === 0) free.push(j);
      else theta[j] = state === 1 ? low : high;
    }
    if (free.length > 0) {
      const a = free.map((i) => free.map((j) => (g[i] as readonly number[])[j] as number));
      const rhs = free.map((i) => {
        let value = -(b[i] as number);
        for (let j = 0; j < k; j++) {
          if (!free.includes(j))
            value -= ((g[i] as readonly number[])[j] as number) * (theta[j] as number);
        }
        return value;
      });
      const solved = solve(a, rhs);
      if (!solved) continue;
      let feasible = true;
      free.forEach((j, index) => {
        const value = solved[index] as number;
        const [low, high] = bounds[j] as readonly [number, number];
        if (value < low - 1e-12 || value > high + 1e-12) feasible = false;
        theta[j] = value;
      });
      if (!feasible) continue;
    }
    let cost = 0;
    for (let i = 0; i < k; i++) {
      cost += 2 * (theta[i] as number) * (b[i] as number);
      for (let j = 0; j < k; j++) {
        cost +=
          (theta[i] as number) * ((g[i] as readonly number[])[j] as number) * (theta[j] as number);
      }
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = theta;
    }
  }
  return best ?? bounds.map(([low, high]) => (low + high) / 2);
}

/**
 * The best P0 per BSSID, n, α (and w with walls) for a fixed position (the model is linear in
 * them): weighted least squares with each P0 eliminated through its BSSID's weighted means,
 * n, α and w held within their bounds.
 */
function linearParameters(radio: RadioSamples, x: number, y: number): Linear {
  const { samples, bssids } = radio;
  const walls = radio.walls ? radio.walls.at(x, y) : null;
  // rss = P0[b] - n·L - α·D - w·K, L = 10 log10 d, D = d, K = walls crossed.
  const k = walls ? 3 : 2;
  const sw = new Array<number>(bssids).fill(0);
  const sr = new Array<number>(bssids).fill(0);
  const sx = Array.from({ length: k }, () => new Array<number>(bssids).fill(0));
  const regressors: number[][] = [];
  for (const s of samples) {
    const d2 = (x - s.x) ** 2 + (y - s.y) ** 2 + FLOOR2;
    const row = [5 * Math.log10(d2), Math.sqrt(d2)];
    if (walls) row.push(walls[s.place] ?? 0);
    regressors.push(row);
    sw[s.bssid] = (sw[s.bssid] ?? 0) + s.weight;
    sr[s.bssid] = (sr[s.bssid] ?? 0) + s.weight * s.rss;
    row.forEach((value, j) => {
      const sums = sx[j] as number[];
      sums[s.bssid] = (sums[s.bssid] ?? 0) + s.weight * value;
    });
  }
  // Centred sums: G = Σw x xᵀ and b = Σw x r; minimise Σw (r + θ·x)².
  const g = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  const centred = new Array<number>(k).fill(0);
  samples.forEach((s, i) => {
    const total = sw[s.bssid] || 1;
    const r = s.rss - (sr[s.bssid] ?? 0) / total;
    const row = regressors[i] as number[];
    for (let j = 0; j < k; j++) {
      centred[j] = (row[j] as number) - ((sx[j] as number[])[s.bssid] ?? 0) / total;
    }
    for (let a = 0; a < k; a++) {
      b[a] = (b[a] as number) + s.weight * (centred[a] as number) * r;
      const ga = g[a] as number[];
      for (let c = 0; c < k; c++)
        ga[c] = (ga[c] as number) + s.weight * (centred[a] as number) * (centred[c] as number);
    }
  });
  const theta = boundedQuadraticMinimum(g, b, LINEAR_BOUNDS.slice(0, k));
  const n = theta[0] as number;
  const alpha = theta[1] as number;
  const wall = walls ? (theta[2] as number) : 0;
  const p0 = sw.map((w, index) => {
    if (w <= 0) return -40;
    let value = sr[index] ?? 0;
    theta.forEach((t, j) => {
      value += t * ((sx[j] as number[])[index] ?? 0);
    });
    return value / w;
  });
  return { n, alpha, wall, p0 };
}

/** Solves A·x = b (A symmetric positive definite, dense, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] | null {
  const size = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++) {
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    }
    const top = m[pivot] as number[];
    if (Math.abs(top[col] ?? 0) < 1e-12) return null;
    m[pivot] = m[col] as number[];
    m[col] = top;
    for (let row = col + 1; row < size; row++) {
      const r = m[row] as number[];
      const f = (r[col] ?? 0) / (top[col] ?? 1);
      if (f === 0) continue;
      for (let k = col; k <= size; k++) r[k] = (r[k] ?? 0) - f * (top[k] ?? 0);
    }
  }
  const x = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    const r = m[row] as number[];
    let sum = r[size] ?? 0;
    for (let k = row + 1; k < size; k++) sum -= (r[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (r[row] ?? 1);
  }
  return x;
}

/**
 * Levenberg-Marquardt on (x, y, n, α, [w,] P0[0..k-1]) with Cauchy reweighting, from a start.
 * n, α and w are projected back into their bounds after each step. The walls crossed change
 * only where a path meets a wall's end, so they count in the cost and in w's derivative but
 * not in the position's.
 */
function fitFrom(
  radio: RadioSamples,
  start: { x: number; y: number } | FitResult,
  maxIterations: number,
): FitResult {
  const { samples, bssids } = radio;
  let x = start.x;
  let y = start.y;
  let model: Linear = 'p0' in start ? start : linearParameters(radio, start.x, start.y);
  let cost = robustCost(radio, x, y, model);
  let lambda = 1e-2;
  // Columns: x, y, n, α, then w when there are walls, then one P0 per BSSID.
  const first = radio.walls ? 5 : 4;
  const size = first + bssids;
  const jacobianRow = new Array<number>(first + 1).fill(0);
  const columns = Array.from({ length: first + 1 }, (_, i) => i);

  const normalEquations = (
    perPlace: boolean,
  ): { h: number[][]; g: number[]; weighted: number; wr2: number } => {
    const h = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const g = new Array<number>(size).fill(0);
    const { n, alpha, wall, p0 } = model;
    const walls = radio.walls ? radio.walls.at(x, y) : NO_WALLS;
    let weighted = 0;
    let wr2 = 0;
    for (const s of samples) {
      const dx = x - s.x;
      const dy = y - s.y;
      const d2 = dx * dx + dy * dy + FLOOR2;
      const d = Math.sqrt(d2);
      const crossed = walls[s.place] ?? 0;
      const r = s.rss - ((p0[s.bssid] ?? 0) - 5 * n * Math.log10(d2) - alpha * d - wall * crossed);
      const psi = 1 / (1 + (r / C) ** 2);
      const w = (perPlace ? s.weight / s.count : s.weight) * psi;
      weighted += s.weight * psi;
      wr2 += s.weight * psi * r * r;
      // ∂model/∂θ: x, y, n, α, [w,] then 1 for this sample's own P0; the rest are zero.
      const k = (-10 * n) / (LN10 * d2) - alpha / d;
      jacobianRow[0] = k * dx;
      jacobianRow[1] = k * dy;
      jacobianRow[2] = -5 * Math.log10(d2);
      jacobianRow[3] = -d;
      if (radio.walls) jacobianRow[4] = -crossed;
      jacobianRow[first] = 1;
      columns[first] = first + s.bssid;
      for (let a = 0; a <= first; a++) {
        const i = columns[a] as number;
        const wji = w * (jacobianRow[a] as number);
        g[i] = (g[i] as number) + wji * r;
        const hi = h[i] as number[];
        for (let c = 0; c <= first; c++) {
          const j = columns[c] as number;
          hi[j] = (hi[j] as number) + wji * (jacobianRow[c] as number);
        }
      }
    }
    return { h, g, weighted, wr2 };
  };

  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const { h, g } = normalEquations(false);
    let improved = false;
    for (let attempt = 0; attempt < 8 && !improved; attempt++) {
      const damped = h.map((row, i) => row.map((v, j) => (i === j ? v * (1 + lambda) + 1e-9 : v)));
      const step = solve(damped, g);
      if (!step) {
        lambda *= 10;
        continue;
      }
      const nx = x + (step[0] ?? 0);
      const ny = y + (step[1] ?? 0);
      const next: Linear = {
        n: clampN(model.n + (step[2] ?? 0)),
        alpha: clampAlpha(model.alpha + (step[3] ?? 0)),
        wall: radio.walls ? clampWall(model.wall + (step[4] ?? 0)) : 0,
        p0: model.p0.map((v, b) => v + (step[first + b] ?? 0)),
      };
      const nextCost = robustCost(radio, nx, ny, next);
      if (nextCost < cost) {
        const moved = Math.hypot(nx - x, ny - y);
        x = nx;
        y = ny;
        model = next;
        const gain = cost - nextCost;
        cost = nextCost;
        lambda = Math.max(lambda / 5, 1e-7);
        improved = true;
        if (moved < 1e-3 && gain < 1e-6 * (1 + cost)) iteration = maxIterations;
      } else {
        lambda *= 10;
      }
    }
    if (!improved) break;
  }

  // Covariance of the position: each measured place is one observation (its scans share
  // their shadowing), with the residual variance of the reweighted fit.
  const { h, weighted, wr2 } = normalEquations(true);
  const places = samples.length;
  const sigma2 = (wr2 / Math.max(weighted, 1e-9)) * (places / Math.max(1, places - size));
  const inverseColumns: number[][] = [];
  for (const unit of [0, 1]) {
    const e = new Array<number>(size).fill(0);
    e[unit] = 1;
    // A w no path constrains (no walls crossed anywhere) leaves its row empty: held fixed.
    const column = solve(
      h.map((row, i) => row.map((v, j) => (i === j && v === 0 ? 1 : v))),
      e,
    );
    if (!column) break;
    inverseColumns.push(column);
  }
  const [c0, c1] = inverseColumns;
  const cov: [number, number, number] | null =
    c0 && c1 ? [sigma2 * (c0[0] ?? 0), sigma2 * (c0[1] ?? 0), sigma2 * (c1[1] ?? 0)] : null;
  return { x, y, ...model, cost, cov };
}

/** Largest eigenvalue of a 2x2 symmetric matrix [a b; b c], and the unit eigenvector of the smallest. */
function eigen2(a: number, b: number, c: number) {
  const mean = (a + c) / 2;
  const root = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const max = mean + root;
  const min = mean - root;
  // Eigenvector of the smallest eigenvalue: (b, min - a) or (min - c, b).
  let vx = b;
  let vy = min - a;
  if (Math.hypot(vx, vy) < 1e-12) {
    vx = min - c;
    vy = b;
  }
  const length = Math.hypot(vx, vy);
  if (length < 1e-12) return { max, min, minor: { x: 0, y: 1 } };
  return { max, min, minor: { x: vx / length, y: vy / length } };
}

/** Weighted mean and covariance of sample positions. */
function spread(samples: readonly Sample[], weight: (s: Sample) => number) {
  let total = 0;
  let mx = 0;
  let my = 0;
  for (const s of samples) {
    const w = weight(s);
    total += w;
    mx += w * s.x;
    my += w * s.y;
  }
  if (total <= 0) total = 1;
  mx /= total;
  my /= total;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const s of samples) {
    const w = weight(s);
    sxx += w * (s.x - mx) ** 2;
    sxy += w * (s.x - mx) * (s.y - my);
    syy += w * (s.y - my) ** 2;
  }
  return { mx, my, ...eigen2(sxx / total, sxy / total, syy / total) };
}

interface Extent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const clampTo = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function extentOf(points: Iterable<{ x: number; y: number }>, margin: number): Extent {
  const e = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const p of points) {
    e.minX = Math.min(e.minX, p.x);
    e.maxX = Math.max(e.maxX, p.x);
    e.minY = Math.min(e.minY, p.y);
    e.maxY = Math.max(e.maxY, p.y);
  }
  return {
    minX: e.minX - margin,
    maxX: e.maxX + margin,
    minY: e.minY - margin,
    maxY: e.maxY + margin,
  };
}

/** Estimates one radio (its BSSIDs' samples) in the local metre frame. */
function estimateRadio(
  radio: RadioSamples,
  floorExtent: Extent,
): {
  x: number;
  y: number;
  uncertaintyM: number;
  method: AccessPointMethod;
  fit: FitResult | null;
} {
  const { samples } = radio;
  const power = (s: Sample) => s.count * 10 ** (s.rss / 10);
  const byPower = spread(samples, power);
  const geometry = spread(samples, () => 1);
  const heard = extentOf(samples, AccessPointConstants.heardMarginM);
  const bounds: Extent = {
    minX: Math.max(floorExtent.minX, heard.minX),
    maxX: Math.min(floorExtent.maxX, heard.maxX),
    minY: Math.max(floorExtent.minY, heard.minY),
    maxY: Math.min(floorExtent.maxY, heard.maxY),
  };
  const centroidAnswer = () => ({
    x: byPower.mx,
    y: byPower.my,
    uncertaintyM: Math.max(
      AccessPointConstants.centroidUncertaintyM,
      2 * Math.sqrt(Math.max(0, geometry.max + geometry.min)),
    ),
    method: 'centroid' as const,
    fit: null,
  });
  if (samples.length < AccessPointConstants.minPositions) return centroidAnswer();
  if (Math.sqrt(Math.max(0, geometry.min)) < AccessPointConstants.minCrossSpreadM) {
    return centroidAnswer();
  }

  // Starts: the power centroid and the strongest place, each moved across the main axis
  // of the strongest places (the walked path nearby) to both sides.
  let strongest = samples[0] as Sample;
  for (const s of samples) if (s.rss > strongest.rss) strongest = s;
  const across = byPower.minor;
  const starts: { x: number; y: number }[] = [];
  for (const base of [{ x: byPower.mx, y: byPower.my }, strongest]) {
    for (const offset of AccessPointConstants.startOffsetsM) {
      starts.push({ x: base.x + offset * across.x, y: base.y + offset * across.y });
    }
  }
  // A few steps from every start, then the most promising ones to convergence.
  const finite = (fit: FitResult) =>
    Number.isFinite(fit.cost) && Number.isFinite(fit.x) && Number.isFinite(fit.y);
  const scouts = starts
    .map((start) => fitFrom(radio, start, SCOUT_ITERATIONS))
    .filter(finite)
    .sort((a, b) => a.cost - b.cost)
    .slice(0, FINALISTS);
  let best: FitResult | null = null;
  for (const scout of scouts) {
    const fit = fitFrom(radio, scout, MAX_ITERATIONS);
    if (finite(fit) && (!best || fit.cost < best.cost)) best = fit;
  }
  if (!best) return centroidAnswer();

  const x = clampTo(best.x, bounds.minX, bounds.maxX);
  const y = clampTo(best.y, bounds.minY, bounds.maxY);
  const moved = Math.hypot(x - best.x, y - best.y);
  const covariance = best.cov
    ? eigen2(best.cov[0], best.cov[1], best.cov[2]).max
    : Number.POSITIVE_INFINITY;
  // The covariance knows the noise, not the model's own error (walls, antenna patterns):
  // it is widened and a floor added in quadrature, calibrated on the synthetic surveys
  // (about 95 % of true positions fall within the radius).
  const statistical = Math.sqrt(CHI2_2DOF_95 * Math.max(0, covariance));
  let uncertaintyM = Math.hypot(
    AccessPointConstants.uncertaintyInflation * statistical,
    AccessPointConstants.modelErrorM,
  );
  if (!Number.isFinite(uncertaintyM)) uncertaintyM = AccessPointConstants.centroidUncertaintyM;
  uncertaintyM = Math.max(AccessPointConstants.minUncertaintyM, uncertaintyM + moved);
  return { x, y, uncertaintyM, method: 'path-loss', fit: best };
}

/**
 * Weak measurements tell less about where the AP is: they come from far away, through
 * walls the model only knows as an average loss per metre, and near the detection
 * limit. A measurement Δ dB below the strongest counts 10^(-Δ/k) times as much, k being
 * 25 dB, or 40 dB when the walls on its path are known.
 */
const strengthWeight = (rss: number, strongest: number, dbPerDecade: number) =>
  10 ** ((rss - strongest) / dbPerDecade);

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * Estimates the access points of a floor from its measurements, one per radio (BSSIDs
 * grouped by radioGroupKey), strongest (highest mean RSS) first, at most `limit` of them
 * (the weaker ones are not fitted at all). BSSIDs without measurements are left out.
 * With the floor's walls (its rooms' outlines and doors) the fit counts the walls each path
 * crosses. Yields one estimate at a time, so a server can let other work run between radios.
 */
export function* accessPointEstimates(
  macs: Iterable<BssidObservations>,
  limit = Number.POSITIVE_INFINITY,
  walls: FloorWalls | null = null,
): Generator<AccessPointEstimate, void, undefined> {
  const byRadio = new Map<string, BssidObservations[]>();
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const entry of macs) {
    if (entry.observations.length === 0) continue;
    const key = radioGroupKey(entry.mac);
    const list = byRadio.get(key);
    const normalised = { mac: entry.mac.toLowerCase(), observations: entry.observations };
    if (list) list.push(normalised);
    else byRadio.set(key, [normalised]);
    for (const o of entry.observations) {
      minLat = Math.min(minLat, o.lat);
      maxLat = Math.max(maxLat, o.lat);
      minLon = Math.min(minLon, o.lon);
      maxLon = Math.max(maxLon, o.lon);
    }
  }
  if (byRadio.size === 0) return;
  const frame = localFrame({ lat: (minLat + maxLat) / 2, lon: (minLon + maxLon) / 2 });
  const corners = [
    frame.toMetres({ lat: minLat, lon: minLon }),
    frame.toMetres({ lat: maxLat, lon: maxLon }),
  ];
  const floorExtent = extentOf(corners, AccessPointConstants.extentMarginM);
  const crossings =
    walls && walls.walls.length > 0
      ? new WallCrossings(walls, frame, AccessPointConstants.wallGridCellM)
      : null;

  // Every radio's figures first (cheap), so only the strongest `limit` are fitted.
  const radios = [...byRadio.values()].map((members) => {
    const bssids = [...new Set(members.map((m) => m.mac))].sort();
    let measurements = 0;
    let rssSum = 0;
    for (const member of members) {
      for (const o of member.observations) {
        measurements += o.count;
        rssSum += o.rss * o.count;
      }
    }
    return {
      members,
      bssids,
      id: bssids[0] as string,
      measurements,
      meanRss: round(rssSum / Math.max(1, measurements), 2),
    };
  });
  radios.sort(
    (a, b) => b.meanRss - a.meanRss || b.measurements - a.measurements || (a.id < b.id ? -1 : 1),
  );

  for (const radio of radios.slice(0, limit)) {
    const measured: Sample[] = [];
    for (const member of radio.members) {
      const index = radio.bssids.indexOf(member.mac);
      for (const o of member.observations) {
        const { x, y } = frame.toMetres(o);
        measured.push({
          x,
          y,
          rss: o.rss,
          count: o.count,
          weight: o.count,
          bssid: index,
          place: 0,
        });
      }
    }
    const samples = thinned(measured, AccessPointConstants.maxFitSamples);
    const places = new Map<string, number>();
    for (const sample of samples) {
      const key = `${sample.x},${sample.y}`;
      let place = places.get(key);
      if (place === undefined) {
        place = places.size;
        places.set(key, place);
      }
      sample.place = place;
    }
    let strongestRss = Number.NEGATIVE_INFINITY;
    for (const sample of samples) strongestRss = Math.max(strongestRss, sample.rss);
    // Walls known, a weak measurement is less of a mystery: it counts for more.
    const dbPerDecade = crossings
      ? AccessPointConstants.weakSignalDbPerDecadeWithWalls
      : AccessPointConstants.weakSignalDbPerDecade;
    for (const sample of samples)
      sample.weight = sample.count * strengthWeight(sample.rss, strongestRss, dbPerDecade);
    const placeWalls = crossings
      ? new PlaceWalls(crossings, distinctPlaces(samples, places.size))
      : null;
    const result = estimateRadio(
      { samples, bssids: radio.bssids.length, walls: placeWalls },
      floorExtent,
    );
    const position = frame.toLatLng(result);
    yield {
      id: radio.id,
      bssids: radio.bssids,
      lat: position.lat,
      lon: position.lon,
      uncertaintyM: round(result.uncertaintyM, 2),
      measurements: radio.measurements,
      meanRss: radio.meanRss,
      method: result.method,
      p0Dbm: result.fit ? round(Math.max(...result.fit.p0), 2) : null,
      pathLossExponent: result.fit ? round(result.fit.n, 3) : null,
    };
  }
}

/**
 * How many radios accessPointEstimates fits for these observations (BSSIDs of one radio
 * grouped, at most `limit`): the total a computation's progress is counted against.
 */
export function fittedRadioCount(
  macs: Iterable<BssidObservations>,
  limit = Number.POSITIVE_INFINITY,
): number {
  const radios = new Set<string>();
  for (const entry of macs) {
    if (entry.observations.length > 0) radios.add(radioGroupKey(entry.mac));
  }
  return Math.min(radios.size, limit);
}

/**
 * At most `max` samples of a radio: a survey far denser than the fit needs (a large floor
 * walked for weeks gives one radio tens of thousands of places, a fit of seconds) is merged
 * per BSSID into square cells, each its samples' count-weighted mean position and RSS, the
 * cells as small as keeps them within `max`.
 */
function thinned(samples: Sample[], max: number): Sample[] {
  if (samples.length <= max) return samples;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const bssids = new Set<number>();
  for (const s of samples) {
    minX = Math.min(minX, s.x);
    maxX = Math.max(maxX, s.x);
    minY = Math.min(minY, s.y);
    maxY = Math.max(maxY, s.y);
    bssids.add(s.bssid);
  }
  const area = Math.max(1, (maxX - minX) * (maxY - minY));
  let cell = Math.max(1, Math.sqrt((area * bssids.size) / max));
  for (;;) {
    const cells = new Map<string, Sample>();
    for (const s of samples) {
      const key = `${s.bssid}|${Math.floor((s.x - minX) / cell)}|${Math.floor((s.y - minY) / cell)}`;
      const merged = cells.get(key);
      if (!merged) {
        cells.set(key, { ...s, x: s.x * s.count, y: s.y * s.count, rss: s.rss * s.count });
      } else {
        merged.x += s.x * s.count;
        merged.y += s.y * s.count;
        merged.rss += s.rss * s.count;
        merged.count += s.count;
      }
    }
    if (cells.size <= max) {
      return [...cells.values()].map((m) => ({
        ...m,
        x: m.x / m.count,
        y: m.y / m.count,
        rss: m.rss / m.count,
        weight: m.count,
      }));
    }
    cell *= 1.25;
  }
}

/** Each place's position by its index (the first sample at it). */
function distinctPlaces(samples: readonly Sample[], count: number): { x: number; y: number }[] {
  const positions = new Array<{ x: number; y: number }>(count);
  for (const s of samples) positions[s.place] ??= { x: s.x, y: s.y };
  return positions;
}

/** All estimates of a floor at once (see accessPointEstimates). */
export function estimateAccessPoints(
  macs: Iterable<BssidObservations>,
  limit = Number.POSITIVE_INFINITY,
  walls: FloorWalls | null = null,
): AccessPointEstimate[] {
  return [...accessPointEstimates(macs, limit, walls)];
}
