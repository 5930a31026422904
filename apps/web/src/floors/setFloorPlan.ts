import {
  AlertLevel,
  Alerts,
  EditorMessages,
  type Floor,
  FloorMessages,
  FloorUiMessages,
  floorAdd,
  floorPlanPlace,
  floorPlanRestore,
} from '@indoor/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi, errorMessage, uploadFloorPlan } from '../api/client';
import { recordEdit, StepGone } from '../editor/history';
import { showAlert, useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { failureWithDefault, putFloorInCache } from './floorMutations';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { type FloorPlanUploadFields, validateFloorPlanSet } from './floorPlanSetCheck';
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

export type SetFloorPlanOutcome =
  | 'refused'
  /** A new image over a floor's plan: the confirmation is shown, nothing is sent yet. */
  | 'confirming'
  | 'uploaded'
  /** The current plan's placement set again. */
  | 'placed'
  | 'failed'
  | 'not-placing';

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
 * A plan change the server made (a replacement, or a placement set again) as one server
 * step of the editor's history: undo makes the plan that was live before live again,
 * redo the new one; each only while the other is live, so an undo never throws away a
 * plan someone else set since. A plan the server no longer keeps ends the step.
 */
function recordPlanChange(
  queryClient: QueryClient,
  change: { buid: string; floorNumber: string; label: string; before: string; after: string },
): void {
  const makeLive = async (version: string, replacing: string) => {
    try {
      const answer = await callApi(floorPlanRestore, {
        body: {
          buid: change.buid,
          floor_number: change.floorNumber,
          plan_version: version,
          live_version: replacing,
        },
      });
      putFloorInCache(queryClient, change.buid, answer.floor);
      useSelectionStore.getState().selectFloor(answer.floor.floor_number);
    } catch (error) {
      // Gone (410) or overtaken by another change (409): trying again cannot help.
      if (error instanceof ApiError && (error.status === 410 || error.status === 409))
        throw new StepGone(errorMessage(error, error.message));
      throw error;
    }
  };
  recordEdit({
    label: change.label,
    undo: () => makeLive(change.before, change.after),
    redo: () => makeLive(change.after, change.before),
  });
}

/**
 * After a plan change: the floor as answered, selected, the mode left, the outcome said; when
 * the change replaced a plan the server keeps, one step of the editor's history named `label`.
 */
function planChanged(
  context: SetFloorPlanContext,
  buid: string,
  answer: {
    message: string;
    floor: Floor;
    size_m: { width: number; height: number };
    previous_plan_version?: string | null;
  },
  label: (floorNumber: string) => string,
): void {
  putFloorInCache(context.queryClient, buid, answer.floor);
  useSelectionStore.getState().selectFloor(answer.floor.floor_number);
  dispatchFloorPlanPlacement({ type: 'uploaded' });
  showAlert({ level: AlertLevel.success, text: answer.message });
  showPlanSizeAfterSuccess(answer.size_m.width, answer.size_m.height);
  const after = answer.floor.plan_version;
  if (answer.previous_plan_version && after)
    recordPlanChange(context.queryClient, {
      buid,
      floorNumber: answer.floor.floor_number,
      label: label(answer.floor.floor_number),
      before: answer.previous_plan_version,
      after,
    });
}

/**
 * "Set" of the floor-plan placement (docs/floors-and-plans.md#setting-a-plan): validate, create the
 * floor when its number is new, upload the image with its corners, then leave the mode and select
 * the floor, whose new plan version brings its new tiles. A new image over a floor's plan asks
 * first ('confirming'; the confirmation calls this again to go on), and the replacement is one step
 * of the editor's history. The current plan being adjusted sends its placement only. A failure
 * keeps the placement on the map so the user can try again.
 */
export async function setFloorPlan(context: SetFloorPlanContext): Promise<SetFloorPlanOutcome> {
  const state = useFloorPlanPlacementStore.getState().placement;
  if (state.name !== 'placing' && state.name !== 'confirming') return 'not-placing';
  const { adjusting } = state.image;

  const verdict = validateFloorPlanSet({
    buid: context.buid,
    floorNumber: adjusting ? adjusting.floorNumber : context.floorNumber,
    zoom: context.zoom,
    placement: state.placement,
    imageBytes: state.image.file.size,
  });
  if (!verdict.ok) {
    if (state.name === 'confirming') dispatchFloorPlanPlacement({ type: 'back' });
    showAlert({ level: AlertLevel.danger, text: verdict.message });
    return 'refused';
  }
  const { fields } = verdict;
  if (adjusting) return placeAgain(context, fields, adjusting);

  const replaced = findFloor(context.floors, fields.floor_number);
  if (state.name === 'placing' && replaced?.plan_version) {
    dispatchFloorPlanPlacement({ type: 'ask' });
    return 'confirming';
  }

  dispatchFloorPlanPlacement({ type: 'set' });
  showAlert({
    level: AlertLevel.info,
    text: FloorMessages.uploading,
    autoHideMs: UPLOADING_ALERT_MS,
  });

  if (!replaced) {
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
    planChanged(context, fields.buid, answer, EditorMessages.actionReplaceFloorPlan);
    return 'uploaded';
  } catch (error) {
    dispatchFloorPlanPlacement({ type: 'failed' });
    showAlert({ level: AlertLevel.danger, text: errorMessage(error, FloorMessages.uploadError) });
    return 'failed';
  }
}

/** Set of the current plan being adjusted: its new corners only; the server tiles it again. */
async function placeAgain(
  context: SetFloorPlanContext,
  fields: FloorPlanUploadFields,
  adjusting: { floorNumber: string; planVersion: string },
): Promise<SetFloorPlanOutcome> {
  dispatchFloorPlanPlacement({ type: 'set' });
  showAlert({
    level: AlertLevel.info,
    text: FloorMessages.uploading,
    autoHideMs: UPLOADING_ALERT_MS,
  });
  try {
    const answer = await callApi(floorPlanPlace, {
      body: {
        buid: fields.buid,
        floor_number: adjusting.floorNumber,
        plan_version: adjusting.planVersion,
        zoom: fields.zoom,
        corners: fields.corners as [
          [number, number],
          [number, number],
          [number, number],
          [number, number],
        ],
      },
    });
    planChanged(context, fields.buid, answer, EditorMessages.actionAdjustFloorPlan);
    return 'placed';
  } catch (error) {
    dispatchFloorPlanPlacement({ type: 'failed' });
    showAlert({ level: AlertLevel.danger, text: errorMessage(error, FloorMessages.uploadError) });
    return 'failed';
  }
}
