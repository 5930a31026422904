import { describe, expect, it } from 'vitest';
import { offsetByMetres } from '../geo/distance.js';
import { buildNavigationGraph, type GraphNode } from '../routing/navigation-graph.js';
import { buildDistanceMatrix, distanceAt } from './distances.js';
import { auditRouteLegs, straightLegWarnings } from './walked-legs.js';

const ORIGIN = { lat: 35.14475, lon: 33.41115 };
const node = (puid: string, eastM: number, northM: number): GraphNode => ({
  puid,
  floor: 0,
  ...offsetByMetres(ORIGIN, eastM, northM),
});

/*
 * Two rooms side by side with a wall between them: the corridor runs north of both, so the
 * walk from one room to the other goes up their doors' connectors and along the corridor.
 */
const roomA = node('roomA', 0, 0);
const roomB = node('roomB', 10, 0);
const doorA = node('doorA', 0, 20);
const doorB = node('doorB', 10, 20);
const island = node('island', 30, 0);
const graph = buildNavigationGraph(
  [roomA, roomB, doorA, doorB, island],
  [
    { a: 'roomA', b: 'doorA' },
    { a: 'doorA', b: 'doorB' },
    { a: 'doorB', b: 'roomB' },
  ],
);
const stop = (n: GraphNode) => ({ puid: n.puid, lat: n.lat, lon: n.lon });
const place = (n: GraphNode) => ({ lat: n.lat, lon: n.lon });

describe('auditRouteLegs', () => {
  it('draws a leg through the graph nodes walked, not straight through the wall', () => {
    const [leg] = auditRouteLegs([stop(roomA), stop(roomB)], graph);
    expect(leg).toEqual({
      from: 0,
      to: 1,
      pathFound: true,
      coordinates: [place(roomA), place(doorA), place(doorB), place(roomB)],
    });
    // Every drawn corner is a graph node.
    const nodes = graph.nodes.map(place);
    for (const point of leg?.coordinates ?? []) expect(nodes).toContainEqual(point);
  });

  it('walks the same path the route distance is measured on', () => {
    const [leg] = auditRouteLegs([stop(roomA), stop(roomB)], graph);
    const matrix = buildDistanceMatrix([stop(roomA), stop(roomB)], graph);
    // 20 m up, 10 m along, 20 m down.
    expect(distanceAt(matrix, 0, 1)).toBeCloseTo(50, 0);
    expect(leg?.coordinates).toHaveLength(4);
  });

  it('draws a straight leg, flagged, where the graph has no path between two stops', () => {
    const legs = auditRouteLegs([stop(roomA), stop(roomB), stop(island)], graph);
    expect(legs.map((l) => [l.from, l.to, l.pathFound])).toEqual([
      [0, 1, true],
      [1, 2, false],
    ]);
    expect(legs[1]?.coordinates).toEqual([place(roomB), place(island)]);
  });

  it('draws straight legs for stops the graph does not know, and without a graph', () => {
    const stranger = { puid: 'stranger', ...offsetByMetres(ORIGIN, 5, 5) };
    expect(auditRouteLegs([stop(roomA), stranger], graph)[0]?.pathFound).toBe(false);
    const legs = auditRouteLegs([stop(roomA), stop(roomB)], null);
    expect(legs).toEqual([
      { from: 0, to: 1, pathFound: false, coordinates: [place(roomA), place(roomB)] },
    ]);
  });

  it('has one leg fewer than stops, and none for a single stop', () => {
    expect(auditRouteLegs([stop(roomA)], graph)).toEqual([]);
    expect(auditRouteLegs([], graph)).toEqual([]);
    expect(auditRouteLegs([stop(roomA), stop(roomB), stop(roomA)], graph)).toHaveLength(2);
  });
});

describe('straightLegWarnings', () => {
  it('names the stops of every leg drawn straight, numbered from 1', () => {
    const names = ['Room A', 'Room B', 'Island'];
    const legs = auditRouteLegs([stop(roomA), stop(roomB), stop(island)], graph);
    expect(straightLegWarnings(legs, (i) => names[i] ?? '')).toEqual([
      'No walking path between stop 2 (Room B) and stop 3 (Island): drawn straight.',
    ]);
    expect(straightLegWarnings(legs.slice(0, 1), (i) => names[i] ?? '')).toEqual([]);
  });
});
