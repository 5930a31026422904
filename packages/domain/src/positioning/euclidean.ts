import type { SparseFingerprints } from './radiomap-model.js';

/**
 * Euclidean distances in dBm between a scan and every item, over all of the model's access
 * points, an AP not heard counting as `unheardDbm` on either side. Computed sparsely:
 * |a - b|^2 = |a - u|^2 + |b - u|^2 - 2 (a - u).(b - u), where only APs heard by both add to
 * the last term. `queryOnlySquares` adds (rss - u)^2 of APs the scan heard that the model
 * does not hold (a fixed AP list makes it 0).
 */
export function euclideanDbmDistances(
  set: SparseFingerprints,
  aps: readonly number[],
  rss: readonly number[],
  unheardDbm: number,
  queryOnlySquares = 0,
): Float64Array {
  const u = unheardDbm;
  let querySquares = queryOnlySquares;
  const cross = new Float64Array(set.count);
  aps.forEach((ap, j) => {
    const q = (rss[j] as number) - u;
    querySquares += q * q;
    const end = set.postingOffsets[ap + 1] as number;
    for (let p = set.postingOffsets[ap] as number; p < end; p++) {
      const i = set.postingItems[p] as number;
      cross[i] = (cross[i] as number) + q * ((set.postingRss[p] as number) - u);
    }
  });
  const out = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) {
    const own =
      (set.sumRss2[i] as number) -
      2 * u * (set.sumRss[i] as number) +
      (set.heardCount[i] as number) * u * u;
    out[i] = Math.sqrt(Math.max(0, own + querySquares - 2 * (cross[i] as number)));
  }
  return out;
}

/**
 * The `k` smallest distances' indices, ascending (ties keep index order), among those whose
 * label is `wanted` (all when no labels are given); O(n k), for small k.
 */
export function nearest(
  distances: Float64Array,
  k: number,
  labels?: Int32Array,
  wanted?: number,
): number[] {
  const best: number[] = [];
  let worst = Number.POSITIVE_INFINITY;
  for (let i = 0; i < distances.length; i++) {
    const d = distances[i] as number;
    if (best.length === k && d >= worst) continue;
    if (labels && labels[i] !== wanted) continue;
    if (best.length < k) best.push(i);
    else best[k - 1] = i;
    for (let at = best.length - 1; at > 0; at--) {
      const before = best[at - 1] as number;
      if ((distances[before] as number) <= d) break;
      best[at] = before;
      best[at - 1] = i;
    }
    if (best.length === k) worst = distances[best[k - 1] as number] as number;
  }
  return best;
}
