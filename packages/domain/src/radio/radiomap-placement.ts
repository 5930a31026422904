import type { LatLng } from '../geo/coordinates.js';
import { haversineMetres, offsetByMetres } from '../geo/distance.js';
import type { FloorBounds, PlanCorners } from '../geo/floor-plan-georeference.js';
import { localFrame } from '../geo/local-frame.js';
import { tileKeyOf } from '../geo/tiles.js';
import { RadiomapPlacementConstants } from './constants.js';

/**
 * Whether an uploaded radiomap belongs where it is put (docs/wifi-layers.md#where-fingerprints-belong):
 * its fingerprints near the building's position and on the floor's placed plan, and
 * whether a matrix adds anything to the floor's survey logs.
 */

/** The outline of a placed plan on the ground: its corners in order round the plan. */
export type PlanOutline = readonly LatLng[];

/** The outline of a plan from its stored corners (top-left, top-right, bottom-right, bottom-left). */
export const planOutlineFromCorners = (corners: PlanCorners): PlanOutline =>
  corners.map(([lon, lat]) => ({ lat, lon }));

/** The outline of a floor known only by its bounding box. */
export const planOutlineFromBounds = (bounds: FloorBounds): PlanOutline => [
  { lat: bounds.top_right_lat, lon: bounds.bottom_left_lng },
  { lat: bounds.top_right_lat, lon: bounds.top_right_lng },
  { lat: bounds.bottom_left_lat, lon: bounds.top_right_lng },
  { lat: bounds.bottom_left_lat, lon: bounds.bottom_left_lng },
];

/** Metres from a point to the segment a..b (all in one local frame). */
function segmentDistance(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The farthest any of the points lies outside a convex outline, in metres (0 when every
 * point is inside or on it). The outline may turn either way and be rotated any amount.
 */
export function farthestMetresOutsideOutline(
  points: Iterable<LatLng>,
  outline: PlanOutline,
): number {
  const first = outline[0];
  if (!first || outline.length < 3) return 0;
  const frame = localFrame(first);
  const corners = outline.map((corner) => frame.toMetres(corner));
  // Positive when the corners turn anticlockwise (x east, y north).
  let area = 0;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] as typeof a;
    area += a.x * b.y - b.x * a.y;
  });
  const turn = Math.sign(area);
  if (turn === 0) return 0;
  let farthest = 0;
  for (const point of points) {
    const p = frame.toMetres(point);
    let outside = false;
    let nearest = Number.POSITIVE_INFINITY;
    corners.forEach((a, i) => {
      const b = corners[(i + 1) % corners.length] as typeof a;
      const side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      if (side * turn < 0) outside = true;
      nearest = Math.min(nearest, segmentDistance(p, a, b));
    });
    if (outside) farthest = Math.max(farthest, nearest);
  }
  return farthest;
}

/** The farthest any of the points lies from a position, in metres (0 without points). */
export function farthestMetresFrom(points: Iterable<LatLng>, position: LatLng): number {
  let farthest = 0;
  for (const point of points) farthest = Math.max(farthest, haversineMetres(position, point));
  return farthest;
}

/** Why a radiomap does not belong on a floor, with the distance (metres) that says so. */
export type RadiomapPlacementProblem =
  | { kind: 'far-from-building'; distanceM: number }
  | { kind: 'outside-plan'; distanceM: number };

/**
 * Refuses fingerprints farther than RadiomapPlacementConstants.maxDistanceFromBuildingM
 * from the building's position, or, when the floor has a placed plan, farther than
 * planMarginM outside its outline; null when they belong. The building is checked first:
 * a file of another building is named as such whatever the plan.
 */
export function radiomapPlacementProblem(
  points: readonly LatLng[],
  building: LatLng,
  plan: PlanOutline | null,
): RadiomapPlacementProblem | null {
  const fromBuilding = farthestMetresFrom(points, building);
  if (fromBuilding > RadiomapPlacementConstants.maxDistanceFromBuildingM) {
    return { kind: 'far-from-building', distanceM: fromBuilding };
  }
  if (plan) {
    const outside = farthestMetresOutsideOutline(points, plan);
    if (outside > RadiomapPlacementConstants.planMarginM) {
      return { kind: 'outside-plan', distanceM: outside };
    }
  }
  return null;
}

/**
 * The zoom-22 tile keys (tileKeyOf) of every position within `toleranceM` of a location:
 * where the scans that may cover it are stored. Zoom-22 tiles are wider than 0.8 m up to
 * 85° of latitude, so the corners and edge midpoints of the square around the location
 * touch every tile it overlaps for tolerances up to that.
 */
export function tileKeysNear(
  location: LatLng,
  toleranceM: number = RadiomapPlacementConstants.coveredToleranceM,
): number[] {
  const keys = new Set<number>();
  for (const east of [-toleranceM, 0, toleranceM]) {
    for (const north of [-toleranceM, 0, toleranceM]) {
      keys.add(tileKeyOf(offsetByMetres(location, east, north)));
    }
  }
  return [...keys];
}

/**
 * Whether a matrix adds nothing to a floor: it has locations, and every one of them lies
 * within `toleranceM` of a location of the floor's dated scans (a matrix is computed from
 * survey logs, so a floor that holds those logs already holds what it says).
 */
export function matrixCoveredBy(
  matrixLocations: readonly LatLng[],
  surveyedLocations: readonly LatLng[],
  toleranceM: number = RadiomapPlacementConstants.coveredToleranceM,
): boolean {
  const origin = matrixLocations[0];
  if (!origin || surveyedLocations.length === 0) return false;
  // Surveyed locations by grid square of the tolerance's size: a location's neighbours
  // within the tolerance lie in its square or the eight around it.
  const frame = localFrame(origin);
  const squares = new Map<string, LatLng[]>();
  const square = (p: LatLng) => {
    const m = frame.toMetres(p);
    return { x: Math.floor(m.x / toleranceM), y: Math.floor(m.y / toleranceM) };
  };
  for (const location of surveyedLocations) {
    const { x, y } = square(location);
    const key = `${x}|${y}`;
    const list = squares.get(key);
    if (list) list.push(location);
    else squares.set(key, [location]);
  }
  return matrixLocations.every((location) => {
    const { x, y } = square(location);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const near = squares.get(`${x + dx}|${y + dy}`) ?? [];
        if (near.some((other) => haversineMetres(location, other) <= toleranceM)) return true;
      }
    }
    return false;
  });
}
