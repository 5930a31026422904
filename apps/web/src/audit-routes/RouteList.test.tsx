import {
  AuditMessages,
  type AuditRoute,
  AuditRouteServerMessages,
  AuditRouteWebMessages,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { camera } from '../test/camera';
import { makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AuditRoutesPanel } from './AuditRoutesPanel';
import { useAuditRouteStore } from './auditRouteStore';
import { auditServer, library, makeRoute } from './auditTestData';

vi.mock('../map/camera', () => import('../test/camera'));

const planner = makeSessionUser({ id: 'planner_1', username: 'pat', role: 'planner' });
const initial = useAuditRouteStore.getState();
const alertText = () => useAlertStore.getState().alert?.text;
const item = (name: string) =>
  screen.getAllByTestId('audit-route').find((li) => li.textContent?.includes(name)) as HTMLElement;

function start(routes: AuditRoute[]) {
  const server = auditServer(routes);
  vi.stubGlobal('fetch', server.fetchImpl);
  signInAs(planner);
  useSelectionStore.getState().clearSelection();
  useSelectionStore.getState().selectSpace(library, { openPopup: false });
  useSelectionStore.getState().selectFloor('0');
  renderWithQueries(<AuditRoutesPanel />);
  return server;
}

describe('the saved audit routes', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useAuditRouteStore.setState(initial, true);
    camera.fitBounds.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts hidden; the toggle alerts without routes and turns itself off', async () => {
    start([]);
    await screen.findByText('No routes yet.');
    const toggle = screen.getByTestId('audit-display-toggle') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(alertText()).toBe(AuditMessages.noRoutesToDisplay);
    expect(toggle.checked).toBe(false);
    expect(useAuditRouteStore.getState().shown).toBeNull();
  });

  it('shows the first route when enabled, another from the selector, none when disabled', async () => {
    start([makeRoute(), makeRoute({ id: 'route_2', _id: 'route_2', name: 'Evening round' })]);
    await waitFor(() => expect(screen.getAllByTestId('audit-route')).toHaveLength(2));
    expect(useAuditRouteStore.getState().shown).toBeNull();
    fireEvent.click(screen.getByTestId('audit-display-toggle'));
    expect((screen.getByTestId('audit-display-select') as HTMLSelectElement).value).toBe('route_1');
    expect(useAuditRouteStore.getState().shown?.key).toBe('route-route_1');
    expect(useAuditRouteStore.getState().shown?.stops.map((s) => s.puid)).toEqual([
      'p_door',
      'p_near',
      'p_mid',
    ]);
    expect(camera.fitBounds).toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('audit-display-select'), { target: { value: 'route_2' } });
    expect(useAuditRouteStore.getState().shown?.key).toBe('route-route_2');
    fireEvent.click(screen.getByTestId('audit-display-toggle'));
    expect(useAuditRouteStore.getState().shown).toBeNull();
    expect(screen.queryByTestId('audit-display-select')).toBeNull();
  });

  it('names under a route the stops its floor has no walking path between', async () => {
    // The test library has no connections: every leg is drawn straight.
    start([makeRoute()]);
    const warnings = await within(await waitFor(() => item('Morning round'))).findByTestId(
      'audit-route-straight-legs',
    );
    expect([...warnings.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      AuditRouteWebMessages.noWalkingPath(1, 'Front door', 2, 'Near extinguisher'),
      'No walking path between stop 2 (Near extinguisher) and stop 3 (Defibrillator): drawn straight.',
    ]);
  });

  it('views a route, loads it into the form to edit and saves it with PUT', async () => {
    const server = start([makeRoute()]);
    await waitFor(() => expect(screen.getAllByTestId('audit-route')).toHaveLength(1));
    expect(within(item('Morning round')).getByTestId('audit-route-progress').textContent).toBe(
      '1 of 3 checked',
    );
    fireEvent.click(within(item('Morning round')).getByTestId('audit-route-view'));
    expect(useAuditRouteStore.getState().shown?.key).toBe('route-route_1');

    fireEvent.click(within(item('Morning round')).getByTestId('audit-route-edit'));
    expect((screen.getByTestId('audit-name') as HTMLInputElement).value).toBe('Morning round');
    await waitFor(() =>
      expect(
        screen.getAllByTestId('audit-auditor').find((b) => (b as HTMLInputElement).checked),
      ).toBeTruthy(),
    );
    fireEvent.change(screen.getByTestId('audit-name'), { target: { value: 'Noon round' } });
    fireEvent.click(screen.getByTestId('audit-save'));
    await waitFor(() => expect(alertText()).toBe('Audit route updated.'));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/auditor/routes/route_1');
    expect(put?.body).toMatchObject({
      name: 'Noon round',
      assigned_auditors: ['auditor_ann'],
      pois: [
        { puid: 'p_door', order: 1 },
        { puid: 'p_near', order: 2 },
        { puid: 'p_mid', order: 3 },
      ],
    });
    await screen.findByText('Noon round');
    expect(useAuditRouteStore.getState().editingId).toBeNull();
  });

  it('asks for confirmation before deleting, then the route is gone', async () => {
    const server = start([makeRoute()]);
    await waitFor(() => expect(screen.getAllByTestId('audit-route')).toHaveLength(1));
    fireEvent.click(within(item('Morning round')).getByTestId('audit-route-delete'));
    const dialog = screen.getByTestId('audit-route-delete-dialog');
    expect(dialog.textContent).toContain(AuditMessages.confirmDelete('Morning round'));
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(item('Morning round')).getByTestId('audit-route-delete'));
    fireEvent.click(screen.getByTestId('audit-route-delete-confirm'));
    await screen.findByText('No routes yet.');
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe(
      '/api/auditor/routes/route_1',
    );
    expect(alertText()).toBe('Audit route deleted.');
  });

  it("shows its planner each POI's result in walking order, with the downloads", async () => {
    start([makeRoute()]);
    const results = await waitFor(() =>
      within(item('Morning round')).getByTestId('audit-route-results'),
    );
    expect(within(results).getByText(AuditRouteWebMessages.resultsHeading(1, 3))).toBeTruthy();
    const lines = within(results).getAllByTestId('audit-route-result');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.textContent).toContain(AuditRouteServerMessages.resultLabels.found);
    expect(lines[0]?.textContent).toContain('auditor_ann');
    expect(lines[1]?.textContent).toContain(AuditRouteServerMessages.notAudited);
    expect(within(results).getByTestId('audit-route-results-csv')).toBeTruthy();
    expect(within(results).getByTestId('audit-route-results-xlsx')).toBeTruthy();
  });
});
