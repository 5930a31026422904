import {
  AlertLevel,
  type LonLat,
  RoomEditorMessages,
  SpaceUiMessages,
  splitRing,
  type UnitWire,
} from '@indoor/domain';
import { editorMap, enterMode, leaveMode } from '../editor/editor';
import type { EditorMode, ModeKey } from '../editor/mode';
import { showAlert } from '../state/alerts';
import { roomEditor, setRoomEditor, unitById } from './roomEditorStore';
import { type DrawingInput, installDrawingInput } from './roomKeyPointer';
import { openRing, toLonLat } from './roomMapInput';
import { saveSplit } from './roomSaves';

/**
 * Splitting a room (docs/rooms.md#splitting-and-merging): two clicks outside the room draw the
 * line it is cut along; the two parts are saved at once (unitsFloorReplace, one step of the
 * history). A line that does not cross the room from wall to wall is refused with a warning
 * and drawn again. From the keyboard (roomKeyPointer.ts) the arrows move the pointer and Enter
 * puts an end at it; Backspace takes back the first end.
 */

/** The second end: the line is checked and, if it cuts the room in two, handed on. */
export function addSplitEnd(at: LonLat): void {
  const split = roomEditor().split;
  if (!split || split.saving) return;
  const [first] = split.ends;
  if (!first) {
    setRoomEditor({ split: { ...split, ends: [at] } });
    return;
  }
  const unit = unitById(split.unitId);
  const parts = unit ? splitRing(openRing(unit.polygon), first, at) : null;
  if (!unit || !parts) {
    showAlert({ level: AlertLevel.warning, text: RoomEditorMessages.splitFailed });
    setRoomEditor({ split: { ...split, ends: [] } });
    return;
  }
  setRoomEditor({ split: { ...split, ends: [first, at] }, pointer: null, keyPointer: null });
  void saveSplit(
    unit,
    parts.map((part) => part.map(([x, y]) => [x, y] as LonLat)) as [LonLat[], LonLat[]],
  );
}

let input: DrawingInput | null = null;

/** The split is under way and takes points (not yet being saved). */
const placing = () => {
  const split = roomEditor().split;
  return split !== null && !split.saving && split.ends.length < 2;
};

export const roomSplitMode: EditorMode = {
  id: 'room-split',
  takesMapClicks: true,
  enter({ map }) {
    input?.remove();
    input = installDrawingInput(map, {
      placing,
      move(point) {
        if (!roomEditor().split) return;
        setRoomEditor({ pointer: { at: toLonLat(map, point), snap: null, closes: false } });
      },
      click(point) {
        addSplitEnd(toLonLat(map, point));
      },
    });
  },
  exit() {
    input?.remove();
    input = null;
    if (!roomEditor().split?.saving) setRoomEditor({ split: null, pointer: null });
  },
  escape() {
    stopSplit();
  },
  key(key: ModeKey) {
    const split = roomEditor().split;
    if (key.type !== 'backspace') return input?.key(key) ?? false;
    if (!split || !placing() || split.ends.length === 0) return false;
    setRoomEditor({ split: { ...split, ends: [] } });
    return true;
  },
};

export function stopSplit(): void {
  setRoomEditor({ split: null, pointer: null });
  leaveMode(roomSplitMode);
}

/** "Split" a room. */
export function startSplit(unit: UnitWire): void {
  if (!editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return;
  }
  setRoomEditor({ split: { unitId: unit.id, ends: [], saving: false }, pointer: null });
  enterMode(roomSplitMode);
}
