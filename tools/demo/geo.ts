import { type LatLng, localFrame } from '@indoor/domain';

/**
 * Georeference of the demo building: one affine chain shared by the POI coordinates,
 * the floor-plan corners and the SVG renderer, so a room drawn in the PNG always sits
 * under the POIs placed in it.
 *
 *   plan metres (x along the long axis, y across it, origin at the footprint's top-left)
 *     -> image pixels: px = (x + MARGIN_M) * PX_PER_M, py = (y + MARGIN_M) * PX_PER_M
 *     -> east/north metres around the footprint centre, rotated ROTATION_DEG clockwise
 *     -> lat/lon with a local flat-earth conversion.
 */

/** Footprint of the building in metres. */
export const FOOTPRINT_LENGTH_M = 64;
export const FOOTPRINT_DEPTH_M = 28;
/** Empty border around the footprint in the floor-plan image. */
export const MARGIN_M = 2;
/** 25 px/m gives a 1700 x 800 image and a 250 px scale bar for 10 m. */
export const PX_PER_M = 25;
export const IMAGE_WIDTH_PX = (FOOTPRINT_LENGTH_M + 2 * MARGIN_M) * PX_PER_M;
export const IMAGE_HEIGHT_PX = (FOOTPRINT_DEPTH_M + 2 * MARGIN_M) * PX_PER_M;

/** Footprint centre; the building's map position. */
export const CENTRE_LAT = 35.14475;
export const CENTRE_LON = 33.41115;
/** The image's "up" points to this bearing (clockwise from north). */
export const ROTATION_DEG = 18;
/** 1e-8 degree is about 1 mm: plenty, and keeps the committed JSON short and stable. */
const COORD_DECIMALS = 8;

const toRad = (deg: number) => (deg * Math.PI) / 180;
/**
 * The domain's local metre frame around the footprint centre, on the sphere of its haversine,
 * so distances the app computes between demo POIs come out in the metres they were laid out in.
 */
const FRAME = localFrame({ lat: CENTRE_LAT, lon: CENTRE_LON });

export function roundCoord(value: number): number {
  return Number(value.toFixed(COORD_DECIMALS));
}

/** Plan metres to image pixels (fractional). */
export function planToPixel(x: number, y: number): [number, number] {
  return [(x + MARGIN_M) * PX_PER_M, (y + MARGIN_M) * PX_PER_M];
}

/** Image pixels to plan metres. */
export function pixelToPlan(px: number, py: number): [number, number] {
  return [px / PX_PER_M - MARGIN_M, py / PX_PER_M - MARGIN_M];
}

/**
 * Plan metres to lat/lon. Unrotated, the long axis points east and image-up points
 * north; the whole plan is then turned clockwise, so a vector with bearing b ends up
 * with bearing b + ROTATION_DEG.
 */
export function planToLatLon(x: number, y: number): LatLng {
  const east0 = x - FOOTPRINT_LENGTH_M / 2;
  const north0 = -(y - FOOTPRINT_DEPTH_M / 2);
  const t = toRad(ROTATION_DEG);
  const east = east0 * Math.cos(t) + north0 * Math.sin(t);
  const north = -east0 * Math.sin(t) + north0 * Math.cos(t);
  const { lat, lon } = FRAME.toLatLng({ x: east, y: north });
  return { lat: roundCoord(lat), lon: roundCoord(lon) };
}

/** Image pixel to lat/lon; used for the corners. */
export function pixelToLatLon(px: number, py: number): LatLng {
  const [x, y] = pixelToPlan(px, py);
  return planToLatLon(x, y);
}

/** Image corners as [lon, lat]: top-left, top-right, bottom-right, bottom-left. */
export function imageCorners(): [
  [number, number],
  [number, number],
  [number, number],
  [number, number],
] {
  const corner = (px: number, py: number): [number, number] => {
    const { lat, lon } = pixelToLatLon(px, py);
    return [lon, lat];
  };
  return [
    corner(0, 0),
    corner(IMAGE_WIDTH_PX, 0),
    corner(IMAGE_WIDTH_PX, IMAGE_HEIGHT_PX),
    corner(0, IMAGE_HEIGHT_PX),
  ];
}
