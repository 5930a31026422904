import { estimateAt, failure, heaviest } from './answers.js';
import { nearest } from './euclidean.js';
import {
  exponentialRss,
  knownReadings,
  levelShiftDb,
  poweredRss,
  type RadiomapModel,
  type SparseFingerprints,
} from './radiomap-model.js';
import type { ObservedScan, PositioningAnswer } from './types.js';

export type RssRepresentation = 'powered' | 'exponential';
/** A representation, or both: their votes summed, their positions averaged. */
export type RepresentationChoice = RssRepresentation | 'both';

export interface EstimatorOptions {
  /** Nearest scans whose vote picks the building. */
  buildingK: number;
  /** Nearest scans of that building whose weighted vote (1 / d^floorWeightPower) picks the floor. */
  floorK: number;
  /** Nearest scans of that floor averaged (weights 1 / d) into the position. */
  k: number;
  /** The representation whose distances pick building and floor. */
  floorRepresentation: RepresentationChoice;
  /** The representation whose distances pick the neighbours of the position. */
  positionRepresentation: RepresentationChoice;
  /** The floor vote weighs each neighbour by 1 / d^floorWeightPower. */
  floorWeightPower: number;
}

/**
 * The estimator's parameters, chosen by cross-validation inside UJIIndoorLoc's training file
 * only (folds of held-out phones, each tested on its scans within 6 m of a remaining
 * training location: `npm run bench -- positioning --cv` prints the grid), never on the
 * validation file the benchmark reports. The rule: the best floor hit rate, differences
 * under 0.1 percentage point (5 of the 5,000 scans tested) counting as ties, which the
 * lower mean error breaks.
 */
export const EstimatorDefaults: EstimatorOptions = {
  buildingK: 20,
  floorK: 20,
  k: 5,
  floorRepresentation: 'both',
  positionRepresentation: 'both',
  floorWeightPower: 3,
};

/**
 * The expected error from the spread of the neighbours (their weighted mean distance from
 * the answer): 0.5 m + the spread follows the median error of answers of a given spread in
 * the cross-validation above (answers expecting 2-3 m erred 2.7 m at the median, 3-5 m:
 * 4.0 m, 8-12 m: 9.8 m); about half of the answers err less than they expect.
 */
const EXPECTED_ERROR = { baseM: 0.5, perSpreadM: 1 } as const;

/** Distances below this count as this, so that 1 / d stays finite. */
const MIN_DISTANCE = 1e-6;

/**
 * Buffers per fingerprint set, reused by every query (allocating them per query costs more
 * than the query): a query leaves the accumulators zeroed again and keeps nothing of the
 * candidate buffers in its answer. Queries are synchronous, so two never share them at once.
 */
interface Scratch {
  /** Per stored scan: the shared sums of both representations side by side (2i, 2i + 1). */
  shared: Float64Array;
  /** Per candidate (at most every stored scan): its scan, distances, floor and building. */
  touched: Int32Array;
  powered: Float64Array;
  exponential: Float64Array;
  floor: Int32Array;
  building: Int32Array;
}
const scratches = new WeakMap<SparseFingerprints, Scratch>();
function scratchFor(set: SparseFingerprints): Scratch {
  let scratch = scratches.get(set);
  if (!scratch) {
    scratch = {
      shared: new Float64Array(2 * set.count),
      touched: new Int32Array(set.count),
      powered: new Float64Array(set.count),
      exponential: new Float64Array(set.count),
      floor: new Int32Array(set.count),
      building: new Int32Array(set.count),
    };
    scratches.set(set, scratch);
  }
  return scratch;
}

/**
 * Sørensen (Bray-Curtis) distances between the scan and the stored scans in the powered and
 * the exponential representation: 1 - 2 sum(min(a, b)) / (sum(a) + sum(b)). An AP unheard on
 * one side is 0 there and adds nothing to the shared sum, so only the scans sharing an AP
 * with the query are touched (every heard reading is above 0); the others are at distance 1,
 * never nearer than a touched one. Answers the touched scans (candidates) and their distances.
 */
function sorensenCandidates(
  set: SparseFingerprints,
  aps: readonly number[],
  rss: readonly number[],
  levelDb: number,
) {
  const scratch = scratchFor(set);
  const { shared, touched } = scratch;
  const { postingOffsets, postingItems, postingPowered, postingExponential } = set;
  let poweredSum = 0;
  let exponentialSum = 0;
  let touchedCount = 0;
  for (let j = 0; j < aps.length; j++) {
    const ap = aps[j] as number;
    const qp = poweredRss((rss[j] as number) + levelDb);
    const qe = exponentialRss((rss[j] as number) + levelDb);
    poweredSum += qp;
    exponentialSum += qe;
    const end = postingOffsets[ap + 1] as number;
    for (let p = postingOffsets[ap] as number; p < end; p++) {
      const i = postingItems[p] as number;
      const at = 2 * i;
      const before = shared[at] as number;
      if (before === 0) touched[touchedCount++] = i;
      const vp = postingPowered[p] as number;
      const ve = postingExponential[p] as number;
      shared[at] = before + (vp < qp ? vp : qp);
      shared[at + 1] = (shared[at + 1] as number) + (ve < qe ? ve : qe);
    }
  }
  const items = touched.subarray(0, touchedCount);
  const powered = scratch.powered.subarray(0, touchedCount);
  const exponential = scratch.exponential.subarray(0, touchedCount);
  for (let c = 0; c < touchedCount; c++) {
    const i = items[c] as number;
    powered[c] = 1 - (2 * (shared[2 * i] as number)) / ((set.sumPowered[i] as number) + poweredSum);
    exponential[c] =
      1 -
      (2 * (shared[2 * i + 1] as number)) / ((set.sumExponential[i] as number) + exponentialSum);
    shared[2 * i] = 0;
    shared[2 * i + 1] = 0;
  }
  return {
    items,
    distances: { powered, exponential },
    floor: scratch.floor.subarray(0, touchedCount),
    building: scratch.building.subarray(0, touchedCount),
  };
}

/**
 * The product's estimator: from one scan, the building, the floor and the position, each
 * decided in turn so that a later step only looks where the earlier ones point
 * (docs/positioning.md#the-estimator):
 * 1. the scan's readings levelled (shifted 3/4 of the way to a mean equal to the survey's,
 *    which removes most of a device's offset; every stored scan was levelled alike), then put
 *    in a positive
 *    representation that stresses strong, near APs over the weak, noisy tail
 *    (Torres-Sospedra et al.: powered ((rss - floor) / -floor)^e, and exponential);
 * 2. Sørensen distance to every stored scan (not the locations' means: single scans keep
 *    the spread of devices and orientations a mean smooths away);
 * 3. building by a vote of the nearest scans, floor by a 1 / d^3 weighted vote of the
 *    nearest scans of that building, position by the 1 / d weighted mean of the nearest
 *    scans of that floor; each step in both representations, their votes summed (each
 *    representation's weights normalised) and their positions averaged.
 * The expected error grows with the spread of those neighbours around the answer.
 */
export function estimatePosition(
  model: RadiomapModel,
  scan: ObservedScan,
  options: Partial<EstimatorOptions> = {},
): PositioningAnswer {
  const method = 'hierarchical-sorensen';
  const { buildingK, floorK, k, floorRepresentation, positionRepresentation, floorWeightPower } = {
    ...EstimatorDefaults,
    ...options,
  };
  const { aps, rss } = knownReadings(model.macIndex, scan.readings);
  if (aps.length === 0) return failure(method, scan.readings.length);
  const set = model.scans;
  // c indexes the candidates, items[c] the stored scans.
  const {
    items,
    distances,
    floor: candidateFloor,
    building: candidateBuilding,
  } = sorensenCandidates(set, aps, rss, levelShiftDb(rss, model));
  // Only APs of a fixed list that no stored scan heard: nothing to compare with.
  if (items.length === 0) return failure(method, scan.readings.length);
  const floorBuilding = Int32Array.from(model.floors, (f) => f.buildingIndex);
  for (let c = 0; c < items.length; c++) {
    const f = set.floor[items[c] as number] as number;
    candidateFloor[c] = f;
    candidateBuilding[c] = floorBuilding[f] as number;
  }

  const floorBy: RssRepresentation[] =
    floorRepresentation === 'both' ? ['powered', 'exponential'] : [floorRepresentation];
  const buildingVotes = new Float64Array(model.buildings.length);
  for (const r of floorBy) {
    for (const c of nearest(distances[r], buildingK)) {
      const b = candidateBuilding[c] as number;
      buildingVotes[b] = (buildingVotes[b] as number) + 1;
    }
  }
  const building = heaviest(buildingVotes);

  const floorVotes = new Float64Array(model.floors.length);
  for (const r of floorBy) {
    const d = distances[r];
    const neighbours = nearest(d, floorK, candidateBuilding, building);
    const weights = neighbours.map(
      (c) => Math.max(d[c] as number, MIN_DISTANCE) ** -floorWeightPower,
    );
    const total = weights.reduce((s, w) => s + w, 0);
    neighbours.forEach((c, n) => {
      const f = candidateFloor[c] as number;
      floorVotes[f] = (floorVotes[f] as number) + (weights[n] as number) / total;
    });
  }
  const floor = heaviest(floorVotes);

  const positionBy: RssRepresentation[] =
    positionRepresentation === 'both' ? ['powered', 'exponential'] : [positionRepresentation];
  let x = 0;
  let y = 0;
  let spread = 0;
  for (const r of positionBy) {
    const d = distances[r];
    const neighbours = nearest(d, k, candidateFloor, floor);
    const weights = neighbours.map((c) => 1 / Math.max(d[c] as number, MIN_DISTANCE));
    const total = weights.reduce((s, w) => s + w, 0);
    let rx = 0;
    let ry = 0;
    neighbours.forEach((c, n) => {
      rx += ((weights[n] as number) / total) * (set.x[items[c] as number] as number);
      ry += ((weights[n] as number) / total) * (set.y[items[c] as number] as number);
    });
    neighbours.forEach((c, n) => {
      const i = items[c] as number;
      spread +=
        ((weights[n] as number) / total) *
        Math.hypot((set.x[i] as number) - rx, (set.y[i] as number) - ry);
    });
    x += rx / positionBy.length;
    y += ry / positionBy.length;
  }
  const expectedErrorM =
    EXPECTED_ERROR.baseM + (EXPECTED_ERROR.perSpreadM * spread) / positionBy.length;
  return estimateAt(model, method, floor, x, y, expectedErrorM);
}
