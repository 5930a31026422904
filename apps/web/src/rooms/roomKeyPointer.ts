import { type LonLat, RoomEditorConstants, type PlanePoint as XY } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ModeKey } from '../editor/mode';
import { panToRevealBox } from '../map/visibleArea';
import { setRoomEditor } from './roomEditorStore';
import { installPointer, type PointerHandlers, toLonLat, toScreen } from './roomMapInput';

/*
 * The pointer of the room editor's drawing modes (docs/rooms.md#drawing-with-the-keyboard):
 * the mouse's, or the keyboard's. When a mode starts, the keyboard's pointer sits at the
 * map's centre; the arrow keys move it 1 px (10 px with Shift) and Enter puts a point where
 * it is, as a click there would. It snaps as the mouse does (Shift is the larger step here,
 * not the right angle). Moving or clicking the mouse takes the pointer back to the mouse; the
 * arrows then go on from where the mouse was. While the mode is on the arrows are its own
 * (the map does not pan with them), and the keys go to the map, not to the button that
 * started the mode. A pointer under what covers the map (the mode's bar, the control bar,
 * a phone's sheet) pans the map just enough to be seen.
 */

/** Pans the map so that the pointer at `at`, and a little around it, is in sight. */
function reveal(map: MapLibreMap, at: LonLat): void {
  const [x, y] = toScreen(map, at);
  const r = RoomEditorConstants.keyPointerRevealPx;
  const box = { left: x - r, top: y - r, right: x + r, bottom: y + r };
  const [dx, dy] = panToRevealBox(map.getContainer(), box, 0);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 0 });
}

export interface DrawingHandlers extends PointerHandlers {
  /** Whether the mode takes a point now (its drawing is under way). */
  placing(): boolean;
  /** Enter at a screen point; a click there when the mode does not say otherwise. */
  enter?(point: XY): void;
}

export interface DrawingInput {
  /** The arrows and Enter while the mode is on; answers whether the key was used. */
  key(key: ModeKey): boolean;
  remove(): void;
}

export function installDrawingInput(map: MapLibreMap, handlers: DrawingHandlers): DrawingInput {
  // Where the pointer is before snapping: the mouse's last move or click, or the keyboard's.
  const centre = map.getCenter();
  let at: LonLat = [centre.lng, centre.lat];
  let keyboardHas = true;
  const fromMouse = (point: XY) => {
    at = toLonLat(map, point);
    keyboardHas = false;
    setRoomEditor({ keyPointer: null });
  };
  const removePointer = installPointer(map, {
    move(point, shift) {
      fromMouse(point);
      handlers.move(point, shift);
    },
    click(point, shift) {
      fromMouse(point);
      handlers.click(point, shift);
    },
  });
  const keyboard = map.keyboard.isEnabled();
  map.keyboard.disable();
  map.getCanvas().focus({ preventScroll: true });

  const showKeyPointer = (revealed: boolean) => {
    keyboardHas = true;
    if (revealed) reveal(map, at);
    setRoomEditor({ keyPointer: at });
    handlers.move(toScreen(map, at), false);
  };
  if (handlers.placing()) showKeyPointer(false);
  // The mode's bar is drawn over the map on the next frame: the pointer is revealed then.
  let frame: number | null = requestAnimationFrame(() => {
    frame = null;
    if (keyboardHas && handlers.placing()) showKeyPointer(true);
  });

  return {
    key(key) {
      if (!handlers.placing()) return false;
      if (key.type === 'arrow') {
        const { fast, normal } = RoomEditorConstants.keyStepPx;
        const step = key.fast ? fast : normal;
        const [x, y] = toScreen(map, at);
        at = toLonLat(map, [x + key.dx * step, y + key.dy * step]);
        showKeyPointer(true);
        return true;
      }
      if (key.type === 'enter') {
        (handlers.enter ?? handlers.click)(toScreen(map, at), false);
        return true;
      }
      return false;
    },
    remove() {
      if (frame !== null) cancelAnimationFrame(frame);
      removePointer();
      if (keyboard) map.keyboard.enable();
      setRoomEditor({ keyPointer: null });
    },
  };
}
