import { describe, expect, it } from 'vitest';
import { offsetByMetres } from '../geo/distance.js';
import { seededRandom } from '../testing/index.js';
import {
  buildNavigationGraph,
  edgeCost,
  FLOOR_CHANGE_COST_M,
  type GraphNode,
  nearestNode,
  shortestRoute,
} from './navigation-graph.js';

const ORIGIN = { lat: 35.1447, lon: 33.4109 };
const node = (puid: string, east: number, north: number, floor = 0): GraphNode => {
  const p = offsetByMetres(ORIGIN, east, north);
  return { puid, floor, lat: p.lat, lon: p.lon };
};

describe('navigation graph', () => {
  //   a --- b --- c        floor 0, 10 m apart
  //   |           |
  //   d --------- e        d-e is a 40 m detour
  //   s0 (floor 0) -- s1 (floor 1) -- f (floor 1)
  const nodes = [
    node('a', 0, 0),
    node('b', 10, 0),
    node('c', 20, 0),
    node('d', 0, -15),
    node('e', 20, -15),
    node('s0', 20, 10),
    node('s1', 20, 10, 1),
    node('f', 30, 10, 1),
    node('lonely', 50, 50),
  ];
  const edges = [
    { a: 'a', b: 'b' },
    { a: 'b', b: 'c' },
    { a: 'a', b: 'd' },
    { a: 'd', b: 'e' },
    { a: 'e', b: 'c' },
    { a: 'c', b: 's0' },
    { a: 's0', b: 's1' },
    { a: 's1', b: 'f' },
    { a: 'x', b: 'a' },
  ];
  const graph = buildNavigationGraph(nodes, edges);

  it('finds the shortest route and walks it in order', () => {
    expect(shortestRoute(graph, 'a', 'c')?.map((n) => n.puid)).toEqual(['a', 'b', 'c']);
  });

  it('routes across floors through the stair connection, in either direction', () => {
    expect(shortestRoute(graph, 'a', 'f')?.map((n) => n.puid)).toEqual([
      'a',
      'b',
      'c',
      's0',
      's1',
      'f',
    ]);
    expect(shortestRoute(graph, 'f', 'd')?.map((n) => n.puid)).toEqual([
      'f',
      's1',
      's0',
      'c',
      'b',
      'a',
      'd',
    ]);
  });

  it('answers null for unreachable and unknown POIs', () => {
    expect(shortestRoute(graph, 'a', 'lonely')).toBeNull();
    expect(shortestRoute(graph, 'a', 'nowhere')).toBeNull();
  });

  it('charges a floor change', () => {
    const [s0, s1] = [nodes[5], nodes[6]] as [GraphNode, GraphNode];
    expect(edgeCost(s0, s1)).toBeCloseTo(FLOOR_CHANGE_COST_M, 6);
  });

  it('matches Dijkstra on a random grid (A* stays optimal)', () => {
    const grid: GraphNode[] = [];
    const gridEdges: { a: string; b: string }[] = [];
    const random = seededRandom(7);
    for (let y = 0; y < 20; y += 1) {
      for (let x = 0; x < 20; x += 1) {
        grid.push(node(`${x},${y}`, x * 5 + random(), y * 5 + random()));
        if (x > 0 && random() > 0.2) gridEdges.push({ a: `${x - 1},${y}`, b: `${x},${y}` });
        if (y > 0 && random() > 0.2) gridEdges.push({ a: `${x},${y - 1}`, b: `${x},${y}` });
      }
    }
    const g = buildNavigationGraph(grid, gridEdges);
    const length = (route: GraphNode[]) =>
      route.slice(1).reduce((sum, n, i) => sum + edgeCost(route[i] as GraphNode, n), 0);
    // Plain Dijkstra by relaxation for reference.
    const reference = (from: string, to: string) => {
      const dist = new Map<string, number>([[from, 0]]);
      const open = new Set(grid.map((n) => n.puid));
      while (open.size > 0) {
        let best: string | null = null;
        for (const id of open)
          if (dist.has(id) && (best === null || (dist.get(id) ?? 0) < (dist.get(best) ?? 0)))
            best = id;
        if (best === null) break;
        open.delete(best);
        for (const e of gridEdges) {
          const other = e.a === best ? e.b : e.b === best ? e.a : null;
          if (!other || !open.has(other)) continue;
          const c =
            (dist.get(best) ?? 0) +
            edgeCost(
              grid[g.index.get(best) ?? 0] as GraphNode,
              grid[g.index.get(other) ?? 0] as GraphNode,
            );
          if (c < (dist.get(other) ?? Number.POSITIVE_INFINITY)) dist.set(other, c);
        }
      }
      return dist.get(to) ?? null;
    };
    for (const [from, to] of [
      ['0,0', '19,19'],
      ['3,17', '16,2'],
      ['0,19', '19,0'],
    ] as const) {
      const route = shortestRoute(g, from, to);
      const expected = reference(from, to);
      if (expected === null) expect(route).toBeNull();
      else expect(length(route ?? [])).toBeCloseTo(expected, 6);
    }
  });

  it('finds the nearest POI on a floor', () => {
    const p = offsetByMetres(ORIGIN, 19, 1);
    expect(nearestNode(graph, { ...p, floor: 0 })?.puid).toBe('c');
    expect(nearestNode(graph, { ...p, floor: 1 })?.puid).toBe('s1');
    expect(nearestNode(graph, { ...p, floor: 7 })).toBeNull();
  });
});
