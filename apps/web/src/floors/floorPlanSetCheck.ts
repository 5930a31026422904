import {
  FloorMessages,
  FloorUiMessages,
  GeoreferenceError,
  georeferenceFromCorners,
  isValidLatitude,
  isValidLongitude,
  MapDefaults,
  type PlanCorners,
  type PlanPlacement,
} from '@indoor/domain';
import { placementBounds, placementCorners } from './floorPlanPlacementActions';

/** What "Set" needs to know about the editor when the user presses it. */
export interface FloorPlanSetInput {
  /** The selected building. */
  buid: string | null;
  /** The floor the plan is for, as typed or selected; null when none is chosen. */
  floorNumber: string | null;
  /** The map's zoom at the moment of setting (the server refuses plans set from too far out). */
  zoom: number;
  placement: PlanPlacement;
  /** Size of the chosen image file in bytes. */
  imageBytes: number;
}

/** The `json` field of the multipart upload (contract: floorPlanUploadJsonSchema). */
export interface FloorPlanUploadFields {
  buid: string;
  floor_number: string;
  zoom: number;
  bottom_left_lat: number;
  bottom_left_lng: number;
  top_right_lat: number;
  top_right_lng: number;
  corners: PlanCorners;
}

export type FloorPlanSetVerdict =
  | { ok: true; fields: FloorPlanUploadFields }
  | { ok: false; message: string };

const FLOOR_NUMBER = /^-?\d{1,4}$/;

/** The zoom as the refusal shows it: two decimals, never rounded up to the minimum. */
export const zoomForMessage = (zoom: number) => Math.floor(zoom * 100) / 100;

function cornersOnTheMap(corners: PlanCorners): boolean {
  return corners.every(([lon, lat]) => isValidLongitude(lon) && isValidLatitude(lat));
}

/**
 * The checks of docs/floors-and-plans.md#setting-a-plan, in this order: a selected building, a
 * floor with a number, a map zoom of at least 18, valid coordinates (the corners must also form the
 * parallelogram the server accepts), then a non-empty image.
 */
export function validateFloorPlanSet(input: FloorPlanSetInput): FloorPlanSetVerdict {
  const buid = input.buid?.trim() ?? '';
  if (buid === '') return { ok: false, message: FloorMessages.noBuildingSelected };
  if (input.floorNumber === null) return { ok: false, message: FloorMessages.noFloor };
  const floorNumber = input.floorNumber.trim();
  if (!FLOOR_NUMBER.test(floorNumber)) return { ok: false, message: FloorMessages.noFloorNumber };
  if (!(input.zoom >= MapDefaults.floorPlanMinZoom)) {
    return { ok: false, message: FloorMessages.minimumZoom(zoomForMessage(input.zoom)) };
  }

  let corners: PlanCorners;
  try {
    corners = placementCorners(input.placement);
    georeferenceFromCorners(corners, input.placement.widthPx, input.placement.heightPx);
  } catch (error) {
    if (error instanceof GeoreferenceError) {
      return { ok: false, message: FloorMessages.invalidCoordinates };
    }
    throw error;
  }
  if (!cornersOnTheMap(corners)) return { ok: false, message: FloorMessages.invalidCoordinates };

  if (!(input.imageBytes > 0)) return { ok: false, message: FloorUiMessages.emptyImage };

  return {
    ok: true,
    fields: {
      buid,
      floor_number: floorNumber,
      zoom: input.zoom,
      ...placementBounds(input.placement),
      corners,
    },
  };
}
