import { estimateAt, failure } from './answers.js';
import { euclideanDbmDistances, nearest } from './euclidean.js';
import { knownReadings, normaliseMac, type RadiomapModel } from './radiomap-model.js';
import type { ObservedScan, PositioningAnswer } from './types.js';

export interface WknnDbmOptions {
  k: number;
  unheardDbm: number;
  /** Neighbours among the stored scans, or among the locations' mean fingerprints. */
  over: 'scans' | 'locations';
}

/**
 * The textbook weighted k-nearest-neighbours of fingerprinting papers: Euclidean distance in
 * dBm over every AP of the model (unheard = `unheardDbm`, also for the scan's APs the model
 * does not hold), position = neighbours weighted by 1 / d (the neighbours at distance 0
 * alone when there are any), floor = the floor with the largest summed weight. It is the
 * reference row of published benchmarks (UJIIndoorLoc: k = 5, -104 dBm, every scan).
 */
export function wknnDbm(
  model: RadiomapModel,
  scan: ObservedScan,
  options: WknnDbmOptions,
): PositioningAnswer {
  const { aps, rss } = knownReadings(model.macIndex, scan.readings);
  if (aps.length === 0) return failure('wknn-dbm', scan.readings.length);
  let unknownSquares = 0;
  const seenUnknown = new Set<string>();
  for (const r of scan.readings) {
    const mac = normaliseMac(r.mac);
    if (model.macIndex.has(mac) || seenUnknown.has(mac) || !Number.isFinite(r.rss)) continue;
    seenUnknown.add(mac);
    unknownSquares += (r.rss - options.unheardDbm) ** 2;
  }
  const set = options.over === 'scans' ? model.scans : model.locations;
  const distances = euclideanDbmDistances(set, aps, rss, options.unheardDbm, unknownSquares);
  const neighbours = nearest(distances, options.k);
  const exact = neighbours.filter((i) => distances[i] === 0);
  const used = exact.length > 0 ? exact : neighbours;
  let sumW = 0;
  let x = 0;
  let y = 0;
  const floorWeights = new Map<number, number>();
  for (const i of used) {
    const w = exact.length > 0 ? 1 : 1 / (distances[i] as number);
    sumW += w;
    x += w * (set.x[i] as number);
    y += w * (set.y[i] as number);
    const f = set.floor[i] as number;
    floorWeights.set(f, (floorWeights.get(f) ?? 0) + w);
  }
  let floor = set.floor[used[0] as number] as number;
  for (const [f, w] of floorWeights) if (w > (floorWeights.get(floor) as number)) floor = f;
  return estimateAt(model, 'wknn-dbm', floor, x / sumW, y / sumW);
}
