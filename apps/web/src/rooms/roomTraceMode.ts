import {
  AlertLevel,
  type LonLat,
  type PlanePoint,
  RoomEditorConstants,
  rightAngleCorner,
  SpaceUiMessages,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { editorMap, enterMode, leaveMode } from '../editor/editor';
import type { EditorMode, ModeKey } from '../editor/mode';
import { showAlert } from '../state/alerts';
import { otherUnits, type RoomPointer, roomEditor, setRoomEditor } from './roomEditorStore';
import { installPointer, snapOnScreen, toLonLat, toScreen } from './roomMapInput';
import { type RoomTrace, type RoomTraceEvent, stepRoomTrace } from './roomTraceMachine';

/**
 * The room-tracing mode (docs/rooms.md#drawing-a-room): a click puts a corner, snapped to a
 * corner or wall of another room within a few pixels; with Shift the new edge keeps a right
 * angle to the one before; a click on the first corner or Enter closes the outline and the
 * toolbar's form asks for the room's name. Backspace takes back the last corner, Escape drops
 * the drawing. Map clicks are the mode's while it is active (no POI opens under them).
 */

export function dispatchTrace(event: RoomTraceEvent): RoomTrace {
  const next = stepRoomTrace(roomEditor().trace, event);
  setRoomEditor({ trace: next, ...(next.name === 'tracing' ? {} : { pointer: null }) });
  if (next.name === 'idle') leaveMode(roomTraceMode);
  return next;
}

/** Where a click at `point` puts the next corner, and whether it closes the outline. */
export function placeCorner(map: MapLibreMap, point: PlanePoint, shift: boolean): RoomPointer {
  const { trace } = roomEditor();
  const corners = trace.name === 'tracing' ? trace.corners : [];
  const screen = corners.map((corner) => toScreen(map, corner));
  const first = screen[0];
  if (
    first &&
    corners.length >= 3 &&
    Math.hypot(point[0] - first[0], point[1] - first[1]) <= RoomEditorConstants.closePx
  ) {
    return { at: corners[0] as LonLat, snap: 'corner', closes: true };
  }
  const last = screen.at(-1);
  if (shift && last) {
    const squared = rightAngleCorner(screen.at(-2) ?? null, last, point);
    return { at: toLonLat(map, squared), snap: null, closes: false };
  }
  const { at, snap } = snapOnScreen(map, point, otherUnits(null));
  return { at, snap: snap?.kind ?? null, closes: false };
}

let remove: (() => void) | null = null;

export const roomTraceMode: EditorMode = {
  id: 'room-trace',
  takesMapClicks: true,
  enter({ map }) {
    remove?.();
    remove = installPointer(map, {
      move(point, shift) {
        if (roomEditor().trace.name !== 'tracing') return;
        setRoomEditor({ pointer: placeCorner(map, point, shift) });
      },
      click(point, shift) {
        if (roomEditor().trace.name !== 'tracing') return;
        const placed = placeCorner(map, point, shift);
        dispatchTrace(placed.closes ? { type: 'close' } : { type: 'add', at: placed.at });
      },
    });
  },
  exit() {
    remove?.();
    remove = null;
    // Another mode was entered: the drawing goes (a room being saved is finished first).
    if (roomEditor().trace.name !== 'saving') dispatchTrace({ type: 'cancel' });
  },
  escape() {
    dispatchTrace({ type: 'cancel' });
  },
  key(key: ModeKey) {
    if (roomEditor().trace.name !== 'tracing') return false;
    if (key.type === 'enter') {
      dispatchTrace({ type: 'close' });
      return true;
    }
    if (key.type === 'backspace') {
      dispatchTrace({ type: 'removeLast' });
      return true;
    }
    return false;
  },
};

/** "Draw a room": the map must be there; whatever else was under way ends. */
export function startRoomTrace(): void {
  if (!editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return;
  }
  setRoomEditor({ trace: stepRoomTrace({ name: 'idle' }, { type: 'start' }), pointer: null });
  enterMode(roomTraceMode);
}
