import { describe, expect, it } from 'vitest';
import { latLngToWorldPixel, metresPerPixel, worldPixelToLatLng } from './tiles.js';

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
