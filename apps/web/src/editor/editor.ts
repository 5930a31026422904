import { AlertLevel, type LatLng, PoiEditorMessages, SpaceUiMessages } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { create } from 'zustand';
import { showAlert } from '../state/alerts';
import { browseMode } from './modes/browse';
import {
  dispatchFloorPlanPlacement,
  useFloorPlanPlacementStore,
} from './modes/floorplan-placement-mode';
import type { EditorMode, ModeId } from './modes/mode';
import {
  createPlacePoiMode,
  idlePlacePoi,
  type PlacePoiEvent,
  type PlacePoiState,
  type PlacePoiStep,
  placePoiTransition,
} from './modes/place-poi';
import {
  createPlaceSpaceMode,
  idlePlaceSpace,
  type PlaceSpaceEvent,
  type PlaceSpaceState,
  type PlaceSpaceStep,
  placeSpaceTransition,
} from './modes/place-space';

interface EditorState {
  modeId: ModeId;
  placeSpace: PlaceSpaceState;
  placePoi: PlacePoiState;
  /** True once the main map is attached; placing needs it. */
  mapReady: boolean;
}

/** What the React layers render from: the active mode and the place-space state. */
export const useEditorStore = create<EditorState>()(() => ({
  modeId: 'browse',
  placeSpace: idlePlaceSpace,
  placePoi: idlePlacePoi,
  mapReady: false,
}));

let map: MapLibreMap | null = null;
let activeMode: EditorMode = browseMode;

const placeSpaceMode = createPlaceSpaceMode((position) =>
  dispatchPlaceSpace({ type: 'drop', position }),
);

const placePoiMode = createPlacePoiMode(
  () => {
    const state = useEditorStore.getState().placePoi;
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

/**
 * SPEC section 5: a POI marker may only be placed near the selected floor's building.
 * The POI layer installs the check (it knows the floor); it answers the warning or null.
 */
let poiDropCheck: ((position: LatLng) => string | null) | null = null;
export function setPoiDropCheck(check: ((position: LatLng) => string | null) | null): void {
  poiDropCheck = check;
}

/** Exits the active mode and enters the next one; exactly one mode is active. */
function switchMode(next: EditorMode): void {
  if (activeMode === next) return;
  activeMode.exit();
  activeMode = next;
  if (map) next.enter({ map });
  useEditorStore.setState({ modeId: next.id });
}

/**
 * Feeds an event to the place-space state machine and keeps the active mode in step:
 * any non-idle state means place-space mode, idle means browse. A refused event with a
 * warning (the pending-marker rule) shows it.
 */
export function dispatchPlaceSpace(event: PlaceSpaceEvent): PlaceSpaceStep {
  if ((event.type === 'dragStart' || event.type === 'placeAt') && !map) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return { state: useEditorStore.getState().placeSpace, accepted: false, warning: null };
  }
  // One map interaction at a time: starting to place a space ends a floor-plan placement.
  if (
    (event.type === 'dragStart' || event.type === 'placeAt') &&
    useFloorPlanPlacementStore.getState().placement.name !== 'idle'
  ) {
    dispatchFloorPlanPlacement({ type: 'cancel' });
  }
  if (
    (event.type === 'dragStart' || event.type === 'placeAt') &&
    useEditorStore.getState().placePoi.name === 'pending'
  ) {
    dispatchPlacePoi({ type: 'cancel' });
  }
  const step = placeSpaceTransition(useEditorStore.getState().placeSpace, event);
  if (step.warning) showAlert({ level: AlertLevel.warning, text: step.warning });
  if (!step.accepted) return step;
  useEditorStore.setState({ placeSpace: step.state });
  switchMode(step.state.name === 'idle' ? browseMode : placeSpaceMode);
  return step;
}

/**
 * Feeds an event to the place-POI state machine (the palette's POI and connector items).
 * Placing a POI ends any other placement first; keyboard placement (placeAt) goes
 * through the same near-the-building check as a drop.
 */
export function dispatchPlacePoi(event: PlacePoiEvent): PlacePoiStep {
  const current = useEditorStore.getState().placePoi;
  if ((event.type === 'dragStart' || event.type === 'placeAt') && !map) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return { state: current, accepted: false, pendingFirst: false };
  }
  if (event.type === 'placeAt' && current.name === 'idle') {
    const problem = poiDropCheck?.(event.position) ?? null;
    if (problem) {
      showAlert({ level: AlertLevel.warning, text: problem });
      return { state: current, accepted: false, pendingFirst: false };
    }
  }
  const step = placePoiTransition(current, event);
  if (step.pendingFirst)
    showAlert({ level: AlertLevel.warning, text: PoiEditorMessages.finishPrevious });
  if (!step.accepted) return step;
  if (current.name === 'idle' && step.state.name !== 'idle') {
    if (useEditorStore.getState().placeSpace.name !== 'idle')
      dispatchPlaceSpace({ type: 'cancel' });
    if (useFloorPlanPlacementStore.getState().placement.name !== 'idle') {
      dispatchFloorPlanPlacement({ type: 'cancel' });
    }
  }
  useEditorStore.setState({ placePoi: step.state });
  // The drop target is needed only while dragging; the pending marker is a map marker.
  if (step.state.name === 'dragging') {
    switchMode(browseMode);
    switchMode(placePoiMode);
  } else if (activeMode === placePoiMode) {
    switchMode(browseMode);
  }
  return step;
}

/** The centre of the attached map: where the keyboard places a new space. */
export function mapCentre(): LatLng | null {
  if (!map) return null;
  const { lat, lng } = map.getCenter();
  return { lat, lon: lng };
}

/** Called by the map host when the main map is ready. */
export function attachMap(next: MapLibreMap): void {
  map = next;
  activeMode.enter({ map });
  useEditorStore.setState({ mapReady: true });
}

/** Called when the main map goes away: whatever was being placed is dropped with it. */
export function detachMap(previous: MapLibreMap): void {
  if (map !== previous) return;
  activeMode.exit();
  activeMode = browseMode;
  map = null;
  useEditorStore.setState({
    modeId: 'browse',
    placeSpace: idlePlaceSpace,
    placePoi: idlePlacePoi,
    mapReady: false,
  });
}
