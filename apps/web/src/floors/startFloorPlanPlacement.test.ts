import {
  georeferenceCorners,
  georeferenceFromPlacement,
  haversineMetres,
  type LatLng,
  latLngToMercator,
  MapDefaults,
  mercatorToLatLng,
  mercatorWorldSizeM,
  type PlanPlacement,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapLibreLngLat } from '../map/lngLat';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { startFloorPlanPlacement } from './startFloorPlanPlacement';

const SIZE = { width: 1000, height: 800 };

/**
 * A north-up Web-Mercator map of SIZE pixels: MapLibre's 512-px world at `zoom`, with
 * jumpTo, panBy and project/unproject as MapLibre has them.
 */
function fakeMap(start: LatLng & { zoom: number }) {
  let centre = latLngToMercator(start);
  let zoom = start.zoom;
  const perPixel = () => mercatorWorldSizeM / (512 * 2 ** zoom);
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: SIZE.width });
  Object.defineProperty(container, 'clientHeight', { value: SIZE.height });
  const project = (at: [number, number] | MapLibreLngLat) => {
    const [lon, lat] = Array.isArray(at) ? at : [at.lng, at.lat];
    const m = latLngToMercator({ lat, lon });
    return {
      x: SIZE.width / 2 + (m.x - centre.x) / perPixel(),
      y: SIZE.height / 2 - (m.y - centre.y) / perPixel(),
    };
  };
  const unproject = ([x, y]: [number, number]) => {
    const p = mercatorToLatLng({
      x: centre.x + (x - SIZE.width / 2) * perPixel(),
      y: centre.y - (y - SIZE.height / 2) * perPixel(),
    });
    return { lng: p.lon, lat: p.lat };
  };
  const map = {
    getContainer: () => container,
    getPadding: () => ({ left: 0, right: 0, top: 0, bottom: 0 }),
    getBearing: () => 0,
    getZoom: () => zoom,
    getCenter: () => unproject([SIZE.width / 2, SIZE.height / 2]),
    jumpTo: vi.fn((options: { center?: [number, number]; zoom?: number }) => {
      if (options.center)
        centre = latLngToMercator({ lat: options.center[1], lon: options.center[0] });
      if (options.zoom !== undefined) zoom = options.zoom;
    }),
    panBy: vi.fn(([dx, dy]: [number, number]) => {
      centre = { x: centre.x + dx * perPixel(), y: centre.y - dy * perPixel() };
    }),
    project,
    unproject,
  };
  return map as unknown as MapLibreMap & { jumpTo: typeof map.jumpTo };
}

/** The demo's ground floor: 68 m wide, turned -15 degrees. */
const current: PlanPlacement = {
  centre: { lat: 35.14475, lon: 33.41115 },
  widthM: 68.2,
  rotationDegrees: -15.3,
  widthPx: 1700,
  heightPx: 800,
};
const currentCorners = georeferenceCorners(georeferenceFromPlacement(current));
const building = { lat: 35.1449, lon: 33.4105 };

describe('starting to place a plan', () => {
  beforeEach(() => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 600, height: 600, close: () => {} }));
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) =>
      setTimeout(() => run(0), 0),
    );
    // jsdom draws nothing on canvases.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    dispatchFloorPlanPlacement({ type: 'cancel' });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const file = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });

  it("starts a new image where the floor's plan is, and shows all of it", async () => {
    const map = fakeMap({ ...building, zoom: 17 });
    expect(
      await startFloorPlanPlacement(file(), map, building, {
        floorNumber: '0',
        currentCorners,
      }),
    ).toBe(true);
    const store = useFloorPlanPlacementStore.getState();
    expect(store.awaitingFit).toBe(false);
    expect(store.targetFloor).toBe('0');
    const state = store.placement;
    if (state.name !== 'placing') throw new Error('not placing');
    // Same centre, width and rotation; the square image is as tall as it is wide.
    expect(haversineMetres(state.placement.centre, current.centre)).toBeLessThan(1e-6);
    expect(state.placement.widthM).toBeCloseTo(68.2, 6);
    expect(state.placement.rotationDegrees).toBeCloseTo(-15.3, 6);
    expect([state.placement.widthPx, state.placement.heightPx]).toEqual([600, 600]);
    expect(state.undo).toBeNull();

    // The camera shows the whole plan, large, from a zoom where it may be set.
    expect(map.getZoom()).toBeGreaterThanOrEqual(MapDefaults.floorPlanMinZoom);
    const onScreen = georeferenceCorners(georeferenceFromPlacement(state.placement)).map(
      ([lon, lat]) => map.project([lon, lat]),
    );
    for (const { x, y } of onScreen) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(SIZE.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(SIZE.height);
    }
    const spanX = Math.max(...onScreen.map((p) => p.x)) - Math.min(...onScreen.map((p) => p.x));
    const spanY = Math.max(...onScreen.map((p) => p.y)) - Math.min(...onScreen.map((p) => p.y));
    expect(Math.max(spanX / SIZE.width, spanY / SIZE.height)).toBeGreaterThan(0.6);
  });

  it('marks the current plan adjusted, so that Set sends its placement only', async () => {
    const map = fakeMap({ ...building, zoom: 19 });
    await startFloorPlanPlacement(file(), map, null, {
      floorNumber: '0',
      currentCorners,
      adjusting: { floorNumber: '0', planVersion: 'v0' },
    });
    const state = useFloorPlanPlacementStore.getState().placement;
    if (state.name !== 'placing') throw new Error('not placing');
    expect(state.image.adjusting).toEqual({ floorNumber: '0', planVersion: 'v0' });
  });

  it('starts at the building, unturned, for a floor without a plan', async () => {
    const map = fakeMap({ ...building, zoom: 17 });
    await startFloorPlanPlacement(file(), map, building, { floorNumber: '3' });
    const state = useFloorPlanPlacementStore.getState().placement;
    if (state.name !== 'placing') throw new Error('not placing');
    expect(state.placement.rotationDegrees).toBe(0);
    expect(haversineMetres(state.placement.centre, building)).toBeLessThan(0.01);
    expect(map.getZoom()).toBe(MapDefaults.floorPlanPlacedZoom);
    expect(useFloorPlanPlacementStore.getState().targetFloor).toBe('3');
  });
});
