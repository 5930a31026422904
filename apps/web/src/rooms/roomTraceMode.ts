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
import { type DrawingInput, installDrawingInput } from './roomKeyPointer';
import { snapOnScreen, toLonLat, toScreen } from './roomMapInput';
import {
  MIN_CORNERS,
  type RoomTrace,
  type RoomTraceEvent,
  stepRoomTrace,
} from './roomTraceMachine';

/**
 * The room-tracing mode (docs/rooms.md#drawing-a-room): a click puts a corner, snapped to a
 * corner or wall of another room within a few pixels; with Shift the new edge keeps a right
 * angle to the one before; a click on the first corner closes the outline and the toolbar's
 * form asks for the room's name. From the keyboard (roomKeyPointer.ts) the arrows move the
 * pointer and Enter puts a corner at it, or closes the outline when the pointer is on the
 * first corner or on the last one put. Backspace takes back the last corner, Escape drops
 * the drawing. Map clicks are the mode's while it is active (no POI opens under them).
 */

export function dispatchTrace(event: RoomTraceEvent): RoomTrace {
  const next = stepRoomTrace(roomEditor().trace, event);
  setRoomEditor({
    trace: next,
    ...(next.name === 'tracing' ? {} : { pointer: null, keyPointer: null }),
  });
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

/**
 * Enter with the pointer at `point`: closes the outline when the pointer is on its first
 * corner or, with 3 corners or more, on the last one put (Enter twice closes); else puts a
 * corner there.
 */
export function enterCorner(map: MapLibreMap, point: PlanePoint): void {
  const { trace } = roomEditor();
  if (trace.name !== 'tracing') return;
  const placed = placeCorner(map, point, false);
  const last = trace.corners.at(-1);
  const lastOnScreen = last ? toScreen(map, last) : null;
  const onLast =
    lastOnScreen !== null &&
    trace.corners.length >= MIN_CORNERS &&
    Math.hypot(point[0] - lastOnScreen[0], point[1] - lastOnScreen[1]) <=
      RoomEditorConstants.closePx;
  dispatchTrace(placed.closes || onLast ? { type: 'close' } : { type: 'add', at: placed.at });
}

let input: DrawingInput | null = null;

export const roomTraceMode: EditorMode = {
  id: 'room-trace',
  takesMapClicks: true,
  enter({ map }) {
    input?.remove();
    input = installDrawingInput(map, {
      placing: () => roomEditor().trace.name === 'tracing',
      move(point, shift) {
        if (roomEditor().trace.name !== 'tracing') return;
        setRoomEditor({ pointer: placeCorner(map, point, shift) });
      },
      click(point, shift) {
        if (roomEditor().trace.name !== 'tracing') return;
        const placed = placeCorner(map, point, shift);
        dispatchTrace(placed.closes ? { type: 'close' } : { type: 'add', at: placed.at });
      },
      enter: (point) => enterCorner(map, point),
    });
  },
  exit() {
    input?.remove();
    input = null;
    // Another mode was entered: the drawing goes (a room being saved is finished first).
    if (roomEditor().trace.name !== 'saving') dispatchTrace({ type: 'cancel' });
  },
  escape() {
    dispatchTrace({ type: 'cancel' });
  },
  key(key: ModeKey) {
    if (roomEditor().trace.name !== 'tracing') return false;
    if (key.type === 'backspace') {
      dispatchTrace({ type: 'removeLast' });
      return true;
    }
    return input?.key(key) ?? false;
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
