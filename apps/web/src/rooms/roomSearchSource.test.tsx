import { RoomWebMessages } from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../components/SearchBox';
import { type SearchResult, searchAllSources } from '../search/searchSources';
import { useSelectionStore } from '../state/selection';
import { createQueryClient } from '../state/serverData';
import { fakeFetch } from '../test/factories';
import type { RoomSearchEntry } from './roomSearch';
import { makeUnit, rectangle } from './roomTestData';
import { openRoom, useRoomSearch } from './useRoomSearch';

const BUID = 'building_1';
const FLOORS = [makeFloor('0', { floor_name: 'Ground' }), makeFloor('1'), makeFloor('2')];
const UNITS: Record<string, unknown[]> = {
  '0': [makeUnit({ id: 'lab-0', name: 'Chemistry lab' }), makeUnit({ id: 'wc', name: 'WC' })],
  '1': [makeUnit({ id: 'lab-1', name: 'Physics Lab', polygon: rectangle(10, 0, 14, 4) })],
};

function server() {
  return fakeFetch((url) => {
    if (url === '/api/mapping/floor/all') return { status: 200, payload: { floors: FLOORS } };
    if (url === '/api/mapping/space/search') return { status: 200, payload: { spaces: [] } };
    if (url === '/api/mapping/pois/search') return { status: 200, payload: { pois: [] } };
    return { status: 404, payload: { message: 'Not found.' } };
  });
}

function unitsServer() {
  const fake = fakeFetch(() => ({ status: 500, payload: {} }));
  const unitRequests: string[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url !== '/api/mapping/units/floor/all') return server().fetchImpl(input, init);
    const floor = (JSON.parse(String(init.body)) as { floor_number: string }).floor_number;
    unitRequests.push(floor);
    const units = UNITS[floor];
    // Floor 2 cannot be read: the search goes on without it.
    if (!units) return fake.fetchImpl(input, init);
    return new Response(JSON.stringify({ units, openings: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, unitRequests };
}

function renderRoomSearch() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRoomSearch(), { wrapper });
}

describe("the search box's rooms", () => {
  let unitRequests: string[];
  beforeEach(() => {
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '2' });
    const fake = unitsServer();
    unitRequests = fake.unitRequests;
    vi.stubGlobal('fetch', fake.fetchImpl);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds rooms of every floor of the selected space, each with its floor, read once', async () => {
    const { result } = renderRoomSearch();
    // The search is ready once the space's floors are known.
    await waitFor(async () => expect(await result.current('lab')).toHaveLength(2));
    const found = await result.current('LAB');
    expect(found.map((room) => [room.name, room.floorNumber, room.floorLabel])).toEqual([
      ['Chemistry lab', '0', 'Ground (0)'],
      ['Physics Lab', '1', 'Floor 1'],
    ]);
    expect(await result.current('wc')).toEqual([expect.objectContaining({ id: 'wc' })]);
    // Floors read are kept; the floor that failed is asked again by the next search.
    expect(unitRequests.filter((floor) => floor !== '2')).toEqual(['0', '1']);
  });

  it('finds no rooms without a selected space', async () => {
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null });
    const { result } = renderRoomSearch();
    expect(await result.current('lab')).toEqual([]);
    expect(unitRequests).toEqual([]);
  });

  it('lists the rooms found among the results, after spaces and POIs, saying their floor', async () => {
    const { result } = renderRoomSearch();
    await waitFor(async () => expect(await result.current('lab')).toHaveLength(2));
    const outcome = await searchAllSources('physics', {
      geocoderUrl: null,
      signal: new AbortController().signal,
      searchRooms: result.current,
    });
    expect(outcome.failed).toBe(false);
    expect(outcome.results.map(({ kind, label, detail }) => ({ kind, label, detail }))).toEqual([
      { kind: 'room', label: 'Physics Lab', detail: 'Floor 1' },
    ]);
  });

  it("selects a chosen room's floor, unless another space was selected meanwhile", () => {
    openRoom({ buid: BUID, floorNumber: '1' });
    expect(useSelectionStore.getState().selectedFloor).toBe('1');
    openRoom({ buid: 'building_2', floorNumber: '0' });
    expect(useSelectionStore.getState().selectedFloor).toBe('1');
  });
});

describe('a room chosen in the search box', () => {
  const room: RoomSearchEntry = {
    id: 'lab-1',
    name: 'Physics Lab',
    buid: BUID,
    floorNumber: '1',
    floorLabel: 'Floor 1',
    position: { lat: 35.1448, lon: 33.4112 },
  };
  const result: SearchResult = {
    kind: 'room',
    id: 'room:lab-1',
    label: 'Physics Lab',
    detail: 'Floor 1',
    position: room.position,
    room,
  };

  it('says it is a room, flies to it at the centring zoom and hands it on', async () => {
    const onPan = vi.fn();
    const onChooseRoom = vi.fn();
    render(
      <SearchBox
        onPan={onPan}
        onChooseRoom={onChooseRoom}
        geocoderUrl={null}
        search={async () => ({ results: [result], failed: false })}
      />,
    );
    const input = screen.getByTestId('search-box');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'physics' } });
    const option = await screen.findByRole('option', { name: /Physics Lab/ });
    expect(option.textContent).toContain(RoomWebMessages.searchKind);
    fireEvent.click(option);
    expect(onPan).toHaveBeenCalledWith({ lat: 35.1448, lon: 33.4112, zoom: 20 });
    expect(onChooseRoom).toHaveBeenCalledWith(room);
  });
});
