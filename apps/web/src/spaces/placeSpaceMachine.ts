import { type LatLng, SpaceMessages } from '@indoor/domain';
import { installPaletteDrop } from '../editor/behaviors/palette-drop';
import type { EditorMode, ModeContext } from '../editor/mode';

/**
 * Placing a new space (docs/spaces-and-campuses.md#adding-a-space): the space icon is dragged from
 * the palette and dropped on the map, which leaves a pending marker with a popup form. The pending
 * marker is added (saved) or removed (cancelled) before another can be placed.
 *
 *   idle --dragStart--> dragging --drop--> pending --submit--> saving --saved--> idle
 *     |                    |                 |  ^                 |
 *     +------placeAt-------|---------------->+  +------failed-----+
 *                          +--dragCancel--> idle      pending --cancel--> idle
 *
 * placeAt is the keyboard way in: the space goes to the centre of the map.
 */
export type PlaceSpaceState =
  | { name: 'idle' }
  | { name: 'dragging' }
  | { name: 'pending'; position: LatLng }
  | { name: 'saving'; position: LatLng };

export type PlaceSpaceEvent =
  | { type: 'dragStart' }
  | { type: 'dragCancel' }
  | { type: 'drop'; position: LatLng }
  | { type: 'placeAt'; position: LatLng }
  | { type: 'move'; position: LatLng }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'failed' }
  | { type: 'cancel' };

export interface PlaceSpaceStep {
  state: PlaceSpaceState;
  /** False when the event does not apply in this state (the state is unchanged). */
  accepted: boolean;
  /** A warning for the user when the event was refused for a reason they must know. */
  warning: string | null;
}

export const idlePlaceSpace: PlaceSpaceState = { name: 'idle' };

const accept = (state: PlaceSpaceState): PlaceSpaceStep => ({
  state,
  accepted: true,
  warning: null,
});
const ignore = (state: PlaceSpaceState): PlaceSpaceStep => ({
  state,
  accepted: false,
  warning: null,
});
/**
 * A pending new-space marker must be added or removed first
 * (docs/spaces-and-campuses.md#adding-a-space).
 */
const finishPrevious = (state: PlaceSpaceState): PlaceSpaceStep => ({
  state,
  accepted: false,
  warning: SpaceMessages.finishPrevious,
});

/** The pure transition function of the place-space mode. */
export function placeSpaceTransition(
  state: PlaceSpaceState,
  event: PlaceSpaceEvent,
): PlaceSpaceStep {
  switch (state.name) {
    case 'idle':
      if (event.type === 'dragStart') return accept({ name: 'dragging' });
      if (event.type === 'placeAt') return accept({ name: 'pending', position: event.position });
      return ignore(state);
    case 'dragging':
      if (event.type === 'drop') return accept({ name: 'pending', position: event.position });
      if (event.type === 'dragCancel' || event.type === 'cancel') return accept(idlePlaceSpace);
      return ignore(state);
    case 'pending':
      if (event.type === 'dragStart' || event.type === 'placeAt') return finishPrevious(state);
      if (event.type === 'move') return accept({ name: 'pending', position: event.position });
      if (event.type === 'submit') return accept({ name: 'saving', position: state.position });
      if (event.type === 'cancel') return accept(idlePlaceSpace);
      return ignore(state);
    case 'saving':
      if (event.type === 'dragStart' || event.type === 'placeAt') return finishPrevious(state);
      if (event.type === 'saved') return accept(idlePlaceSpace);
      if (event.type === 'failed') return accept({ name: 'pending', position: state.position });
      // The request is under way: moving or cancelling now would not match what is saved.
      return ignore(state);
  }
}

/**
 * The mode object: while active, the map accepts the space icon dropped from the palette.
 * `onDrop` feeds the drop back into the state machine.
 */
export function createPlaceSpaceMode(onDrop: (position: LatLng) => void): EditorMode {
  let removeDrop: (() => void) | null = null;
  return {
    id: 'place-space',
    enter({ map }: ModeContext) {
      removeDrop?.();
      removeDrop = installPaletteDrop(map, 'space', onDrop);
    },
    exit() {
      removeDrop?.();
      removeDrop = null;
    },
  };
}
