import { describe, expect, it } from 'vitest';
import {
  BoxGrid,
  boxesShareArea,
  convexIntersectionArea,
  distanceToBoundary,
  distanceToSegment,
  pointInPolygon,
  polygonArea,
  polygonIntersectionArea,
  preparePolygon,
  type Ring,
  ringIsConvex,
  ringSelfIntersects,
  ringSignedArea,
  segmentsIntersect,
  triangulateRing,
  withoutRepeats,
} from './geometry.js';

const square = (x0: number, y0: number, size: number): Ring => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
];

/** An L: a 4 × 4 square without its 2 × 2 top-right quarter (area 12). */
const lShape: Ring = [
  [0, 0],
  [4, 0],
  [4, 2],
  [2, 2],
  [2, 4],
  [0, 4],
];

describe('segmentsIntersect', () => {
  it('finds crossing, touching and collinear overlapping segments, not apart ones', () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [1, 5])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [3, 0], [4, 0])).toBe(false);
    expect(segmentsIntersect([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false);
  });
});

describe('ringSelfIntersects', () => {
  it('accepts simple rings, convex or not, open or closed', () => {
    expect(ringSelfIntersects(square(0, 0, 3))).toBe(false);
    expect(ringSelfIntersects([...lShape, [0, 0]])).toBe(false);
  });

  it('finds a bow tie, a ring touching itself, a spike and a ring of two positions', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toBe(true);
    // Two squares meeting at the corner (2, 2), drawn as one ring.
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [2, 2],
        [4, 2],
        [4, 4],
        [2, 4],
        [2, 2],
        [0, 2],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [4, 0],
        [6, 0],
        [4, 0],
        [4, 4],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(true);
  });
});

describe('areas and containment', () => {
  it('measures signed ring areas and polygons with holes', () => {
    expect(ringSignedArea(square(0, 0, 3))).toBe(9);
    expect(ringSignedArea([...square(0, 0, 3)].reverse())).toBe(-9);
    expect(polygonArea([square(0, 0, 4), square(1, 1, 2)])).toBe(12);
  });

  it('tells points inside a polygon from points in its hole or outside', () => {
    const withHole = [square(0, 0, 4), square(1, 1, 2)];
    expect(pointInPolygon([0.5, 0.5], withHole)).toBe(true);
    expect(pointInPolygon([2, 2], withHole)).toBe(false);
    expect(pointInPolygon([5, 2], withHole)).toBe(false);
    expect(pointInPolygon([3, 3], [lShape])).toBe(false);
    expect(pointInPolygon([1, 3], [lShape])).toBe(true);
  });

  it('measures distances to a segment and to the nearest boundary', () => {
    expect(distanceToSegment([1, 1], [0, 0], [2, 0])).toBe(1);
    expect(distanceToSegment([3, 4], [0, 0], [0, 0])).toBe(5);
    expect(distanceToSegment([5, 0], [0, 0], [2, 0])).toBe(3);
    expect(distanceToBoundary([2, 2], [square(0, 0, 4), square(1.5, 1.5, 1)])).toBe(0.5);
  });

  it('drops repeated positions and the closing one', () => {
    expect(
      withoutRepeats([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });
});

describe('triangulateRing', () => {
  it('covers a concave ring with triangles of the same total area, whichever way it turns', () => {
    for (const ring of [lShape, [...lShape].reverse()]) {
      const triangles = triangulateRing(ring);
      expect(triangles).toHaveLength(4);
      const area = triangles.reduce((sum, t) => sum + ringSignedArea(t), 0);
      expect(area).toBeCloseTo(12, 9);
      expect(triangles.every((t) => ringSignedArea(t) > 0)).toBe(true);
    }
  });

  it('makes no empty triangle of positions on a straight edge', () => {
    const triangles = triangulateRing([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
    expect(triangles.reduce((sum, t) => sum + ringSignedArea(t), 0)).toBeCloseTo(4, 9);
    expect(triangles.every((t) => ringSignedArea(t) > 1e-9)).toBe(true);
  });
});

describe('intersection areas', () => {
  it('clips convex polygons to their shared area, zero for neighbours sharing an edge', () => {
    expect(convexIntersectionArea(square(0, 0, 2), square(1, 1, 2))).toBeCloseTo(1, 9);
    expect(convexIntersectionArea(square(0, 0, 2), square(2, 0, 2))).toBeCloseTo(0, 9);
    expect(convexIntersectionArea(square(0, 0, 4), square(1, 1, 1))).toBeCloseTo(1, 9);
  });

  it('measures the area shared by concave polygons and polygons with holes', () => {
    const l = preparePolygon([lShape]);
    expect(polygonIntersectionArea(l, preparePolygon([square(1, 1, 2)]))).toBeCloseTo(3, 9);
    expect(polygonIntersectionArea(l, preparePolygon([square(2, 2, 2)]))).toBeCloseTo(0, 9);
    const ringWithHole = preparePolygon([square(0, 0, 4), square(1, 1, 2)]);
    expect(polygonIntersectionArea(ringWithHole, preparePolygon([square(0, 0, 2)]))).toBeCloseTo(
      3,
      9,
    );
    expect(polygonIntersectionArea(ringWithHole, preparePolygon([square(1, 1, 2)]))).toBeCloseTo(
      0,
      9,
    );
    expect(polygonIntersectionArea(ringWithHole, ringWithHole)).toBeCloseTo(12, 9);
  });
});

describe('ringIsConvex and boxesShareArea', () => {
  it('tells convex rings (straight corners allowed) from concave ones', () => {
    expect(ringIsConvex(square(0, 0, 2))).toBe(true);
    expect(ringIsConvex([...square(0, 0, 2)].reverse())).toBe(true);
    expect(
      ringIsConvex([
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ]),
    ).toBe(true);
    expect(ringIsConvex(lShape)).toBe(false);
  });

  it('tells boxes sharing an area from boxes meeting along an edge', () => {
    const box = { minX: 0, minY: 0, maxX: 2, maxY: 2 };
    expect(boxesShareArea(box, { minX: 1, minY: 1, maxX: 3, maxY: 3 })).toBe(true);
    expect(boxesShareArea(box, { minX: 2, minY: 0, maxX: 4, maxY: 2 })).toBe(false);
    expect(boxesShareArea(box, { minX: 5, minY: 5, maxX: 6, maxY: 6 })).toBe(false);
  });
});

describe('BoxGrid', () => {
  it('answers the boxes near a box, each once, not the far ones', () => {
    const grid = new BoxGrid(10);
    grid.insert(0, { minX: 0, minY: 0, maxX: 25, maxY: 5 });
    grid.insert(1, { minX: 12, minY: 0, maxX: 14, maxY: 2 });
    grid.insert(2, { minX: 100, minY: 100, maxX: 101, maxY: 101 });
    grid.insert(3, { minX: -15, minY: -15, maxX: -12, maxY: -12 });
    expect(grid.query({ minX: 11, minY: 1, maxX: 21, maxY: 2 })).toEqual([0, 1]);
    expect(grid.query({ minX: -14, minY: -14, maxX: -13, maxY: -13 })).toEqual([3]);
    expect(grid.query({ minX: 50, minY: 50, maxX: 51, maxY: 51 })).toEqual([]);
  });
});
