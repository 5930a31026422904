import { FetchMessages, MapDefaults, SpaceUiMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFloorsUiStore } from '../floors/floorState';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { camera } from '../test/camera';
import { jsonFetch, makeSessionUser, makeSpace, routedFetch, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { SpacesPanel } from './SpacesPanel';

vi.mock('../map/camera', () => import('../test/camera'));

describe('SpacesPanel', () => {
  beforeEach(() => {
    camera.flyTo.mockReset();
    useAlertStore.setState({ alert: null });
    useSelectionStore.getState().clearSelection();
    useUiStore.setState({ spacesTab: 'view' });
    signInAs(null);
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

    expect(screen.getByText(SpaceUiMessages.signInToAdd)).toBeTruthy();
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
    // The selected space's card appears above the lists.
    expect((await screen.findByTestId('selected-space-name')).textContent).toBe('Research Vessel');
  });

  it("leaves out optional fields stored as '-' instead of showing a literal '-'", async () => {
    const library = makeSpace({ buid: 'lib', name: 'Main Library', description: '-', url: '-' });
    vi.stubGlobal('fetch', jsonFetch(200, { spaces: [library] }).fetchImpl);
    renderWithQueries(<SpacesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: /Main Library/ }));
    const card = await screen.findByTestId('selected-space');
    const values = Array.from(card.querySelectorAll('dd')).map((dd) => dd.textContent?.trim());
    expect(values).not.toContain('-');
    const labels = Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(labels).toContain(SpaceUiMessages.codeLabel);
    expect(labels).not.toContain(SpaceUiMessages.descriptionLabel);
    expect(labels).not.toContain(SpaceUiMessages.webAddressLabel);
  });

  it('tells the owner of a building without floors what to do next, and takes them there', async () => {
    signInAs(makeSessionUser({ id: 'owner_1' }));
    const library = makeSpace({ buid: 'lib', name: 'Main Library', owner_id: 'owner_1' });
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/mapping/space/public': { spaces: [library] },
        '/api/auth/mapping/space/accessible': { spaces: [library] },
        '/api/mapping/space/get': library,
        '/api/mapping/floor/all': { floors: [] },
      }).fetchImpl,
    );
    renderWithQueries(<SpacesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: /Main Library/ }));
    const next = await screen.findByTestId('selected-space-next-step');
    expect(next.textContent).toContain(SpaceUiMessages.nextAddFloor);
    fireEvent.click(screen.getByTestId('selected-space-next-step-go'));
    expect(useUiStore.getState().activeTab).toBe('floors');
    expect(useFloorsUiStore.getState().floorsTab).toBe('edit');
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

  it("lists a signed-in user's own spaces apart from the other public ones", async () => {
    const user = makeSessionUser({ id: 'owner_1' });
    signInAs(user);
    const mine = makeSpace({ buid: 'mine', name: 'My Lab', is_published: 'false' });
    const theirs = makeSpace({ buid: 'theirs', name: 'Their Hall', owner_id: 'someone' });
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/mapping/space/public': { spaces: [theirs] },
        '/api/auth/mapping/space/accessible': { spaces: [mine] },
      }).fetchImpl,
    );
    renderWithQueries(<SpacesPanel />);
    const own = await screen.findByTestId('own-space-list');
    expect(own.textContent).toContain('My Lab');
    expect(own.textContent).toContain('not published');
    expect((await screen.findByTestId('public-space-list')).textContent).toContain('Their Hall');
    expect(screen.getByTestId('space-palette-item')).toBeTruthy();
  });

  it('tells a user who may not edit the selected space so in tab 2', async () => {
    signInAs(makeSessionUser({ id: 'visitor' }));
    const theirs = makeSpace({ buid: 'theirs', name: 'Their Hall', owner_id: 'someone' });
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/mapping/space/public': { spaces: [theirs] },
        '/api/auth/mapping/space/accessible': { spaces: [] },
        '/api/mapping/space/get': theirs,
      }).fetchImpl,
    );
    useSelectionStore.getState().selectSpace(theirs);
    useUiStore.setState({ spacesTab: 'edit' });
    renderWithQueries(<SpacesPanel />);
    expect(await screen.findByText(SpaceUiMessages.notEditable)).toBeTruthy();
    expect(screen.queryByTestId('space-delete')).toBeNull();
  });
});
