import {
  AlertLevel,
  Alerts,
  EditorMessages,
  type Floor,
  FloorMessages,
  FloorPlanVersionConstants,
  FloorPlanVersionMessages,
  georeferenceFromCorners,
  type PlanPlacement,
  PoiEditorMessages,
  rotationDegrees,
} from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory, nextStep, redoLast, undoLast, useHistoryStore } from '../editor/history';
import { undoWithFeedback } from '../editor/shortcuts';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { createQueryClient } from '../state/serverData';
import { fakeFetch, makeSessionUser, signInAs } from '../test/factories';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { floorKeys } from './floorQueries';
import { type SetFloorPlanContext, setFloorPlan } from './setFloorPlan';

const BUID = 'building_1';

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

  it('refuses with the catalogue text and stays placing, without a request', async () => {
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

describe('setFloorPlan over a floor that has a plan, and of the current plan adjusted', () => {
  const withPlan = (floorNumber: string, version: string) =>
    makeFloor(floorNumber, { floor_name: 'Ground', plan_version: version });

  beforeEach(() => {
    signInAs(makeSessionUser({ role: 'admin', username: 'admin' }));
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    clearHistory();
    startPlacing();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const replaced = (floorNumber: string) => ({
    ...uploaded(floorNumber),
    previous_plan_version: 'v1',
  });
  const restored = (floorNumber: string, version: string, previous: string) => ({
    message: FloorPlanVersionMessages.restored,
    floor: makeFloor(floorNumber, { plan_version: version }),
    size_m: { width: 60, height: 37.5 },
    previous_plan_version: previous,
  });

  it('asks before replacing, sends nothing until confirmed, then replaces as one undoable step', async () => {
    const calls = serve({
      '/api/mapping/floor/floorplan/upload': { status: 200, payload: replaced('0') },
      '/api/auth/mapping/floor/floorplan/restore': {
        status: 200,
        payload: restored('0', 'v1', 'v2'),
      },
    });
    const ctx = context({ floorNumber: '0', floors: [withPlan('0', 'v1')] });
    expect(await setFloorPlan(ctx)).toBe('confirming');
    expect(placementState().name).toBe('confirming');
    expect(calls).toHaveLength(0);

    expect(await setFloorPlan(ctx)).toBe('uploaded');
    expect(calls.map((call) => call.url)).toEqual(['/api/mapping/floor/floorplan/upload']);
    const step = nextStep(useHistoryStore.getState(), 'undo', 'server');
    expect(step?.label).toBe(EditorMessages.actionReplaceFloorPlan('0'));

    // Undo makes the replaced plan live again, only while the new one is live.
    expect((await undoLast('server')).status).toBe('done');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      buid: BUID,
      floor_number: '0',
      plan_version: 'v1',
      live_version: 'v2',
    });
    const cached = ctx.queryClient.getQueryData<{ floors: Floor[] }>(floorKeys.space(BUID));
    expect(cached?.floors.find((f) => f.floor_number === '0')?.plan_version).toBe('v1');

    // Redo makes the new one live again.
    expect((await redoLast('server')).status).toBe('done');
    expect(JSON.parse(String(calls[2]?.init.body))).toMatchObject({
      plan_version: 'v2',
      live_version: 'v1',
    });
  });

  it('goes back to placing when the question is declined', async () => {
    const ctx = context({ floorNumber: '0', floors: [withPlan('0', 'v1')] });
    serve({});
    expect(await setFloorPlan(ctx)).toBe('confirming');
    dispatchFloorPlanPlacement({ type: 'back' });
    expect(placementState()).toMatchObject({ name: 'placing', placement });
  });

  it('says so and forgets the step when the server no longer keeps the earlier plan', async () => {
    const gone = FloorPlanVersionMessages.versionGone(
      FloorPlanVersionConstants.keptPerFloor,
      FloorPlanVersionConstants.keptForDays,
    );
    serve({
      '/api/mapping/floor/floorplan/upload': { status: 200, payload: replaced('0') },
      '/api/auth/mapping/floor/floorplan/restore': { status: 410, payload: { message: gone } },
    });
    const ctx = context({ floorNumber: '0', floors: [withPlan('0', 'v1')] });
    await setFloorPlan(ctx);
    expect(await setFloorPlan(ctx)).toBe('uploaded');
    await undoWithFeedback('server');
    expect(alert()).toMatchObject({
      level: AlertLevel.danger,
      text: PoiEditorMessages.undoFailed(EditorMessages.actionReplaceFloorPlan('0'), gone),
    });
    // Nothing is left to undo: the next Ctrl+Z reaches the step before it.
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')).toBeUndefined();
    expect(nextStep(useHistoryStore.getState(), 'redo', 'server')).toBeUndefined();
  });

  it('records no step for a first plan (nothing was replaced)', async () => {
    serve({ '/api/mapping/floor/floorplan/upload': { status: 200, payload: uploaded('1') } });
    expect(await setFloorPlan(context())).toBe('uploaded');
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')).toBeUndefined();
  });

  it('sends only the new corners of the current plan being adjusted, and makes it undoable', async () => {
    const state = placementState();
    if (state.name !== 'placing') throw new Error('not placing');
    useFloorPlanPlacementStore.setState({
      placement: {
        ...state,
        image: { ...state.image, adjusting: { floorNumber: '0', planVersion: 'v1' } },
      },
    });
    const calls = serve({
      '/api/auth/mapping/floor/floorplan/place': {
        status: 200,
        payload: {
          ...restored('0', 'v2', 'v1'),
          message: FloorPlanVersionMessages.placed,
          tiles: 12,
        },
      },
    });
    // The toolbar's floor field does not count: the plan stays with its floor.
    const ctx = context({ floorNumber: '5', floors: [withPlan('0', 'v1')] });
    expect(await setFloorPlan(ctx)).toBe('placed');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/mapping/floor/floorplan/place']);
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body).toMatchObject({ buid: BUID, floor_number: '0', plan_version: 'v1', zoom: 19 });
    expect(rotationDegrees(georeferenceFromCorners(body.corners, 800, 500))).toBeCloseTo(20, 6);
    expect(placementState().name).toBe('idle');
    expect(alert()).toMatchObject({
      level: AlertLevel.success,
      text: FloorPlanVersionMessages.placed,
    });
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')?.label).toBe(
      EditorMessages.actionAdjustFloorPlan('0'),
    );
  });
});
