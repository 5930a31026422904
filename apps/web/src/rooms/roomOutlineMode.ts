import {
  AlertLevel,
  type LonLat,
  RoomEditorConstants,
  SpaceUiMessages,
  type UnitWire,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { editorMap, enterMode, leaveMode } from '../editor/editor';
import type { EditorMode, ModeKey } from '../editor/mode';
import { showAlert } from '../state/alerts';
import { otherUnits, roomEditor, setRoomEditor } from './roomEditorStore';
import { installHandleDrag, openRing, snapOnScreen, toLonLat, toScreen } from './roomMapInput';
import { saveOutline } from './roomSaves';

/**
 * Moving a room's corners (docs/rooms.md#changing-a-room): each corner has a handle to drag,
 * snapped to the corners and walls of the other rooms; Tab (Shift+Tab) chooses a corner and the
 * arrow keys move it (Shift: the larger step); Enter or Save keeps the outline (unitUpdate,
 * one step of the history), Escape or Cancel drops the change. The map pans as usual away
 * from the handles.
 */

const draft = () => roomEditor().outline;

function setCorner(index: number, at: LonLat): void {
  const outline = draft();
  if (!outline || outline.saving) return;
  const corners = outline.corners.map((corner, i) => (i === index ? at : corner));
  setRoomEditor({ outline: { ...outline, corners, chosen: index } });
}

/** The handle within reach of a screen point, nearest first. */
function handleAt(map: MapLibreMap, point: readonly [number, number]): number | null {
  const outline = draft();
  if (!outline || outline.saving) return null;
  let best: number | null = null;
  let bestDistance: number = RoomEditorConstants.handlePx;
  outline.corners.forEach((corner, index) => {
    const [x, y] = toScreen(map, corner);
    const d = Math.hypot(point[0] - x, point[1] - y);
    if (d <= bestDistance) {
      bestDistance = d;
      best = index;
    }
  });
  return best;
}

/** Tab, the arrows; Enter is the toolbar's Save (it needs the server). */
export function outlineKey(map: MapLibreMap, key: ModeKey, save: () => void): boolean {
  const outline = draft();
  if (!outline || outline.saving) return false;
  const count = outline.corners.length;
  if (key.type === 'tab') {
    const from = outline.chosen ?? (key.back ? 0 : -1);
    const chosen = (from + (key.back ? count - 1 : 1)) % count;
    setRoomEditor({ outline: { ...outline, chosen } });
    return true;
  }
  if (key.type === 'enter') {
    save();
    return true;
  }
  if (key.type !== 'arrow' || outline.chosen === null) return false;
  const corner = outline.corners[outline.chosen];
  if (!corner) return false;
  const step = key.fast ? RoomEditorConstants.keyStepPx.fast : RoomEditorConstants.keyStepPx.normal;
  const [x, y] = toScreen(map, corner);
  setCorner(outline.chosen, toLonLat(map, [x + key.dx * step, y + key.dy * step]));
  return true;
}

let remove: (() => void) | null = null;
let attached: MapLibreMap | null = null;

export const roomOutlineMode: EditorMode = {
  id: 'room-outline',
  takesMapClicks: true,
  enter({ map }) {
    remove?.();
    attached = map;
    let dragged: number | null = null;
    remove = installHandleDrag(map, {
      handleAt: (point) => handleAt(map, point),
      start(handle) {
        dragged = handle;
        const outline = draft();
        if (outline) setRoomEditor({ outline: { ...outline, chosen: handle } });
      },
      move(point) {
        const outline = draft();
        if (dragged === null || !outline) return;
        setCorner(dragged, snapOnScreen(map, point, otherUnits(outline.unitId)).at);
      },
      end() {
        dragged = null;
      },
    });
  },
  exit() {
    remove?.();
    remove = null;
    attached = null;
    if (!draft()?.saving) setRoomEditor({ outline: null });
  },
  escape() {
    stopOutline();
  },
  key(key) {
    return attached ? outlineKey(attached, key, () => void saveOutline()) : false;
  },
};

export function stopOutline(): void {
  setRoomEditor({ outline: null });
  leaveMode(roomOutlineMode);
}

/** "Move corners" of a room. */
export function startOutline(unit: UnitWire): void {
  if (!editorMap()) {
    showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
    return;
  }
  setRoomEditor({
    outline: { unitId: unit.id, corners: openRing(unit.polygon), chosen: null, saving: false },
  });
  enterMode(roomOutlineMode);
}
