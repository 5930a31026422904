import { type Floor, StorageKeys } from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../state/selection';
import { createQueryClient } from '../state/serverData';
import { routedFetch } from '../test/factories';
import { floorTileUrlTemplate } from './FloorPlanTiles';
import {
  chooseFloor,
  floorBelowWithPlan,
  floorPlanShape,
  readUrlFloor,
  sortFloors,
  stepFloor,
  useFloorChoice,
} from './floorState';

const floorOf = (floor_number: string, overrides: Partial<Floor> = {}): Floor =>
  makeFloor(floor_number, { floor_name: `Floor ${floor_number}`, ...overrides });

/** Server order is numeric already; these come shuffled to prove the client sorts too. */
const floors = [floorOf('10'), floorOf('-1'), floorOf('2'), floorOf('0')];

describe('floor order and stepping', () => {
  it('sorts floor numbers numerically, not as text', () => {
    expect(sortFloors(floors).map((f) => f.floor_number)).toEqual(['-1', '0', '2', '10']);
  });

  it('steps up and down in numeric order and stops at either end', () => {
    expect(stepFloor(floors, '2', 1)).toBe('10');
    expect(stepFloor(floors, '2', -1)).toBe('0');
    expect(stepFloor(floors, '10', 1)).toBeNull();
    expect(stepFloor(floors, '-1', -1)).toBeNull();
    expect(stepFloor(floors, '02', 1)).toBe('10');
  });
});

describe('floor choice priority', () => {
  it('takes the URL floor first', () => {
    expect(chooseFloor(floors, { urlFloor: '2', storedFloor: '10' })).toBe('2');
  });

  it('then the last stored floor', () => {
    expect(chooseFloor(floors, { urlFloor: null, storedFloor: '10' })).toBe('10');
    // A URL floor this building does not have is skipped.
    expect(chooseFloor(floors, { urlFloor: '7', storedFloor: '10' })).toBe('10');
  });

  it('then the first floor in numeric order', () => {
    expect(chooseFloor(floors, { urlFloor: null, storedFloor: null })).toBe('-1');
    expect(chooseFloor(floors, { urlFloor: '7', storedFloor: '8' })).toBe('-1');
    expect(chooseFloor([], { urlFloor: '1', storedFloor: '1' })).toBeNull();
  });

  it('reads the floor parameter of the page URL', () => {
    expect(readUrlFloor('?buid=b&floor=3')).toBe('3');
    expect(readUrlFloor('?floor=%20')).toBeNull();
    expect(readUrlFloor('')).toBeNull();
  });
});

describe('floor plan tiles and shape', () => {
  it('builds an absolute, versioned MapLibre tile template', () => {
    expect(floorTileUrlTemplate('http://localhost:8080', 'b 1', '-1', 'v42')).toBe(
      'http://localhost:8080/api/floortiles/b%201/-1/{z}/{x}/{y}.png?v=v42',
    );
  });

  it('reads a plan size and rotation from the stored corners', () => {
    const demo = floorOf('1', {
      plan_corners: [
        [33.41084874, 35.14498134],
        [33.41156001, 35.14479236],
        [33.41145126, 35.14451866],
        [33.41073999, 35.14470764],
      ],
    });
    const shape = floorPlanShape(demo);
    expect(shape?.widthM).toBeCloseTo(68, 0);
    expect(shape?.heightM).toBeCloseTo(32, 0);
    // The top edge runs east-south-east: the plan is turned 18° clockwise.
    expect(shape?.rotationDegrees).toBeCloseTo(18, 0);
    expect(floorPlanShape(floorOf('2'))).toBeNull();
  });
});

describe('useFloorChoice', () => {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
  const serveFloors = (list: Floor[]) =>
    vi.stubGlobal('fetch', routedFetch({ '/api/mapping/floor/all': { floors: list } }).fetchImpl);

  beforeEach(() => {
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null, selectedPoi: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('picks the URL floor over the stored one when the building is selected', async () => {
    serveFloors(floors);
    window.history.replaceState(null, '', '/?floor=2');
    localStorage.setItem(StorageKeys.lastFloor, '10');
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '10' });
    renderHook(() => useFloorChoice(), { wrapper });
    await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe('2'));
    expect(localStorage.getItem(StorageKeys.lastFloor)).toBe('2');
  });

  it('keeps the restored floor without a URL floor, and falls back to the first', async () => {
    serveFloors(floors);
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '10' });
    const first = renderHook(() => useFloorChoice(), { wrapper });
    await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe('10'));
    first.unmount();

    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: null });
    renderHook(() => useFloorChoice(), { wrapper });
    await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe('-1'));
  });

  it('moves to the first floor when the selected one disappears', async () => {
    serveFloors(floors);
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '0' });
    const { rerender } = renderHook(() => useFloorChoice(), { wrapper });
    await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe('0'));
    // Deleted elsewhere: the selection still names it.
    useSelectionStore.getState().selectFloor('5');
    rerender();
    await waitFor(() => expect(useSelectionStore.getState().selectedFloor).toBe('-1'));
  });
});

describe('the floor below a plan being placed', () => {
  const building = [
    floorOf('2', { plan_version: 'v2' }),
    floorOf('-1', { plan_version: 'vb' }),
    floorOf('0', { plan_version: 'v0' }),
    floorOf('1'),
    floorOf('10', { plan_version: 'v10' }),
  ];

  it('is the next lower floor in numeric order, when it has a plan', () => {
    expect(floorBelowWithPlan(building, '0')?.floor_number).toBe('-1');
    expect(floorBelowWithPlan(building, '1')?.floor_number).toBe('0');
    // A new floor number: the highest floor under it.
    expect(floorBelowWithPlan(building, '11')?.floor_number).toBe('10');
    expect(floorBelowWithPlan(building, '5')?.floor_number).toBe('2');
  });

  it('is none when the next lower floor has no plan, or there is none, or no floor is named', () => {
    expect(floorBelowWithPlan(building, '2')).toBeNull();
    expect(floorBelowWithPlan(building, '-1')).toBeNull();
    expect(floorBelowWithPlan(building, null)).toBeNull();
    expect(floorBelowWithPlan(building, '')).toBeNull();
    expect(floorBelowWithPlan(building, 'x')).toBeNull();
  });
});
