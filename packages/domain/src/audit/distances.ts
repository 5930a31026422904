import { haversineMetres } from '../geo/distance.js';
import { MinHeap, type NavigationGraph } from '../routing/navigation-graph.js';

/** A POI of an audit route as the ordering sees it: its id and whatever position it has. */
export interface AuditStop {
  puid: string;
  lat?: number | null | undefined;
  lon?: number | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
}

/** A square matrix of metres: `at(i, j)` is the distance walked from stop i to stop j. */
export interface DistanceMatrix {
  size: number;
  values: Float64Array;
}

export const distanceAt = (matrix: DistanceMatrix, from: number, to: number): number =>
  matrix.values[from * matrix.size + to] as number;

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * docs/audit.md#distances: haversine in metres when both stops have latitude and longitude,
 * otherwise Euclidean on x and y, otherwise the difference of their indices.
 */
export function straightDistance(a: AuditStop, b: AuditStop, indexA: number, indexB: number) {
  if (finite(a.lat) && finite(a.lon) && finite(b.lat) && finite(b.lon))
    return haversineMetres({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon });
  if (finite(a.x) && finite(a.y) && finite(b.x) && finite(b.y))
    return Math.hypot(a.x - b.x, a.y - b.y);
  return Math.abs(indexA - indexB);
}

/**
 * Walking distances from one node to the given targets (Dijkstra, stopped once every
 * target is settled); Infinity for the unreachable ones.
 */
export function walkingDistancesFrom(
  graph: NavigationGraph,
  start: number,
  targets: readonly number[],
): Float64Array {
  const n = graph.nodes.length;
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(n);
  const wanted = new Uint8Array(n);
  let remaining = 0;
  for (const t of targets) {
    if (!wanted[t]) remaining += 1;
    wanted[t] = 1;
  }
  const heap = new MinHeap();
  cost[start] = 0;
  heap.push(0, start);
  while (heap.size > 0 && remaining > 0) {
    const current = heap.pop();
    if (done[current]) continue;
    done[current] = 1;
    if (wanted[current]) remaining -= 1;
    const base = cost[current] as number;
    const end = graph.offsets[current + 1] as number;
    for (let e = graph.offsets[current] as number; e < end; e += 1) {
      const next = graph.targets[e] as number;
      if (done[next]) continue;
      const candidate = base + (graph.weights[e] as number);
      if (candidate < (cost[next] as number)) {
        cost[next] = candidate;
        heap.push(candidate, next);
      }
    }
  }
  return Float64Array.from(targets, (t) => cost[t] as number);
}

/**
 * The distance between every pair of stops: the walking distance over the building's
 * connection graph (across floors, through stairs and elevators) where the graph links
 * the two POIs, the straight distance otherwise (docs/audit.md#distances).
 */
export function buildDistanceMatrix(
  stops: readonly AuditStop[],
  graph?: NavigationGraph | null,
): DistanceMatrix {
  const size = stops.length;
  const values = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1)
    for (let j = 0; j < size; j += 1)
      if (i !== j)
        values[i * size + j] = straightDistance(stops[i] as AuditStop, stops[j] as AuditStop, i, j);
  if (!graph) return { size, values };
  const nodeOf = stops.map((s) => graph.index.get(s.puid));
  const inGraph = nodeOf.flatMap((node, i) => (node === undefined ? [] : [i]));
  const targets = inGraph.map((i) => nodeOf[i] as number);
  // The navigation graph is undirected (every connection is walked both ways at the same
  // cost), so one search from each stop to the stops after it fills both halves.
  inGraph.forEach((i, k) => {
    const later = inGraph.slice(k + 1);
    if (later.length === 0) return;
    const walked = walkingDistancesFrom(graph, nodeOf[i] as number, targets.slice(k + 1));
    later.forEach((j, m) => {
      const metres = walked[m] as number;
      if (!Number.isFinite(metres)) return;
      values[i * size + j] = metres;
      values[j * size + i] = metres;
    });
  });
  return { size, values };
}
