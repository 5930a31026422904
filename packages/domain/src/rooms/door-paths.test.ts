import { describe, expect, it } from 'vitest';
import { localFrame } from '../geo/local-frame.js';
import { testImdfPosition as at } from '../imdf/testing/minimal-archive.js';
import {
  type DoorPathInput,
  type DoorPathPoi,
  planDoorPaths,
  ringInteriorPoint,
} from './door-paths.js';
import type { LonLat, Opening, Unit } from './types.js';

const rectangle = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];
const unit = (id: string, polygon: LonLat[], category: Unit['category'] = 'room'): Unit => ({
  id,
  buid: 'b1',
  floorNumber: 0,
  name: id,
  category,
  polygon,
});
const door = (id: string, from: [number, number], to: [number, number]): Opening => ({
  id,
  buid: 'b1',
  floorNumber: 0,
  category: 'pedestrian',
  line: [at(...from), at(...to)],
});
const poi = (puid: string, x: number, y: number, isConnector = true): DoorPathPoi => {
  const [lon, lat] = at(x, y);
  return { puid, lat, lon, isConnector };
};
/** A planned connector's position in metres of the test frame, to the centimetre. */
const origin = at(0, 0);
const frame = localFrame({ lon: origin[0], lat: origin[1] });
const metres = (p: { lat: number; lon: number }) => {
  const m = frame.toMetres(p);
  return [Math.round(m.x * 100) / 100, Math.round(m.y * 100) / 100];
};

// Two offices side by side, a corridor along their south walls.
const west = unit('west', rectangle(0, 0, 10, 8));
const east = unit('east', rectangle(10, 0, 20, 8));
const input = (extra: Partial<DoorPathInput> = {}): DoorPathInput => ({
  units: [west, east],
  openings: [door('shared', [10, 3], [10, 5]), door('outer', [4, 0], [6, 0])],
  pois: [],
  connections: [],
  ...extra,
});

describe('planDoorPaths (docs/rooms.md#walking-paths-through-doors)', () => {
  it('joins a door in a shared wall to both rooms, through their centres', () => {
    const plan = planDoorPaths(input({ openings: [door('shared', [10, 3], [10, 5])] }));
    expect(plan.connectors.map((c) => [c.at, ...metres(c)])).toEqual([
      ['door', 10, 4],
      ['room', 5, 4],
      ['room', 15, 4],
    ]);
    expect(plan.connections).toEqual([
      { a: { connector: 0 }, b: { connector: 1 } },
      { a: { connector: 0 }, b: { connector: 2 } },
    ]);
  });

  it('joins an outer door to its room and to the nearest corridor connector within reach', () => {
    const corridor = [poi('far', 5, -6), poi('near', 5.5, -2), poi('inside', 5, 1)];
    const plan = planDoorPaths(input({ pois: corridor }));
    // The shared door, the two centres, then the outer door; the west centre is used again.
    expect(plan.connectors.map((c) => [c.at, ...metres(c)])).toEqual([
      ['door', 10, 4],
      ['room', 5, 4],
      ['room', 15, 4],
      ['door', 5, 0],
    ]);
    expect(plan.connections.slice(2)).toEqual([
      { a: { connector: 3 }, b: { connector: 1 } },
      { a: { connector: 3 }, b: { puid: 'near' } },
    ]);
    // Nothing within reach: the outer door is joined to its room only.
    const alone = planDoorPaths(input({ pois: [poi('far', 5, -6)] }));
    expect(alone.connections).toHaveLength(3);
  });

  it('reaches a connector in a corridor room, never one in another room', () => {
    // A door in the west wall of the west office; a store and a corridor beyond, not touching it.
    const store = unit('store', rectangle(-6, 6, -1, 12));
    const hall = unit('hall', rectangle(-6, -4, -1, 5.5), 'walkway');
    const plan = planDoorPaths({
      units: [west, store, hall],
      openings: [door('outer', [0, 3], [0, 5])],
      pois: [poi('in-store', -1.5, 6.5), poi('in-hall', -3, 2)],
      connections: [],
    });
    expect(plan.connectors.map((c) => [c.at, ...metres(c)])).toEqual([
      ['door', 0, 4],
      ['room', 5, 4],
    ]);
    expect(plan.connections).toEqual([
      { a: { connector: 0 }, b: { connector: 1 } },
      { a: { connector: 0 }, b: { puid: 'in-hall' } },
    ]);
  });

  it('uses existing POIs within 0.5 m and never repeats an existing connection', () => {
    const pois = [poi('door-poi', 10.3, 4), poi('west-centre', 5, 4.2, false)];
    const once = planDoorPaths(
      input({
        openings: [door('shared', [10, 3], [10, 5])],
        pois,
        connections: [{ a: 'west-centre', b: 'door-poi' }],
      }),
    );
    expect(once.connectors.map((c) => [c.at, ...metres(c)])).toEqual([['room', 15, 4]]);
    expect(once.connections).toEqual([{ a: { puid: 'door-poi' }, b: { connector: 0 } }]);
  });

  it('makes nothing on a floor without doors, or for a door on no room', () => {
    expect(planDoorPaths(input({ openings: [] }))).toEqual({ connectors: [], connections: [] });
    const stray = planDoorPaths(input({ openings: [door('stray', [40, 40], [41, 40])] }));
    expect(stray).toEqual({ connectors: [], connections: [] });
  });

  it('finds a point inside an L-shaped room, where the centroid is outside', () => {
    const l: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 1],
      [1, 1],
      [1, 10],
      [0, 10],
    ];
    const inside = ringInteriorPoint(l);
    expect(inside).not.toBeNull();
    const [x, y] = inside as [number, number];
    expect((x <= 10 && y <= 1) || (x <= 1 && y <= 10)).toBe(true);
  });
});
