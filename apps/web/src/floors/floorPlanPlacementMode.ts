import {
  EditorMessages,
  FloorPlanPlacementConstants,
  type LatLng,
  type PlanPlacement,
  screenPoint,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { create } from 'zustand';
import { enterMode, leaveMode } from '../editor/editor';
import { clearLocalSteps, recordStep } from '../editor/history';
import type { EditorMode } from '../editor/mode';
import { placementCorners, translatePlacement } from './floorPlanPlacementActions';
import { installPlanBodyDrag, pointInQuad } from './floorPlanPlacementBehaviors';
import {
  type FloorPlanPlacementEvent,
  type FloorPlanPlacementState,
  type FloorPlanPlacementStep,
  floorPlanPlacementTransition,
  idleFloorPlanPlacement,
} from './floorPlanPlacementMachine';

/**
 * The floor-plan placement mode: the state machine of floorPlanPlacementMachine.ts, the
 * store the overlay and the panels render from, and the mode object the editor enters
 * while an image is being placed (editor/editor.ts). Its changes are local steps of the
 * one history (scope 'floor-plan-placement', one level, docs/map-and-editor.md#undo-history):
 * Ctrl+Z moves the overlay back and never reaches the server; they end when the placement does.
 */

interface FloorPlanPlacementStore {
  placement: FloorPlanPlacementState;
  /**
   * A plan was just chosen and waits to be fitted into the free part of the map, which
   * is known once the placement panel is drawn (startFloorPlanPlacement.ts): the overlay
   * is not shown, so nothing can move it, until the 'fit' event.
   */
  awaitingFit: boolean;
  /**
   * The floor the plan is for, as the toolbar's field says (a new number creates the
   * floor at Set); the floor below it shows faintly under the overlay. Null when idle.
   */
  targetFloor: string | null;
}

export const useFloorPlanPlacementStore = create<FloorPlanPlacementStore>()(() => ({
  placement: idleFloorPlanPlacement,
  awaitingFit: false,
  targetFloor: null,
}));

/** The floor the plan being placed is for (the toolbar's field). */
export function setPlacementFloor(floorNumber: string | null): void {
  useFloorPlanPlacementStore.setState({ targetFloor: floorNumber });
}

const currentState = () => useFloorPlanPlacementStore.getState().placement;

/** Where the pointer was when the current body drag began. */
let dragFrom: LatLng | null = null;

/** Feeds one event to the state machine and keeps the mode entered or left to match. */
export function dispatchFloorPlanPlacement(event: FloorPlanPlacementEvent): FloorPlanPlacementStep {
  const step = floorPlanPlacementTransition(currentState(), event);
  if (!step.accepted) return step;
  // Another image starts over: the old steps belonged to the old image.
  if (event.type === 'choose') clearLocalSteps(floorPlanPlacementMode.historyScope);
  const awaitingFit =
    event.type === 'choose' ||
    (useFloorPlanPlacementStore.getState().awaitingFit &&
      event.type !== 'fit' &&
      step.state.name !== 'idle');
  useFloorPlanPlacementStore.setState({
    placement: step.state,
    awaitingFit,
    ...(step.state.name === 'idle' ? { targetFloor: null } : {}),
  });
  if (step.state.name === 'idle') leaveMode(floorPlanPlacementMode);
  else if (event.type === 'choose' || event.type === 'failed') enterMode(floorPlanPlacementMode);
  return step;
}

/**
 * Records the change just made as one local step: undo is the machine's one-level undo,
 * redo puts the changed placement back. Neither is possible while the plan uploads.
 */
function recordPlacementStep(after: PlanPlacement): void {
  const whilePlacing = (event: FloorPlanPlacementEvent) => () => {
    if (!dispatchFloorPlanPlacement(event).accepted) {
      throw new Error(EditorMessages.notPlacingFloorPlan);
    }
  };
  recordStep(
    {
      label: EditorMessages.actionPlaceFloorPlan,
      scope: 'floor-plan-placement',
      undo: whilePlacing({ type: 'undo' }),
      redo: whilePlacing({ type: 'change', placement: after }),
    },
    FloorPlanPlacementConstants.overlayHistoryLevels,
  );
}

/** One undoable change computed from the current placement (keyboard nudges). */
export function changePlacement(change: (current: PlanPlacement) => PlanPlacement): void {
  const state = currentState();
  if (state.name !== 'placing' || state.gestureStart !== null) return;
  const step = dispatchFloorPlanPlacement({ type: 'change', placement: change(state.placement) });
  if (step.accepted && step.state.name === 'placing') recordPlacementStep(step.state.placement);
}

export function beginPlacementGesture(): boolean {
  return dispatchFloorPlanPlacement({ type: 'gestureStart' }).accepted;
}

/** A step of the current drag, computed from the placement the drag began with. */
export function movePlacementGesture(update: (start: PlanPlacement) => PlanPlacement): void {
  const state = currentState();
  if (state.name !== 'placing' || state.gestureStart === null) return;
  dispatchFloorPlanPlacement({ type: 'gestureMove', placement: update(state.gestureStart) });
}

/** Ends a drag: one step of history if it moved the plan. */
export function endPlacementGesture(): void {
  const before = currentState();
  const step = dispatchFloorPlanPlacement({ type: 'gestureEnd' });
  if (!step.accepted || before.name !== 'placing' || step.state.name !== 'placing') return;
  if (step.state.undo !== before.undo) recordPlacementStep(step.state.placement);
}

function planOnScreen(map: MapLibreMap, placement: PlanPlacement) {
  return placementCorners(placement).map(([lon, lat]) => screenPoint(map.project([lon, lat])));
}

function createFloorPlanPlacementMode() {
  let removers: (() => void)[] = [];
  const removeBehaviors = () => {
    for (const remove of removers) remove();
    removers = [];
    dragFrom = null;
  };
  return {
    id: 'floor-plan-placement',
    historyScope: 'floor-plan-placement',
    enter({ map }) {
      removeBehaviors();
      removers = [
        installPlanBodyDrag(map, {
          isOverPlan: (point) => {
            const state = currentState();
            return (
              state.name === 'placing' &&
              !useFloorPlanPlacementStore.getState().awaitingFit &&
              pointInQuad(point, planOnScreen(map, state.placement))
            );
          },
          start: (at) => {
            if (beginPlacementGesture()) dragFrom = at;
          },
          move: (at) => {
            const from = dragFrom;
            if (from) movePlacementGesture((start) => translatePlacement(start, from, at));
          },
          end: () => {
            dragFrom = null;
            endPlacementGesture();
          },
        }),
      ];
    },
    exit() {
      // Another mode was entered, or the map went away: the image being placed goes
      // (first, so that a drag cut short ends nothing).
      if (currentState().name === 'placing') dispatchFloorPlanPlacement({ type: 'cancel' });
      removeBehaviors();
    },
    escape() {
      dispatchFloorPlanPlacement({ type: 'cancel' });
    },
  } as const satisfies EditorMode;
}

export const floorPlanPlacementMode = createFloorPlanPlacementMode();
