import { AlertLevel, type LatLng, SpaceUiMessages } from '@indoor/domain';
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
  /** True once the main map is attached; placing needs it. */
  mapReady: boolean;
}

/** What the React layers render from: the active mode and the place-space state. */
export const useEditorStore = create<EditorState>()(() => ({
  modeId: 'browse',
  placeSpace: idlePlaceSpace,
  mapReady: false,
}));

let map: MapLibreMap | null = null;
let activeMode: EditorMode = browseMode;

const placeSpaceMode = createPlaceSpaceMode((position) =>
  dispatchPlaceSpace({ type: 'drop', position }),
);

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
  const step = placeSpaceTransition(useEditorStore.getState().placeSpace, event);
  if (step.warning) showAlert({ level: AlertLevel.warning, text: step.warning });
  if (!step.accepted) return step;
  useEditorStore.setState({ placeSpace: step.state });
  switchMode(step.state.name === 'idle' ? browseMode : placeSpaceMode);
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
  useEditorStore.setState({ modeId: 'browse', placeSpace: idlePlaceSpace, mapReady: false });
}
