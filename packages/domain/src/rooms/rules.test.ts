import { describe, expect, it } from 'vitest';
import { testImdfPosition as at } from '../imdf/testing/minimal-archive.js';
import { RoomConstants } from './constants.js';
import { RoomMessages } from './messages.js';
import {
  floorRoomProblems,
  openingProblem,
  unitOfPoint,
  unitOverlaps,
  unitPolygonProblem,
} from './rules.js';
import type { LonLat, Opening, Unit } from './types.js';

/** A closed outline through the corners given in metres east and north of the test origin. */
const outline = (...corners: [number, number][]): LonLat[] => {
  const ring = corners.map(([x, y]) => at(x, y));
  return [...ring, at(...(corners[0] as [number, number]))];
};
const rectangle = (x0: number, y0: number, x1: number, y1: number) =>
  outline([x0, y0], [x1, y0], [x1, y1], [x0, y1]);

let next = 0;
const unit = (polygon: LonLat[], name = 'Room', floorNumber = 0): Unit => {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${next.toString(16).padStart(12, '0')}`,
    buid: 'building_1',
    floorNumber,
    name,
    category: 'room',
    polygon,
  };
};
const door = (from: [number, number], to: [number, number], unitId?: string): Opening => ({
  id: 'door-1',
  buid: 'building_1',
  floorNumber: 0,
  category: 'pedestrian',
  line: [at(...from), at(...to)],
  ...(unitId === undefined ? {} : { unitId }),
});

describe('a room outline (docs/rooms.md#the-rules)', () => {
  it('accepts a rectangle, an L shape and a repeated corner from a double click', () => {
    expect(unitPolygonProblem(rectangle(0, 0, 10, 5))).toBeUndefined();
    expect(
      unitPolygonProblem(outline([0, 0], [10, 0], [10, 4], [4, 4], [4, 8], [0, 8])),
    ).toBeUndefined();
    expect(unitPolygonProblem(outline([0, 0], [10, 0], [10, 0], [10, 5], [0, 5]))).toBeUndefined();
  });

  it('names the corner where an edge crosses another', () => {
    // A bow tie: the edge from corner 1 to 2 crosses the edge from corner 3 to 4.
    expect(unitPolygonProblem(outline([0, 0], [10, 10], [10, 0], [0, 10]))).toEqual({
      rule: 'unit.self-intersection',
      message: RoomMessages.cornersCross(1, 3, 4),
      corner: 1,
    });
    // Corner 3 reaches across the room: its edge to corner 4 crosses the edge from 5 to 6.
    const problem = unitPolygonProblem(outline([0, 0], [10, 0], [10, 10], [-2, 4], [5, 2], [5, 8]));
    expect(problem?.message).toBe('Corner 3 crosses the edge from corner 5 to corner 6.');
  });

  it('names a corner where the outline turns straight back, and one touching another edge', () => {
    expect(unitPolygonProblem(outline([0, 0], [10, 0], [4, 0], [4, 6]))).toMatchObject({
      rule: 'unit.self-intersection',
      message: RoomMessages.cornerTurnsBack(2),
      corner: 2,
    });
    // Corner 5 lies on the first edge: the outline touches itself.
    expect(
      unitPolygonProblem(outline([0, 0], [10, 0], [10, 5], [6, 5], [5, 0], [0, 5])),
    ).toMatchObject({ rule: 'unit.self-intersection', corner: 1 });
  });

  it('needs three distinct corners, a closed outline and positions on the globe', () => {
    expect(unitPolygonProblem(outline([0, 0], [10, 0], [10, 0]))?.message).toBe(
      RoomMessages.tooFewCorners,
    );
    expect(unitPolygonProblem(rectangle(0, 0, 10, 5).slice(0, -1))?.message).toBe(
      RoomMessages.notClosed,
    );
    const offGlobe = rectangle(0, 0, 10, 5);
    offGlobe[2] = [200, 57];
    expect(unitPolygonProblem(offGlobe)).toMatchObject({
      rule: 'unit.position',
      message: RoomMessages.badCorner(3),
      corner: 3,
    });
    const many = Array.from({ length: RoomConstants.maxCorners + 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / (RoomConstants.maxCorners + 1);
      return [10 * Math.cos(angle), 10 * Math.sin(angle)] as [number, number];
    });
    expect(unitPolygonProblem(outline(...many))?.message).toBe(RoomMessages.tooManyCorners);
    expect(unitPolygonProblem(outline(...many.slice(1)))).toBeUndefined();
  });
});

describe('rooms of a floor', () => {
  it('may share walls but not more than the tolerance of area', () => {
    const a = unit(rectangle(0, 0, 10, 10), 'A');
    const b = unit(rectangle(10, 0, 20, 10), 'B');
    expect(unitOverlaps(a, [b])).toEqual([]);
    // 0.005 m into B along a 10 m wall: 0.05 m², within the tolerance.
    expect(unitOverlaps(unit(rectangle(0, 0, 10.005, 10)), [b])).toEqual([]);
    const c = unit(rectangle(8, 2, 14, 6), 'C');
    const found = unitOverlaps(c, [a, b]);
    expect(found.map((f) => f.unit.name)).toEqual(['A', 'B']);
    expect(found[0]?.areaM2).toBeCloseTo(8, 3);
    expect(found[1]?.areaM2).toBeCloseTo(16, 3);
    // Rooms of another floor never overlap it.
    expect(unitOverlaps(c, [unit(rectangle(0, 0, 20, 10), 'Upstairs', 1)])).toEqual([]);
  });

  it('reports overlaps, bad outlines, repeated ids and stray doors of a whole floor', () => {
    const a = unit(rectangle(0, 0, 10, 10), 'A');
    const b = unit(rectangle(5, 0, 15, 10), 'B');
    const bowTie = unit(outline([20, 0], [30, 10], [30, 0], [20, 10]), 'Bow tie');
    const problems = floorRoomProblems([a, b, bowTie, { ...a }], [door([50, 50], [51, 50])]);
    expect(problems.map((p) => p.rule)).toEqual([
      'id.unique',
      'unit.self-intersection',
      'unit.overlap',
      'unit.overlap',
      'opening.on-boundary',
    ]);
    expect(problems[2]?.message).toBe(RoomMessages.unitsOverlap('B', 50));
    expect(floorRoomProblems([a], [door([10, 2], [10, 4])])).toEqual([]);
  });
});

describe('a large floor', () => {
  it('finds the one overlapping pair and the one stray door among 900 rooms', () => {
    const rooms: Unit[] = [];
    const doors: Opening[] = [];
    for (let i = 0; i < 30; i += 1) {
      for (let j = 0; j < 30; j += 1) {
        const room = unit(rectangle(i * 5, j * 4, i * 5 + 5, j * 4 + 4), `R${i}-${j}`);
        rooms.push(room);
        doors.push({ ...door([i * 5 + 1, j * 4], [i * 5 + 2, j * 4], room.id), id: `d${i}-${j}` });
      }
    }
    rooms.push(unit(rectangle(72, 52, 74, 54), 'Intruder'));
    doors.push({ ...door([500, 500], [501, 500]), id: 'stray' });
    const problems = floorRoomProblems(rooms, doors);
    expect(problems).toEqual([
      {
        rule: 'unit.overlap',
        message: RoomMessages.unitsOverlap('Intruder', 4),
        unitId: rooms.find((r) => r.name === 'R14-13')?.id,
      },
      expect.objectContaining({ rule: 'opening.on-boundary', openingId: 'stray' }),
    ]);
  });
});

describe('doors', () => {
  const a = unit(rectangle(0, 0, 10, 10), 'A');
  const b = unit(rectangle(10, 0, 20, 10), 'B');

  it('lie on a wall of a room of their floor, within the tolerance', () => {
    expect(openingProblem(door([10, 2], [10, 4]), [a, b])).toBeUndefined();
    expect(openingProblem(door([10.4, 2], [10.4, 4]), [a])).toBeUndefined();
    // 4 m from the walls of A (its farther end), 5 m from those of B.
    const off = openingProblem(door([5, 4], [5, 6]), [a, b]);
    expect(off).toEqual({
      rule: 'opening.on-boundary',
      message: RoomMessages.openingOffBoundary(4),
      openingId: 'door-1',
    });
    expect(openingProblem(door([10, 2], [10, 4]), [])?.message).toBe(RoomMessages.openingNoUnits);
  });

  it('lie on the wall of the room they name', () => {
    expect(openingProblem(door([10, 2], [10, 4], b.id), [a, b])).toBeUndefined();
    expect(openingProblem(door([0, 2], [0, 4], b.id), [a, b])?.message).toBe(
      RoomMessages.openingOffItsUnit('B', 10),
    );
    expect(openingProblem(door([10, 2], [10, 4], 'elsewhere'), [a, b])?.rule).toBe('opening.unit');
  });

  it('have two different ends on the globe', () => {
    expect(openingProblem(door([10, 2], [10, 2]), [a])?.message).toBe(RoomMessages.openingEndsSame);
    const bad = door([10, 2], [10, 4]);
    bad.line[1] = [21, 95];
    expect(openingProblem(bad, [a])?.message).toBe(RoomMessages.badOpeningEnd(2));
  });
});

describe('unitOfPoint', () => {
  const a = unit(rectangle(0, 0, 10, 10), 'A');
  const l = unit(outline([10, 0], [20, 0], [20, 4], [14, 4], [14, 10], [10, 10]), 'L');
  it('finds the room a POI lies in, its wall within the tolerance, or none', () => {
    const place = (x: number, y: number) => {
      const [pLon, pLat] = at(x, y);
      return unitOfPoint([a, l], pLat, pLon)?.name;
    };
    expect(place(5, 5)).toBe('A');
    expect(place(12, 2)).toBe('L');
    // In the notch of the L: no room.
    expect(place(17, 7)).toBeUndefined();
    expect(place(20.03, 2)).toBe('L');
    expect(place(20.2, 2)).toBeUndefined();
    // On the wall A and L share, inside neither by more than the tolerance: the first found.
    expect(place(10, 5)).toBeDefined();
  });
});
