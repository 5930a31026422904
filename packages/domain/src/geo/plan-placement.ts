import { FloorPlanPlacementConstants } from '../floors/constants.js';
import {
  georeferenceCentre,
  georeferenceFromCorners,
  type PlanCorners,
  type PlanPlacement,
  planSizeMetres,
  rotationDegrees,
} from './floor-plan-georeference.js';

/**
 * Placement maths of a floor plan that already has a place on the map: where a new image
 * of the same floor starts, how much of the screen the plan needs, and the width and
 * rotation a person types beside the handles.
 */

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Degrees in (-180, 180], the range rotationDegrees answers in. */
export function normaliseRotationDegrees(degrees: number): number {
  const wrapped = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

/** An image's size in pixels. */
export interface ImageSize {
  widthPx: number;
  heightPx: number;
}

/**
 * The placement of a plan whose corners are stored, for an image of `image`'s size: the
 * same centre, the same ground width (along the image's top edge) and the same rotation;
 * the height follows the image's aspect ratio. A new image of a floor starts where the
 * floor's current plan is, and the current image adjusted starts where it is. Throws a
 * GeoreferenceError for corners that enclose no plan.
 */
export function placementFromCorners(corners: PlanCorners, image: ImageSize): PlanPlacement {
  // Any pixel size gives the same ground geometry: the corners fix it.
  const geo = georeferenceFromCorners(corners, 1000, 1000);
  return {
    centre: georeferenceCentre(geo),
    widthM: planSizeMetres(geo).widthM,
    rotationDegrees: rotationDegrees(geo),
    widthPx: image.widthPx,
    heightPx: image.heightPx,
  };
}

/**
 * The ground width and height of the box around the plan's outline as it appears on a
 * map turned to `bearingDegrees` (the direction at the top of the screen): what must fit
 * on the screen for the whole plan and its handles to be seen.
 */
export function placementScreenExtentMetres(
  placement: PlanPlacement,
  bearingDegrees = 0,
): { widthM: number; heightM: number } {
  const widthM = placement.widthM;
  const heightM = (placement.widthM * placement.heightPx) / placement.widthPx;
  const turn = toRadians(placement.rotationDegrees - bearingDegrees);
  const cos = Math.abs(Math.cos(turn));
  const sin = Math.abs(Math.sin(turn));
  return { widthM: widthM * cos + heightM * sin, heightM: widthM * sin + heightM * cos };
}

/**
 * The map zoom at which a plan of ground extent `extent` just fits a screen box of
 * `box` pixels, from the ground metres one screen pixel covers at the current `zoom`
 * (each zoom level halves them); kept within [minZoom, maxZoom]. A box of no size leaves
 * the zoom as it is.
 */
export function zoomToShowPlacement(input: {
  extent: { widthM: number; heightM: number };
  box: { width: number; height: number };
  zoom: number;
  metresPerScreenPixel: number;
  minZoom: number;
  maxZoom: number;
}): number {
  const { extent, box, zoom, metresPerScreenPixel, minZoom, maxZoom } = input;
  const clamp = (z: number) => Math.min(maxZoom, Math.max(minZoom, z));
  if (!(box.width > 0 && box.height > 0 && metresPerScreenPixel > 0)) return clamp(zoom);
  const needed = Math.max(extent.widthM / box.width, extent.heightM / box.height);
  if (!(needed > 0) || !Number.isFinite(needed)) return clamp(zoom);
  return clamp(zoom - Math.log2(needed / metresPerScreenPixel));
}

/** A number as a person types it: a point or a comma before the decimals, an optional unit. */
function typedNumber(text: string, units: readonly string[]): number | null {
  let value = text.trim().toLowerCase();
  for (const unit of units) {
    if (value.endsWith(unit)) {
      value = value.slice(0, -unit.length).trim();
      break;
    }
  }
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(value)) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/**
 * A typed plan width in metres: a number from FloorPlanPlacementConstants.minWidthM to
 * maxWidthM ("12.5", "12,5" or "12.5 m"); null for anything else.
 */
export function parseTypedWidthMetres(text: string): number | null {
  const widthM = typedNumber(text, ['m']);
  const { minWidthM, maxWidthM } = FloorPlanPlacementConstants;
  if (widthM === null || widthM < minWidthM || widthM > maxWidthM) return null;
  return widthM;
}

/**
 * A typed rotation in degrees clockwise from north ("30", "-12.5", "370°"), normalised to
 * (-180, 180]; null for anything else, or a value further than
 * FloorPlanPlacementConstants.maxTypedRotationDeg from 0.
 */
export function parseTypedRotationDegrees(text: string): number | null {
  const degrees = typedNumber(text, ['°', 'deg']);
  if (degrees === null || Math.abs(degrees) > FloorPlanPlacementConstants.maxTypedRotationDeg)
    return null;
  return normaliseRotationDegrees(degrees);
}

/** The plan at a typed width: scaled about its centre, rotation and aspect ratio kept. */
export function withPlacementWidth(placement: PlanPlacement, widthM: number): PlanPlacement {
  return { ...placement, widthM };
}

/** The plan at a typed rotation: turned about its centre, size kept. */
export function withPlacementRotation(placement: PlanPlacement, degrees: number): PlanPlacement {
  return { ...placement, rotationDegrees: normaliseRotationDegrees(degrees) };
}
