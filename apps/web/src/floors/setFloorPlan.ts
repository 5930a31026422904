import {
  AlertLevel,
  Alerts,
  type Floor,
  FloorMessages,
  FloorUiMessages,
  floorAdd,
} from '@indoor/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, errorMessage, uploadFloorPlan } from '../api/client';
import { showAlert, useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { failureWithDefault, putFloorInCache } from './floorMutations';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { validateFloorPlanSet } from './floorPlanSetCheck';
import { findFloor } from './floorState';

export interface SetFloorPlanContext {
  queryClient: QueryClient;
  buid: string | null;
  /** The floor number the plan is for (the toolbar's field); null when it is empty. */
  floorNumber: string | null;
  /** The selected building's floors as last loaded: a number not among them is created first. */
  floors: readonly Floor[];
  /** The map's zoom now. */
  zoom: number;
}

/** The "uploading" alert stays until the answer replaces it; tiling a large plan takes a while. */
const UPLOADING_ALERT_MS = 10 * 60_000;

export type SetFloorPlanOutcome = 'refused' | 'uploaded' | 'failed' | 'not-placing';

/** After the success alert has been read, the plan's size follows as an info alert. */
function showPlanSizeAfterSuccess(widthM: number, heightM: number): void {
  const successId = useAlertStore.getState().alert?.id;
  setTimeout(() => {
    // Only if nothing else was said meanwhile.
    if (useAlertStore.getState().alert?.id !== successId) return;
    showAlert({
      level: AlertLevel.info,
      text: FloorUiMessages.planSize(widthM, heightM),
      autoHideMs: Alerts.autoHideMs,
    });
  }, Alerts.infoAutoHideMs);
}

/**
 * "Set" of the floor-plan placement (SPEC sections 4 and 5): validate, create the floor
 * when its number is new, upload the image with its corners, then leave the mode and
 * select the floor, whose new plan version brings its new tiles. A failure keeps the
 * placement on the map so the user can try again.
 */
export async function setFloorPlan(context: SetFloorPlanContext): Promise<SetFloorPlanOutcome> {
  const state = useFloorPlanPlacementStore.getState().placement;
  if (state.name !== 'placing') return 'not-placing';

  const verdict = validateFloorPlanSet({
    buid: context.buid,
    floorNumber: context.floorNumber,
    zoom: context.zoom,
    placement: state.placement,
    imageBytes: state.image.file.size,
  });
  if (!verdict.ok) {
    showAlert({ level: AlertLevel.danger, text: verdict.message });
    return 'refused';
  }
  const { fields } = verdict;

  dispatchFloorPlanPlacement({ type: 'set' });
  showAlert({
    level: AlertLevel.info,
    text: FloorMessages.uploading,
    autoHideMs: UPLOADING_ALERT_MS,
  });

  if (!findFloor(context.floors, fields.floor_number)) {
    try {
      const added = await callApi(floorAdd, {
        body: { buid: fields.buid, floor_number: fields.floor_number, is_published: true },
      });
      putFloorInCache(context.queryClient, fields.buid, added.floor);
    } catch (error) {
      dispatchFloorPlanPlacement({ type: 'failed' });
      showAlert({
        level: AlertLevel.danger,
        text: failureWithDefault(FloorMessages.couldNotCreate, error),
      });
      return 'failed';
    }
  }

  const form = new FormData();
  form.append('json', JSON.stringify(fields));
  form.append('floorplan', state.image.file, state.image.file.name || 'floorplan');
  try {
    const answer = await uploadFloorPlan(form);
    putFloorInCache(context.queryClient, fields.buid, answer.floor);
    useSelectionStore.getState().selectFloor(answer.floor.floor_number);
    dispatchFloorPlanPlacement({ type: 'uploaded' });
    showAlert({ level: AlertLevel.success, text: answer.message });
    showPlanSizeAfterSuccess(answer.size_m.width, answer.size_m.height);
    return 'uploaded';
  } catch (error) {
    dispatchFloorPlanPlacement({ type: 'failed' });
    showAlert({ level: AlertLevel.danger, text: errorMessage(error, FloorMessages.uploadError) });
    return 'failed';
  }
}
