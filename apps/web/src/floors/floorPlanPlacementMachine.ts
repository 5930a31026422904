import type { PlanPlacement } from '@indoor/domain';
import { samePlacement } from './floorPlanPlacementActions';

/**
 * Placing a floor-plan image on the map (docs/floors-and-plans.md#floor-plan-placement):
 *
 *   idle --choose--> placing --set--> uploading --uploaded--> idle
 *                    |  ^  ^  ^           |
 *                    |  |  |  +--failed---+
 *                    |  |  +-- change / gesture* / undo / choose (another image) / fit
 *                    |  |
 *                    |  +--back-- confirming --set--> uploading
 *                    +--ask-------^    |
 *                    +--cancel--> idle <--cancel--+
 *
 * Setting a new image over a floor's plan asks first ('ask': the confirmation shows,
 * nothing on the map can change); 'back' returns to placing, 'set' goes on.
 *
 * While placing, every change of the placement is one step of undo history, and the
 * history holds one level: undo brings back the placement before the
 * last change and then has nothing more to undo. A drag is one change however many
 * pointer moves it takes (gestureStart .. gestureMove* .. gestureEnd).
 */

/** The chosen image: uploaded as it is, shown from `display`. */
export interface ChosenFloorPlan {
  file: File;
  widthPx: number;
  heightPx: number;
  /** The image drawn halved until it fits the window: what the overlay shows. */
  display: HTMLCanvasElement;
  /**
   * Set when the image is a floor's current plan, downloaded to adjust its placement: Set
   * then sends the placement only, never the image.
   */
  adjusting?: { floorNumber: string; planVersion: string };
}

interface WithPlan {
  image: ChosenFloorPlan;
  placement: PlanPlacement;
  /** The placement before the last change; null when there is nothing to undo. */
  undo: PlanPlacement | null;
}

export type FloorPlanPlacementState =
  | { name: 'idle' }
  | (WithPlan & {
      name: 'placing';
      /** The placement when the current drag began; null between drags. */
      gestureStart: PlanPlacement | null;
    })
  | (WithPlan & { name: 'confirming' })
  | (WithPlan & { name: 'uploading' });

export type FloorPlanPlacementEvent =
  | { type: 'choose'; image: ChosenFloorPlan; placement: PlanPlacement }
  /**
   * The first placement moved into the free part of the map once the panels around it
   * are drawn: not a step of history (the user changed nothing), ignored during a drag.
   */
  | { type: 'fit'; placement: PlanPlacement }
  /** One undoable change (a key press, a typed value). */
  | { type: 'change'; placement: PlanPlacement }
  | { type: 'gestureStart' }
  | { type: 'gestureMove'; placement: PlanPlacement }
  | { type: 'gestureEnd' }
  | { type: 'undo' }
  /** Set over a floor's plan: ask before replacing it. */
  | { type: 'ask' }
  /** The confirmation declined: back to placing. */
  | { type: 'back' }
  | { type: 'set' }
  | { type: 'uploaded' }
  | { type: 'failed' }
  | { type: 'cancel' };

export interface FloorPlanPlacementStep {
  state: FloorPlanPlacementState;
  /** False when the event does not apply in this state (the state is then unchanged). */
  accepted: boolean;
}

export const idleFloorPlanPlacement: FloorPlanPlacementState = { name: 'idle' };

const accept = (state: FloorPlanPlacementState): FloorPlanPlacementStep => ({
  state,
  accepted: true,
});
const ignore = (state: FloorPlanPlacementState): FloorPlanPlacementStep => ({
  state,
  accepted: false,
});

const startPlacing = (
  image: ChosenFloorPlan,
  placement: PlanPlacement,
): FloorPlanPlacementState => ({
  name: 'placing',
  image,
  placement,
  undo: null,
  gestureStart: null,
});

/** The pure transition function of the floor-plan placement mode. */
export function floorPlanPlacementTransition(
  state: FloorPlanPlacementState,
  event: FloorPlanPlacementEvent,
): FloorPlanPlacementStep {
  switch (state.name) {
    case 'idle':
      if (event.type === 'choose') return accept(startPlacing(event.image, event.placement));
      return ignore(state);

    case 'placing':
      switch (event.type) {
        case 'choose':
          // Another image starts over: the old placement belonged to the old image.
          return accept(startPlacing(event.image, event.placement));
        case 'fit':
          if (state.gestureStart !== null) return ignore(state);
          return accept({ ...state, placement: event.placement });
        case 'change':
          if (samePlacement(event.placement, state.placement)) return ignore(state);
          return accept({ ...state, placement: event.placement, undo: state.placement });
        case 'gestureStart':
          return accept({ ...state, gestureStart: state.placement });
        case 'gestureMove':
          if (state.gestureStart === null) return ignore(state);
          return accept({ ...state, placement: event.placement });
        case 'gestureEnd': {
          if (state.gestureStart === null) return ignore(state);
          const moved = !samePlacement(state.gestureStart, state.placement);
          return accept({
            ...state,
            undo: moved ? state.gestureStart : state.undo,
            gestureStart: null,
          });
        }
        case 'undo':
          if (state.undo === null || state.gestureStart !== null) return ignore(state);
          return accept({ ...state, placement: state.undo, undo: null });
        case 'set':
        case 'ask':
          if (event.type === 'ask' && state.gestureStart !== null) return ignore(state);
          return accept({
            name: event.type === 'set' ? 'uploading' : 'confirming',
            image: state.image,
            placement: state.placement,
            undo: state.undo,
          });
        case 'cancel':
          return accept(idleFloorPlanPlacement);
        default:
          return ignore(state);
      }

    case 'confirming':
      // The question is open: the plan stays as it is until it is answered.
      switch (event.type) {
        case 'set':
          return accept({ ...state, name: 'uploading' });
        case 'back':
          return accept({
            name: 'placing',
            image: state.image,
            placement: state.placement,
            undo: state.undo,
            gestureStart: null,
          });
        case 'cancel':
          return accept(idleFloorPlanPlacement);
        default:
          return ignore(state);
      }

    case 'uploading':
      // While the request is under way the overlay must stay what is being uploaded.
      if (event.type === 'uploaded') return accept(idleFloorPlanPlacement);
      if (event.type === 'failed') {
        return accept({
          name: 'placing',
          image: state.image,
          placement: state.placement,
          undo: state.undo,
          gestureStart: null,
        });
      }
      return ignore(state);
  }
}

/** The placement the overlay shows, or null when no image is being placed. */
export function shownPlacement(state: FloorPlanPlacementState): PlanPlacement | null {
  return state.name === 'idle' ? null : state.placement;
}
