import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/coordinates.js';
import { offsetByMetres } from '../geo/distance.js';
import type { PlanCorners } from '../geo/floor-plan-georeference.js';
import { keepInsideOutline } from './coverage-clip.js';
import { planOutlineFromCorners } from './radiomap-placement.js';

const CENTRE: LatLng = { lat: 35.1446, lon: 33.4115 };

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

const at = (east: number, north: number, id: string) => ({
  ...offsetByMetres(CENTRE, east, north),
  id,
});

describe('coverage cells kept on the plan', () => {
  it('keeps every cell when the floor has no plan', () => {
    const points = [at(0, 0, 'a'), at(500, 0, 'b')];
    expect(keepInsideOutline(points, null)).toEqual(points);
  });

  it('keeps the cells whose centre lies inside an unrotated plan', () => {
    const outline = planOutlineFromCorners(rotatedPlan(0));
    const kept = keepInsideOutline(
      [at(0, 0, 'centre'), at(19, 9, 'corner'), at(21, 0, 'east'), at(0, 11, 'north')],
      outline,
    );
    expect(kept.map((p) => p.id)).toEqual(['centre', 'corner']);
  });

  it('follows the rotation of the plan', () => {
    const outline = planOutlineFromCorners(rotatedPlan(45));
    // 18 m east is inside the unrotated plan but outside the one turned 45°; 12 m along the
    // turned long axis (south-east) is inside it.
    const along = (metres: number) => metres / Math.SQRT2;
    const kept = keepInsideOutline(
      [at(18, 0, 'east'), at(along(18), -along(18), 'along'), at(0, 0, 'centre')],
      outline,
    );
    expect(kept.map((p) => p.id)).toEqual(['along', 'centre']);
  });

  it('keeps a cell whose centre lies on the outline', () => {
    const outline = planOutlineFromCorners(rotatedPlan(0));
    const corner = outline[0] as LatLng;
    expect(keepInsideOutline([{ ...corner, id: 'on' }], outline)).toHaveLength(1);
  });
});
