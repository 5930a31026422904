import { type LatLng, localFrame } from '@indoor/domain';
import { PLAN_BOUNDS } from './factories.js';

/** The sample plan's south-west corner (PLAN_BOUNDS). */
export const PLAN_SOUTH_WEST: LatLng = {
  lat: PLAN_BOUNDS.bottom_left_lat,
  lon: PLAN_BOUNDS.bottom_left_lng,
};

/**
 * Positions given in metres east and north of `origin` (by default the sample plan's
 * south-west corner), as GeoJSON writes them ([longitude, latitude]), and rectangles of them
 * as closed outlines: rooms and doors drawn in a test.
 */
export function planMetres(origin: LatLng = PLAN_SOUTH_WEST) {
  const frame = localFrame(origin);
  const at = (x: number, y: number): [number, number] => {
    const { lat, lon } = frame.toLatLng({ x, y });
    return [lon, lat];
  };
  const rectangle = (x0: number, y0: number, x1: number, y1: number) => [
    at(x0, y0),
    at(x1, y0),
    at(x1, y1),
    at(x0, y1),
    at(x0, y0),
  ];
  return { frame, at, rectangle };
}
