import { MapDefaults } from '../map/constants.js';
import type { LatLng } from './coordinates.js';
import type { WorldPixel } from './tiles.js';

/**
 * A floor plan is placed on the map by an affine map from its image pixels to
 * Web-Mercator metres. Web-Mercator is what map tiles are cut in, so a plan that
 * is a parallelogram there is drawn exactly by the tiler; it is also conformal,
 * so a plan placed with drag, resize and rotation keeps its shape on the ground.
 */

/** Position in a floor-plan image: x right, y down; pixel k covers [k, k+1), its centre is k + 0.5. */
export interface ImagePixel {
  x: number;
  y: number;
}

/** Web-Mercator (EPSG:3857) position in metres: x east, y north. */
export interface MercatorMetres {
  x: number;
  y: number;
}

/** A corner as the floor API stores it: [longitude, latitude] in degrees. */
export type LonLatPair = readonly [lon: number, lat: number];

/** Image corners in the order top-left, top-right, bottom-right, bottom-left. */
export type PlanCorners = readonly [
  topLeft: LonLatPair,
  topRight: LonLatPair,
  bottomRight: LonLatPair,
  bottomLeft: LonLatPair,
];

/** The bounding-box fields of a floor (docs/floors-and-plans.md#floors), as numbers. */
export interface FloorBounds {
  bottom_left_lat: number;
  bottom_left_lng: number;
  top_right_lat: number;
  top_right_lng: number;
}

/**
 * Image pixel (x, y) lies at mercator `origin + x * xAxis + y * yAxis`; the image's
 * top-left corner (0, 0) is `origin`, its bottom-right corner is (widthPx, heightPx).
 */
export interface FloorPlanGeoreference {
  widthPx: number;
  heightPx: number;
  origin: MercatorMetres;
  /** Mercator step of one pixel to the right. */
  xAxis: MercatorMetres;
  /** Mercator step of one pixel down. */
  yAxis: MercatorMetres;
}

export type GeoreferenceProblem =
  | 'invalid-size'
  | 'invalid-coordinate'
  | 'degenerate'
  | 'not-a-parallelogram';

export class GeoreferenceError extends Error {
  constructor(
    readonly problem: GeoreferenceProblem,
    message: string,
  ) {
    super(message);
    this.name = 'GeoreferenceError';
  }
}

/** WGS84 semi-major axis, the radius of the Web-Mercator sphere (EPSG:3857). */
export const mercatorEarthRadiusM = 6_378_137;
/** Latitude where Web-Mercator's square world ends. */
export const mercatorMaxLatitude = 85.051_128_779_806_59;
/** Length of the equator in Web-Mercator metres. */
export const mercatorWorldSizeM = 2 * Math.PI * mercatorEarthRadiusM;
/** A fourth corner farther than this fraction of the diagonal from the parallelogram's is refused. */
export const parallelogramTolerance = 0.01;

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** Latitudes beyond the square world's edge (the poles) are clamped to it. */
export function latLngToMercator(p: LatLng): MercatorMetres {
  const lat = Math.max(-mercatorMaxLatitude, Math.min(mercatorMaxLatitude, p.lat));
  return {
    x: mercatorEarthRadiusM * toRadians(p.lon),
    y: mercatorEarthRadiusM * Math.atanh(Math.sin(toRadians(lat))),
  };
}

export function mercatorToLatLng(m: MercatorMetres): LatLng {
  return {
    lat: toDegrees(2 * Math.atan(Math.exp(m.y / mercatorEarthRadiusM)) - Math.PI / 2),
    lon: toDegrees(m.x / mercatorEarthRadiusM),
  };
}

/** Mercator metres per world pixel at a zoom (256-px tiles); world pixel (0, 0) is the north-west corner. */
export function mercatorMetresPerWorldPixel(zoom: number): number {
  return mercatorWorldSizeM / (MapDefaults.tileSize * 2 ** zoom);
}

export function mercatorToWorldPixel(m: MercatorMetres, zoom: number): WorldPixel {
  const perPixel = mercatorMetresPerWorldPixel(zoom);
  return {
    x: (m.x + mercatorWorldSizeM / 2) / perPixel,
    y: (mercatorWorldSizeM / 2 - m.y) / perPixel,
  };
}

export function worldPixelToMercator(px: WorldPixel, zoom: number): MercatorMetres {
  const perPixel = mercatorMetresPerWorldPixel(zoom);
  return {
    x: px.x * perPixel - mercatorWorldSizeM / 2,
    y: mercatorWorldSizeM / 2 - px.y * perPixel,
  };
}

function checkImageSize(widthPx: number, heightPx: number): void {
  if (!Number.isInteger(widthPx) || !Number.isInteger(heightPx) || widthPx <= 0 || heightPx <= 0) {
    throw new GeoreferenceError(
      'invalid-size',
      `The image size must be positive whole pixels, got ${widthPx} x ${heightPx}.`,
    );
  }
}

function cornerToMercator(corner: LonLatPair, name: string): MercatorMetres {
  const [lon, lat] = corner;
  if (
    !Number.isFinite(lon) ||
    !Number.isFinite(lat) ||
    Math.abs(lon) > 180 ||
    Math.abs(lat) > mercatorMaxLatitude
  ) {
    throw new GeoreferenceError(
      'invalid-coordinate',
      `The ${name} corner [${lon}, ${lat}] is not a longitude/latitude on the map.`,
    );
  }
  return latLngToMercator({ lat, lon });
}

/**
 * The georeference of an image whose corners were placed on the map. The affine
 * map is fixed by the top-left, top-right and bottom-left corners; the
 * bottom-right corner must agree with them (a parallelogram, within 1 % of the
 * diagonal), which catches corners given in the wrong order.
 */
export function georeferenceFromCorners(
  corners: PlanCorners,
  widthPx: number,
  heightPx: number,
): FloorPlanGeoreference {
  checkImageSize(widthPx, heightPx);
  const topLeft = cornerToMercator(corners[0], 'top-left');
  const topRight = cornerToMercator(corners[1], 'top-right');
  const bottomRight = cornerToMercator(corners[2], 'bottom-right');
  const bottomLeft = cornerToMercator(corners[3], 'bottom-left');
  const across = { x: topRight.x - topLeft.x, y: topRight.y - topLeft.y };
  const down = { x: bottomLeft.x - topLeft.x, y: bottomLeft.y - topLeft.y };
  const area = Math.abs(across.x * down.y - across.y * down.x);
  const diagonal = Math.hypot(across.x + down.x, across.y + down.y);
  if (!(area > 0) || area < 1e-9 * diagonal * diagonal) {
    throw new GeoreferenceError('degenerate', 'The plan corners enclose no area.');
  }
  const expectedBottomRight = {
    x: topLeft.x + across.x + down.x,
    y: topLeft.y + across.y + down.y,
  };
  const mismatch = Math.hypot(
    bottomRight.x - expectedBottomRight.x,
    bottomRight.y - expectedBottomRight.y,
  );
  if (mismatch > parallelogramTolerance * diagonal) {
    throw new GeoreferenceError(
      'not-a-parallelogram',
      'The plan corners do not form a parallelogram (expected top-left, top-right, bottom-right, bottom-left).',
    );
  }
  return {
    widthPx,
    heightPx,
    origin: topLeft,
    xAxis: { x: across.x / widthPx, y: across.y / widthPx },
    yAxis: { x: down.x / heightPx, y: down.y / heightPx },
  };
}

/** The georeference of an unrotated plan stretched over the floor's bounding box. */
export function georeferenceFromBounds(
  bounds: FloorBounds,
  widthPx: number,
  heightPx: number,
): FloorPlanGeoreference {
  const west = bounds.bottom_left_lng;
  const south = bounds.bottom_left_lat;
  const east = bounds.top_right_lng;
  const north = bounds.top_right_lat;
  return georeferenceFromCorners(
    [
      [west, north],
      [east, north],
      [east, south],
      [west, south],
    ],
    widthPx,
    heightPx,
  );
}

export function pixelToMercator(geo: FloorPlanGeoreference, p: ImagePixel): MercatorMetres {
  return {
    x: geo.origin.x + p.x * geo.xAxis.x + p.y * geo.yAxis.x,
    y: geo.origin.y + p.x * geo.xAxis.y + p.y * geo.yAxis.y,
  };
}

export function mercatorToPixel(geo: FloorPlanGeoreference, m: MercatorMetres): ImagePixel {
  const determinant = geo.xAxis.x * geo.yAxis.y - geo.yAxis.x * geo.xAxis.y;
  const dx = m.x - geo.origin.x;
  const dy = m.y - geo.origin.y;
  return {
    x: (dx * geo.yAxis.y - dy * geo.yAxis.x) / determinant,
    y: (dy * geo.xAxis.x - dx * geo.xAxis.y) / determinant,
  };
}

export function pixelToLatLng(geo: FloorPlanGeoreference, p: ImagePixel): LatLng {
  return mercatorToLatLng(pixelToMercator(geo, p));
}

export function latLngToPixel(geo: FloorPlanGeoreference, p: LatLng): ImagePixel {
  return mercatorToPixel(geo, latLngToMercator(p));
}

/** Corners of the image in mercator metres: top-left, top-right, bottom-right, bottom-left. */
export function georeferenceMercatorCorners(
  geo: FloorPlanGeoreference,
): [MercatorMetres, MercatorMetres, MercatorMetres, MercatorMetres] {
  return [
    pixelToMercator(geo, { x: 0, y: 0 }),
    pixelToMercator(geo, { x: geo.widthPx, y: 0 }),
    pixelToMercator(geo, { x: geo.widthPx, y: geo.heightPx }),
    pixelToMercator(geo, { x: 0, y: geo.heightPx }),
  ];
}

/** Corners of the image as [lon, lat], in the order georeferenceFromCorners takes them. */
export function georeferenceCorners(geo: FloorPlanGeoreference): PlanCorners {
  const [topLeft, topRight, bottomRight, bottomLeft] = georeferenceMercatorCorners(geo).map(
    (m): LonLatPair => {
      const { lat, lon } = mercatorToLatLng(m);
      return [lon, lat];
    },
  ) as [LonLatPair, LonLatPair, LonLatPair, LonLatPair];
  return [topLeft, topRight, bottomRight, bottomLeft];
}

/** The floor's bounding box: the smallest lat/lon box holding the (possibly rotated) plan. */
export function georeferenceBounds(geo: FloorPlanGeoreference): FloorBounds {
  const corners = georeferenceCorners(geo);
  const lons = corners.map(([lon]) => lon);
  const lats = corners.map(([, lat]) => lat);
  return {
    bottom_left_lat: Math.min(...lats),
    bottom_left_lng: Math.min(...lons),
    top_right_lat: Math.max(...lats),
    top_right_lng: Math.max(...lons),
  };
}

/** How a plan is placed with drag, resize and rotation: its centre, ground width and rotation. */
export interface PlanPlacement {
  centre: LatLng;
  /** Width of the image on the ground; the height follows from the image's aspect ratio. */
  widthM: number;
  /** Clockwise from north of the image's up direction, as rotationDegrees returns it. */
  rotationDegrees: number;
  widthPx: number;
  heightPx: number;
}

/** The georeference of a plan with square pixels placed by its centre, ground width and rotation. */
export function georeferenceFromPlacement(placement: PlanPlacement): FloorPlanGeoreference {
  const { centre, widthM, widthPx, heightPx } = placement;
  checkImageSize(widthPx, heightPx);
  if (!(widthM > 0) || !Number.isFinite(widthM)) {
    throw new GeoreferenceError('degenerate', `The plan width must be positive, got ${widthM} m.`);
  }
  if (
    !Number.isFinite(centre.lon) ||
    !Number.isFinite(centre.lat) ||
    Math.abs(centre.lon) > 180 ||
    Math.abs(centre.lat) > mercatorMaxLatitude ||
    !Number.isFinite(placement.rotationDegrees)
  ) {
    throw new GeoreferenceError('invalid-coordinate', 'The plan placement is not on the map.');
  }
  const mercatorPerPixel = widthM / widthPx / Math.cos(toRadians(centre.lat));
  const theta = toRadians(placement.rotationDegrees);
  const xAxis = { x: Math.cos(theta) * mercatorPerPixel, y: -Math.sin(theta) * mercatorPerPixel };
  const yAxis = { x: -Math.sin(theta) * mercatorPerPixel, y: -Math.cos(theta) * mercatorPerPixel };
  const c = latLngToMercator(centre);
  return {
    widthPx,
    heightPx,
    origin: {
      x: c.x - (xAxis.x * widthPx) / 2 - (yAxis.x * heightPx) / 2,
      y: c.y - (xAxis.y * widthPx) / 2 - (yAxis.y * heightPx) / 2,
    },
    xAxis,
    yAxis,
  };
}

/** Centre of the image on the map. */
export function georeferenceCentre(geo: FloorPlanGeoreference): LatLng {
  return pixelToLatLng(geo, { x: geo.widthPx / 2, y: geo.heightPx / 2 });
}

/**
 * Width and height of the plan on the ground. Mercator stretches lengths by
 * 1 / cos(latitude); the plan's centre latitude stands for the whole plan, which
 * is exact to well below a centimetre per 100 m for a building-sized plan.
 */
export function planSizeMetres(geo: FloorPlanGeoreference): { widthM: number; heightM: number } {
  const groundPerMercator = Math.cos(toRadians(georeferenceCentre(geo).lat));
  return {
    widthM: Math.hypot(geo.xAxis.x, geo.xAxis.y) * geo.widthPx * groundPerMercator,
    heightM: Math.hypot(geo.yAxis.x, geo.yAxis.y) * geo.heightPx * groundPerMercator,
  };
}

/**
 * Where the image's up direction points, in degrees clockwise from north,
 * in (-180, 180]: 0 for an unrotated plan, 90 when its top faces east.
 */
export function rotationDegrees(geo: FloorPlanGeoreference): number {
  const up = { x: -geo.yAxis.x, y: -geo.yAxis.y };
  const degrees = toDegrees(Math.atan2(up.x, up.y));
  return degrees === -180 ? 180 : degrees;
}
