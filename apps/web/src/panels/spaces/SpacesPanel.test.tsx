import { FetchMessages, MapDefaults } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../../state/alerts';
import { useSelectionStore } from '../../state/selection';
import { jsonFetch, makeSpace } from '../../test/factories';
import { renderWithQueries } from '../../test/render';
import { SpacesPanel } from './SpacesPanel';

const camera = vi.hoisted(() => ({ flyTo: vi.fn(), zoomIn: vi.fn(), zoomOut: vi.fn() }));
vi.mock('../../map/camera', () => ({ useCamera: () => camera }));

describe('SpacesPanel', () => {
  beforeEach(() => {
    camera.flyTo.mockReset();
    useAlertStore.setState({ alert: null });
    useSelectionStore.getState().clearSelection();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the published spaces and flies to the chosen one at zoom 19', async () => {
    const library = makeSpace({ buid: 'lib', name: 'Main Library' });
    const ship = makeSpace({
      buid: 'ship',
      name: 'Research Vessel',
      space_type: 'vessel',
      coordinates_lat: '35.5',
      coordinates_lon: '33.25',
    });
    vi.stubGlobal('fetch', jsonFetch(200, { spaces: [library, ship] }).fetchImpl);
    renderWithQueries(<SpacesPanel />);

    expect(screen.getByRole('status').textContent).toContain('Loading spaces');
    const vessel = await screen.findByRole('button', { name: /Research Vessel/ });
    expect(screen.getAllByTestId('space-list-item')).toHaveLength(2);

    fireEvent.click(vessel);
    expect(camera.flyTo).toHaveBeenCalledWith({
      lat: 35.5,
      lon: 33.25,
      zoom: MapDefaults.selectedSpaceZoom,
    });
    expect(useSelectionStore.getState()).toMatchObject({ selectedBuid: 'ship', popupBuid: 'ship' });
    expect(vessel.getAttribute('aria-current')).toBe('true');
  });

  it('disables spaces without a valid position', async () => {
    const nowhere = makeSpace({ buid: 'nowhere', name: 'Nowhere', coordinates_lat: 'x' });
    vi.stubGlobal('fetch', jsonFetch(200, { spaces: [nowhere] }).fetchImpl);
    renderWithQueries(<SpacesPanel />);
    const item = await screen.findByRole('button', { name: /Nowhere/ });
    expect((item as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the fetch-buildings alert when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch(500, { message: 'database down' }).fetchImpl);
    renderWithQueries(<SpacesPanel />);
    await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'danger',
        text: FetchMessages.buildings,
      }),
    );
  });
});
