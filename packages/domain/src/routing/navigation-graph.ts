import type { LatLng } from '../geo/coordinates.js';
import { haversineMetres } from '../geo/distance.js';

/** A graph node: a POI with its place. */
export interface GraphNode extends LatLng {
  puid: string;
  floor: number;
  /** The POI's type (pois_type); step-free routing needs it, plain routing ignores it. */
  type?: string;
}

export interface GraphEdge {
  a: string;
  b: string;
}

/**
 * Metres charged for climbing or descending one floor, so a route prefers staying on
 * a floor when a detour is short (a typical storey height with some effort added).
 */
export const FLOOR_CHANGE_COST_M = 10;

/** Compact adjacency (CSR) over POI indices: fast to walk, cheap to keep per building. */
export interface NavigationGraph {
  nodes: GraphNode[];
  index: Map<string, number>;
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
}

export function edgeCost(a: GraphNode, b: GraphNode): number {
  return (
    haversineMetres({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon }) +
    Math.abs(a.floor - b.floor) * FLOOR_CHANGE_COST_M
  );
}

/** Builds an undirected graph; edges naming unknown POIs are ignored. */
export function buildNavigationGraph(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
): NavigationGraph {
  const index = new Map(nodes.map((n, i) => [n.puid, i]));
  const degree = new Int32Array(nodes.length + 1);
  const valid: [number, number][] = [];
  for (const edge of edges) {
    const a = index.get(edge.a);
    const b = index.get(edge.b);
    if (a === undefined || b === undefined || a === b) continue;
    valid.push([a, b]);
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  }
  const offsets = new Int32Array(nodes.length + 1);
  for (let i = 0; i < nodes.length; i += 1) offsets[i + 1] = (offsets[i] ?? 0) + (degree[i] ?? 0);
  const fill = offsets.slice(0, nodes.length);
  const targets = new Int32Array(valid.length * 2);
  const weights = new Float64Array(valid.length * 2);
  for (const [a, b] of valid) {
    const cost = edgeCost(nodes[a] as GraphNode, nodes[b] as GraphNode);
    const ia = fill[a] as number;
    targets[ia] = b;
    weights[ia] = cost;
    fill[a] = ia + 1;
    const ib = fill[b] as number;
    targets[ib] = a;
    weights[ib] = cost;
    fill[b] = ib + 1;
  }
  return { nodes: [...nodes], index, offsets, targets, weights };
}

/** A binary min-heap of (priority, node) pairs. */
export class MinHeap {
  private priorities: number[] = [];
  private items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(priority: number, item: number): void {
    const p = this.priorities;
    const it = this.items;
    let i = it.length;
    p.push(priority);
    it.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((p[parent] as number) <= priority) break;
      p[i] = p[parent] as number;
      it[i] = it[parent] as number;
      i = parent;
    }
    p[i] = priority;
    it[i] = item;
  }

  pop(): number {
    const p = this.priorities;
    const it = this.items;
    const top = it[0] as number;
    const lastPriority = p.pop() as number;
    const lastItem = it.pop() as number;
    const n = it.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        const child = right < n && (p[right] as number) < (p[left] as number) ? right : left;
        if ((p[child] as number) >= lastPriority) break;
        p[i] = p[child] as number;
        it[i] = it[child] as number;
        i = child;
      }
      p[i] = lastPriority;
      it[i] = lastItem;
    }
    return top;
  }
}

export interface RouteOptions {
  /** Only connections this accepts are walked (e.g. isStepFreeEdge); all when absent. */
  allowEdge?: (a: GraphNode, b: GraphNode) => boolean;
}

/**
 * Shortest walking route between two POIs (A* with the straight-line distance,
 * which never overestimates, so the route is optimal). Null when unreachable.
 */
export function shortestRoute(
  graph: NavigationGraph,
  from: string,
  to: string,
  options: RouteOptions = {},
): GraphNode[] | null {
  const { allowEdge } = options;
  const start = graph.index.get(from);
  const goal = graph.index.get(to);
  if (start === undefined || goal === undefined) return null;
  const n = graph.nodes.length;
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const goalNode = graph.nodes[goal] as GraphNode;
  const heuristic = (i: number) => edgeCost(graph.nodes[i] as GraphNode, goalNode);
  const heap = new MinHeap();
  cost[start] = 0;
  heap.push(heuristic(start), start);
  while (heap.size > 0) {
    const current = heap.pop();
    if (current === goal) break;
    if (done[current]) continue;
    done[current] = 1;
    const base = cost[current] as number;
    for (
      let e = graph.offsets[current] as number;
      e < (graph.offsets[current + 1] as number);
      e += 1
    ) {
      const next = graph.targets[e] as number;
      if (done[next]) continue;
      if (
        allowEdge &&
        !allowEdge(graph.nodes[current] as GraphNode, graph.nodes[next] as GraphNode)
      )
        continue;
      const candidate = base + (graph.weights[e] as number);
      if (candidate < (cost[next] as number)) {
        cost[next] = candidate;
        previous[next] = current;
        heap.push(candidate + heuristic(next), next);
      }
    }
  }
  if (!Number.isFinite(cost[goal] as number)) return null;
  const path: GraphNode[] = [];
  for (let i = goal; i !== -1; i = previous[i] as number) path.push(graph.nodes[i] as GraphNode);
  return path.reverse();
}

/** The POI nearest to a position on a floor (straight line), or null when the floor has none. */
export function nearestNode(
  graph: NavigationGraph,
  position: LatLng & { floor: number },
): GraphNode | null {
  let best: GraphNode | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const node of graph.nodes) {
    if (node.floor !== position.floor) continue;
    const d = haversineMetres(position, node);
    if (d < bestDistance) {
      bestDistance = d;
      best = node;
    }
  }
  return best;
}
