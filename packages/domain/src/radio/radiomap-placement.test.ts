import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/coordinates.js';
import { haversineMetres, offsetByMetres } from '../geo/distance.js';
import type { PlanCorners } from '../geo/floor-plan-georeference.js';
import { tileKeyOf } from '../geo/tiles.js';
import { RadiomapPlacementConstants } from './constants.js';
import { distanceText, RadiomapPlacementMessages } from './messages.js';
import {
  farthestMetresFrom,
  farthestMetresOutsideOutline,
  matrixCoveredBy,
  planOutlineFromBounds,
  planOutlineFromCorners,
  radiomapPlacementProblem,
  tileKeysNear,
} from './radiomap-placement.js';

/** A building in Nicosia and the same survey 7,400 km away in Pittsburgh. */
const NICOSIA: LatLng = { lat: 35.1446, lon: 33.4115 };
const PITTSBURGH: LatLng = { lat: 40.4443, lon: -79.9436 };

/** A 40 m x 20 m plan centred on `centre`, turned `degrees` clockwise, as stored corners. */
function rotatedPlan(centre: LatLng, degrees: number): PlanCorners {
  const turn = (degrees * Math.PI) / 180;
  const corner = (x: number, y: number): [number, number] => {
    const east = x * Math.cos(turn) + y * Math.sin(turn);
    const north = -x * Math.sin(turn) + y * Math.cos(turn);
    const p = offsetByMetres(centre, east, north);
    return [p.lon, p.lat];
  };
  return [corner(-20, 10), corner(20, 10), corner(20, -10), corner(-20, -10)];
}

describe('distances of fingerprints', () => {
  it('answers the farthest point from a position', () => {
    const near = offsetByMetres(NICOSIA, 30, 40);
    expect(farthestMetresFrom([NICOSIA, near], NICOSIA)).toBeCloseTo(50, 3);
    expect(farthestMetresFrom([], NICOSIA)).toBe(0);
  });

  it('is 0 inside a rotated plan and measures the distance outside it, rotation considered', () => {
    const outline = planOutlineFromCorners(rotatedPlan(NICOSIA, 90));
    // Turned a quarter: 20 m wide east-west, 40 m north-south.
    const inside = offsetByMetres(NICOSIA, 0, 18);
    expect(farthestMetresOutsideOutline([NICOSIA, inside], outline)).toBe(0);
    const east = offsetByMetres(NICOSIA, 25, 0);
    expect(farthestMetresOutsideOutline([inside, east], outline)).toBeCloseTo(15, 1);
    // The same point lies inside the plan before it was turned.
    const unturned = planOutlineFromCorners(rotatedPlan(NICOSIA, 0));
    expect(farthestMetresOutsideOutline([offsetByMetres(NICOSIA, 15, 0)], unturned)).toBe(0);
    // Corners given in either order of turning.
    expect(farthestMetresOutsideOutline([east], [...outline].reverse())).toBeCloseTo(15, 1);
  });

  it('reads a plan known only by its bounding box', () => {
    const sw = offsetByMetres(NICOSIA, -10, -10);
    const ne = offsetByMetres(NICOSIA, 10, 10);
    const outline = planOutlineFromBounds({
      bottom_left_lat: sw.lat,
      bottom_left_lng: sw.lon,
      top_right_lat: ne.lat,
      top_right_lng: ne.lon,
    });
    expect(farthestMetresOutsideOutline([NICOSIA], outline)).toBe(0);
    expect(farthestMetresOutsideOutline([offsetByMetres(NICOSIA, -40, 0)], outline)).toBeCloseTo(
      30,
      1,
    );
  });
});

describe('where a radiomap belongs', () => {
  const plan = planOutlineFromCorners(rotatedPlan(NICOSIA, 30));
  const { maxDistanceFromBuildingM, planMarginM } = RadiomapPlacementConstants;

  it('accepts fingerprints near the building and on its plan', () => {
    expect(radiomapPlacementProblem([NICOSIA], NICOSIA, plan)).toBeNull();
    expect(radiomapPlacementProblem([offsetByMetres(NICOSIA, 150, 0)], NICOSIA, null)).toBeNull();
  });

  it('refuses fingerprints more than the limit from the building, with their distance', () => {
    const problem = radiomapPlacementProblem([NICOSIA, PITTSBURGH], NICOSIA, plan);
    expect(problem?.kind).toBe('far-from-building');
    expect(problem?.distanceM).toBeCloseTo(haversineMetres(NICOSIA, PITTSBURGH), 0);
    const justOut = offsetByMetres(NICOSIA, maxDistanceFromBuildingM + 1, 0);
    expect(radiomapPlacementProblem([justOut], NICOSIA, null)?.kind).toBe('far-from-building');
    const justIn = offsetByMetres(NICOSIA, maxDistanceFromBuildingM - 1, 0);
    expect(radiomapPlacementProblem([justIn], NICOSIA, null)).toBeNull();
  });

  it('refuses fingerprints farther than the margin outside a placed plan, with their distance', () => {
    const unturned = planOutlineFromCorners(rotatedPlan(NICOSIA, 0));
    const out = offsetByMetres(NICOSIA, 20 + planMarginM + 5, 0);
    expect(radiomapPlacementProblem([out], NICOSIA, unturned)).toEqual({
      kind: 'outside-plan',
      distanceM: expect.closeTo(planMarginM + 5, 1),
    });
    const withinMargin = offsetByMetres(NICOSIA, 20 + planMarginM - 5, 0);
    expect(radiomapPlacementProblem([withinMargin], NICOSIA, unturned)).toBeNull();
  });

  it('gives the distance in its message', () => {
    expect(distanceText(7_412_345)).toBe('7,412 km');
    expect(distanceText(1_530)).toBe('1.5 km');
    expect(distanceText(212.4)).toBe('212 m');
    expect(RadiomapPlacementMessages.farFromBuilding(7_412_345)).toContain(
      'lie up to 7,412 km from the building',
    );
    expect(RadiomapPlacementMessages.outsidePlan(31)).toContain('31 m outside');
  });
});

describe('a matrix covered by survey logs', () => {
  const spots = [NICOSIA, offsetByMetres(NICOSIA, 5, 0), offsetByMetres(NICOSIA, 10, 3)];
  const { coveredToleranceM } = RadiomapPlacementConstants;

  it('is covered when every location lies within the tolerance of a surveyed location', () => {
    const surveyed = spots.map((p) => offsetByMetres(p, coveredToleranceM * 0.6, 0));
    expect(matrixCoveredBy(spots, [...surveyed, offsetByMetres(NICOSIA, 50, 50)])).toBe(true);
  });

  it('is not covered when one location is farther, or nothing was surveyed', () => {
    const surveyed = [
      spots[0],
      spots[1],
      offsetByMetres(spots[2] as LatLng, 0, coveredToleranceM * 1.5),
    ];
    expect(matrixCoveredBy(spots, surveyed as LatLng[])).toBe(false);
    expect(matrixCoveredBy(spots, [])).toBe(false);
    expect(matrixCoveredBy([], spots)).toBe(false);
  });

  it('finds the tiles of every position within the tolerance', () => {
    for (const location of spots) {
      const keys = tileKeysNear(location);
      for (const [east, north] of [
        [0.49, 0.49],
        [-0.49, 0.2],
        [0.1, -0.49],
      ] as const) {
        expect(keys).toContain(tileKeyOf(offsetByMetres(location, east, north)));
      }
    }
  });
});
