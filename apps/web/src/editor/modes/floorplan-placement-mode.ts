import type { LatLng, PlanPlacement } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { create } from 'zustand';
import { placementCorners, translatePlacement } from '../actions/floorplan-placement';
import {
  type FloorPlanPlacementEvent,
  type FloorPlanPlacementState,
  type FloorPlanPlacementStep,
  floorPlanPlacementTransition,
  idleFloorPlanPlacement,
} from './floorplan-placement';
import {
  installPlacementKeys,
  installPlanBodyDrag,
  pointInQuad,
} from './floorplan-placement-behaviors';
import type { ModeContext } from './mode';

/**
 * The floor-plan placement mode: the state machine of floorplan-placement.ts, the store
 * the overlay and the panels render from, and the mode object whose enter()/exit()
 * install and remove its input behaviors on the main map.
 *
 * The mode is entered when the machine leaves idle (an image was chosen) and the main
 * map is attached, and exited when it returns to idle or the map goes away.
 */

interface FloorPlanPlacementStore {
  placement: FloorPlanPlacementState;
}

export const useFloorPlanPlacementStore = create<FloorPlanPlacementStore>()(() => ({
  placement: idleFloorPlanPlacement,
}));

/** A map interaction with enter()/exit(), as editor/modes/mode.ts describes them. */
export interface FloorPlanPlacementMode {
  readonly id: 'floorplan-placement';
  enter(context: ModeContext): void;
  exit(): void;
}

const currentState = () => useFloorPlanPlacementStore.getState().placement;

let attachedMap: MapLibreMap | null = null;
let entered = false;
/** Where the pointer was when the current body drag began. */
let dragFrom: LatLng | null = null;

/** Feeds one event to the state machine and keeps the mode entered or exited to match. */
export function dispatchFloorPlanPlacement(event: FloorPlanPlacementEvent): FloorPlanPlacementStep {
  const step = floorPlanPlacementTransition(currentState(), event);
  if (!step.accepted) return step;
  useFloorPlanPlacementStore.setState({ placement: step.state });
  syncMode();
  return step;
}

/** One undoable change computed from the current placement (keyboard nudges). */
export function changePlacement(change: (current: PlanPlacement) => PlanPlacement): void {
  const state = currentState();
  if (state.name !== 'placing' || state.gestureStart !== null) return;
  dispatchFloorPlanPlacement({ type: 'change', placement: change(state.placement) });
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

export function endPlacementGesture(): void {
  dispatchFloorPlanPlacement({ type: 'gestureEnd' });
}

function planOnScreen(map: MapLibreMap, placement: PlanPlacement) {
  return placementCorners(placement).map(([lng, lat]) => map.project([lng, lat]));
}

function createFloorPlanPlacementMode(): FloorPlanPlacementMode {
  let removers: (() => void)[] = [];
  return {
    id: 'floorplan-placement',
    enter({ map }) {
      for (const remove of removers) remove();
      removers = [
        installPlanBodyDrag(map, {
          isOverPlan: (point) => {
            const state = currentState();
            return (
              state.name === 'placing' && pointInQuad(point, planOnScreen(map, state.placement))
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
        installPlacementKeys(document, {
          undo: () => dispatchFloorPlanPlacement({ type: 'undo' }),
          cancel: () => dispatchFloorPlanPlacement({ type: 'cancel' }),
        }),
      ];
    },
    exit() {
      for (const remove of removers) remove();
      removers = [];
      dragFrom = null;
    },
  };
}

export const floorPlanPlacementMode = createFloorPlanPlacementMode();

function syncMode(): void {
  const wanted = currentState().name !== 'idle' && attachedMap !== null;
  if (wanted && !entered && attachedMap) {
    floorPlanPlacementMode.enter({ map: attachedMap });
    entered = true;
  } else if (!wanted && entered) {
    floorPlanPlacementMode.exit();
    entered = false;
  }
}

/** The main map, handed over by the overlay layer while it is mounted. */
export function attachFloorPlanPlacementMap(map: MapLibreMap): void {
  if (attachedMap && attachedMap !== map && entered) {
    floorPlanPlacementMode.exit();
    entered = false;
  }
  attachedMap = map;
  syncMode();
}

/** The map went away: the image being placed goes with it. */
export function detachFloorPlanPlacementMap(map: MapLibreMap): void {
  if (attachedMap !== map) return;
  attachedMap = null;
  useFloorPlanPlacementStore.setState({ placement: idleFloorPlanPlacement });
  syncMode();
}

/** The attached main map, for the panels that read its zoom or move its camera. */
export function floorPlanPlacementMap(): MapLibreMap | null {
  return attachedMap;
}
