import { describe, expect, it } from 'vitest';
import { testImdfPosition as at } from '../imdf/testing/minimal-archive.js';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import type { GraphNode } from './navigation-graph.js';
import { roomRouteTargets } from './room-destination.js';

const rectangle = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];
const lab: Unit = {
  id: 'lab',
  buid: 'b1',
  floorNumber: 0,
  name: 'Lab',
  category: 'room',
  polygon: rectangle(0, 0, 10, 8),
};
const door = (
  id: string,
  from: [number, number],
  to: [number, number],
  unitId?: string,
): Opening => ({
  id,
  buid: 'b1',
  floorNumber: 0,
  category: 'pedestrian',
  line: [at(...from), at(...to)],
  ...(unitId ? { unitId } : {}),
});
const node = (puid: string, x: number, y: number, floor = 0): GraphNode => {
  const [lon, lat] = at(x, y);
  return { puid, lat, lon, floor };
};

describe('roomRouteTargets (docs/pois-and-navigation.md#routes-to-rooms)', () => {
  const nodes = [
    node('south-door', 5, 0.2),
    node('east-door', 10.5, 4),
    node('inside', 4, 4),
    node('centre', 5.5, 4.5),
    node('upstairs', 5, 0, 1),
    node('far', 30, 30),
  ];

  it('ends at the node of each door of the room', () => {
    const doors = [door('s', [4, 0], [6, 0]), door('e', [10, 3], [10, 5], 'lab')];
    expect(roomRouteTargets(lab, doors, nodes)).toEqual(['south-door', 'east-door']);
  });

  it('leaves out doors of other rooms and doors with no node within reach', () => {
    const elsewhere = door('x', [20, 0], [22, 0]);
    const unreached = [node('south-door', 5, -5), node('inside', 4, 4)];
    expect(roomRouteTargets(lab, [elsewhere, door('s', [4, 0], [6, 0])], unreached)).toEqual([
      'inside',
    ]);
  });

  it('ends inside a room without a door, at the node nearest its centre, or nowhere', () => {
    expect(roomRouteTargets(lab, [], nodes)).toEqual(['centre']);
    expect(roomRouteTargets(lab, [], [node('far', 30, 30), node('upstairs', 5, 4, 1)])).toEqual([]);
  });
});
