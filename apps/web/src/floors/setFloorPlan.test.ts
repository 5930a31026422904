import {
  AlertLevel,
  Alerts,
  type Floor,
  FloorMessages,
  georeferenceFromCorners,
  type PlanPlacement,
  rotationDegrees,
} from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { createQueryClient } from '../state/serverData';
import { fakeFetch, makeSessionUser, signInAs } from '../test/factories';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { floorKeys } from './floorQueries';
import { type SetFloorPlanContext, setFloorPlan } from './setFloorPlan';

const BUID = 'building_1';

const makeFloor = (floor_number: string, overrides: Partial<Floor> = {}): Floor => ({
  buid: BUID,
  floor_number,
  floor_name: '',
  description: '',
  is_published: 'true',
  ...overrides,
});

const placement: PlanPlacement = {
  centre: { lat: 35.14475, lon: 33.41115 },
  widthM: 60,
  rotationDegrees: 20,
  widthPx: 800,
  heightPx: 500,
};

function startPlacing(): void {
  useFloorPlanPlacementStore.setState({
    placement: {
      name: 'placing',
      image: {
        file: new File([new Uint8Array([137, 80, 78, 71])], 'plan.png', { type: 'image/png' }),
        widthPx: 800,
        heightPx: 500,
        display: document.createElement('canvas'),
      },
      placement,
      undo: null,
      gestureStart: null,
    },
  });
}

const uploaded = (floorNumber: string) => ({
  message: FloorMessages.uploaded,
  floor: makeFloor(floorNumber, { plan_version: 'v2' }),
  size_m: { width: 60, height: 37.5 },
  tiles: 12,
});

type Route = { status: number; payload: unknown };

function serve(routes: Record<string, Route>) {
  const fake = fakeFetch(
    (url) => routes[url] ?? { status: 404, payload: { message: 'Not found.' } },
  );
  vi.stubGlobal('fetch', fake.fetchImpl);
  return fake.calls;
}

const context = (overrides: Partial<SetFloorPlanContext> = {}): SetFloorPlanContext => ({
  queryClient: createQueryClient(),
  buid: BUID,
  floorNumber: '1',
  floors: [makeFloor('0'), makeFloor('1')],
  zoom: 19,
  ...overrides,
});

const placementState = () => useFloorPlanPlacementStore.getState().placement;
const alert = () => useAlertStore.getState().alert;

describe('setFloorPlan', () => {
  beforeEach(() => {
    signInAs(makeSessionUser({ role: 'admin', username: 'admin' }));
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '1' });
    startPlacing();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refuses with the SPEC text and stays placing, without a request', async () => {
    const calls = serve({});
    expect(await setFloorPlan(context({ zoom: 17 }))).toBe('refused');
    expect(alert()).toMatchObject({
      level: AlertLevel.danger,
      text: 'Minimum zoom level: 18. (current: 17)',
    });
    expect(placementState().name).toBe('placing');
    expect(calls).toHaveLength(0);
  });

  it('creates a new floor first, uploads the corners and the image, then leaves the mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve({
      '/api/auth/mapping/floor/add': {
        status: 200,
        payload: { message: 'Floor added.', floor: makeFloor('3') },
      },
      '/api/mapping/floor/floorplan/upload': { status: 200, payload: uploaded('3') },
    });
    const ctx = context({ floorNumber: '3' });

    const pending = setFloorPlan(ctx);
    expect(placementState().name).toBe('uploading');
    expect(alert()).toMatchObject({ level: AlertLevel.info, text: FloorMessages.uploading });
    expect(await pending).toBe('uploaded');

    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/mapping/floor/add',
      '/api/mapping/floor/floorplan/upload',
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      buid: BUID,
      floor_number: '3',
    });
    const upload = calls[1]?.init;
    expect(new Headers(upload?.headers).get('authorization')).toMatch(/^Bearer /);
    const form = upload?.body as FormData;
    const json = JSON.parse(String(form.get('json')));
    expect(json).toMatchObject({ buid: BUID, floor_number: '3', zoom: 19 });
    // The corners describe the placement that was on the map: 20 degrees clockwise.
    expect(rotationDegrees(georeferenceFromCorners(json.corners, 800, 500))).toBeCloseTo(20, 6);
    expect((form.get('floorplan') as File).name).toBe('plan.png');

    expect(placementState().name).toBe('idle');
    expect(useSelectionStore.getState().selectedFloor).toBe('3');
    const cached = ctx.queryClient.getQueryData<{ floors: Floor[] }>(floorKeys.space(BUID));
    expect(cached?.floors.find((f) => f.floor_number === '3')?.plan_version).toBe('v2');
    expect(alert()).toMatchObject({
      level: AlertLevel.success,
      text: 'Floorplan uploaded and tiled.',
    });
    vi.advanceTimersByTime(Alerts.infoAutoHideMs);
    expect(alert()).toMatchObject({ level: AlertLevel.info, text: 'Floor plan: 60.0 m × 37.5 m' });
  });

  it('uploads to an existing floor without creating it', async () => {
    const calls = serve({
      '/api/mapping/floor/floorplan/upload': { status: 200, payload: uploaded('1') },
    });
    expect(await setFloorPlan(context({ floorNumber: '01' }))).toBe('uploaded');
    expect(calls.map((call) => call.url)).toEqual(['/api/mapping/floor/floorplan/upload']);
  });

  it('stays in the mode with the server message when the upload is refused', async () => {
    serve({
      '/api/mapping/floor/floorplan/upload': {
        status: 413,
        payload: { message: 'The floor plan is larger than 50 MB.' },
      },
    });
    expect(await setFloorPlan(context())).toBe('failed');
    expect(placementState()).toMatchObject({ name: 'placing', placement });
    expect(alert()).toMatchObject({
      level: AlertLevel.danger,
      text: 'The floor plan is larger than 50 MB.',
    });
  });

  it('says "Upload error" when the failure carries no message', async () => {
    serve({ '/api/mapping/floor/floorplan/upload': { status: 502, payload: undefined } });
    expect(await setFloorPlan(context())).toBe('failed');
    expect(alert()?.text).toBe('Upload error');
    expect(placementState().name).toBe('placing');
  });

  it('does not upload when the new floor cannot be created', async () => {
    const calls = serve({
      '/api/auth/mapping/floor/add': {
        status: 403,
        payload: { message: 'You do not have permission to edit this space.' },
      },
    });
    expect(await setFloorPlan(context({ floorNumber: '7' }))).toBe('failed');
    expect(calls).toHaveLength(1);
    expect(alert()?.text).toBe(
      'Could not create floor. You do not have permission to edit this space.',
    );
    expect(placementState().name).toBe('placing');
  });
});
