import { GeoConstants } from './constants.js';
import type { LatLng } from './coordinates.js';
import { localFrame } from './local-frame.js';

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine, earth radius 6371 km). */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * GeoConstants.earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Moves a position by metres east and north (in the local frame around it: fine below a few km). */
export function offsetByMetres(origin: LatLng, eastM: number, northM: number): LatLng {
  return localFrame(origin).toLatLng({ x: eastM, y: northM });
}

/** Metres east and north from one position to another (the inverse of offsetByMetres at `from`). */
export function metresBetween(from: LatLng, to: LatLng): { eastM: number; northM: number } {
  const { x, y } = localFrame(from).toMetres(to);
  return { eastM: x, northM: y };
}
