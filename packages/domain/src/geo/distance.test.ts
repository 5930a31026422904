import { describe, expect, it } from 'vitest';
import { haversineMetres, metresBetween, offsetByMetres } from './distance.js';

describe('haversineMetres', () => {
  it('is zero between a point and itself', () => {
    expect(haversineMetres({ lat: 35, lon: 33 }, { lat: 35, lon: 33 })).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
  });

  it('matches a known city distance (Nicosia to Limassol, about 60 km)', () => {
    const d = haversineMetres({ lat: 35.1856, lon: 33.3823 }, { lat: 34.6786, lon: 33.0413 });
    expect(d).toBeGreaterThan(60_000);
    expect(d).toBeLessThan(68_000);
  });
});

describe('offsetByMetres', () => {
  it('moves a point by the requested metres, within a centimetre over 100 m', () => {
    const origin = { lat: 35.14475, lon: 33.41115 };
    const moved = offsetByMetres(origin, 60, 80);
    expect(haversineMetres(origin, moved)).toBeCloseTo(100, 1);
  });
});

describe('metresBetween', () => {
  it('is the inverse of offsetByMetres', () => {
    const from = { lat: 35.1, lon: 33.4 };
    const to = offsetByMetres(from, 120.5, -80.25);
    const { eastM, northM } = metresBetween(from, to);
    expect(eastM).toBeCloseTo(120.5, 6);
    expect(northM).toBeCloseTo(-80.25, 6);
  });
});
