import { GeoConstants } from './constants.js';
import type { LatLng } from './coordinates.js';

/** Metres from a local frame's origin: x to the east, y to the north. */
export interface LocalMetres {
  x: number;
  y: number;
}

/**
 * A flat (equirectangular) frame around one position, on the sphere haversineMetres uses:
 * a degree of latitude is always the same number of metres, a degree of longitude that
 * times the cosine of the origin's latitude. Exact to millimetres across a building, where
 * the ground is flat; the one conversion between degrees and local metres.
 */
export interface LocalFrame {
  readonly origin: LatLng;
  /** Metres east and north of the origin. */
  toMetres(p: LatLng): LocalMetres;
  /** The position `m` metres east and north of the origin (the inverse of toMetres). */
  toLatLng(m: LocalMetres): LatLng;
}

/** Metres in a degree of latitude (and of longitude on the equator). */
const METRES_PER_DEGREE = (GeoConstants.earthRadiusM * Math.PI) / 180;

/** The local equirectangular frame around `origin`. */
export function localFrame(origin: LatLng): LocalFrame {
  const { lat: lat0, lon: lon0 } = origin;
  const eastPerDegree = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  return {
    origin,
    toMetres: (p) => ({
      x: (p.lon - lon0) * eastPerDegree,
      y: (p.lat - lat0) * METRES_PER_DEGREE,
    }),
    toLatLng: (m) => ({ lat: lat0 + m.y / METRES_PER_DEGREE, lon: lon0 + m.x / eastPerDegree }),
  };
}
