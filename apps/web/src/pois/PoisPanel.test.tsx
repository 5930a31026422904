import { type Floor, PoiEditorMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHistory } from '../editor/history';
import { useSelectionStore } from '../state/selection';
import { makePoi, makeSessionUser, makeSpace, routedFetch, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { turnOffEdgeMode } from './edgeMode';
import { PoisPanel } from './PoisPanel';

const BUID = 'building_1';
const floor: Floor = {
  buid: BUID,
  floor_number: '0',
  floor_name: 'Ground',
  description: '',
  is_published: 'true',
  bottom_left_lat: '57.05',
  bottom_left_lng: '21.01',
  top_right_lat: '57.051',
  top_right_lng: '21.011',
};
const poi = (puid: string, name: string, pois_type: string) => makePoi({ puid, name, pois_type });

function serve() {
  const { fetchImpl, calls } = routedFetch({
    '/api/mapping/space/get': makeSpace({ buid: BUID, owner_id: 'user_1' }),
    '/api/mapping/floor/all': { floors: [floor] },
    '/api/mapping/pois/floor/all': {
      pois: [
        poi('p1', 'Boiler', 'Other'),
        poi('p2', 'Connector', 'None'),
        poi('p3', 'Lift', 'Elevator'),
      ],
    },
    [`/api/mapping/space/${BUID}/graph-issues`]: {
      unreachable_pois: [],
      unlinked_floors: [],
      has_entrance: true,
      long_connections: [],
    },
  });
  vi.stubGlobal('fetch', fetchImpl);
  return calls;
}

describe('PoisPanel', () => {
  beforeEach(() => {
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0', selectedPoi: null });
    signInAs(null);
    clearHistory();
    turnOffEdgeMode();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a space and a floor first', () => {
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null });
    renderWithQueries(<PoisPanel />);
    expect(screen.getByTestId('pois-no-floor').textContent).toBe(
      PoiEditorMessages.selectSpaceFirst,
    );
  });

  it("lists the floor's POIs without connectors; choosing one selects it", async () => {
    serve();
    renderWithQueries(<PoisPanel />);
    const items = await screen.findAllByTestId('floor-poi-item');
    expect(items.map((item) => item.textContent)).toEqual(['BoilerOther', 'LiftElevator']);
    expect(screen.getByText(PoiEditorMessages.floorPois(2))).toBeTruthy();
    fireEvent.click(items[1] as HTMLElement);
    expect(useSelectionStore.getState().selectedPoi).toBe('p3');
  });

  it('offers the palette and edge mode only to those who may edit the space', async () => {
    serve();
    renderWithQueries(<PoisPanel />);
    fireEvent.click(await screen.findByTestId('tab-pois-edit'));
    expect(await screen.findByText(PoiEditorMessages.signInToEdit)).toBeTruthy();
    expect((screen.getByTestId('poi-palette-poi') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('edge-mode-toggle')).toBeNull();
  });

  it('toggles edge mode for the owner; undo waits for an edit', async () => {
    serve();
    signInAs(makeSessionUser({ id: 'user_1' }));
    renderWithQueries(<PoisPanel />);
    fireEvent.click(await screen.findByTestId('tab-pois-edit'));
    const toggle = await screen.findByTestId('edge-mode-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByTestId('poi-undo') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('edge-mode-status').textContent).toBe(PoiEditorMessages.edgeModeHint);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
  });
});
