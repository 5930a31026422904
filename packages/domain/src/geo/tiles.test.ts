import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/index.js';
import {
  isValidTile,
  latLngToWorldPixel,
  metresPerPixel,
  tileBounds,
  tileContains,
  tileKeyOf,
  tileKeyRange,
  tileOf,
  worldPixelToLatLng,
} from './tiles.js';

describe('web-mercator tile math', () => {
  it('puts (0,0) at the centre of the world at every zoom', () => {
    expect(latLngToWorldPixel({ lat: 0, lon: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(latLngToWorldPixel({ lat: 0, lon: 0 }, 3)).toEqual({ x: 1024, y: 1024 });
  });

  it('round-trips positions to better than a millimetre at zoom 22', () => {
    const p = { lat: 35.14475, lon: 33.41115 };
    const back = worldPixelToLatLng(latLngToWorldPixel(p, 22), 22);
    expect(back.lat).toBeCloseTo(p.lat, 9);
    expect(back.lon).toBeCloseTo(p.lon, 9);
  });

  it('gives about 0.0373 m per pixel at the equator at zoom 22', () => {
    expect(metresPerPixel(0, 22)).toBeCloseTo(0.0373, 4);
  });
});

describe('tiles and tile keys', () => {
  it('names the tile of a position as slippy maps do', () => {
    // Zoom 1: four tiles; the north-east quarter is x 1, y 0.
    expect(tileOf({ lat: 10, lon: 10 }, 1)).toEqual({ x: 1, y: 0 });
    expect(tileOf({ lat: -10, lon: -10 }, 1)).toEqual({ x: 0, y: 1 });
    // Beyond the mercator limit: the first or last row.
    expect(tileOf({ lat: 90, lon: 0 }, 3).y).toBe(0);
    expect(tileOf({ lat: -90, lon: 180 }, 3)).toEqual({ x: 7, y: 7 });
  });

  it('bounds a tile by the positions of its corners', () => {
    const tile = { x: 627434, y: 419430, z: 20 };
    const b = tileBounds(tile);
    expect(b.north).toBeGreaterThan(b.south);
    expect(b.east).toBeGreaterThan(b.west);
    expect(tileContains(tile, { lat: (b.north + b.south) / 2, lon: (b.east + b.west) / 2 })).toBe(
      true,
    );
    expect(tileContains(tile, { lat: b.south - 1e-9, lon: (b.east + b.west) / 2 })).toBe(false);
    expect(tileContains(tile, { lat: (b.north + b.south) / 2, lon: b.east + 1e-9 })).toBe(false);
  });

  it('checks tile names', () => {
    expect(isValidTile({ x: 0, y: 0, z: 0 })).toBe(true);
    expect(isValidTile({ x: 3, y: 3, z: 2 })).toBe(true);
    expect(isValidTile({ x: 4, y: 0, z: 2 })).toBe(false);
    expect(isValidTile({ x: 0, y: -1, z: 2 })).toBe(false);
    expect(isValidTile({ x: 0, y: 0, z: 23 })).toBe(false);
    expect(isValidTile({ x: 0.5, y: 0, z: 2 })).toBe(false);
  });

  it('puts every position in the key range of exactly the tiles that hold it, at every zoom', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 2000; i++) {
      const p = { lat: 35.14 + (random() - 0.5) * 0.01, lon: 33.41 + (random() - 0.5) * 0.01 };
      const key = tileKeyOf(p);
      expect(Number.isSafeInteger(key)).toBe(true);
      for (const z of [1, 10, 18, 20, 21, 22]) {
        const { x, y } = tileOf(p, z);
        const range = tileKeyRange({ x, y, z });
        expect(key).toBeGreaterThanOrEqual(range.first);
        expect(key).toBeLessThanOrEqual(range.last);
        // The neighbouring tile's range does not hold it.
        const next = tileKeyRange({ x: x + 1, y, z });
        expect(key < next.first || key > next.last).toBe(true);
      }
    }
  });

  it('gives a zoom-22 tile a range of one key and a zoom-21 tile four consecutive keys', () => {
    const p = { lat: 35.14461, lon: 33.41146 };
    const t22 = tileOf(p, 22);
    expect(tileKeyRange({ ...t22, z: 22 })).toEqual({ first: tileKeyOf(p), last: tileKeyOf(p) });
    const t21 = tileOf(p, 21);
    const r21 = tileKeyRange({ ...t21, z: 21 });
    expect(r21.last - r21.first).toBe(3);
    expect(tileKeyRange({ x: 0, y: 0, z: 0 })).toEqual({ first: 0, last: 4 ** 22 - 1 });
  });
});
