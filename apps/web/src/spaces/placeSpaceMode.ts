import { AlertLevel, SpaceUiMessages } from '@indoor/domain';
import { create } from 'zustand';
import {
  discardTemporaryMarker,
  editorMap,
  enterMode,
  leaveMode,
  onMapDetached,
} from '../editor/editor';
import type { EditorMode } from '../editor/mode';
import { showAlert } from '../state/alerts';
import {
  createPlaceSpaceMode,
  idlePlaceSpace,
  type PlaceSpaceEvent,
  type PlaceSpaceState,
  type PlaceSpaceStep,
  placeSpaceTransition,
} from './placeSpaceMachine';

/**
 * The place-space mode (docs/spaces-and-campuses.md#adding-a-space): active from the palette drag
 * (or the keyboard placement) until the new space is saved or cancelled. Its state machine is
 * placeSpaceMachine.ts; this file keeps its state and enters and leaves the mode.
 */

export const usePlaceSpaceStore = create<{ placeSpace: PlaceSpaceState }>()(() => ({
  placeSpace: idlePlaceSpace,
}));

const current = () => usePlaceSpaceStore.getState().placeSpace;

const dropBehavior = createPlaceSpaceMode((position) =>
  dispatchPlaceSpace({ type: 'drop', position }),
);

export const placeSpaceMode: EditorMode = {
  id: 'place-space',
  enter: (context) => dropBehavior.enter(context),
  exit() {
    dropBehavior.exit();
    // Another mode was entered: the space not yet saved goes (a save under way stays).
    if (current().name !== 'saving') dispatchPlaceSpace({ type: 'cancel' });
  },
};

/**
 * Feeds an event to the place-space state machine and keeps the mode in step: any
 * non-idle state means place-space mode, idle means browse. A refused event with a
 * warning (the pending-marker rule) shows it.
 */
export function dispatchPlaceSpace(event: PlaceSpaceEvent): PlaceSpaceStep {
  const starting = event.type === 'dragStart' || event.type === 'placeAt';
  if (starting && !editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return { state: current(), accepted: false, warning: null };
  }
  const step = placeSpaceTransition(current(), event);
  if (step.warning) showAlert({ level: AlertLevel.warning, text: step.warning });
  if (!step.accepted) return step;
  // One temporary marker at a time: a new POI not yet added gives way.
  if (starting) discardTemporaryMarker();
  usePlaceSpaceStore.setState({ placeSpace: step.state });
  if (step.state.name === 'idle') leaveMode(placeSpaceMode);
  else enterMode(placeSpaceMode);
  return step;
}

onMapDetached(() => usePlaceSpaceStore.setState({ placeSpace: idlePlaceSpace }));
