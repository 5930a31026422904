import { AlertLevel, type LatLng, PoiEditorMessages, SpaceUiMessages } from '@indoor/domain';
import { create } from 'zustand';
import { browseMode } from '../editor/browse';
import {
  editorMap,
  enterMode,
  holdTemporaryMarker,
  leaveMode,
  onMapDetached,
  releaseTemporaryMarker,
} from '../editor/editor';
import type { EditorMode } from '../editor/mode';
import { showAlert } from '../state/alerts';
import {
  createPlacePoiMode,
  idlePlacePoi,
  type PlacePoiEvent,
  type PlacePoiState,
  type PlacePoiStep,
  placePoiTransition,
} from './placePoiMachine';

/**
 * Placing a new POI or connector from the palette (docs/pois-and-navigation.md#adding-a-poi). The
 * place-POI mode is active while an item is dragged over the map (its drop target); the temporary
 * marker it leaves is no mode: it stays while the user browses or turns edge mode on, and is held
 * by the editor so that placing a new space discards it.
 */

export const usePlacePoiStore = create<{ placePoi: PlacePoiState }>()(() => ({
  placePoi: idlePlacePoi,
}));

const current = () => usePlacePoiStore.getState().placePoi;

/**
 * A POI marker may only be placed near the selected floor's building.
 * The POI layer installs the check (it knows the floor); it answers the warning or null.
 */
let poiDropCheck: ((position: LatLng) => string | null) | null = null;
export function setPoiDropCheck(check: ((position: LatLng) => string | null) | null): void {
  poiDropCheck = check;
}

const dropBehavior = createPlacePoiMode(
  () => {
    const state = current();
    return state.name === 'idle' ? null : state.kind;
  },
  (position) => {
    const problem = poiDropCheck?.(position) ?? null;
    if (problem) {
      showAlert({ level: AlertLevel.warning, text: problem });
      dispatchPlacePoi({ type: 'dragCancel' });
      return;
    }
    dispatchPlacePoi({ type: 'drop', position });
  },
);

export const placePoiMode: EditorMode = {
  id: 'place-poi',
  enter: (context) => dropBehavior.enter(context),
  exit() {
    dropBehavior.exit();
    if (current().name === 'dragging') dispatchPlacePoi({ type: 'dragCancel' });
  },
};

const discardPendingPoi = () => {
  dispatchPlacePoi({ type: 'cancel' });
};

/**
 * Feeds an event to the place-POI state machine (the palette's POI and connector items).
 * Starting to place ends the active mode (edge mode, a space or floor plan being
 * placed); keyboard placement (placeAt) goes through the same near-the-building check as
 * a drop.
 */
export function dispatchPlacePoi(event: PlacePoiEvent): PlacePoiStep {
  const before = current();
  if ((event.type === 'dragStart' || event.type === 'placeAt') && !editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return { state: before, accepted: false, pendingFirst: false };
  }
  if (event.type === 'placeAt' && before.name === 'idle') {
    const problem = poiDropCheck?.(event.position) ?? null;
    if (problem) {
      showAlert({ level: AlertLevel.warning, text: problem });
      return { state: before, accepted: false, pendingFirst: false };
    }
  }
  const step = placePoiTransition(before, event);
  if (step.pendingFirst)
    showAlert({ level: AlertLevel.warning, text: PoiEditorMessages.finishPrevious });
  if (!step.accepted) return step;
  usePlacePoiStore.setState({ placePoi: step.state });
  const { name } = step.state;
  // The drop target is needed only while dragging; the temporary marker is a map marker.
  if (name === 'dragging') {
    enterMode(placePoiMode);
  } else {
    leaveMode(placePoiMode);
    if (before.name === 'idle') enterMode(browseMode);
  }
  if (name === 'pending' || name === 'saving') holdTemporaryMarker(discardPendingPoi);
  else releaseTemporaryMarker(discardPendingPoi);
  return step;
}

onMapDetached(() => {
  releaseTemporaryMarker(discardPendingPoi);
  usePlacePoiStore.setState({ placePoi: idlePlacePoi });
});
