import { describe, expect, it } from 'vitest';
import { ringSignedArea, type XY } from '../imdf/geometry.js';
import {
  closeRing,
  mergeOutlines,
  nearestOnSegment,
  rightAngleCorner,
  snapToRings,
  splitRing,
} from './drawing.js';
import type { LonLat } from './types.js';

const square: XY[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
const area = (ring: readonly XY[]) => Math.abs(ringSignedArea(ring));

describe('snapping to rooms', () => {
  const rings = [{ id: 'a', corners: square }];

  it('a corner within the tolerance wins over the wall beside it', () => {
    expect(snapToRings([9, 1], rings, 3)).toEqual({
      point: [10, 0],
      kind: 'corner',
      id: 'a',
      index: 1,
    });
  });

  it('else the nearest point of a wall within the tolerance', () => {
    expect(snapToRings([5, 1.5], rings, 3)).toEqual({
      point: [5, 0],
      kind: 'edge',
      id: 'a',
      index: 0,
    });
    expect(snapToRings([11, 5], rings, 3)?.point).toEqual([10, 5]);
  });

  it('nothing beyond the tolerance', () => {
    expect(snapToRings([5, 5], rings, 3)).toBeNull();
  });

  it('the nearest of several rooms', () => {
    const other = { id: 'b', corners: square.map(([x, y]) => [x + 12, y] as XY) };
    expect(snapToRings([11.5, 5], [...rings, other], 3)?.id).toBe('b');
  });

  it('a point beyond an end of a segment is nearest to that end', () => {
    expect(nearestOnSegment([-4, 3], [0, 0], [10, 0])).toEqual([0, 0]);
  });
});

describe('right angles', () => {
  it('square to the previous edge, or straight on, whichever is nearer', () => {
    expect(rightAngleCorner([0, 0], [10, 0], [11, 7])).toEqual([10, 7]);
    expect(rightAngleCorner([0, 0], [10, 0], [17, 2])).toEqual([17, 0]);
  });

  it('square to a slanted edge', () => {
    const [x, y] = rightAngleCorner([0, 0], [10, 10], [0, 21]);
    // The new edge from (10, 10) runs along (-1, 1).
    expect(x - 10).toBeCloseTo(-(y - 10), 9);
  });

  it('level or plumb from the first corner', () => {
    expect(rightAngleCorner(null, [0, 0], [8, 1])).toEqual([8, 0]);
    expect(rightAngleCorner(null, [0, 0], [1, -8])).toEqual([0, -8]);
  });
});

describe('splitting a room', () => {
  it('a cut across cuts it in two that cover it', () => {
    const parts = splitRing(square, [4, -2], [4, 12]);
    expect(parts).not.toBeNull();
    const [one, two] = parts as [XY[], XY[]];
    expect(area(one) + area(two)).toBeCloseTo(100, 9);
    expect([area(one), area(two)].sort((p, q) => p - q)).toEqual([40, 60]);
  });

  it('a cut through two corners makes two triangles', () => {
    const [one, two] = splitRing(square, [-1, -1], [11, 11]) as [XY[], XY[]];
    expect(one).toHaveLength(3);
    expect(two).toHaveLength(3);
    expect(area(one)).toBeCloseTo(50, 9);
  });

  it('a cut that ends inside, misses or runs outside a notch cuts nothing', () => {
    expect(splitRing(square, [4, -2], [4, 5])).toBeNull();
    expect(splitRing(square, [20, -2], [20, 12])).toBeNull();
    const u: XY[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [7, 10],
      [7, 3],
      [3, 3],
      [3, 10],
      [0, 10],
    ];
    // Crosses four walls of the U.
    expect(splitRing(u, [-1, 6], [11, 6])).toBeNull();
    // From one arm of the U to the other through the notch: the middle is outside.
    expect(splitRing(u, [2, 8], [8, 8])).toBeNull();
  });

  it('a closed outline repeats its first corner', () => {
    expect(closeRing(square)).toEqual([...square, [0, 0]]);
  });
});

describe('merging two rooms', () => {
  const at = (ring: XY[], dx: number): LonLat[] =>
    closeRing(ring.map(([x, y]) => [33 + (x + dx) * 1e-5, 35 + y * 1e-5] as XY));

  it('two rooms sharing a wall become one outline of their area', () => {
    const merged = mergeOutlines(at(square, 0), at(square, 10));
    expect(merged).not.toBeNull();
    const ring = (merged as LonLat[]).slice(0, -1) as XY[];
    // 20 × 10 units of 1e-5 degrees, to the rounding of degrees near 33°.
    expect(area(ring) / 200e-10).toBeCloseTo(1, 5);
    expect(merged?.[0]).toEqual(merged?.[merged.length - 1]);
  });

  it('the halves of a split room merge back into it', () => {
    const [one, two] = splitRing(square, [4, -2], [4, 12]) as [XY[], XY[]];
    const merged = mergeOutlines(closeRing(one), closeRing(two)) as LonLat[];
    expect(area(merged.slice(0, -1) as XY[])).toBeCloseTo(100, 9);
  });

  it('rooms apart, or touching at one corner only, do not merge', () => {
    expect(mergeOutlines(at(square, 0), at(square, 11))).toBeNull();
    const diagonal = closeRing(
      square.map(([x, y]) => [33 + (x + 10) * 1e-5, 35 + (y + 10) * 1e-5] as XY),
    );
    expect(mergeOutlines(at(square, 0), diagonal)).toBeNull();
  });
});
