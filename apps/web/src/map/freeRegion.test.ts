import { describe, expect, it } from 'vitest';
import { freeRectangles, largestFreeRectangle, panIntoFree } from './freeRegion';

const map = { left: 0, top: 0, right: 1000, bottom: 800 };

describe('the free part of the map', () => {
  it('is the whole map when nothing covers it', () => {
    expect(freeRectangles(map, [])).toEqual([map]);
  });

  it('steps around a box on each of its sides and keeps only maximal rectangles', () => {
    const panel = { left: 300, top: 0, right: 700, bottom: 200 };
    const free = freeRectangles(map, [panel]);
    expect(free).toHaveLength(3);
    expect(free).toEqual(
      expect.arrayContaining([
        { left: 0, top: 0, right: 300, bottom: 800 },
        { left: 700, top: 0, right: 1000, bottom: 800 },
        { left: 0, top: 200, right: 1000, bottom: 800 },
      ]),
    );
  });

  it('chooses the largest rectangle that overlaps none of the boxes', () => {
    const covered = [
      { left: 640, top: 0, right: 1000, bottom: 800 }, // control bar
      { left: 0, top: 0, right: 400, bottom: 50 }, // search row
      { left: 200, top: 60, right: 500, bottom: 240 }, // a panel
      { left: 0, top: 380, right: 50, bottom: 560 }, // zoom buttons
    ];
    const best = largestFreeRectangle(map, covered);
    expect(best).toEqual({ left: 50, top: 240, right: 640, bottom: 800 });
    for (const box of covered) {
      if (!best) break;
      const overlap =
        best.left < box.right &&
        box.left < best.right &&
        best.top < box.bottom &&
        box.top < best.bottom;
      expect(overlap).toBe(false);
    }
  });

  it('is nothing when the map is all covered', () => {
    expect(largestFreeRectangle(map, [{ left: -1, top: -1, right: 1001, bottom: 801 }])).toBeNull();
  });
});

describe('panning a popup into the free part of the map', () => {
  const free = [
    { left: 0, top: 50, right: 640, bottom: 800 },
    { left: 400, top: 0, right: 640, bottom: 800 },
  ];
  const bounds = { left: 0, top: 0, right: 1000, bottom: 800 };

  it('does not pan a popup that already lies inside', () => {
    expect(panIntoFree({ left: 100, top: 100, right: 300, bottom: 300 }, free, bounds, 10)).toEqual(
      [0, 0],
    );
  });

  it('takes the smallest pan into any free rectangle', () => {
    // Cut at the top: 60 px down into the wide rectangle (not 130 px right into the narrow one).
    expect(panIntoFree({ left: 300, top: 0, right: 500, bottom: 200 }, free, bounds, 10)).toEqual([
      0, -60,
    ]);
    // Over the right-hand edge.
    expect(panIntoFree({ left: 500, top: 100, right: 700, bottom: 300 }, free, bounds, 10)).toEqual(
      [70, 0],
    );
  });

  it('keeps a popup wider than every free rectangle at least on the map', () => {
    expect(
      panIntoFree({ left: 500, top: 100, right: 1200, bottom: 300 }, free, bounds, 10),
    ).toEqual([210, 0]);
  });

  it('brings the top and left of a popup larger than the map into view', () => {
    expect(
      panIntoFree({ left: 100, top: -200, right: 300, bottom: 1000 }, free, bounds, 10),
    ).toEqual([0, -210]);
  });
});
