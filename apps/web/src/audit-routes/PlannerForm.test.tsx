import { AuditMessages, type AuditRoute, AuditRouteWebMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AuditRoutesPanel } from './AuditRoutesPanel';
import { useAuditRouteStore } from './auditRouteStore';
import { auditServer, library } from './auditTestData';

vi.mock('../map/camera', () => import('../test/camera'));

const planner = makeSessionUser({ id: 'planner_1', username: 'pat', role: 'planner' });
const admin = makeSessionUser({ id: 'admin_1', username: 'admin', role: 'admin' });
const initial = useAuditRouteStore.getState();

const alertText = () => useAlertStore.getState().alert?.text;
const poiBox = (puid: string) =>
  screen
    .getAllByTestId('audit-poi')
    .find((box) => box.getAttribute('data-puid') === puid) as HTMLInputElement;
const orderNames = () =>
  Array.from(screen.getByTestId('audit-order').querySelectorAll('.audit-order__name')).map(
    (el) => el.textContent,
  );

function start(routes: AuditRoute[] = [], user = planner) {
  const server = auditServer(routes);
  vi.stubGlobal('fetch', server.fetchImpl);
  signInAs(user);
  useSelectionStore.getState().clearSelection();
  useSelectionStore.getState().selectSpace(library, { openPopup: false });
  useSelectionStore.getState().selectFloor('0');
  renderWithQueries(<AuditRoutesPanel />);
  return server;
}

describe('the audit-route planner', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useAuditRouteStore.setState(initial, true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the buildings the planner owns or co-owns, and says how to get one', async () => {
    start([], makeSessionUser({ id: 'planner_2', username: 'quinn', role: 'planner' }));
    await waitFor(() => expect(screen.getByTestId('audit-no-buildings')).toBeTruthy());
    const select = screen.getByTestId('audit-building') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['']);
    expect(select.value).toBe('');
    expect(screen.getByTestId('audit-no-buildings').textContent).toBe(
      AuditRouteWebMessages.noPlannableBuildings,
    );
  });

  it("lists the floor's POIs without connectors and selects them all", async () => {
    start();
    await waitFor(() => expect(screen.getAllByTestId('audit-poi')).toHaveLength(4));
    expect(screen.queryByText('Connector')).toBeNull();
    expect((screen.getByTestId('audit-building') as HTMLSelectElement).value).toBe('lib');
    fireEvent.click(screen.getByTestId('audit-select-all'));
    expect(screen.getAllByTestId('audit-poi').every((b) => (b as HTMLInputElement).checked)).toBe(
      true,
    );
    expect(screen.getByText('POIs (4 of 4 selected)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('audit-select-all'));
    expect(screen.getAllByTestId('audit-poi').some((b) => (b as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('orders by nearest neighbour, updates the estimate on every change and previews the route', async () => {
    start();
    await waitFor(() => expect(screen.getAllByTestId('audit-poi')).toHaveLength(4));
    expect(screen.getByTestId('audit-estimate').textContent).toContain('Estimated time: 0 min');
    fireEvent.click(poiBox('p_door'));
    expect(screen.getByTestId('audit-notice').textContent).toBe(AuditMessages.needTwoPois);
    expect(screen.getByTestId('audit-estimate').textContent).toContain('Estimated time: 2 min');
    fireEvent.click(poiBox('p_far'));
    fireEvent.click(poiBox('p_near'));
    expect(screen.queryByTestId('audit-notice')).toBeNull();
    // From the door: the near one (11 m), then the far one (89 m): 3 x 2 min + 100 m / 10.
    expect(orderNames()).toEqual(['Front door', 'Near extinguisher', 'Far extinguisher']);
    expect(screen.getByTestId('audit-estimate').textContent).toContain('Estimated time: 16 min');
    const preview = useAuditRouteStore.getState().preview;
    expect(preview?.stops.map((s) => s.puid)).toEqual(['p_door', 'p_near', 'p_far']);
  });

  it('keeps the selection order in custom order and moves stops up and down', async () => {
    start();
    await waitFor(() => expect(screen.getAllByTestId('audit-poi')).toHaveLength(4));
    for (const puid of ['p_door', 'p_far', 'p_near']) fireEvent.click(poiBox(puid));
    fireEvent.change(screen.getByTestId('audit-method'), { target: { value: 'custom-order' } });
    // Custom order starts from the order shown.
    expect(orderNames()).toEqual(['Front door', 'Near extinguisher', 'Far extinguisher']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Far extinguisher up' }));
    expect(orderNames()).toEqual(['Front door', 'Far extinguisher', 'Near extinguisher']);
    expect(
      (screen.getByRole('button', { name: 'Move Front door up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // 100 m out to the far one, 89 m back to the near one: 6 + 18.9 minutes.
    expect(screen.getByTestId('audit-estimate').textContent).toContain('Estimated time: 25 min');
  });

  it('offers a planner the first 2 assigned auditors and an admin every auditor', async () => {
    start();
    await waitFor(() => expect(screen.getAllByTestId('audit-auditor')).toHaveLength(2));
    expect(
      screen.getAllByTestId('audit-auditor').map((b) => (b as HTMLInputElement).value),
    ).toEqual(['auditor_ann', 'auditor_bob']);
  });

  it('shows every auditor to an admin', async () => {
    start([], admin);
    await waitFor(() => expect(screen.getAllByTestId('audit-auditor')).toHaveLength(4));
  });

  it("refuses an incomplete save with the catalogue's text, saves a complete one, resets and reloads", async () => {
    const routes: AuditRoute[] = [];
    const server = start(routes);
    await waitFor(() => expect(screen.getAllByTestId('audit-poi')).toHaveLength(4));
    fireEvent.click(screen.getByTestId('audit-save'));
    expect(alertText()).toBe(AuditMessages.missingFields);
    expect(server.requests.some((r) => r.url === '/api/auditor/create-route')).toBe(false);

    fireEvent.click(poiBox('p_door'));
    fireEvent.click(poiBox('p_near'));
    await waitFor(() => expect(screen.getAllByTestId('audit-auditor')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('audit-auditor')[0] as HTMLElement);
    fireEvent.change(screen.getByTestId('audit-name'), { target: { value: 'Doors' } });
    fireEvent.click(screen.getByTestId('audit-save'));
    await waitFor(() => expect(alertText()).toBe(AuditMessages.saved));
    const sent = server.requests.find((r) => r.url === '/api/auditor/create-route')?.body;
    expect(sent).toMatchObject({
      name: 'Doors',
      assigned_auditors: ['auditor_ann'],
      building_id: 'lib',
      floor_number: 0,
      optimization_method: 'nearest-neighbor',
      estimated_time: 5,
      status: 'active',
      pois: [
        { puid: 'p_door', name: 'Front door', order: 1, coordinates: { lat: 57.05, lon: 21.01 } },
        { puid: 'p_near', name: 'Near extinguisher', order: 2 },
      ],
    });
    // The form resets and the list reloads with the new route.
    await waitFor(() => expect(screen.getAllByTestId('audit-route')).toHaveLength(1));
    expect((screen.getByTestId('audit-name') as HTMLInputElement).value).toBe('');
    expect(useAuditRouteStore.getState().preview).toBeNull();
  });

  it("shows the server's refusal as the 'Error saving route' text", async () => {
    const server = start();
    const refusing = async (input: string | URL | Request, init?: RequestInit) =>
      String(input) === '/api/auditor/create-route'
        ? new Response(
            JSON.stringify({ message: 'Only admins and planners can create audit routes.' }),
            { status: 403 },
          )
        : server.fetchImpl(input, init);
    vi.stubGlobal('fetch', refusing);
    await waitFor(() => expect(screen.getAllByTestId('audit-poi')).toHaveLength(4));
    fireEvent.click(poiBox('p_door'));
    await waitFor(() => expect(screen.getAllByTestId('audit-auditor')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('audit-auditor')[0] as HTMLElement);
    fireEvent.change(screen.getByTestId('audit-name'), { target: { value: 'Doors' } });
    fireEvent.click(screen.getByTestId('audit-save'));
    await waitFor(() =>
      expect(alertText()).toBe(
        AuditMessages.saveFailedWith('Only admins and planners can create audit routes.'),
      ),
    );
    expect((screen.getByTestId('audit-name') as HTMLInputElement).value).toBe('Doors');
  });

  it('describes only what the tab does for who is signed in', () => {
    start();
    expect(within(document.body).getByText(/Plan audit routes for technicians/)).toBeTruthy();
  });
});
