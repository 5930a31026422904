import {
  type AuditRoute,
  AuditRouteServerMessages,
  MapDefaults,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { camera } from '../test/camera';
import { makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AuditRoutesPanel } from './AuditRoutesPanel';
import { useAuditRouteStore } from './auditRouteStore';
import { auditServer, makeRoute } from './auditTestData';
import { resetResultOutbox } from './resultOutbox';

vi.mock('../map/camera', () => import('../test/camera'));

const auditor = makeSessionUser({ id: 'aud_0', username: 'auditor_ann', role: 'auditor' });
const initial = useAuditRouteStore.getState();

function start(routes: AuditRoute[], container?: HTMLElement) {
  const server = auditServer(routes);
  vi.stubGlobal('fetch', server.fetchImpl);
  signInAs(auditor);
  renderWithQueries(<AuditRoutesPanel />, container);
  return server;
}

const stopOf = (puid: string) =>
  screen
    .getAllByTestId('audit-stop')
    .find((li) => li.getAttribute('data-puid') === puid) as HTMLElement;
const rowOf = (puid: string) => within(stopOf(puid)).getByTestId('audit-stop-row');
const stopPuids = () => screen.getAllByTestId('audit-stop').map((li) => li.dataset.puid);
const resultButtons = (puid: string) =>
  within(stopOf(puid))
    .getAllByRole('button')
    .filter((b) => b.dataset.testid?.startsWith('audit-result-'))
    .map((b) => b.textContent);
/** The state the map's step marker of a stop shows. */
const drawnState = (puid: string) =>
  useAuditRouteStore.getState().shown?.stops.find((s) => s.puid === puid)?.state;

describe("the auditor's checklist", () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useAuditRouteStore.setState(initial, true);
    resetResultOutbox();
    camera.flyTo.mockClear();
    camera.fitBounds.mockClear();
  });
  afterEach(() => {
    resetResultOutbox();
    vi.unstubAllGlobals();
  });

  it('lists the assigned routes and offers no planner', async () => {
    start([makeRoute()]);
    await waitFor(() => expect(screen.getAllByTestId('audit-route')).toHaveLength(1));
    expect(screen.queryByTestId('audit-planner')).toBeNull();
    expect(screen.queryByTestId('audit-route-edit')).toBeNull();
    expect(screen.getByText(/The audit routes assigned to you/)).toBeTruthy();
  });

  it('lists the stops with the next open one first, each with its type, floor and result', async () => {
    start([makeRoute()]);
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    expect(useAuditRouteStore.getState().shown?.key).toBe('route-route_1');
    // Open stops in walking order, then the checked one.
    expect(stopPuids()).toEqual(['p_near', 'p_mid', 'p_door']);
    const list = screen.getByRole('list', { name: Texts.stopsList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('1 of 3 checked');

    // A row: number, name, type and the floor's name (the app has the building's floors).
    await waitFor(() =>
      expect(rowOf('p_door').textContent).toBe('1Front doorEntrance · Ground (0)Found'),
    );
    expect(rowOf('p_door').getAttribute('aria-label')).toBe(
      '1. Front door, Entrance · Ground (0): Found',
    );
    expect(within(stopOf('p_door')).getByTestId('audit-stop-badge').dataset.result).toBe('found');
    // An open stop has no badge, and says so to a screen reader.
    expect(within(stopOf('p_mid')).queryByTestId('audit-stop-badge')).toBeNull();
    expect(rowOf('p_mid').getAttribute('aria-label')).toBe(
      '3. Defibrillator, First Aid/AED · Ground (0): Not checked yet',
    );

    // The next open stop is selected, opened on its four results; the map keeps the route.
    expect(rowOf('p_near').getAttribute('aria-expanded')).toBe('true');
    expect(rowOf('p_mid').getAttribute('aria-expanded')).toBe('false');
    expect(resultButtons('p_near')).toEqual(['Found', 'Missing', 'Wrong location', 'Damaged']);
    expect(
      within(stopOf('p_near')).getByRole('group', { name: 'Result for Near extinguisher' }),
    ).toBeTruthy();
    expect(camera.fitBounds).toHaveBeenCalledTimes(1);
    expect(camera.flyTo).not.toHaveBeenCalled();
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_near');
  });

  it('selects a tapped stop, shows it on the map, and closes it on a second tap', async () => {
    start([makeRoute()]);
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    fireEvent.click(rowOf('p_mid'));
    expect(rowOf('p_mid').getAttribute('aria-expanded')).toBe('true');
    expect(rowOf('p_near').getAttribute('aria-expanded')).toBe('false');
    expect(within(stopOf('p_near')).queryByTestId('audit-result-found')).toBeNull();
    expect(camera.flyTo).toHaveBeenLastCalledWith({
      lat: 57.05045,
      lon: 21.01,
      zoom: MapDefaults.centringZoom,
    });
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_mid');

    fireEvent.click(rowOf('p_mid'));
    expect(rowOf('p_mid').getAttribute('aria-expanded')).toBe('false');
    expect(useAuditRouteStore.getState().selectedStop).toBeNull();
    expect(camera.flyTo).toHaveBeenCalledTimes(1);
  });

  it('records a result with one press and moves on to the next open stop until completed', async () => {
    const server = start([makeRoute()]);
    fireEvent.click(await screen.findByTestId('audit-route-open'));

    // The note goes along with the result pressed.
    const near = within(stopOf('p_near'));
    fireEvent.change(near.getByTestId('audit-note'), { target: { value: 'Seal broken' } });
    fireEvent.click(near.getByTestId('audit-result-damaged'));
    await waitFor(() => expect(stopOf('p_near').getAttribute('data-result')).toBe('damaged'));
    expect(
      server.requests.find((r) => r.url === '/api/auditor/routes/route_1/results')?.body,
    ).toMatchObject({ puid: 'p_near', result: 'damaged', note: 'Seal broken' });
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('2 of 3 checked');
    expect(screen.getByTestId('audit-checklist-status').textContent).toBe('Active');

    // The next open stop is selected, the map eases to it and the focus is on its first result.
    expect(stopPuids()).toEqual(['p_mid', 'p_door', 'p_near']);
    expect(rowOf('p_mid').getAttribute('aria-expanded')).toBe('true');
    expect(rowOf('p_near').getAttribute('aria-expanded')).toBe('false');
    expect(camera.flyTo).toHaveBeenLastCalledWith({
      lat: 57.05045,
      lon: 21.01,
      zoom: MapDefaults.centringZoom,
    });
    expect(document.activeElement).toBe(within(stopOf('p_mid')).getByTestId('audit-result-found'));
    expect(within(stopOf('p_near')).getByTestId('audit-stop-badge').textContent).toBe('Damaged');
    // The drawn route carries the result for its step marker.
    expect(drawnState('p_near')).toEqual({ kind: 'recorded', result: 'damaged' });
    expect(drawnState('p_mid')).toEqual({ kind: 'open' });

    // The last open stop: nothing is left to select, the focus stays on its row.
    fireEvent.click(within(stopOf('p_mid')).getByTestId('audit-result-wrong-location'));
    await waitFor(() =>
      expect(screen.getByTestId('audit-checklist-status').textContent).toBe('Completed'),
    );
    expect(useAlertStore.getState().alert?.text).toBe(AuditRouteServerMessages.routeCompleted);
    expect(useAuditRouteStore.getState().selectedStop).toBeNull();
    expect(document.activeElement).toBe(rowOf('p_mid'));
    expect(stopPuids()).toEqual(['p_door', 'p_near', 'p_mid']);
    expect(drawnState('p_mid')).toEqual({ kind: 'recorded', result: 'wrong-location' });
    expect(screen.getByTestId('audit-download-csv')).toBeTruthy();
    expect(screen.getByTestId('audit-download-xlsx')).toBeTruthy();
  });

  it('changes a recorded result with Change', async () => {
    const server = start([makeRoute()]);
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    fireEvent.click(rowOf('p_door'));
    const door = within(stopOf('p_door'));
    expect(door.getByTestId('audit-stop-result').textContent).toBe('Recorded: Found');
    expect(door.queryByTestId('audit-result-found')).toBeNull();
    fireEvent.click(door.getByTestId('audit-stop-change'));
    expect(door.getByTestId('audit-result-found').dataset.current).toBe('true');
    fireEvent.click(door.getByTestId('audit-result-missing'));
    await waitFor(() => expect(stopOf('p_door').getAttribute('data-result')).toBe('missing'));
    expect(
      server.requests.find((r) => r.url === '/api/auditor/routes/route_1/results')?.body,
    ).toMatchObject({ puid: 'p_door', result: 'missing' });
    // The first open stop is next: the walk went past the end of the route.
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_near');
    expect(drawnState('p_door')).toEqual({ kind: 'recorded', result: 'missing' });
  });

  it('keeps a result recorded without a connection waiting, and sends it when back online', async () => {
    const server = start([makeRoute()]);
    let online = false;
    const resultsUrl = '/api/auditor/routes/route_1/results';
    const sentIds: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
      if (String(input) === resultsUrl) {
        sentIds.push(JSON.parse(String(init.body)).client_id);
        if (!online) throw new TypeError('Failed to fetch');
      }
      return server.fetchImpl(input, init);
    });
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    fireEvent.click(within(stopOf('p_near')).getByTestId('audit-result-damaged'));
    await waitFor(() =>
      expect(within(stopOf('p_near')).getByTestId('audit-stop-badge').textContent).toBe(
        'DamagedWaiting to send',
      ),
    );
    expect(stopOf('p_near').getAttribute('data-result')).toBe('');
    expect(stopOf('p_near').getAttribute('data-waiting')).toBe('damaged');
    expect(within(stopOf('p_near')).getByTestId('audit-stop-badge').dataset.waiting).toBe('true');
    expect(rowOf('p_near').getAttribute('aria-label')).toMatch(/: Waiting to send: Damaged$/);
    // Waiting counts as checked: the stop goes after the open one, which is selected.
    expect(stopPuids()).toEqual(['p_mid', 'p_door', 'p_near']);
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_mid');
    expect(drawnState('p_near')).toEqual({ kind: 'waiting', result: 'damaged' });
    expect(screen.getByTestId('audit-outbox-waiting').textContent).toBe('1 result waiting to send');
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('1 of 3 checked');
    fireEvent.click(rowOf('p_near'));
    expect(within(stopOf('p_near')).getByTestId('audit-stop-waiting').textContent).toBe(
      'Waiting to send: Damaged',
    );

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(stopOf('p_near').getAttribute('data-result')).toBe('damaged'));
    expect(within(stopOf('p_near')).getByTestId('audit-stop-result').textContent).toBe(
      'Recorded: Damaged',
    );
    expect(drawnState('p_near')).toEqual({ kind: 'recorded', result: 'damaged' });
    expect(screen.queryByTestId('audit-outbox-waiting')).toBeNull();
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('2 of 3 checked');
    // Sent again with the one client id, which the server stores once.
    expect(sentIds.length).toBeGreaterThanOrEqual(2);
    expect(sentIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sentIds).size).toBe(1);
  });

  it('sends waiting results when back online with the checklist closed', async () => {
    const server = start([makeRoute()]);
    let online = false;
    const resultsUrl = '/api/auditor/routes/route_1/results';
    const delivered: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
      if (String(input) === resultsUrl) {
        if (!online) throw new TypeError('Failed to fetch');
        delivered.push(JSON.parse(String(init.body)).result);
      }
      return server.fetchImpl(input, init);
    });
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    fireEvent.click(within(stopOf('p_near')).getByTestId('audit-result-missing'));
    await waitFor(() => expect(stopOf('p_near').getAttribute('data-waiting')).toBe('missing'));
    fireEvent.click(screen.getByTestId('audit-checklist-close'));
    expect(screen.queryByTestId('audit-checklist')).toBeNull();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(delivered).toEqual(['missing']));
    // The route list shows the route with the result the server confirmed.
    await waitFor(() =>
      expect(screen.getByTestId('audit-route').textContent).toContain('2 of 3 checked'),
    );
  });

  it("shows a refused result with the server's message until dismissed", async () => {
    const server = start([makeRoute()]);
    const refusal = 'Only the auditors assigned to this route can record its results.';
    vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) =>
      String(input) === '/api/auditor/routes/route_1/results'
        ? new Response(JSON.stringify({ message: refusal }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          })
        : server.fetchImpl(input, init),
    );
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    fireEvent.click(rowOf('p_mid'));
    fireEvent.click(within(stopOf('p_mid')).getByTestId('audit-result-missing'));
    await waitFor(() =>
      expect(within(stopOf('p_mid')).getByTestId('audit-stop-refused').textContent).toBe(
        `Not recorded (Missing): ${refusal}`,
      ),
    );
    // Still open, so still first among the open stops; selected again, it offers the results.
    expect(stopOf('p_mid').getAttribute('data-result')).toBe('');
    expect(drawnState('p_mid')).toEqual({ kind: 'open' });
    fireEvent.click(rowOf('p_mid'));
    expect(within(stopOf('p_mid')).getByTestId('audit-result-missing')).toBeTruthy();
    expect(screen.queryByTestId('audit-outbox-waiting')).toBeNull();
    fireEvent.click(within(stopOf('p_mid')).getByTestId('audit-stop-dismiss'));
    await waitFor(() =>
      expect(within(stopOf('p_mid')).queryByTestId('audit-stop-refused')).toBeNull(),
    );
  });

  it("opens at a QR label's POI: selected, shown on the map, scrolled to the middle of the panel", async () => {
    const panel = document.createElement('div');
    panel.style.overflowY = 'auto';
    document.body.append(panel);
    // jsdom lays nothing out: the panel is 400 px high, every entry 100 px below the last.
    panel.getBoundingClientRect = () => ({ top: 0, height: 400 }) as DOMRect;
    const boxes = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
        return { top: 600 + index * 100, height: 100 } as DOMRect;
      });
    useAuditRouteStore.getState().openRoute('route_1', 'p_mid');
    start([makeRoute()], panel);
    await screen.findByTestId('audit-checklist');
    expect(stopOf('p_mid').dataset.selected).toBe('true');
    expect(rowOf('p_mid').getAttribute('aria-expanded')).toBe('true');
    expect(camera.flyTo).toHaveBeenLastCalledWith({
      lat: 57.05045,
      lon: 21.01,
      zoom: MapDefaults.centringZoom,
    });
    // The second entry (open stops first: p_near, p_mid; top 700) ends up centred:
    // 700 - (400 - 100) / 2.
    expect(panel.scrollTop).toBe(550);
    boxes.mockRestore();
    panel.remove();
  });

  it('says so when the linked route is not assigned to the auditor', async () => {
    useAuditRouteStore.getState().openRoute('route_9', 'p_mid');
    start([makeRoute()]);
    await screen.findByText('This audit route is not available to you.');
  });
});
