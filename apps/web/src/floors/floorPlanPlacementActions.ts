import {
  type FloorBounds,
  type FloorPlanGeoreference,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromPlacement,
  georeferenceMercatorCorners,
  type LatLng,
  latLngToMercator,
  type MercatorMetres,
  mercatorToLatLng,
  normaliseRotationDegrees,
  type PlanCorners,
  type PlanPlacement,
} from '@indoor/domain';

/**
 * Pure changes to a floor-plan placement (centre, ground width, rotation; the height
 * follows from the image's aspect ratio). Every change works in Web-Mercator metres,
 * the space the tiler cuts the plan in, so the overlay the user sees is the plan the
 * server tiles. Screen pixels never appear here: the map converts them to lat/lon first.
 */

/** The image corners a handle can grab, in the order PlanCorners lists them. */
export type PlanCornerName = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';

export const planCornerNames: readonly PlanCornerName[] = [
  'topLeft',
  'topRight',
  'bottomRight',
  'bottomLeft',
];

const cornerIndex: Record<PlanCornerName, 0 | 1 | 2 | 3> = {
  topLeft: 0,
  topRight: 1,
  bottomRight: 2,
  bottomLeft: 3,
};

const oppositeCorner: Record<PlanCornerName, PlanCornerName> = {
  topLeft: 'bottomRight',
  topRight: 'bottomLeft',
  bottomRight: 'topLeft',
  bottomLeft: 'topRight',
};

/** A size in whole or fractional pixels (image pixels or screen pixels, as the caller says). */
export interface PixelSize {
  width: number;
  height: number;
}

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** Mercator metres per ground metre at a latitude (Web-Mercator stretches by 1 / cos(lat)). */
const mercatorPerGroundMetre = (lat: number) => 1 / Math.cos(toRadians(lat));

/** Degrees in (-180, 180], the range rotationDegrees of the domain uses. */
export const normaliseDegrees = normaliseRotationDegrees;

export function placementGeoreference(placement: PlanPlacement): FloorPlanGeoreference {
  return georeferenceFromPlacement(placement);
}

/** The image corners [lon, lat]: top-left, top-right, bottom-right, bottom-left. */
export function placementCorners(placement: PlanPlacement): PlanCorners {
  return georeferenceCorners(placementGeoreference(placement));
}

/** The bounding box of the (possibly rotated) plan (docs/floors-and-plans.md#georeference). */
export function placementBounds(placement: PlanPlacement): FloorBounds {
  return georeferenceBounds(placementGeoreference(placement));
}

/** Ground width and height; the height follows from the image's aspect ratio. */
export function placementSizeMetres(placement: PlanPlacement): { widthM: number; heightM: number } {
  return {
    widthM: placement.widthM,
    heightM: (placement.widthM * placement.heightPx) / placement.widthPx,
  };
}

/** Moves the plan by the ground offset between two pointer positions (a drag of its body). */
export function translatePlacement(start: PlanPlacement, from: LatLng, to: LatLng): PlanPlacement {
  const a = latLngToMercator(from);
  const b = latLngToMercator(to);
  const centre = latLngToMercator(start.centre);
  return {
    ...start,
    centre: mercatorToLatLng({ x: centre.x + b.x - a.x, y: centre.y + b.y - a.y }),
  };
}

/** Moves the plan by metres east and north (keyboard nudges). */
export function nudgePlacement(start: PlanPlacement, eastM: number, northM: number): PlanPlacement {
  const scale = mercatorPerGroundMetre(start.centre.lat);
  const centre = latLngToMercator(start.centre);
  return {
    ...start,
    centre: mercatorToLatLng({ x: centre.x + eastM * scale, y: centre.y + northM * scale }),
  };
}

export function rotatePlacementBy(start: PlanPlacement, degrees: number): PlanPlacement {
  return { ...start, rotationDegrees: normaliseDegrees(start.rotationDegrees + degrees) };
}

/**
 * Turns the plan so its up direction points at the pointer (the rotate handle sits above
 * the top edge, so grabbing it and moving round the centre turns the plan with it).
 * A pointer on the centre leaves the rotation as it was.
 */
export function rotatePlacementTowards(start: PlanPlacement, pointer: LatLng): PlanPlacement {
  const centre = latLngToMercator(start.centre);
  const p = latLngToMercator(pointer);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  if (dx === 0 && dy === 0) return start;
  return { ...start, rotationDegrees: normaliseDegrees(toDegrees(Math.atan2(dx, dy))) };
}

/** Scales the width about the centre, never below `minWidthM`; the aspect ratio stays. */
export function scalePlacement(
  start: PlanPlacement,
  factor: number,
  minWidthM: number,
): PlanPlacement {
  return { ...start, widthM: Math.max(minWidthM, start.widthM * factor) };
}

/**
 * Resizes by dragging one corner while the opposite corner stays where it is. The
 * pointer is projected onto the plan's diagonal, so the aspect ratio and the rotation
 * never change (resizing keeps the aspect ratio: docs/floors-and-plans.md#floor-plan-placement).
 */
export function resizePlacementFromCorner(
  start: PlanPlacement,
  corner: PlanCornerName,
  pointer: LatLng,
  minWidthM: number,
): PlanPlacement {
  const corners = georeferenceMercatorCorners(placementGeoreference(start));
  const dragged = corners[cornerIndex[corner]];
  const anchor = corners[cornerIndex[oppositeCorner[corner]]];
  const diagonal = { x: dragged.x - anchor.x, y: dragged.y - anchor.y };
  const p = latLngToMercator(pointer);
  const along =
    ((p.x - anchor.x) * diagonal.x + (p.y - anchor.y) * diagonal.y) /
    (diagonal.x * diagonal.x + diagonal.y * diagonal.y);
  const minScale = minWidthM / start.widthM;
  const scale = Math.max(along, minScale);
  const centre = mercatorToLatLng({
    x: anchor.x + (diagonal.x * scale) / 2,
    y: anchor.y + (diagonal.y * scale) / 2,
  });
  // The ground width follows the mercator width at the new centre's latitude, so the
  // anchor corner stays exactly in place even though the scale factor varies with latitude.
  const mercatorWidth = start.widthM * mercatorPerGroundMetre(start.centre.lat) * scale;
  return {
    ...start,
    centre,
    widthM: Math.max(minWidthM, mercatorWidth / mercatorPerGroundMetre(centre.lat)),
  };
}

/** Where the rotate handle sits: `offsetM` metres beyond the middle of the top edge. */
export function rotateHandlePosition(placement: PlanPlacement, offsetM: number): LatLng {
  const [topLeft, topRight] = georeferenceMercatorCorners(placementGeoreference(placement));
  const theta = toRadians(placement.rotationDegrees);
  const scale = mercatorPerGroundMetre(placement.centre.lat);
  const topMiddle: MercatorMetres = {
    x: (topLeft.x + topRight.x) / 2,
    y: (topLeft.y + topRight.y) / 2,
  };
  return mercatorToLatLng({
    x: topMiddle.x + Math.sin(theta) * offsetM * scale,
    y: topMiddle.y + Math.cos(theta) * offsetM * scale,
  });
}

/**
 * A floor-plan canvas larger than the window is halved, again and again,
 * until it fits. Returns the shown size and how many times it was halved.
 */
export function halveUntilFits(
  image: PixelSize,
  window: PixelSize,
): PixelSize & { halvings: number } {
  let { width, height } = image;
  let halvings = 0;
  // A window of no size would never be fitted; the image is then shown as it is.
  if (!(window.width > 0 && window.height > 0)) return { width, height, halvings };
  while (width > window.width || height > window.height) {
    width /= 2;
    height /= 2;
    halvings += 1;
  }
  return { width, height, halvings };
}

/**
 * The placement of a newly chosen image: centred on `centre`, unrotated, as wide on the
 * ground as its halved-to-fit canvas is on the screen at the current map scale.
 */
export function initialPlacement(input: {
  centre: LatLng;
  image: PixelSize;
  window: PixelSize;
  /** Ground metres covered by one screen pixel at the map's centre. */
  metresPerScreenPixel: number;
}): PlanPlacement {
  const shown = halveUntilFits(input.image, input.window);
  return {
    centre: input.centre,
    widthM: shown.width * input.metresPerScreenPixel,
    rotationDegrees: 0,
    widthPx: input.image.width,
    heightPx: input.image.height,
  };
}

/** Two placements are the same for undo purposes when nothing the user can see differs. */
export function samePlacement(a: PlanPlacement, b: PlanPlacement): boolean {
  return (
    a.centre.lat === b.centre.lat &&
    a.centre.lon === b.centre.lon &&
    a.widthM === b.widthM &&
    a.rotationDegrees === b.rotationDegrees &&
    a.widthPx === b.widthPx &&
    a.heightPx === b.heightPx
  );
}

/**
 * A nudge given in screen directions (right, up; in ground metres) as metres east and
 * north, for a map turned to `bearingDegrees` (the direction at the top of the screen).
 */
export function screenNudgeToGround(
  rightM: number,
  upM: number,
  bearingDegrees: number,
): { eastM: number; northM: number } {
  const b = toRadians(bearingDegrees);
  return {
    eastM: rightM * Math.cos(b) + upM * Math.sin(b),
    northM: -rightM * Math.sin(b) + upM * Math.cos(b),
  };
}
