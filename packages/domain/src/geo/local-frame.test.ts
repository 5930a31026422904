import { describe, expect, it } from 'vitest';
import { haversineMetres, metresBetween, offsetByMetres } from './distance.js';
import { localFrame } from './local-frame.js';

describe('localFrame', () => {
  const origin = { lat: 35.14475, lon: 33.41115 };
  const frame = localFrame(origin);

  it('puts the origin at 0, 0 and measures east as x and north as y', () => {
    expect(frame.toMetres(origin)).toEqual({ x: 0, y: 0 });
    const east = frame.toMetres({ lat: origin.lat, lon: origin.lon + 0.001 });
    expect(east.y).toBe(0);
    expect(east.x).toBeCloseTo(
      haversineMetres(origin, { lat: origin.lat, lon: origin.lon + 0.001 }),
      3,
    );
    const north = frame.toMetres({ lat: origin.lat + 0.001, lon: origin.lon });
    expect(north.x).toBe(0);
    expect(north.y).toBeCloseTo(111.19, 1);
  });

  it('goes back to the same position', () => {
    const there = frame.toLatLng({ x: 42.5, y: -17.25 });
    const back = frame.toMetres(there);
    expect(back.x).toBeCloseTo(42.5, 9);
    expect(back.y).toBeCloseTo(-17.25, 9);
  });

  it('is the frame offsetByMetres and metresBetween use', () => {
    const moved = offsetByMetres(origin, 120.5, -80.25);
    expect(moved).toEqual(frame.toLatLng({ x: 120.5, y: -80.25 }));
    const { eastM, northM } = metresBetween(origin, moved);
    expect({ x: eastM, y: northM }).toEqual(frame.toMetres(moved));
  });
});
