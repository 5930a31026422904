import type { UnitWire } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { attachMap, detachMap } from '../editor/editor';
import { installEditorShortcuts } from '../editor/shortcuts';
import { setRoomEditor } from './roomEditorStore';

/** A handler of the map that can be turned off and on (double-click zoom, drag pan, keys). */
function toggle() {
  let enabled = true;
  return {
    isEnabled: () => enabled,
    disable: () => {
      enabled = false;
    },
    enable: () => {
      enabled = true;
    },
  };
}

/**
 * A map for the room editor's tests: north up, a millionth of a degree per pixel, longitude 0
 * and latitude 0 at pixel (500, 400), its centre. `click` and `move` fire the map's mouse
 * events at a pixel, with Shift held or not; `touch` a one-finger touchstart.
 */
export function roomTestMap() {
  const scale = 0.000_001;
  const handlers = new Map<string, ((event: unknown) => void)[]>();
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  const doubleClickZoom = toggle();
  const dragPan = toggle();
  const keyboard = toggle();
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
    getCenter: () => ({ lng: 0, lat: 0 }),
    panBy: vi.fn(),
    doubleClickZoom,
    dragPan,
    keyboard,
    project: ([lon, lat]: [number, number]) => ({ x: 500 + lon / scale, y: 400 - lat / scale }),
    unproject: ([x, y]: [number, number]) => ({ lng: (x - 500) * scale, lat: (400 - y) * scale }),
  };
  const fire = (type: string, x: number, y: number, originalEvent: object) => {
    const event = {
      point: { x, y },
      lngLat: map.unproject([x, y]),
      originalEvent,
      preventDefault: vi.fn(),
    };
    for (const handler of handlers.get(type) ?? []) handler(event);
    return event;
  };
  const mouse =
    (type: string) =>
    (x: number, y: number, shiftKey = false) =>
      fire(type, x, y, { button: 0, shiftKey });
  return {
    map: map as unknown as MapLibreMap,
    click: mouse('click'),
    move: mouse('mousemove'),
    down: mouse('mousedown'),
    touch: (x: number, y: number) =>
      fire('touchstart', x, y, { touches: [{ clientX: x, clientY: y }] }),
    handlers,
    container,
    panBy: map.panBy,
    isDoubleClickZoom: doubleClickZoom.isEnabled,
    isDragPan: dragPan.isEnabled,
    isKeyboard: keyboard.isEnabled,
    /** The [lon, lat] under a pixel. */
    at: (x: number, y: number): [number, number] => [(x - 500) * scale, (400 - y) * scale],
  };
}

/** A key pressed on the page, as the editor's shortcut dispatcher hears it. */
export const pressKey = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** A room west of the map's centre, from pixel (300, 300) to (400, 500): east wall column 400. */
export function westRoom(at: (x: number, y: number) => [number, number]): UnitWire {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    buid: 'b',
    floor_number: 0,
    name: 'West',
    category: 'room',
    accessibility: [],
    polygon: [at(300, 300), at(400, 300), at(400, 500), at(300, 500), at(300, 300)],
    created_at: '',
    updated_at: '',
  };
}

/**
 * The room modes' tests in a describe block: the shortcut dispatcher installed, and `open()`
 * attaches a new map whose floor holds the west room. After each test `cleanup` ends what
 * the test left under way and the map goes.
 */
export function roomModeTestMap(cleanup: () => void) {
  let removeShortcuts = () => {};
  beforeAll(() => {
    removeShortcuts = installEditorShortcuts(document);
  });
  afterAll(() => removeShortcuts());
  let fake = roomTestMap();
  afterEach(() => {
    cleanup();
    detachMap(fake.map);
    setRoomEditor({ floor: null });
  });
  return {
    get fake() {
      return fake;
    },
    open(): UnitWire {
      fake = roomTestMap();
      attachMap(fake.map);
      const unit = westRoom(fake.at);
      setRoomEditor({ floor: { buid: 'b', floor: '0', units: [unit], openings: [] } });
      return unit;
    },
  };
}
