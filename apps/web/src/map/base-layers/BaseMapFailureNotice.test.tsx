import { BaseMapMessages, MapTypeLabels } from '@indoor/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../state/ui';
import { renderWithQueries } from '../../test/render';
import { BaseMapFailureNotice } from './BaseMapFailureNotice';

type Listener = (event: { sourceId?: string; tile?: unknown }) => void;
const listeners = new Set<Listener>();
const fakeMap = {
  on: (_type: 'error', listener: Listener) => listeners.add(listener),
  off: (_type: 'error', listener: Listener) => listeners.delete(listener),
};
vi.mock('react-map-gl/maplibre', () => ({
  useMap: () => ({ current: { getMap: () => fakeMap } }),
}));

const fail = (sourceId: string) =>
  act(() => {
    for (const listener of listeners) listener({ sourceId, tile: {} });
  });

describe('BaseMapFailureNotice', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    useUiStore.getState().setMapType('osm');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says once that the base map fails, and switches to "None" when asked', async () => {
    renderWithQueries(<BaseMapFailureNotice />);
    // A floor plan's tile failing is not the base map's.
    fail('floorplan-b-0');
    expect(screen.queryByTestId('base-map-notice')).toBeNull();

    fail('base-osm');
    fail('base-osm');
    const notice = await screen.findByTestId('base-map-notice');
    expect(notice.textContent).toContain(BaseMapMessages.tilesFailed(MapTypeLabels.osm));
    expect(screen.getAllByTestId('base-map-notice')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: BaseMapMessages.useNone }));
    expect(useUiStore.getState().mapType).toBe('none');
    expect(screen.queryByTestId('base-map-notice')).toBeNull();

    // Back on the same base map, further failed tiles are not reported again.
    act(() => useUiStore.getState().setMapType('osm'));
    fail('base-osm');
    expect(screen.queryByTestId('base-map-notice')).toBeNull();
  });

  it('reports another base map that fails, and can be dismissed', async () => {
    act(() => useUiStore.getState().setMapType('satellite'));
    renderWithQueries(<BaseMapFailureNotice />);
    fail('base-satellite');
    await screen.findByTestId('base-map-notice');
    fireEvent.click(screen.getByRole('button', { name: BaseMapMessages.dismiss }));
    expect(screen.queryByTestId('base-map-notice')).toBeNull();
    expect(useUiStore.getState().mapType).toBe('satellite');
  });
});
