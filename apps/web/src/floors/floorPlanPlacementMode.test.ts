import type { PlanPlacement } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachMap, detachMap } from '../editor/editor';
import { clearHistory, nextStep, recordEdit, useHistoryStore } from '../editor/history';
import { installEditorShortcuts } from '../editor/shortcuts';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';

const placed: PlanPlacement = {
  centre: { lat: 0, lon: 0 },
  widthM: 100,
  rotationDegrees: 0,
  widthPx: 400,
  heightPx: 200,
};

/**
 * A map at the equator, north up, a millionth of a degree (11 cm) per pixel, the origin
 * at pixel (500, 400); the container sits at the viewport's top-left corner. The 100 m
 * plan spans about 900 x 450 pixels.
 */
function fakeMap() {
  const scale = 0.000_001;
  const handlers = new Map<string, ((event: unknown) => void)[]>();
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
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
    getContainer: () => container,
    project: ([lon, lat]: [number, number]) => ({ x: 500 + lon / scale, y: 400 - lat / scale }),
    unproject: ([x, y]: [number, number]) => ({ lng: (x - 500) * scale, lat: (400 - y) * scale }),
  };
  const fire = (type: string, x: number, y: number) => {
    const event = {
      point: { x, y },
      lngLat: map.unproject([x, y]),
      originalEvent: { button: 0 },
      preventDefault: vi.fn(),
    };
    for (const handler of handlers.get(type) ?? []) handler(event);
    return event;
  };
  return { map: map as unknown as MapLibreMap, fire, handlers, canvas };
}

const image = () => ({
  file: new File([new Uint8Array([1])], 'plan.png'),
  widthPx: 400,
  heightPx: 200,
  display: document.createElement('canvas'),
});

const current = () => useFloorPlanPlacementStore.getState().placement;

describe('the floor-plan placement mode on a map', () => {
  let removeShortcuts = () => {};
  beforeAll(() => {
    removeShortcuts = installEditorShortcuts(document);
  });
  afterAll(() => removeShortcuts());
  afterEach(() => {
    dispatchFloorPlanPlacement({ type: 'cancel' });
    clearHistory();
  });

  it('is entered when an image is chosen and exited when it is cancelled', () => {
    const { map, handlers } = fakeMap();
    attachMap(map);
    expect(handlers.get('mousedown') ?? []).toHaveLength(0);

    dispatchFloorPlanPlacement({ type: 'choose', image: image(), placement: placed });
    expect(handlers.get('mousedown')).toHaveLength(1);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(current().name).toBe('idle');
    expect(handlers.get('mousedown')).toHaveLength(0);
    detachMap(map);
  });

  it('drags the plan by its body as one undoable change; the map does not pan', () => {
    const { map, fire, canvas } = fakeMap();
    attachMap(map);
    dispatchFloorPlanPlacement({ type: 'choose', image: image(), placement: placed });
    // Until it is fitted into the free map the plan is not shown, and a press on it is the map's.
    expect(useFloorPlanPlacementStore.getState().awaitingFit).toBe(true);
    expect(fire('mousedown', 520, 410).preventDefault).not.toHaveBeenCalled();
    fire('mouseup', 520, 410);
    dispatchFloorPlanPlacement({ type: 'fit', placement: placed });
    expect(useFloorPlanPlacementStore.getState().awaitingFit).toBe(false);

    // Outside the plan: the map keeps the press.
    expect(fire('mousedown', 10, 10).preventDefault).not.toHaveBeenCalled();
    fire('mousemove', 520, 410);
    expect(canvas.style.cursor).toBe('move');

    const press = fire('mousedown', 520, 410);
    expect(press.preventDefault).toHaveBeenCalled();
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 570, clientY: 410 }));
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 620, clientY: 360 }));
    window.dispatchEvent(new MouseEvent('mouseup'));

    const state = current();
    if (state.name !== 'placing') throw new Error('still placing expected');
    expect(state.placement.centre.lon).toBeCloseTo(0.0001, 9);
    expect(state.placement.centre.lat).toBeCloseTo(0.00005, 9);
    expect(state.undo).toEqual(placed);
    expect(state.gestureStart).toBeNull();

    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    expect(current()).toMatchObject({ name: 'placing', placement: placed, undo: null });
    // Redo puts the drag back; Ctrl+Z again undoes it again.
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    expect(current()).toMatchObject({ name: 'placing', undo: placed });
    detachMap(map);
  });

  it('Ctrl+Z while placing undoes the placement only, never a server edit', async () => {
    const { map, fire } = fakeMap();
    attachMap(map);
    const serverUndo = vi.fn(async () => {});
    recordEdit({ label: 'moving "Boiler"', undo: serverUndo, redo: async () => {} });
    dispatchFloorPlanPlacement({ type: 'choose', image: image(), placement: placed });

    const ctrlZ = () =>
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    // Nothing placed yet: nothing to undo, and the POI edit stays where it is.
    ctrlZ();
    fire('mousedown', 520, 410);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 570, clientY: 410 }));
    window.dispatchEvent(new MouseEvent('mouseup'));
    ctrlZ();
    await Promise.resolve();
    expect(current()).toMatchObject({ name: 'placing', placement: placed });
    expect(serverUndo).not.toHaveBeenCalled();
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')?.label).toBe('moving "Boiler"');

    // Cancel ends the mode and its local steps; Ctrl+Z now reaches the server edit.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(nextStep(useHistoryStore.getState(), 'redo', 'floor-plan-placement')).toBeUndefined();
    ctrlZ();
    await Promise.resolve();
    expect(serverUndo).toHaveBeenCalledTimes(1);
    detachMap(map);
  });

  it('drops the image being placed when the map goes away', () => {
    const { map, handlers } = fakeMap();
    attachMap(map);
    dispatchFloorPlanPlacement({ type: 'choose', image: image(), placement: placed });
    detachMap(map);
    expect(current().name).toBe('idle');
    expect(handlers.get('mousedown')).toHaveLength(0);
  });
});
