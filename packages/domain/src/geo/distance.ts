import { GeoConstants } from './constants.js';
import type { LatLng } from './coordinates.js';

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

/** Moves a position by metres east and north (local flat-earth approximation, fine below a few km). */
export function offsetByMetres(origin: LatLng, eastM: number, northM: number): LatLng {
  const r = GeoConstants.earthRadiusM;
  const lat = origin.lat + (northM / r) * (180 / Math.PI);
  const lon = origin.lon + (eastM / (r * Math.cos(toRadians(origin.lat)))) * (180 / Math.PI);
  return { lat, lon };
}

/** Metres east and north from one position to another (the inverse of offsetByMetres at `from`). */
export function metresBetween(from: LatLng, to: LatLng): { eastM: number; northM: number } {
  const r = GeoConstants.earthRadiusM;
  const northM = toRadians(to.lat - from.lat) * r;
  const eastM = toRadians(to.lon - from.lon) * r * Math.cos(toRadians(from.lat));
  return { eastM, northM };
}
