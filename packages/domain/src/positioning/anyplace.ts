import { estimateAt, failure, heaviest } from './answers.js';
import { AnyplaceConstants } from './constants.js';
import { euclideanDbmDistances, nearest } from './euclidean.js';
import {
  type FingerprintDraft,
  knownReadings,
  type RadiomapModel,
  type SparseFingerprints,
  sparseFingerprints,
} from './radiomap-model.js';
import type { ObservedScan, PositioningAnswer, PositioningMethod } from './types.js';

/**
 * Anyplace's server positioning reproduced as a baseline: dmsl/anyplace
 * `server/app/location/Algorithms.java` (with `RadioMap.java` for the radiomap it reads).
 * - The radiomap is Anyplace's mean radiomap (`radiomapserver/RadioMap.java`, writeRadioMap):
 *   per location and AP the mean over the location's scans, a scan that did not hear the AP
 *   counting as the NaN value, -110 dBm; an AP no scan of the location heard is -110 dBm,
 *   and so is an AP of the radiomap the scan to position did not hear. APs the scan heard
 *   that the radiomap does not hold are ignored; a scan hearing none of the radiomap's APs
 *   gets no position. (Anyplace also keeps one mean per heading quadrant; scans without a
 *   heading are one quadrant.)
 * - KNN / WKNN: Euclidean distance in dBm over the radiomap's APs, the K = 4 nearest
 *   locations; KNN averages them, WKNN weights each by 1 / d (100 when d = 0).
 * - MAP / MMSE: the likelihood of each location is the product over APs of
 *   exp(-(r - o)^2 / sigma^2) with sigma = 4: Algorithms.java reads MAP's and MMSE's
 *   parameter from the same constant K = "4". A factor that would make the product 0 is
 *   skipped ("do not allow zero"). MAP answers the most likely location, MMSE the average of
 *   every location weighted by its likelihood.
 * Anyplace positions inside one floor's radiomap; on a model of several floors the
 * locations of all floors compete, and the floor answered is the one of the K nearest's
 * majority (ties: the nearest's), or of the most likely location. Anyplace iterates a
 * HashMap, so its order among exactly equal distances is not reproducible; ties here keep
 * the model's location order.
 */
type AnyplaceMethod = Extract<
  PositioningMethod,
  'anyplace-knn' | 'anyplace-wknn' | 'anyplace-map' | 'anyplace-mmse'
>;

/** Each model's locations as Anyplace's mean radiomap holds them, made once per model. */
const meanRadiomaps = new WeakMap<RadiomapModel, SparseFingerprints>();
function anyplaceRadiomap(model: RadiomapModel): SparseFingerprints {
  let radiomap = meanRadiomaps.get(model);
  if (radiomap) return radiomap;
  const set = model.locations;
  const nan = AnyplaceConstants.nanDbm;
  const drafts: FingerprintDraft[] = [];
  for (let l = 0; l < set.count; l++) {
    const aps: number[] = [];
    const rss: number[] = [];
    const scans = set.scanCount[l] as number;
    for (let j = set.offsets[l] as number; j < (set.offsets[l + 1] as number); j++) {
      const heard = set.heardIn[j] as number;
      aps.push(set.aps[j] as number);
      rss.push(((set.rss[j] as number) * heard + nan * (scans - heard)) / scans);
    }
    drafts.push({
      x: set.x[l] as number,
      y: set.y[l] as number,
      floor: set.floor[l] as number,
      aps,
      rss,
      scans,
      heardIn: aps.map(() => scans),
      levelDb: 0,
    });
  }
  radiomap = sparseFingerprints(drafts, model.macs.length);
  meanRadiomaps.set(model, radiomap);
  return radiomap;
}

function majorityFloor(set: SparseFingerprints, neighbours: readonly number[]): number {
  const votes = new Map<number, number>();
  for (const i of neighbours) {
    const f = set.floor[i] as number;
    votes.set(f, (votes.get(f) ?? 0) + 1);
  }
  let best = set.floor[neighbours[0] as number] as number;
  for (const [f, n] of votes) if (n > (votes.get(best) as number)) best = f;
  return best;
}

function knn(model: RadiomapModel, scan: ObservedScan, weighted: boolean): PositioningAnswer {
  const method: AnyplaceMethod = weighted ? 'anyplace-wknn' : 'anyplace-knn';
  const { aps, rss } = knownReadings(model.macIndex, scan.readings);
  if (aps.length === 0) return failure(method, scan.readings.length);
  const set = anyplaceRadiomap(model);
  const distances = euclideanDbmDistances(set, aps, rss, AnyplaceConstants.nanDbm);
  const neighbours = nearest(distances, AnyplaceConstants.k);
  let sumW = 0;
  let x = 0;
  let y = 0;
  for (const i of neighbours) {
    const d = distances[i] as number;
    const w = weighted ? (d !== 0 ? 1 / d : AnyplaceConstants.zeroDistanceWeight) : 1;
    sumW += w;
    x += w * (set.x[i] as number);
    y += w * (set.y[i] as number);
  }
  return estimateAt(model, method, majorityFloor(set, neighbours), x / sumW, y / sumW);
}

/**
 * Each location's likelihood as Algorithms.calculateProbability computes it, in its order of
 * APs. APs unheard on both sides give a factor exp(0) = 1 and are skipped here.
 */
function likelihoods(
  set: SparseFingerprints,
  aps: readonly number[],
  rss: readonly number[],
): Float64Array {
  const nan: number = AnyplaceConstants.nanDbm;
  const sigma2 = Math.fround(AnyplaceConstants.sigma * AnyplaceConstants.sigma);
  const observed = rss.map((r) => Math.fround(r));
  const out = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) {
    let result = 1;
    let p = set.offsets[i] as number;
    const end = set.offsets[i + 1] as number;
    let q = 0;
    while (p < end || q < aps.length) {
      const locAp = p < end ? (set.aps[p] as number) : Number.POSITIVE_INFINITY;
      const obsAp = q < aps.length ? (aps[q] as number) : Number.POSITIVE_INFINITY;
      let v1 = nan;
      let v2 = nan;
      if (locAp <= obsAp) v1 = set.rss[p++] as number;
      if (obsAp <= locAp) v2 = observed[q++] as number;
      // Java: float v1 - v2, then double arithmetic.
      const diff = Math.fround(v1 - v2);
      const factor = Math.exp(-(diff * diff) / sigma2);
      if (result * factor !== 0) result *= factor;
    }
    out[i] = result;
  }
  return out;
}

function mapOrMmse(model: RadiomapModel, scan: ObservedScan, mmse: boolean): PositioningAnswer {
  const method: AnyplaceMethod = mmse ? 'anyplace-mmse' : 'anyplace-map';
  const { aps, rss } = knownReadings(model.macIndex, scan.readings);
  if (aps.length === 0) return failure(method, scan.readings.length);
  const set = anyplaceRadiomap(model);
  const p = likelihoods(set, aps, rss);
  const best = heaviest(p);
  const floor = set.floor[best] as number;
  if (!mmse) return estimateAt(model, method, floor, set.x[best] as number, set.y[best] as number);
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += p[i] as number;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length; i++) {
    const np = (p[i] as number) / sum;
    x += (set.x[i] as number) * np;
    y += (set.y[i] as number) * np;
  }
  return estimateAt(model, method, floor, x, y);
}

export const anyplaceKnn = (model: RadiomapModel, scan: ObservedScan) => knn(model, scan, false);
export const anyplaceWknn = (model: RadiomapModel, scan: ObservedScan) => knn(model, scan, true);
export const anyplaceMap = (model: RadiomapModel, scan: ObservedScan) =>
  mapOrMmse(model, scan, false);
export const anyplaceMmse = (model: RadiomapModel, scan: ObservedScan) =>
  mapOrMmse(model, scan, true);
