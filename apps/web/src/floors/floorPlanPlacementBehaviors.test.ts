import { screenPoint } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { metresPerScreenPixel, pointInQuad } from './floorPlanPlacementBehaviors';

describe('pointInQuad', () => {
  const diamond = [
    { x: 50, y: 0 },
    { x: 100, y: 50 },
    { x: 50, y: 100 },
    { x: 0, y: 50 },
  ].map(screenPoint);

  it('finds points inside a turned quadrilateral, whichever way round it is listed', () => {
    expect(pointInQuad(screenPoint({ x: 50, y: 50 }), diamond)).toBe(true);
    expect(pointInQuad(screenPoint({ x: 50, y: 50 }), [...diamond].reverse())).toBe(true);
    expect(pointInQuad(screenPoint({ x: 50, y: 0 }), diamond)).toBe(true);
  });

  it('refuses points outside it, also inside its bounding box', () => {
    expect(pointInQuad(screenPoint({ x: 5, y: 5 }), diamond)).toBe(false);
    expect(pointInQuad(screenPoint({ x: 101, y: 50 }), diamond)).toBe(false);
  });
});

describe('metresPerScreenPixel', () => {
  it('measures the ground per pixel through the map projection', () => {
    // A fake map: 0.00001 degrees of longitude per pixel at the equator, north up.
    const degreesPerPixel = 0.00001;
    const map = {
      getCenter: () => ({ lat: 0, lng: 0 }),
      project: () => ({ x: 500, y: 400 }),
      unproject: ([x, y]: [number, number]) => ({
        lng: (x - 500) * degreesPerPixel,
        lat: -(y - 400) * degreesPerPixel,
      }),
    };
    const expected = ((2 * Math.PI * 6_378_137) / 360) * degreesPerPixel;
    expect(metresPerScreenPixel(map as never)).toBeCloseTo(expected, 6);
  });
});
