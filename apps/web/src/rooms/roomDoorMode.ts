import {
  AlertLevel,
  type PlanePoint,
  RoomConstants,
  RoomEditorConstants,
  RoomEditorMessages,
  SpaceUiMessages,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { editorMap, enterMode, leaveMode } from '../editor/editor';
import type { EditorMode, ModeKey } from '../editor/mode';
import { showAlert } from '../state/alerts';
import {
  type DoorEnd,
  otherUnits,
  type RoomPointer,
  roomEditor,
  setRoomEditor,
} from './roomEditorStore';
import { type DrawingInput, installDrawingInput } from './roomKeyPointer';
import { snapOnScreen } from './roomMapInput';

/**
 * The door mode (docs/rooms.md#adding-a-door): two clicks on the walls of a room, each end
 * snapped to the nearest wall within a few pixels (a click away from every wall is refused
 * with a warning); then the toolbar asks for the kind of door (its IMDF opening category) and
 * saves it with openingAdd. From the keyboard (roomKeyPointer.ts) the arrows move the pointer
 * and Enter puts an end at it. Backspace takes back the first end, Escape drops the door.
 */

/** Where a click at `point` puts a door's end: on the nearest wall, or nowhere. */
export function placeDoorEnd(map: MapLibreMap, point: PlanePoint): DoorEnd | null {
  const { at, snap } = snapOnScreen(map, point, otherUnits(null), RoomEditorConstants.doorSnapPx);
  return snap ? { at, unitId: snap.id } : null;
}

const pointerAt = (map: MapLibreMap, point: PlanePoint): RoomPointer => {
  const { at, snap } = snapOnScreen(map, point, otherUnits(null), RoomEditorConstants.doorSnapPx);
  return { at, snap: snap?.kind ?? null, closes: false };
};

/** Adds an end; the second one opens the form. */
export function addDoorEnd(end: DoorEnd): void {
  const { door } = roomEditor();
  if (door?.name !== 'placing') return;
  const [first] = door.ends;
  if (!first) {
    setRoomEditor({ door: { name: 'placing', ends: [end] } });
    return;
  }
  setRoomEditor({
    door: {
      name: 'naming',
      ends: [first, end],
      category: RoomConstants.defaultOpeningCategory,
    },
    pointer: null,
    keyPointer: null,
  });
}

/** The room a door names: the one both its ends lie on, or none when they differ. */
export function doorUnitId(ends: readonly [DoorEnd, DoorEnd]): string | null {
  return ends[0].unitId === ends[1].unitId ? ends[0].unitId : null;
}

export function stopDoor(): void {
  setRoomEditor({ door: null, pointer: null });
  leaveMode(roomDoorMode);
}

let input: DrawingInput | null = null;

export const roomDoorMode: EditorMode = {
  id: 'room-door',
  takesMapClicks: true,
  enter({ map }) {
    input?.remove();
    input = installDrawingInput(map, {
      placing: () => roomEditor().door?.name === 'placing',
      move(point) {
        if (roomEditor().door?.name !== 'placing') return;
        setRoomEditor({ pointer: pointerAt(map, point) });
      },
      click(point) {
        if (roomEditor().door?.name !== 'placing') return;
        const end = placeDoorEnd(map, point);
        if (!end) {
          showAlert({ level: AlertLevel.warning, text: RoomEditorMessages.doorOffWall });
          return;
        }
        addDoorEnd(end);
      },
    });
  },
  exit() {
    input?.remove();
    input = null;
    if (roomEditor().door?.name !== 'saving') setRoomEditor({ door: null, pointer: null });
  },
  escape() {
    stopDoor();
  },
  key(key: ModeKey) {
    const { door } = roomEditor();
    if (key.type !== 'backspace') return input?.key(key) ?? false;
    if (!door || door.name === 'saving') return false;
    setRoomEditor({ door: { name: 'placing', ends: door.ends.slice(0, -1) } });
    return true;
  },
};

/** "Add a door". */
export function startDoor(): void {
  if (!editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return;
  }
  setRoomEditor({ door: { name: 'placing', ends: [] }, pointer: null });
  enterMode(roomDoorMode);
}
