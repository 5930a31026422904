import {
  AlertLevel,
  type LatLng,
  type LatLngRectangle,
  LayerMessages,
  rectangleContains,
  wirePointPosition,
} from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { create } from 'zustand';
import { enterMode, leaveMode } from '../editor/editor';
import type { EditorMode, ModeKey } from '../editor/mode';
import { fromLngLat } from '../map/lngLat';
import { showAlert } from '../state/alerts';
import {
  type DeleteRectangle,
  type DeleteRectangleEvent,
  idleRectangle,
  stepDeleteRectangle,
} from './deleteRectangleMachine';

/**
 * The fingerprint delete mode (docs/wifi-layers.md#delete-rectangle) as a mode of the editor: while
 * it is active a drag on the map draws the rectangle (the map does not pan). Releasing ends the
 * mode whatever the rectangle holds; the confirm (DeleteFingerprintsDialog) and the delete happen
 * after it, from the rectangle kept in the store.
 *
 * The keyboard draws the same rectangle through the editor's dispatcher: Enter starts it
 * at the map centre (arrows pan the map before), arrows stretch its free corner, Enter
 * finishes it as a mouse release does, Escape cancels (DeleteRectangleToolbar announces
 * each step).
 */

/** Screen pixels an arrow key moves the map or the rectangle's corner (Shift: the larger). */
export const KEY_STEP_PX = { normal: 10, fast: 50 } as const;

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

export function countShownInside(box: LatLngRectangle): number {
  return useDeleteRectangleStore
    .getState()
    .shownFingerprints.filter((point) => rectangleContains(box, wirePointPosition(point))).length;
}

export function setShownFingerprints(points: readonly { x: number; y: number }[]): void {
  useDeleteRectangleStore.setState({ shownFingerprints: points });
}

let detach: (() => void) | null = null;
let attached: MapLibreMap | null = null;

/**
 * The rectangle is complete: it goes to the confirm when it holds fingerprints, else the
 * the warning. Either way delete mode ends.
 */
function finishRectangle(end: LatLng): void {
  if (useDeleteRectangleStore.getState().rectangle.name !== 'dragging') return;
  const next = dispatchRectangle({ type: 'release', at: end, countInside: countShownInside });
  if (next.name === 'idle') {
    showAlert({ level: AlertLevel.warning, text: LayerMessages.selectAreaWithFingerprints });
  }
  leaveMode(deleteRectangleMode);
}

/** Arrow keys and Enter of the keyboard path (see above). */
export function keyOnMap(map: MapLibreMap, key: ModeKey): boolean {
  const { rectangle } = useDeleteRectangleStore.getState();
  if (key.type === 'enter') {
    if (rectangle.name === 'idle') {
      dispatchRectangle({ type: 'press', at: fromLngLat(map.getCenter()) });
      return true;
    }
    if (rectangle.name === 'dragging') {
      finishRectangle(rectangle.end);
      return true;
    }
    return false;
  }
  if (key.type !== 'arrow') return false;
  const step = key.fast ? KEY_STEP_PX.fast : KEY_STEP_PX.normal;
  if (rectangle.name === 'idle') {
    map.panBy([key.dx * step, key.dy * step], { duration: 0 });
    return true;
  }
  if (rectangle.name !== 'dragging') return false;
  const corner = map.project([rectangle.end.lon, rectangle.end.lat]);
  const moved = map.unproject([corner.x + key.dx * step, corner.y + key.dy * step]);
  dispatchRectangle({ type: 'move', at: fromLngLat(moved) });
  return true;
}

const at = (event: MapMouseEvent) => fromLngLat(event.lngLat);

function install(map: MapLibreMap): () => void {
  const canvas = map.getCanvasContainer();
  const dragPan = map.dragPan.isEnabled();
  const boxZoom = map.boxZoom.isEnabled();
  const keyboard = map.keyboard.isEnabled();
  map.dragPan.disable();
  map.boxZoom.disable();
  // The arrows belong to the rectangle now (the mode pans the map itself before it starts).
  map.keyboard.disable();
  canvas.style.cursor = 'crosshair';
  // Keys go to the map, not to the button that turned the mode on.
  map.getCanvas().focus({ preventScroll: true });

  const onDown = (event: MapMouseEvent) => {
    event.preventDefault();
    dispatchRectangle({ type: 'press', at: at(event) });
  };
  const onMove = (event: MapMouseEvent) => {
    if (useDeleteRectangleStore.getState().rectangle.name === 'dragging') {
      dispatchRectangle({ type: 'move', at: at(event) });
    }
  };
  const onUp = (event: MapMouseEvent) => finishRectangle(at(event));
  map.on('mousedown', onDown);
  map.on('mousemove', onMove);
  map.on('mouseup', onUp);
  return () => {
    map.off('mousedown', onDown);
    map.off('mousemove', onMove);
    map.off('mouseup', onUp);
    if (dragPan) map.dragPan.enable();
    if (boxZoom) map.boxZoom.enable();
    if (keyboard) map.keyboard.enable();
    canvas.style.cursor = '';
  };
}

/**
 * The rectangle keeps no history steps of its own (a deletion is guarded by its confirm,
 * and is not undoable): Ctrl+Z while drawing undoes the last server edit once and leaves
 * the rectangle as it is (the default 'server' scope; e2e/tests/editor-undo.e2e.ts).
 */
export const deleteRectangleMode: EditorMode = {
  id: 'delete-fingerprints',
  enter({ map }) {
    detach?.();
    detach = install(map);
    attached = map;
  },
  exit() {
    detach?.();
    detach = null;
    attached = null;
    // A rectangle still being dragged is dropped; one waiting for the confirm stays.
    if (useDeleteRectangleStore.getState().rectangle.name === 'dragging') {
      dispatchRectangle({ type: 'cancel' });
    }
  },
  escape() {
    leaveMode(deleteRectangleMode);
  },
  key(key) {
    return attached ? keyOnMap(attached, key) : false;
  },
};

export const startDeleteRectangle = (): void => enterMode(deleteRectangleMode);
export const stopDeleteRectangle = (): void => leaveMode(deleteRectangleMode);
