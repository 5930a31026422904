import { AlertLevel, LayerMessages } from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { create } from 'zustand';
import { enterMode, leaveMode } from '../editor/editor';
import type { EditorMode } from '../editor/mode';
import { showAlert } from '../state/alerts';
import {
  type Box,
  type DeleteRectangle,
  type DeleteRectangleEvent,
  idleRectangle,
  inBox,
  stepDeleteRectangle,
} from './deleteRectangleMachine';

/**
 * The fingerprint delete mode of SPEC section 4 as a mode of the editor: while it is
 * active a drag on the map draws the rectangle (the map does not pan). Releasing ends the
 * mode whatever the rectangle holds; the confirm (DeleteFingerprintsDialog) and the
 * delete happen after it, from the rectangle kept in the store.
 */

interface DeleteRectangleStore {
  rectangle: DeleteRectangle;
  /** The fingerprints on the map now (markers or heatmap points): what a rectangle can hold. */
  shownFingerprints: readonly { x: number; y: number }[];
}

export const useDeleteRectangleStore = create<DeleteRectangleStore>()(() => ({
  rectangle: idleRectangle,
  shownFingerprints: [],
}));

export function dispatchRectangle(event: DeleteRectangleEvent): DeleteRectangle {
  const next = stepDeleteRectangle(useDeleteRectangleStore.getState().rectangle, event);
  useDeleteRectangleStore.setState({ rectangle: next });
  return next;
}

export function countShownInside(box: Box): number {
  return useDeleteRectangleStore
    .getState()
    .shownFingerprints.filter((point) => inBox(box, point.x, point.y)).length;
}

export function setShownFingerprints(points: readonly { x: number; y: number }[]): void {
  useDeleteRectangleStore.setState({ shownFingerprints: points });
}

let detach: (() => void) | null = null;

const at = (event: MapMouseEvent) => ({ lon: event.lngLat.lng, lat: event.lngLat.lat });

function install(map: MapLibreMap): () => void {
  const canvas = map.getCanvasContainer();
  const dragPan = map.dragPan.isEnabled();
  const boxZoom = map.boxZoom.isEnabled();
  map.dragPan.disable();
  map.boxZoom.disable();
  canvas.style.cursor = 'crosshair';

  const onDown = (event: MapMouseEvent) => {
    event.preventDefault();
    dispatchRectangle({ type: 'press', at: at(event) });
  };
  const onMove = (event: MapMouseEvent) => {
    if (useDeleteRectangleStore.getState().rectangle.name === 'dragging') {
      dispatchRectangle({ type: 'move', at: at(event) });
    }
  };
  const onUp = (event: MapMouseEvent) => {
    if (useDeleteRectangleStore.getState().rectangle.name !== 'dragging') return;
    const next = dispatchRectangle({
      type: 'release',
      at: at(event),
      countInside: countShownInside,
    });
    if (next.name === 'idle') {
      showAlert({ level: AlertLevel.warning, text: LayerMessages.selectAreaWithFingerprints });
    }
    // SPEC section 4: after the rectangle completes, delete mode always ends.
    leaveMode(deleteRectangleMode);
  };
  map.on('mousedown', onDown);
  map.on('mousemove', onMove);
  map.on('mouseup', onUp);
  return () => {
    map.off('mousedown', onDown);
    map.off('mousemove', onMove);
    map.off('mouseup', onUp);
    if (dragPan) map.dragPan.enable();
    if (boxZoom) map.boxZoom.enable();
    canvas.style.cursor = '';
  };
}

export const deleteRectangleMode: EditorMode = {
  id: 'delete-fingerprints',
  enter({ map }) {
    detach?.();
    detach = install(map);
  },
  exit() {
    detach?.();
    detach = null;
    // A rectangle still being dragged is dropped; one waiting for the confirm stays.
    if (useDeleteRectangleStore.getState().rectangle.name === 'dragging') {
      dispatchRectangle({ type: 'cancel' });
    }
  },
  escape() {
    leaveMode(deleteRectangleMode);
  },
};

export const startDeleteRectangle = (): void => enterMode(deleteRectangleMode);
export const stopDeleteRectangle = (): void => leaveMode(deleteRectangleMode);
