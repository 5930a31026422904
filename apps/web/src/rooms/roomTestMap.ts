import type { Map as MapLibreMap } from 'maplibre-gl';
import { vi } from 'vitest';

/**
 * A map for the room editor's tests: north up, a millionth of a degree per pixel, longitude 0
 * and latitude 0 at pixel (500, 400). `click` and `move` fire the map's mouse events at a
 * pixel, with Shift held or not.
 */
export function roomTestMap() {
  const scale = 0.000_001;
  const handlers = new Map<string, ((event: unknown) => void)[]>();
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  let doubleClickZoom = true;
  const map = {
    on: vi.fn((type: string, handler: (event: unknown) => void) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    }),
    off: vi.fn((type: string, handler: (event: unknown) => void) => {
      handlers.set(
        type,
        (handlers.get(type) ?? []).filter((h) => h !== handler),
      );
    }),
    getCanvas: () => canvas,
    getCanvasContainer: () => container,
    getContainer: () => container,
    doubleClickZoom: {
      isEnabled: () => doubleClickZoom,
      disable: () => {
        doubleClickZoom = false;
      },
      enable: () => {
        doubleClickZoom = true;
      },
    },
    project: ([lon, lat]: [number, number]) => ({ x: 500 + lon / scale, y: 400 - lat / scale }),
    unproject: ([x, y]: [number, number]) => ({ lng: (x - 500) * scale, lat: (400 - y) * scale }),
  };
  const fire = (type: string, x: number, y: number, shiftKey = false) => {
    const event = {
      point: { x, y },
      lngLat: map.unproject([x, y]),
      originalEvent: { button: 0, shiftKey },
      preventDefault: vi.fn(),
    };
    for (const handler of handlers.get(type) ?? []) handler(event);
  };
  return {
    map: map as unknown as MapLibreMap,
    click: (x: number, y: number, shift = false) => fire('click', x, y, shift),
    move: (x: number, y: number, shift = false) => fire('mousemove', x, y, shift),
    down: (x: number, y: number) => fire('mousedown', x, y),
    handlers,
    isDoubleClickZoom: () => doubleClickZoom,
    /** The [lon, lat] under a pixel. */
    at: (x: number, y: number): [number, number] => [(x - 500) * scale, (400 - y) * scale],
  };
}
