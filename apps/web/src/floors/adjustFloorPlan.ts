import { AlertLevel, type Floor, FloorMessages, floorPlanBase64 } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { callApi, errorMessage } from '../api/client';
import { showAlert } from '../state/alerts';
import { floorPlanCorners } from './floorState';
import { startFloorPlanPlacement } from './startFloorPlanPlacement';

/** The bytes of a base64 text. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * "Adjust placement": the floor's current plan, downloaded from the server, enters the
 * placement mode where it is (same centre, width and rotation), to be moved, resized or
 * rotated; Set then sends the new corners only (setFloorPlan.ts). False when the floor
 * has no plan, or it could not be downloaded or read (said in an alert).
 */
export async function startAdjustingFloorPlan(
  buid: string,
  floor: Floor,
  map: MapLibreMap,
): Promise<boolean> {
  const corners = floorPlanCorners(floor);
  const planVersion = floor.plan_version;
  if (!corners || !planVersion) return false;
  let answer: Awaited<ReturnType<typeof callApi<typeof floorPlanBase64>>>;
  try {
    answer = await callApi(floorPlanBase64, {
      params: { buid, floor_number: floor.floor_number },
    });
  } catch (error) {
    showAlert({ level: AlertLevel.danger, text: errorMessage(error, FloorMessages.cantDownload) });
    return false;
  }
  const file = new File([fromBase64(answer.base64)], `floor-${floor.floor_number}-plan`, {
    type: answer.content_type,
  });
  return startFloorPlanPlacement(file, map, null, {
    floorNumber: floor.floor_number,
    currentCorners: corners,
    adjusting: { floorNumber: floor.floor_number, planVersion },
  });
}
