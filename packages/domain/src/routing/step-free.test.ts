import { describe, expect, it } from 'vitest';
import { offsetByMetres } from '../geo/distance.js';
import { buildNavigationGraph, type GraphNode, shortestRoute } from './navigation-graph.js';
import { isStairNode, isStepFreeEdge } from './step-free.js';

const ORIGIN = { lat: 35.1447, lon: 33.4109 };
const node = (puid: string, east: number, floor: number, type: string): GraphNode => {
  const p = offsetByMetres(ORIGIN, east, 0);
  return { puid, floor, lat: p.lat, lon: p.lon, type };
};
const puids = (route: GraphNode[] | null) => route?.map((n) => n.puid) ?? null;
const stepFree = { allowEdge: isStepFreeEdge };

describe('step-free edges', () => {
  it('accepts a floor change only between elevators or ramps', () => {
    expect(isStepFreeEdge(node('e0', 0, 0, 'Elevator'), node('e1', 0, 1, 'Elevator'))).toBe(true);
    expect(isStepFreeEdge(node('r0', 0, 0, 'Ramp'), node('r1', 0, 1, 'Ramp'))).toBe(true);
    expect(isStepFreeEdge(node('c0', 0, 0, 'None'), node('c1', 0, 1, 'None'))).toBe(false);
    expect(isStepFreeEdge(node('e0', 0, 0, 'Elevator'), node('o1', 0, 1, 'Office'))).toBe(false);
    expect(
      isStepFreeEdge(node('a', 0, 0, 'Room'), { ...node('b', 5, 1, 'Room'), type: undefined }),
    ).toBe(false);
  });

  it('refuses every connection that touches a stair, on one floor too', () => {
    expect(isStairNode(node('s', 0, 0, 'Stair'))).toBe(true);
    expect(isStepFreeEdge(node('a', 0, 0, 'Room'), node('s', 5, 0, 'Stair'))).toBe(false);
    expect(isStepFreeEdge(node('a', 0, 0, 'Room'), node('b', 5, 0, 'None'))).toBe(true);
  });
});

describe('step-free routes', () => {
  //  floor 0: a --- s0 (stair) ............ e0 (elevator, 40 m away)
  //  floor 1: f --- s1 (stair) ............ e1 (elevator)
  const nodes = [
    node('a', 0, 0, 'Room'),
    node('s0', 5, 0, 'Stair'),
    node('e0', 40, 0, 'Elevator'),
    node('f', 0, 1, 'Office'),
    node('s1', 5, 1, 'Stair'),
    node('e1', 40, 1, 'Elevator'),
  ];
  const edges = [
    { a: 'a', b: 's0' },
    { a: 's0', b: 's1' },
    { a: 's1', b: 'f' },
    { a: 'a', b: 'e0' },
    { a: 'e0', b: 'e1' },
    { a: 'e1', b: 'f' },
  ];

  it('takes the stairs when they are shorter and the option is off', () => {
    expect(puids(shortestRoute(buildNavigationGraph(nodes, edges), 'a', 'f'))).toEqual([
      'a',
      's0',
      's1',
      'f',
    ]);
  });

  it('takes the elevator, however far, when the route must be step-free', () => {
    expect(puids(shortestRoute(buildNavigationGraph(nodes, edges), 'a', 'f', stepFree))).toEqual([
      'a',
      'e0',
      'e1',
      'f',
    ]);
  });

  it('finds no step-free route when only stairs join the floors', () => {
    const stairsOnly = edges.filter((e) => !e.a.startsWith('e') && !e.b.startsWith('e'));
    const graph = buildNavigationGraph(nodes, stairsOnly);
    expect(shortestRoute(graph, 'a', 'f')).not.toBeNull();
    expect(shortestRoute(graph, 'a', 'f', stepFree)).toBeNull();
  });

  it('goes round a stair POI on one floor when a level way exists', () => {
    const level = [
      node('x', 0, 0, 'Room'),
      node('step', 5, 0, 'Stair'),
      node('y', 10, 0, 'Room'),
      node('corridor', 5, 0, 'None'),
    ];
    const links = [
      { a: 'x', b: 'step' },
      { a: 'step', b: 'y' },
      { a: 'x', b: 'corridor' },
      { a: 'corridor', b: 'y' },
    ];
    const graph = buildNavigationGraph(level, links);
    expect(puids(shortestRoute(graph, 'x', 'y', stepFree))).toEqual(['x', 'corridor', 'y']);
  });
});
