import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../state/selection';
import { renderWithQueries } from '../test/render';
import { RoomLayers, SelectedFloorRoomLayers } from './RoomLayers';
import {
  ROOM_FILL_LAYER,
  ROOM_LABEL_LAYER,
  ROOM_LABELS_SOURCE,
  ROOM_OPENING_LAYER,
  ROOM_OPENINGS_SOURCE,
  ROOM_OUTLINE_LAYER,
  ROOM_UNITS_SOURCE,
} from './roomLayers';
import { makeOpening, makeUnit, rectangle } from './roomTestData';

/*
 * MapLibre needs WebGL, which jsdom has not: a source becomes an element naming its features,
 * a layer an element naming its id and where it goes.
 */
vi.mock('react-map-gl/maplibre', () => ({
  Source: ({
    id,
    data,
    children,
  }: {
    id: string;
    data: { features: { properties: { id: string } }[] };
    children: ReactNode;
  }) => (
    <div
      data-testid={`source-${id}`}
      data-ids={data.features.map((feature) => feature.properties.id).join(',')}
    >
      {children}
    </div>
  ),
  Layer: ({ id, beforeId }: { id: string; beforeId: string }) => (
    <span data-testid="layer" data-id={id} data-before={beforeId} />
  ),
  useMap: () => ({ current: undefined }),
}));

const BUID = 'building_1';
const FLOORS: Record<string, unknown> = {
  '0': {
    units: [
      makeUnit({ id: 'lab', name: 'Lab' }),
      makeUnit({ id: 'store', name: '', polygon: rectangle(6, 0, 8, 4) }),
    ],
    openings: [makeOpening({ id: 'door' })],
  },
  '1': { units: [makeUnit({ id: 'office', name: 'Office', floor_number: 1 })], openings: [] },
};

const requests: { floor: string }[] = [];

function roomsServer() {
  const reply = (payload: unknown, status = 200) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/mapping/floor/all') return reply({ floors: [] });
    if (url === '/api/mapping/units/floor/all') {
      const { buid, floor_number } = JSON.parse(String(init.body)) as {
        buid: string;
        floor_number: string;
      };
      requests.push({ floor: floor_number });
      const floor = FLOORS[floor_number];
      return buid === BUID && floor ? reply(floor) : reply({ message: 'Floor not found.' }, 404);
    }
    return reply({ message: 'Not found.' }, 404);
  });
}

const idsOf = (source: string) =>
  screen.queryByTestId(`source-${source}`)?.getAttribute('data-ids')?.split(',').filter(Boolean);

describe('the rooms and doors on the map', () => {
  beforeEach(() => {
    requests.length = 0;
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    roomsServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("draws the selected floor's rooms, the named ones' labels and the doors, in the rooms group", async () => {
    renderWithQueries(<SelectedFloorRoomLayers />);
    await waitFor(() => expect(idsOf(ROOM_UNITS_SOURCE)).toEqual(['lab', 'store']));
    expect(idsOf(ROOM_LABELS_SOURCE)).toEqual(['lab']);
    expect(idsOf(ROOM_OPENINGS_SOURCE)).toEqual(['door']);
    const layers = screen.getAllByTestId('layer');
    // Added bottom to top under the group's marker: fill, outline, doors, names.
    expect(layers.map((layer) => layer.dataset.id)).toEqual([
      ROOM_FILL_LAYER,
      ROOM_OUTLINE_LAYER,
      ROOM_OPENING_LAYER,
      ROOM_LABEL_LAYER,
    ]);
    expect(new Set(layers.map((layer) => layer.dataset.before))).toEqual(new Set(['slot-rooms']));
  });

  it('follows the selected floor and draws nothing without one', async () => {
    renderWithQueries(<SelectedFloorRoomLayers />);
    await waitFor(() => expect(idsOf(ROOM_UNITS_SOURCE)).toEqual(['lab', 'store']));

    act(() => useSelectionStore.getState().selectFloor('1'));
    await waitFor(() => expect(idsOf(ROOM_UNITS_SOURCE)).toEqual(['office']));
    expect(idsOf(ROOM_OPENINGS_SOURCE)).toEqual([]);

    act(() => useSelectionStore.getState().selectFloor(null));
    expect(screen.queryByTestId(`source-${ROOM_UNITS_SOURCE}`)).toBeNull();
    expect(requests.map((request) => request.floor)).toEqual(['0', '1']);
  });

  it("draws the viewer's floor from its props, and nothing for a floor it cannot read", async () => {
    const viewer = renderWithQueries(<RoomLayers buid={BUID} floorNumber="1" />);
    await waitFor(() => expect(idsOf(ROOM_LABELS_SOURCE)).toEqual(['office']));
    viewer.unmount();
    renderWithQueries(<RoomLayers buid={BUID} floorNumber="7" />);
    await waitFor(() => expect(requests.map((request) => request.floor)).toContain('7'));
    expect(screen.queryByTestId(`source-${ROOM_UNITS_SOURCE}`)).toBeNull();
  });
});
