import { describe, expect, it } from 'vitest';
import { rectangleContains, rectangleFromCorners } from './rectangle.js';

describe('rectangle from two corners', () => {
  const sw = { lat: 35.1, lon: 33.4 };
  const ne = { lat: 35.2, lon: 33.5 };

  it('gives the same south-west and north-east corners whichever corners are given, in any order', () => {
    const expected = { sw, ne };
    expect(rectangleFromCorners(sw, ne)).toEqual(expected);
    expect(rectangleFromCorners(ne, sw)).toEqual(expected);
    // The other diagonal (north-west and south-east), both ways round.
    expect(rectangleFromCorners({ lat: 35.2, lon: 33.4 }, { lat: 35.1, lon: 33.5 })).toEqual(
      expected,
    );
    expect(rectangleFromCorners({ lat: 35.1, lon: 33.5 }, { lat: 35.2, lon: 33.4 })).toEqual(
      expected,
    );
  });

  it('keeps negative latitudes and longitudes in order', () => {
    expect(rectangleFromCorners({ lat: -1, lon: 2 }, { lat: -3, lon: -4 })).toEqual({
      sw: { lat: -3, lon: -4 },
      ne: { lat: -1, lon: 2 },
    });
  });

  it('contains its edges and corners and nothing outside them', () => {
    const r = rectangleFromCorners(ne, sw);
    expect(rectangleContains(r, sw)).toBe(true);
    expect(rectangleContains(r, ne)).toBe(true);
    expect(rectangleContains(r, { lat: 35.15, lon: 33.4 })).toBe(true);
    expect(rectangleContains(r, { lat: 35.15, lon: 33.45 })).toBe(true);
    expect(rectangleContains(r, { lat: 35.2000001, lon: 33.45 })).toBe(false);
    expect(rectangleContains(r, { lat: 35.15, lon: 33.3999999 })).toBe(false);
  });

  it('may be a line or a point when both corners share a coordinate', () => {
    const r = rectangleFromCorners(sw, sw);
    expect(rectangleContains(r, sw)).toBe(true);
    expect(rectangleContains(r, ne)).toBe(false);
  });
});
