import { AuditCycleConstants, type AuditOptimizationMethod } from './constants.js';
import { type DistanceMatrix, distanceAt } from './distances.js';

/**
 * Orders of audit-route stops are arrays of indices into the stops; every order is an
 * open path that starts at stop 0 (the first POI selected) and ends anywhere. Nothing
 * here assumes the distances are symmetric.
 */
export type StopOrder = number[];

const EPSILON = 1e-9;

/** Metres walked along an order. */
export function pathLength(order: readonly number[], matrix: DistanceMatrix): number {
  let total = 0;
  for (let k = 1; k < order.length; k += 1)
    total += distanceAt(matrix, order[k - 1] as number, order[k] as number);
  return total;
}

/** From the first stop, always on to the nearest stop not visited yet (ties: the lower index). */
export function nearestNeighborOrder(matrix: DistanceMatrix): StopOrder {
  const n = matrix.size;
  if (n === 0) return [];
  const visited = new Uint8Array(n);
  const order = [0];
  visited[0] = 1;
  let current = 0;
  for (let step = 1; step < n; step += 1) {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let j = 0; j < n; j += 1) {
      if (visited[j]) continue;
      const d = distanceAt(matrix, current, j);
      if (best === -1 || d < bestDistance) {
        best = j;
        bestDistance = d;
      }
    }
    visited[best] = 1;
    order.push(best);
    current = best;
  }
  return order;
}

/** Prefix sums along an order: forward[k] walks 0..k, backward[k] walks the same edges reversed. */
function prefixSums(order: readonly number[], matrix: DistanceMatrix) {
  const n = order.length;
  const forward = new Float64Array(n);
  const backward = new Float64Array(n);
  for (let k = 1; k < n; k += 1) {
    const a = order[k - 1] as number;
    const b = order[k] as number;
    forward[k] = (forward[k - 1] as number) + distanceAt(matrix, a, b);
    backward[k] = (backward[k - 1] as number) + distanceAt(matrix, b, a);
  }
  return { forward, backward };
}

/**
 * Each stop's nearest stops (by the distance from it), the only partners the local
 * search tries for it: O(n k) moves a pass instead of O(n^2). With k >= n - 1 every
 * move is tried.
 */
function candidateLists(matrix: DistanceMatrix, k: number): Int32Array[] {
  const n = matrix.size;
  const size = Math.min(k, n - 1);
  const lists: Int32Array[] = [];
  for (let i = 0; i < n; i += 1) {
    // The `size` nearest so far, nearest first (insertion into a short sorted buffer).
    const near = new Int32Array(size);
    const dist = new Float64Array(size);
    let filled = 0;
    for (let j = 0; j < n; j += 1) {
      if (j === i) continue;
      const d = distanceAt(matrix, i, j);
      if (filled === size && d >= (dist[size - 1] as number)) continue;
      let slot = filled < size ? filled++ : size - 1;
      while (slot > 0 && (dist[slot - 1] as number) > d) {
        dist[slot] = dist[slot - 1] as number;
        near[slot] = near[slot - 1] as number;
        slot -= 1;
      }
      dist[slot] = d;
      near[slot] = j;
    }
    lists.push(near);
  }
  return lists;
}

function positionsOf(order: readonly number[]): Int32Array {
  const position = new Int32Array(order.length);
  order.forEach((stop, k) => {
    position[stop] = k;
  });
  return position;
}

/**
 * A pass of 2-opt moves (reversing order[i..j], 1 <= i < j): for each i, the best
 * improving j is applied in place at once. Tried: j whose stop is a candidate partner of the stop before i (new edge
 * order[i-1] -> order[j]), j + 1 whose stop is one of order[i] (new edge order[i] ->
 * order[j+1]), and the tail. The reversed stretch is charged at its reversed cost, so
 * the move stays right for asymmetric distances. True when the order got shorter.
 */
function twoOptPass(order: number[], matrix: DistanceMatrix, near: Int32Array[]): boolean {
  const n = order.length;
  let { forward, backward } = prefixSums(order, matrix);
  let position = positionsOf(order);
  const d = (a: number, b: number) => distanceAt(matrix, order[a] as number, order[b] as number);
  let improved = false;
  let bestDelta = -EPSILON;
  let bestJ = -1;
  const consider = (i: number, j: number) => {
    if (j <= i || j >= n) return;
    const inner =
      (backward[j] as number) -
      (backward[i] as number) -
      ((forward[j] as number) - (forward[i] as number));
    let delta = d(i - 1, j) - d(i - 1, i) + inner;
    if (j < n - 1) delta += d(i, j + 1) - d(j, j + 1);
    if (delta < bestDelta) {
      bestDelta = delta;
      bestJ = j;
    }
  };
  for (let i = 1; i < n - 1; i += 1) {
    bestDelta = -EPSILON;
    bestJ = -1;
    for (const c of near[order[i - 1] as number] as Int32Array) consider(i, position[c] as number);
    for (const c of near[order[i] as number] as Int32Array)
      consider(i, (position[c] as number) - 1);
    consider(i, n - 1);
    if (bestJ < 0) continue;
    for (let a = i, b = bestJ; a < b; a += 1, b -= 1) {
      const t = order[a] as number;
      order[a] = order[b] as number;
      order[b] = t;
    }
    ({ forward, backward } = prefixSums(order, matrix));
    position = positionsOf(order);
    improved = true;
  }
  return improved;
}

/**
 * A pass of Or-opt moves: each stretch of 1 to 3 stops (never the first stop) moved,
 * as it is or reversed, to its best improving place between two other neighbours or at
 * the end, tried next to the candidate partners of its ends. In place; true when shorter.
 */
function orOptPass(order: number[], matrix: DistanceMatrix, near: Int32Array[]): boolean {
  const n = order.length;
  let { forward, backward } = prefixSums(order, matrix);
  let position = positionsOf(order);
  const at = (k: number) => order[k] as number;
  const d = (a: number, b: number) => distanceAt(matrix, a, b);
  let improved = false;
  for (let length = 1; length <= 3; length += 1) {
    for (let i = 1; i + length - 1 < n; i += 1) {
      const last = i + length - 1;
      const first = at(i);
      const end = at(last);
      const prev = at(i - 1);
      const hasNext = last + 1 < n;
      const next = hasNext ? at(last + 1) : -1;
      const removed = d(prev, first) + (hasNext ? d(end, next) - d(prev, next) : 0);
      const reverseExtra =
        (backward[last] as number) -
        (backward[i] as number) -
        ((forward[last] as number) - (forward[i] as number));
      let best = { delta: -EPSILON, after: -1, reversed: false };
      const consider = (k: number) => {
        if (k < 0 || k >= n || (k >= i - 1 && k <= last)) return;
        const a = at(k);
        const hasB = k + 1 < n;
        const b = hasB ? at(k + 1) : -1;
        const gap = hasB ? d(a, b) : 0;
        const straight = d(a, first) + (hasB ? d(end, b) : 0) - gap - removed;
        if (straight < best.delta) best = { delta: straight, after: k, reversed: false };
        if (length > 1) {
          const turned = d(a, end) + (hasB ? d(first, b) : 0) - gap + reverseExtra - removed;
          if (turned < best.delta) best = { delta: turned, after: k, reversed: true };
        }
      };
      for (const c of near[first] as Int32Array) {
        consider(position[c] as number);
        consider((position[c] as number) - 1);
      }
      if (end !== first)
        for (const c of near[end] as Int32Array) {
          consider(position[c] as number);
          consider((position[c] as number) - 1);
        }
      consider(n - 1);
      if (best.after < 0) continue;
      const segment = order.splice(i, length);
      if (best.reversed) segment.reverse();
      // Positions after the stretch moved left by its length when it was taken out.
      order.splice(best.after < i ? best.after + 1 : best.after + 1 - length, 0, ...segment);
      ({ forward, backward } = prefixSums(order, matrix));
      position = positionsOf(order);
      improved = true;
    }
  }
  return improved;
}

/**
 * Local search from an order: passes of 2-opt and Or-opt moves until neither shortens
 * the path (moves between candidate partners only, see
 * candidateLists). The first stop stays first; the result is never longer.
 */
export function improveOrder(start: readonly number[], matrix: DistanceMatrix): StopOrder {
  const order = [...start];
  if (order.length < 3) return order;
  const near = candidateLists(matrix, AuditCycleConstants.localSearchCandidates);
  for (;;) {
    const reversed = twoOptPass(order, matrix, near);
    const moved = orOptPass(order, matrix, near);
    if (!reversed && !moved) break;
  }
  return pathLength(order, matrix) <= pathLength(start, matrix) ? order : [...start];
}

/**
 * The shortest open path from stop 0 through every stop (Held-Karp dynamic programme,
 * O(2^n n^2)): the exact optimum the heuristics are measured against.
 */
export function heldKarpOrder(matrix: DistanceMatrix): StopOrder {
  const n = matrix.size;
  if (n > AuditCycleConstants.exactSolverMaxPois)
    throw new Error(
      `the exact solver takes at most ${AuditCycleConstants.exactSolverMaxPois} stops`,
    );
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  // Stops 1..n-1 are bits 0..m-1; cost[mask * m + j] ends at stop j+1 having visited mask.
  const m = n - 1;
  const full = (1 << m) - 1;
  const cost = new Float64Array((full + 1) * m).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array((full + 1) * m).fill(-1);
  for (let j = 0; j < m; j += 1) cost[(1 << j) * m + j] = distanceAt(matrix, 0, j + 1);
  for (let mask = 1; mask <= full; mask += 1) {
    for (let j = 0; j < m; j += 1) {
      if (!(mask & (1 << j))) continue;
      const here = cost[mask * m + j] as number;
      if (!Number.isFinite(here)) continue;
      for (let k = 0; k < m; k += 1) {
        if (mask & (1 << k)) continue;
        const nextMask = mask | (1 << k);
        const candidate = here + distanceAt(matrix, j + 1, k + 1);
        if (candidate < (cost[nextMask * m + k] as number)) {
          cost[nextMask * m + k] = candidate;
          parent[nextMask * m + k] = j;
        }
      }
    }
  }
  let last = 0;
  for (let j = 1; j < m; j += 1)
    if ((cost[full * m + j] as number) < (cost[full * m + last] as number)) last = j;
  const reversed: number[] = [];
  let mask = full;
  let j = last;
  while (j !== -1) {
    reversed.push(j + 1);
    const previous = parent[mask * m + j] as number;
    mask &= ~(1 << j);
    j = previous;
  }
  return [0, ...reversed.reverse()];
}

/**
 * The order of a method (docs/audit.md#ordering-methods): nearest-neighbor from the first stop;
 * shortest-path, nearest neighbour improved by 2-opt and Or-opt (it falls back to nearest neighbour
 * when nothing improves, and is never longer); custom-order keeps the selection order.
 */
export function orderForMethod(method: AuditOptimizationMethod, matrix: DistanceMatrix): StopOrder {
  switch (method) {
    case 'custom-order':
      return Array.from({ length: matrix.size }, (_, i) => i);
    case 'nearest-neighbor':
      return nearestNeighborOrder(matrix);
    case 'shortest-path':
      return improveOrder(nearestNeighborOrder(matrix), matrix);
  }
}

/** Custom order's up/down buttons: the item at `index` swaps places with its neighbour. */
export function moveStop<T>(items: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const moved = [...items];
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return moved;
  moved[index] = items[other] as T;
  moved[other] = items[index] as T;
  return moved;
}
