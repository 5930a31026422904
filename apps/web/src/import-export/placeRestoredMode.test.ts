import type { LatLng } from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeMode, attachMap, detachMap, useEditorStore } from '../editor/editor';
import {
  placeRestoredMode,
  startPlacingRestored,
  usePlaceRestoredStore,
} from './placeRestoredMode';

const container = document.createElement('div');
const canvas = document.createElement('canvas');
let clickHandlers: ((event: MapMouseEvent) => void)[] = [];
const map = {
  getContainer: () => container,
  getCanvas: () => canvas,
  getCenter: () => ({ lat: 35.5, lng: 33.5 }),
  unproject: () => ({ lat: 0, lng: 0 }),
  on: (type: string, handler: (event: MapMouseEvent) => void) => {
    if (type === 'click') clickHandlers.push(handler);
  },
  off: (type: string, handler: (event: MapMouseEvent) => void) => {
    if (type === 'click') clickHandlers = clickHandlers.filter((h) => h !== handler);
  },
} as unknown as MapLibreMap;

const click = (lat: number, lng: number) => {
  for (const handler of [...clickHandlers]) handler({ lngLat: { lat, lng } } as MapMouseEvent);
};

describe('placing a restored building', () => {
  beforeEach(() => {
    clickHandlers = [];
    attachMap(map);
  });
  afterEach(() => detachMap(map));

  it('waits for one click, hands over the clicked point and returns to browse', () => {
    const placed: LatLng[] = [];
    startPlacingRestored('building_copy', (position) => placed.push(position));
    expect(useEditorStore.getState().modeId).toBe(placeRestoredMode.id);
    expect(usePlaceRestoredStore.getState().buid).toBe('building_copy');
    expect(canvas.style.cursor).toBe('crosshair');

    click(35.2, 33.7);
    expect(placed).toEqual([{ lat: 35.2, lon: 33.7 }]);
    expect(useEditorStore.getState().modeId).not.toBe(placeRestoredMode.id);
    expect(usePlaceRestoredStore.getState().buid).toBeNull();
    expect(clickHandlers).toHaveLength(0);
    click(1, 1);
    expect(placed).toHaveLength(1);
  });

  it('Escape cancels: nothing is placed', () => {
    const placed: LatLng[] = [];
    startPlacingRestored('building_copy', (position) => placed.push(position));
    activeMode().escape?.();
    expect(useEditorStore.getState().modeId).not.toBe(placeRestoredMode.id);
    click(35.2, 33.7);
    expect(placed).toEqual([]);
    expect(canvas.style.cursor).toBe('');
  });
});
