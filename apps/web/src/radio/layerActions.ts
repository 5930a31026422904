import { AccesLayerMessages, AlertLevel, LayerMessages } from '@indoor/domain';
import { useEditorStore } from '../editor/editor';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { setAccesShown, useAccesStore } from './acces/accesStore';
import {
  deleteRectangleMode,
  startDeleteRectangle,
  stopDeleteRectangle,
} from './deleteRectangleMode';
import {
  fingerprintsShown,
  layerSubTab,
  noFloorText,
  setHeatmapsTab,
  setLayer,
  useWifiLayerStore,
  type WifiLayerId,
} from './wifiLayerStore';

/** What a quick action or a button of the heatmap tab does. */
export type LayerAction = WifiLayerId | 'deleteMode' | 'acces';

const floorSelected = (): boolean => {
  const { selectedBuid, selectedFloor } = useSelectionStore.getState();
  return selectedBuid !== null && selectedFloor !== null;
};

/** Switches a layer; every one needs a selected floor (docs/wifi-layers.md#layer-toggles). */
export function toggleLayer(id: WifiLayerId): void {
  if (!floorSelected()) {
    showAlert({ level: AlertLevel.warning, text: noFloorText[id] });
    return;
  }
  setLayer(id, !useWifiLayerStore.getState()[id]);
}

export const deleteModeOn = (): boolean =>
  useEditorStore.getState().modeId === deleteRectangleMode.id;

/** Delete mode on needs a building and the fingerprints shown; off removes the drawing tool. */
export function toggleDeleteMode(): void {
  if (deleteModeOn()) {
    stopDeleteRectangle();
    return;
  }
  if (useSelectionStore.getState().selectedBuid === null) {
    showAlert({ level: AlertLevel.warning, text: LayerMessages.noBuilding });
    return;
  }
  if (!fingerprintsShown(useWifiLayerStore.getState())) {
    showAlert({ level: AlertLevel.warning, text: LayerMessages.pressShowFingerprints });
    return;
  }
  startDeleteRectangle();
}

/** The ACCES map needs a selected floor; its choice is stored (docs/wifi-layers.md#acces-map). */
export function toggleAcces(): void {
  if (!floorSelected()) {
    showAlert({ level: AlertLevel.warning, text: AccesLayerMessages.noFloor });
    return;
  }
  setAccesShown(!useAccesStore.getState().shown);
}

export function runLayerAction(action: LayerAction): void {
  if (action === 'deleteMode') toggleDeleteMode();
  else if (action === 'acces') toggleAcces();
  else toggleLayer(action);
}

/**
 * A quick-action shortcut: presses the action's button where the user is, without taking
 * the panel away from the tab they work in; the heatmap tab opens on the action's sub-tab
 * when they go there.
 */
export function pressQuickAction(action: LayerAction): void {
  setHeatmapsTab(action === 'acces' ? 'coverage' : layerSubTab[action]);
  runLayerAction(action);
}
