import {
  FloorPlanPlacementConstants,
  FloorPlanVersionConstants,
  FloorUiMessages,
  type PlanPlacement,
} from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory, nextStep, useHistoryStore } from '../editor/history';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { fakeFetch, makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { FloorPlanToolbar } from './FloorPlanToolbar';
import type { ChosenFloorPlan } from './floorPlanPlacementMachine';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';

// The main map at zoom 19, where a plan may be set.
vi.mock('react-map-gl/maplibre', () => ({ useMap: () => ({ main: { getZoom: () => 19 } }) }));

const BUID = 'building_1';

const placement: PlanPlacement = {
  centre: { lat: 35.14475, lon: 33.41115 },
  widthM: 60,
  rotationDegrees: 20,
  widthPx: 800,
  heightPx: 500,
};

const image = (adjusting?: ChosenFloorPlan['adjusting']): ChosenFloorPlan => ({
  file: new File([new Uint8Array([137, 80, 78, 71])], 'new-plan.png', { type: 'image/png' }),
  widthPx: 800,
  heightPx: 500,
  display: document.createElement('canvas'),
  ...(adjusting ? { adjusting } : {}),
});

function startPlacing(floor: string, adjusting?: ChosenFloorPlan['adjusting']): void {
  useFloorPlanPlacementStore.setState({
    placement: {
      name: 'placing',
      image: image(adjusting),
      placement,
      undo: null,
      gestureStart: null,
    },
    awaitingFit: false,
    targetFloor: floor,
  });
}

const shown = () => {
  const state = useFloorPlanPlacementStore.getState().placement;
  if (state.name === 'idle') throw new Error('not placing');
  return state;
};

/** The floors API of a building whose floor 0 "Ground" and floor 1 have plans. */
function serveFloors() {
  const floors = [
    makeFloor('0', { floor_name: 'Ground', plan_version: 'v0' }),
    makeFloor('1', { floor_name: 'First', plan_version: 'v1' }),
    makeFloor('2'),
  ];
  const fake = fakeFetch((url) => {
    if (url === '/api/mapping/floor/all') return { status: 200, payload: { floors } };
    if (url === '/api/mapping/floor/floorplan/upload')
      return {
        status: 200,
        payload: {
          message: 'Floorplan uploaded and tiled.',
          floor: { ...floors[1], plan_version: 'v1b' },
          size_m: { width: 60, height: 37.5 },
          tiles: 4,
          previous_plan_version: 'v1',
        },
      };
    return { status: 404, payload: { message: 'Not found.' } };
  });
  vi.stubGlobal('fetch', fake.fetchImpl);
  return fake.calls;
}

describe('FloorPlanToolbar', () => {
  beforeEach(() => {
    signInAs(makeSessionUser({ role: 'admin', username: 'admin' }));
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '1' });
    clearHistory();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useFloorPlanPlacementStore.setState({
      placement: { name: 'idle' },
      awaitingFit: false,
      targetFloor: null,
    });
  });

  it('applies a typed width on Enter as one step of the placement, which Undo takes back', async () => {
    serveFloors();
    startPlacing('1');
    renderWithQueries(<FloorPlanToolbar />);
    const width = screen.getByTestId('floor-plan-width') as HTMLInputElement;
    expect(width.value).toBe('60.00');
    fireEvent.focus(width);
    fireEvent.change(width, { target: { value: '80,5' } });
    // Nothing changes while typing.
    expect(shown().placement.widthM).toBe(60);
    fireEvent.keyDown(width, { key: 'Enter' });
    expect(shown().placement).toEqual({ ...placement, widthM: 80.5 });
    expect(width.value).toBe('80.50');
    expect(screen.getByTestId('floor-plan-readout').textContent).toBe(
      FloorUiMessages.placedPlan(80.5, (80.5 * 500) / 800, 20),
    );
    expect(nextStep(useHistoryStore.getState(), 'undo', 'floor-plan-placement')).toBeDefined();

    fireEvent.click(screen.getByTestId('floor-plan-undo'));
    await waitFor(() => expect(shown().placement.widthM).toBe(60));
    expect(width.value).toBe('60.00');
  });

  it('refuses a width out of bounds with the reason, changes nothing, and Escape puts the value back', () => {
    serveFloors();
    startPlacing('1');
    renderWithQueries(<FloorPlanToolbar />);
    const width = screen.getByTestId('floor-plan-width') as HTMLInputElement;
    for (const typed of ['0', '-3', 'wide', String(FloorPlanPlacementConstants.maxWidthM + 1)]) {
      fireEvent.change(width, { target: { value: typed } });
      fireEvent.keyDown(width, { key: 'Enter' });
      expect(width.getAttribute('aria-invalid'), typed).toBe('true');
      expect(screen.getByTestId('floor-plan-width-error').textContent).toBe(
        FloorUiMessages.widthInvalid(
          FloorPlanPlacementConstants.minWidthM,
          FloorPlanPlacementConstants.maxWidthM,
        ),
      );
      expect(shown().placement).toEqual(placement);
    }
    expect(nextStep(useHistoryStore.getState(), 'undo', 'floor-plan-placement')).toBeUndefined();
    fireEvent.keyDown(width, { key: 'Escape' });
    expect(width.value).toBe('60.00');
    expect(width.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByTestId('floor-plan-width-error')).toBeNull();
  });

  it('normalises a typed rotation, applied when the field is left', () => {
    serveFloors();
    startPlacing('1');
    renderWithQueries(<FloorPlanToolbar />);
    const rotation = screen.getByTestId('floor-plan-rotation') as HTMLInputElement;
    expect(rotation.value).toBe('20.0');
    fireEvent.change(rotation, { target: { value: '370' } });
    fireEvent.blur(rotation);
    expect(shown().placement).toEqual({ ...placement, rotationDegrees: 10 });
    expect(rotation.value).toBe('10.0');
    fireEvent.change(rotation, { target: { value: '1e9' } });
    fireEvent.blur(rotation);
    expect(screen.getByTestId('floor-plan-rotation-error').textContent).toBe(
      FloorUiMessages.rotationInvalid(FloorPlanPlacementConstants.maxTypedRotationDeg),
    );
    expect(shown().placement.rotationDegrees).toBe(10);
  });

  it('follows a drag of the handles in the fields while they are not being edited', () => {
    serveFloors();
    startPlacing('1');
    renderWithQueries(<FloorPlanToolbar />);
    act(() =>
      useFloorPlanPlacementStore.setState({
        placement: { ...shown(), placement: { ...placement, widthM: 72.25, rotationDegrees: -45 } },
      } as never),
    );
    expect((screen.getByTestId('floor-plan-width') as HTMLInputElement).value).toBe('72.25');
    expect((screen.getByTestId('floor-plan-rotation') as HTMLInputElement).value).toBe('-45.0');
  });

  it('asks before replacing a plan, naming the floor and Undo; Escape goes back, Replace uploads', async () => {
    const calls = serveFloors();
    startPlacing('1');
    renderWithQueries(<FloorPlanToolbar />);
    // The floors have loaded: floor 1 has a plan, and floor 0 below it shows faintly.
    await waitFor(() =>
      expect(screen.getByTestId('floor-plan-floor-below').textContent).toBe(
        FloorUiMessages.floorBelowShown('0'),
      ),
    );
    fireEvent.click(screen.getByTestId('floor-plan-set'));
    const dialog = await screen.findByTestId('floor-plan-replace-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.textContent).toContain(
      FloorUiMessages.confirmReplace('floor 1 "First"', FloorPlanVersionConstants.keptForDays),
    );
    expect(dialog.textContent).toContain('Replace the floor plan of floor 1 "First"?');
    expect(dialog.textContent).toContain('Undo');
    expect(document.activeElement).toBe(screen.getByTestId('floor-plan-replace-confirm'));
    expect(shown().name).toBe('confirming');
    expect(calls.filter((c) => c.url.includes('floorplan'))).toHaveLength(0);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('floor-plan-replace-dialog')).toBeNull());
    expect(shown().name).toBe('placing');

    fireEvent.click(screen.getByTestId('floor-plan-set'));
    fireEvent.click(await screen.findByTestId('floor-plan-replace-confirm'));
    await waitFor(() => expect(useFloorPlanPlacementStore.getState().placement.name).toBe('idle'));
    expect(calls.map((c) => c.url)).toContain('/api/mapping/floor/floorplan/upload');
    expect(nextStep(useHistoryStore.getState(), 'undo', 'server')).toBeDefined();
  });

  it('does not ask for a floor without a plan', async () => {
    const calls = serveFloors();
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '2' });
    startPlacing('2');
    renderWithQueries(<FloorPlanToolbar />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/mapping/floor/all')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('floor-plan-floor-below')).not.toBeNull());
    fireEvent.click(screen.getByTestId('floor-plan-set'));
    expect(screen.queryByTestId('floor-plan-replace-dialog')).toBeNull();
    // Uploading straight away (the floor below, 1, has a plan).
    expect(shown().name).toBe('uploading');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/mapping/floor/floorplan/upload'),
    );
  });

  it('adjusting the current plan: its floor is fixed and named in the title', () => {
    serveFloors();
    startPlacing('0', { floorNumber: '0', planVersion: 'v0' });
    renderWithQueries(<FloorPlanToolbar />);
    const floorField = screen.getByTestId('floor-plan-floor-number') as HTMLInputElement;
    expect(floorField.value).toBe('0');
    expect(floorField.disabled).toBe(true);
    expect(screen.getByTestId('floor-plan-toolbar').textContent).toContain(
      FloorUiMessages.adjustingLead('0'),
    );
  });
});
