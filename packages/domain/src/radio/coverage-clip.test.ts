import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/coordinates.js';
import { offsetByMetres } from '../geo/distance.js';
import type { PlanCorners } from '../geo/floor-plan-georeference.js';
import { localFrame } from '../geo/local-frame.js';
import { clipRingToOutline } from './coverage-clip.js';
import { planOutlineFromCorners } from './radiomap-placement.js';

const CENTRE: LatLng = { lat: 35.1446, lon: 33.4115 };
const frame = localFrame(CENTRE);

/** A 40 m x 20 m plan centred on CENTRE, turned `degrees` clockwise, as stored corners. */
function rotatedPlan(degrees: number): PlanCorners {
  const turn = (degrees * Math.PI) / 180;
  const corner = (x: number, y: number): [number, number] => {
    const east = x * Math.cos(turn) + y * Math.sin(turn);
    const north = -x * Math.sin(turn) + y * Math.cos(turn);
    const p = offsetByMetres(CENTRE, east, north);
    return [p.lon, p.lat];
  };
  return [corner(-20, 10), corner(20, 10), corner(20, -10), corner(-20, -10)];
}

/** A square of side 2h (metres) centred `east`, `north` of CENTRE, its corners anticlockwise. */
const square = (east: number, north: number, h: number): LatLng[] =>
  [
    [east - h, north - h],
    [east + h, north - h],
    [east + h, north + h],
    [east - h, north + h],
  ].map(([x, y]) => frame.toLatLng({ x: x as number, y: y as number }));

/** The area of a ring in square metres. */
function areaM2(ring: readonly LatLng[]): number {
  const m = ring.map((p) => frame.toMetres(p));
  let area = 0;
  m.forEach((a, i) => {
    const b = m[(i + 1) % m.length] as typeof a;
    area += a.x * b.y - b.x * a.y;
  });
  return Math.abs(area) / 2;
}

describe('coverage squares cut to the plan', () => {
  const plan = planOutlineFromCorners(rotatedPlan(0));

  it('leaves a square whole when the floor has no plan', () => {
    const ring = square(500, 0, 5);
    expect(clipRingToOutline(ring, null)).toEqual(ring);
  });

  it('keeps a square inside the plan whole and drops one outside it', () => {
    expect(areaM2(clipRingToOutline(square(0, 0, 5), plan))).toBeCloseTo(100, 3);
    expect(clipRingToOutline(square(40, 0, 5), plan)).toEqual([]);
  });

  it('cuts a square across the edge to the part on the plan', () => {
    // Centred on the east edge (20 m east): half of it lies on the plan.
    expect(areaM2(clipRingToOutline(square(20, 0, 5), plan))).toBeCloseTo(50, 3);
    // Over the north-east corner: a quarter.
    expect(areaM2(clipRingToOutline(square(20, 10, 5), plan))).toBeCloseTo(25, 3);
  });

  it('follows the rotation of the plan, whichever way its corners turn', () => {
    const turned = planOutlineFromCorners(rotatedPlan(90));
    // Turned 90°, the plan is 20 m wide east-west: a square 15 m east is off it.
    expect(clipRingToOutline(square(15, 0, 4), turned)).toEqual([]);
    expect(areaM2(clipRingToOutline(square(10, 0, 4), turned))).toBeCloseTo(32, 3);
    expect(areaM2(clipRingToOutline(square(0, 15, 4), turned))).toBeCloseTo(64, 3);
    const reversed = [...turned].reverse();
    expect(areaM2(clipRingToOutline(square(10, 0, 4), reversed))).toBeCloseTo(32, 3);
  });
});
