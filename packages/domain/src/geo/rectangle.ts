import type { LatLng } from './coordinates.js';

/**
 * A rectangle on the map between two parallels and two meridians, by its south-west and
 * north-east corners (the delete rectangle of docs/wifi-layers.md#delete-rectangle). It never
 * crosses the antimeridian: a floor is never that wide.
 */
export interface LatLngRectangle {
  sw: LatLng;
  ne: LatLng;
}

/** The rectangle spanned by two opposite corners given in any order (as a drag draws them). */
export function rectangleFromCorners(a: LatLng, b: LatLng): LatLngRectangle {
  return {
    sw: { lat: Math.min(a.lat, b.lat), lon: Math.min(a.lon, b.lon) },
    ne: { lat: Math.max(a.lat, b.lat), lon: Math.max(a.lon, b.lon) },
  };
}

/** Whether a position lies in the rectangle, its edges included. */
export function rectangleContains(rectangle: LatLngRectangle, p: LatLng): boolean {
  return (
    p.lat >= rectangle.sw.lat &&
    p.lat <= rectangle.ne.lat &&
    p.lon >= rectangle.sw.lon &&
    p.lon <= rectangle.ne.lon
  );
}
