import type { AccessPointWire } from '@indoor/domain';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../../state/selection';
import { renderWithQueries } from '../../test/render';
import {
  ACCESS_POINTS_CIRCLES_SOURCE,
  ACCESS_POINTS_SOURCE,
  AccessPointsLayer,
} from './AccessPointsLayer';
import { useAccessPointsStore } from './accessPointsStore';

/* MapLibre needs WebGL, which jsdom has not: a source becomes an element naming its features. */
vi.mock('react-map-gl/maplibre', () => ({
  Source: ({
    id,
    data,
    cluster,
    children,
  }: {
    id: string;
    data: { features: { properties: { id: string } }[] };
    cluster?: boolean;
    children: ReactNode;
  }) => (
    <div
      data-testid={`source-${id}`}
      data-ids={data.features.map((feature) => feature.properties.id).join(',')}
      data-cluster={cluster ? 'true' : 'false'}
    >
      {children}
    </div>
  ),
  Layer: () => null,
  Popup: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: undefined }),
}));

const BUID = 'building_1';
const makeAp = (AP: string, lon: number): AccessPointWire => ({
  AP,
  x: 35.1447,
  y: lon,
  den: 0,
  uncertainty: 6,
  measurements: 140,
  meanRss: -61,
  bssids: [AP],
  method: 'path-loss',
});
const APS = [
  makeAp('00:1d:7e:00:00:10', 33.4111),
  makeAp('3c:5a:b4:00:00:20', 33.4112),
  makeAp('00:1d:7e:00:00:30', 33.4113),
];

function apServer() {
  const reply = (payload: unknown) =>
    new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/mapping/floor/all') return reply({ floors: [] });
    if (url === '/api/wifi/access_points/floor') {
      return reply({
        accessPoints: APS,
        truncated: false,
        version: '1',
        computed_at: '2026-01-01T00:00:00.000Z',
        status: 'ready',
        progress: null,
      });
    }
    const ids = (JSON.parse(String(init.body)) as { ids: string[] }).ids;
    return reply({ accessPoints: ids.map(() => 'N/A') });
  });
}

const idsOf = (source: string) =>
  screen.getByTestId(`source-${source}`).getAttribute('data-ids')?.split(',').filter(Boolean);

describe('the access point layer on the map', () => {
  beforeEach(() => {
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    useAccessPointsStore.setState({
      shown: true,
      filterBy: 'mac',
      hidden: [],
      openAp: null,
      hoveredAp: null,
    });
    apServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws every icon, clustered, and the uncertainty circle of the hovered and open APs only', async () => {
    renderWithQueries(<AccessPointsLayer />);
    await waitFor(() => expect(idsOf(ACCESS_POINTS_SOURCE)).toHaveLength(3));
    expect(screen.getByTestId(`source-${ACCESS_POINTS_SOURCE}`).dataset.cluster).toBe('true');
    expect(idsOf(ACCESS_POINTS_CIRCLES_SOURCE)).toEqual([]);

    act(() => useAccessPointsStore.getState().setHovered('3c:5a:b4:00:00:20'));
    expect(idsOf(ACCESS_POINTS_CIRCLES_SOURCE)).toEqual(['3c:5a:b4:00:00:20']);

    act(() => useAccessPointsStore.getState().openInfo('00:1d:7e:00:00:10'));
    expect(idsOf(ACCESS_POINTS_CIRCLES_SOURCE)).toEqual(['00:1d:7e:00:00:10', '3c:5a:b4:00:00:20']);

    act(() => useAccessPointsStore.getState().setHovered(null));
    expect(idsOf(ACCESS_POINTS_CIRCLES_SOURCE)).toEqual(['00:1d:7e:00:00:10']);
  });

  it('starts a new floor or building with every AP shown and no info window open', async () => {
    renderWithQueries(<AccessPointsLayer />);
    await waitFor(() => expect(idsOf(ACCESS_POINTS_SOURCE)).toHaveLength(3));
    act(() => {
      useAccessPointsStore.getState().setFilterBy('manufacturer');
      useAccessPointsStore.getState().setValueShown('N/A', false);
      useAccessPointsStore.getState().openInfo('00:1d:7e:00:00:10');
    });
    await waitFor(() => expect(idsOf(ACCESS_POINTS_SOURCE)).toEqual([]));

    act(() => useSelectionStore.getState().selectFloor('1'));
    expect(useAccessPointsStore.getState()).toMatchObject({
      filterBy: 'mac',
      hidden: [],
      openAp: null,
    });
    await waitFor(() => expect(idsOf(ACCESS_POINTS_SOURCE)).toHaveLength(3));

    act(() => useAccessPointsStore.getState().setValueShown('00:1d:7e:00:00:30', false));
    act(() => useSelectionStore.setState({ selectedBuid: 'building_2' }));
    expect(useAccessPointsStore.getState().hidden).toEqual([]);
  });
});
