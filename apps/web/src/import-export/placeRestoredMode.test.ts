import type { LatLng } from '@indoor/domain';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activeMode,
  attachMap,
  detachMap,
  featureClicksEnabled,
  useEditorStore,
} from '../editor/editor';
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

const click = (lat: number, lon: number) => {
  for (const handler of [...clickHandlers]) handler({ lngLat: { lat, lng: lon } } as MapMouseEvent);
};

describe('placing a restored building', () => {
  beforeEach(() => {
    clickHandlers = [];
    attachMap(map);
  });
  afterEach(() => detachMap(map));

  it('waits for one click, hands over the clicked point and returns to browse', async () => {
    const placed: LatLng[] = [];
    startPlacingRestored('building_copy', (position) => placed.push(position));
    expect(useEditorStore.getState().modeId).toBe(placeRestoredMode.id);
    expect(usePlaceRestoredStore.getState().buid).toBe('building_copy');
    expect(canvas.style.cursor).toBe('crosshair');

    click(35.2, 33.7);
    await Promise.resolve();
    expect(placed).toEqual([{ lat: 35.2, lon: 33.7 }]);
    expect(useEditorStore.getState().modeId).not.toBe(placeRestoredMode.id);
    expect(usePlaceRestoredStore.getState().buid).toBeNull();
    expect(clickHandlers).toHaveLength(0);
    click(1, 1);
    await Promise.resolve();
    expect(placed).toHaveLength(1);
  });

  it('keeps the click from the POIs, connections and access points under it', async () => {
    expect(featureClicksEnabled()).toBe(true);
    startPlacingRestored('building_copy', () => {});
    expect(featureClicksEnabled()).toBe(false);
    // A feature's handler running after the mode's, in the same click, still sees the mode.
    const seen: boolean[] = [];
    clickHandlers.push(() => seen.push(featureClicksEnabled()));
    click(35.2, 33.7);
    expect(seen).toEqual([false]);
    await Promise.resolve();
    expect(featureClicksEnabled()).toBe(true);
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
