import {
  type LonLat,
  RoomEditorConstants,
  type Snap,
  type SnapRing,
  snapToRings,
  type UnitWire,
  type PlanePoint as XY,
} from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent, MapTouchEvent } from 'maplibre-gl';

/*
 * Input of the room editor's modes on the map (docs/rooms.md#editing), installed by a mode's
 * enter() and removed by its exit(): clicks and pointer moves in screen pixels, the snapping
 * done in pixels (a few pixels whatever the zoom), and dragging a corner handle (mouse or
 * finger).
 */

export type ProjectingMap = Pick<MapLibreMap, 'project' | 'unproject'>;

export const toScreen = (map: ProjectingMap, [lon, lat]: LonLat): XY => {
  const { x, y } = map.project([lon, lat]);
  return [x, y];
};

export const toLonLat = (map: ProjectingMap, [x, y]: XY): LonLat => {
  const { lng, lat } = map.unproject([x, y]);
  return [lng, lat];
};

/** The open outline of a room (its closing repeat dropped). */
export const openRing = (polygon: readonly (readonly number[])[]): LonLat[] => {
  const corners = polygon.map(([lon, lat]) => [lon ?? 0, lat ?? 0] as LonLat);
  const first = corners[0];
  const last = corners.at(-1);
  if (corners.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
    corners.pop();
  }
  return corners;
};

/** The rooms as rings of screen points, to snap to. */
export function screenRings(map: ProjectingMap, units: readonly UnitWire[]): SnapRing[] {
  return units.map((unit) => ({
    id: unit.id,
    corners: openRing(unit.polygon).map((corner) => toScreen(map, corner)),
  }));
}

/** The pointer snapped to the corners and walls of `units` within `tolerance` pixels. */
export function snapOnScreen(
  map: ProjectingMap,
  point: XY,
  units: readonly UnitWire[],
  tolerance: number = RoomEditorConstants.snapPx,
): { at: LonLat; snap: Snap | null } {
  const snap = snapToRings(point, screenRings(map, units), tolerance);
  if (!snap) return { at: toLonLat(map, point), snap: null };
  // A corner snaps to the room's own position, not to its screen pixel and back.
  const unit = units.find((u) => u.id === snap.id);
  const corner = snap.kind === 'corner' && unit ? openRing(unit.polygon)[snap.index] : undefined;
  return { at: corner ?? toLonLat(map, snap.point), snap };
}

export interface PointerHandlers {
  click(point: XY, shift: boolean): void;
  move(point: XY, shift: boolean): void;
}

/**
 * Clicks and moves of the pointer on the map, with a crosshair; a double click does not
 * zoom (it puts a corner twice, which counts once).
 */
export function installPointer(map: MapLibreMap, handlers: PointerHandlers): () => void {
  const canvas = map.getCanvasContainer();
  const doubleClickZoom = map.doubleClickZoom.isEnabled();
  map.doubleClickZoom.disable();
  canvas.style.cursor = 'crosshair';
  const xy = (event: MapMouseEvent): XY => [event.point.x, event.point.y];
  const onClick = (event: MapMouseEvent) => handlers.click(xy(event), event.originalEvent.shiftKey);
  const onMove = (event: MapMouseEvent) => handlers.move(xy(event), event.originalEvent.shiftKey);
  map.on('click', onClick);
  map.on('mousemove', onMove);
  return () => {
    map.off('click', onClick);
    map.off('mousemove', onMove);
    if (doubleClickZoom) map.doubleClickZoom.enable();
    canvas.style.cursor = '';
  };
}

export interface HandleDragHandlers {
  /** The handle under a screen point, or null: only there does a press start a drag. */
  handleAt(point: XY): number | null;
  start(handle: number): void;
  move(point: XY): void;
  end(): void;
}

/**
 * Dragging a corner handle with the mouse or one finger: a press on a handle keeps the map
 * from panning for that gesture (the press is the handle's, and drag-pan is off until it
 * ends); elsewhere the map pans, and two fingers zoom, as usual.
 */
export function installHandleDrag(map: MapLibreMap, handlers: HandleDragHandlers): () => void {
  const container = map.getContainer();
  const canvas = map.getCanvasContainer();
  let stop: (() => void) | null = null;
  const local = (clientX: number, clientY: number): XY => {
    const box = container.getBoundingClientRect();
    return [clientX - box.left, clientY - box.top];
  };
  /** A press at `event` on a handle starts its drag; answers whether it did. */
  const press = (event: MapMouseEvent | MapTouchEvent): boolean => {
    const handle = handlers.handleAt([event.point.x, event.point.y]);
    if (handle === null) return false;
    event.preventDefault();
    const dragPan = map.dragPan.isEnabled();
    map.dragPan.disable();
    handlers.start(handle);
    stop = () => {
      if (dragPan) map.dragPan.enable();
      stop = null;
    };
    return true;
  };
  /** Window listeners of the drag under way, removed when it ends. */
  const follow = (listeners: [string, (event: Event) => void, AddEventListenerOptions?][]) => {
    for (const [type, listener, options] of listeners) {
      window.addEventListener(type, listener, options);
    }
    const release = stop;
    stop = () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
      release?.();
    };
  };
  const end = () => {
    stop?.();
    handlers.end();
  };
  const onDown = (event: MapMouseEvent) => {
    if (event.originalEvent.button !== 0 || stop || !press(event)) return;
    follow([
      [
        'mousemove',
        (moved) =>
          handlers.move(local((moved as MouseEvent).clientX, (moved as MouseEvent).clientY)),
      ],
      ['mouseup', end],
    ]);
  };
  const onTouch = (event: MapTouchEvent) => {
    if (event.originalEvent.touches.length !== 1 || stop || !press(event)) return;
    const onMove = (moved: Event) => {
      const finger = (moved as TouchEvent).touches[0];
      if (!finger) return;
      // The page does not scroll under the finger.
      moved.preventDefault();
      handlers.move(local(finger.clientX, finger.clientY));
    };
    follow([
      ['touchmove', onMove, { passive: false }],
      ['touchend', end],
      ['touchcancel', end],
    ]);
  };
  const onHover = (event: MapMouseEvent) => {
    if (stop) return;
    canvas.style.cursor = handlers.handleAt([event.point.x, event.point.y]) === null ? '' : 'move';
  };
  map.on('mousedown', onDown);
  map.on('touchstart', onTouch);
  map.on('mousemove', onHover);
  return () => {
    map.off('mousedown', onDown);
    map.off('touchstart', onTouch);
    map.off('mousemove', onHover);
    if (stop) end();
    canvas.style.cursor = '';
  };
}
