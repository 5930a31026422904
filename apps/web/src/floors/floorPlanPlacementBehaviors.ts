import { type LatLng, latLngToMercator, type ScreenPoint, screenPoint } from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent, MapTouchEvent } from 'maplibre-gl';
import { fromLngLat } from '../map/lngLat';

/**
 * Input handling of the floor-plan placement mode, installed by its enter() and removed
 * by its exit(). Only this mode uses them so far; they move to editor/behaviors when a
 * second mode needs them. Its keys (Ctrl+Z, Escape) go through the editor's one
 * dispatcher (editor/shortcuts.ts).
 */

export type { ScreenPoint } from '@indoor/domain';

/** True when `point` lies inside (or on the edge of) the convex quadrilateral `quad`. */
export function pointInQuad(point: ScreenPoint, quad: readonly ScreenPoint[]): boolean {
  let sign = 0;
  for (let i = 0; i < quad.length; i += 1) {
    const a = quad[i];
    const b = quad[(i + 1) % quad.length];
    if (!a || !b) return false;
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    if (cross === 0) continue;
    const side = Math.sign(cross);
    if (sign === 0) sign = side;
    else if (side !== sign) return false;
  }
  return true;
}

/** The geographic position under a client (viewport) position of a pointer. */
export function clientToLatLng(
  map: Pick<MapLibreMap, 'getContainer' | 'unproject'>,
  clientX: number,
  clientY: number,
): LatLng {
  const box = map.getContainer().getBoundingClientRect();
  return fromLngLat(map.unproject([clientX - box.left, clientY - box.top]));
}

export interface BodyDragHandlers {
  /** Whether a canvas point is on the plan; only there does a press start a drag. */
  isOverPlan: (point: ScreenPoint) => boolean;
  start: (at: LatLng) => void;
  move: (at: LatLng) => void;
  end: () => void;
}

/**
 * Dragging the plan's body with the mouse or one finger. A press on the plan stops the
 * map from panning for that gesture (preventDefault on the map event); elsewhere the map
 * pans and zooms as usual, and the wheel zooms even over the plan. The cursor shows
 * "move" over the plan.
 */
export function installPlanBodyDrag(map: MapLibreMap, handlers: BodyDragHandlers): () => void {
  const canvas = map.getCanvas();
  let stopDragging: (() => void) | null = null;

  const follow = (moveEvent: 'mousemove' | 'touchmove', endEvents: string[]) => {
    const onMove = (event: Event) => {
      const pointer =
        event instanceof MouseEvent ? event : ((event as TouchEvent).touches.item(0) ?? null);
      if (!pointer) return;
      if (event.cancelable) event.preventDefault();
      handlers.move(clientToLatLng(map, pointer.clientX, pointer.clientY));
    };
    const onEnd = () => {
      stopDragging?.();
      handlers.end();
    };
    window.addEventListener(moveEvent, onMove, { passive: false });
    for (const name of endEvents) window.addEventListener(name, onEnd);
    stopDragging = () => {
      window.removeEventListener(moveEvent, onMove);
      for (const name of endEvents) window.removeEventListener(name, onEnd);
      canvas.style.cursor = '';
      stopDragging = null;
    };
  };

  const onMouseDown = (event: MapMouseEvent) => {
    if (event.originalEvent.button !== 0 || stopDragging) return;
    if (!handlers.isOverPlan(screenPoint(event.point))) return;
    event.preventDefault();
    handlers.start(fromLngLat(event.lngLat));
    canvas.style.cursor = 'grabbing';
    follow('mousemove', ['mouseup']);
  };
  const onTouchStart = (event: MapTouchEvent) => {
    if (event.points.length !== 1 || stopDragging) return;
    if (!handlers.isOverPlan(screenPoint(event.point))) return;
    event.preventDefault();
    handlers.start(fromLngLat(event.lngLat));
    follow('touchmove', ['touchend', 'touchcancel']);
  };
  const onHover = (event: MapMouseEvent) => {
    if (stopDragging) return;
    canvas.style.cursor = handlers.isOverPlan(screenPoint(event.point)) ? 'move' : '';
  };

  map.on('mousedown', onMouseDown);
  map.on('touchstart', onTouchStart);
  map.on('mousemove', onHover);
  return () => {
    map.off('mousedown', onMouseDown);
    map.off('touchstart', onTouchStart);
    map.off('mousemove', onHover);
    if (stopDragging) {
      stopDragging();
      handlers.end();
    }
    canvas.style.cursor = '';
  };
}

/**
 * Ground metres covered by one screen pixel at the map's centre: measured through the
 * map's own projection (MapLibre's zoom counts 512-px worlds), in Web-Mercator metres
 * scaled to the ground at the centre's latitude.
 */
export function metresPerScreenPixel(
  map: Pick<MapLibreMap, 'getCenter' | 'project' | 'unproject'>,
): number {
  const centre = map.getCenter();
  const at = map.project(centre);
  const step = 100;
  const a = map.unproject([at.x - step / 2, at.y]);
  const b = map.unproject([at.x + step / 2, at.y]);
  const ma = latLngToMercator(fromLngLat(a));
  const mb = latLngToMercator(fromLngLat(b));
  // hypot, not the x difference: on a rotated map a screen row is not an east-west line.
  const mercatorPerPixel = Math.hypot(mb.x - ma.x, mb.y - ma.y) / step;
  return mercatorPerPixel * Math.cos((centre.lat * Math.PI) / 180);
}
