import { type AuditRoute, AuditRouteServerMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
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

describe("the auditor's checklist", () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useAuditRouteStore.setState(initial, true);
    resetResultOutbox();
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

  it('opens a route in walking order, records every result and ends completed', async () => {
    const server = start([makeRoute()]);
    fireEvent.click(await screen.findByTestId('audit-route-open'));
    expect(useAuditRouteStore.getState().shown?.key).toBe('route-route_1');
    const stops = screen.getAllByTestId('audit-stop');
    expect(stops.map((s) => s.getAttribute('data-puid'))).toEqual(['p_door', 'p_near', 'p_mid']);
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('1 of 3 checked');
    expect(within(stopOf('p_door')).getByTestId('audit-stop-result').textContent).toBe(
      'Recorded: Found',
    );

    // A result is needed before Record; the note goes along.
    const near = within(stopOf('p_near'));
    expect((near.getByTestId('audit-record') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(near.getByTestId('audit-result-damaged'));
    fireEvent.change(near.getByTestId('audit-note'), { target: { value: 'Seal broken' } });
    fireEvent.click(near.getByTestId('audit-record'));
    await waitFor(() => expect(stopOf('p_near').getAttribute('data-result')).toBe('damaged'));
    expect(
      server.requests.find((r) => r.url === '/api/auditor/routes/route_1/results')?.body,
    ).toMatchObject({
      puid: 'p_near',
      result: 'damaged',
      note: 'Seal broken',
    });
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('2 of 3 checked');
    expect(screen.getByTestId('audit-checklist-status').textContent).toBe('Active');

    const mid = within(stopOf('p_mid'));
    fireEvent.click(mid.getByTestId('audit-result-wrong-location'));
    fireEvent.click(mid.getByTestId('audit-record'));
    await waitFor(() =>
      expect(screen.getByTestId('audit-checklist-status').textContent).toBe('Completed'),
    );
    expect(useAlertStore.getState().alert?.text).toBe(AuditRouteServerMessages.routeCompleted);
    expect(screen.getByTestId('audit-download-csv')).toBeTruthy();
    expect(screen.getByTestId('audit-download-xlsx')).toBeTruthy();
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
    const near = within(stopOf('p_near'));
    fireEvent.click(near.getByTestId('audit-result-damaged'));
    fireEvent.click(near.getByTestId('audit-record'));
    await waitFor(() =>
      expect(within(stopOf('p_near')).getByTestId('audit-stop-waiting').textContent).toBe(
        'Waiting to send: Damaged',
      ),
    );
    expect(stopOf('p_near').getAttribute('data-result')).toBe('');
    expect(screen.getByTestId('audit-outbox-waiting').textContent).toBe('1 result waiting to send');
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('1 of 3 checked');

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(stopOf('p_near').getAttribute('data-result')).toBe('damaged'));
    expect(within(stopOf('p_near')).getByTestId('audit-stop-result').textContent).toBe(
      'Recorded: Damaged',
    );
    expect(screen.queryByTestId('audit-outbox-waiting')).toBeNull();
    expect(screen.getByTestId('audit-checklist-progress').textContent).toBe('2 of 3 checked');
    // Sent again with the one client id, which the server stores once.
    expect(sentIds.length).toBeGreaterThanOrEqual(2);
    expect(sentIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sentIds).size).toBe(1);
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
    const mid = within(stopOf('p_mid'));
    fireEvent.click(mid.getByTestId('audit-result-missing'));
    fireEvent.click(mid.getByTestId('audit-record'));
    await waitFor(() =>
      expect(within(stopOf('p_mid')).getByTestId('audit-stop-refused').textContent).toBe(
        `Not recorded (Missing): ${refusal}`,
      ),
    );
    // The form stays, to record the result again.
    expect(within(stopOf('p_mid')).getByTestId('audit-record')).toBeTruthy();
    expect(screen.queryByTestId('audit-outbox-waiting')).toBeNull();
    fireEvent.click(within(stopOf('p_mid')).getByTestId('audit-stop-dismiss'));
    await waitFor(() =>
      expect(within(stopOf('p_mid')).queryByTestId('audit-stop-refused')).toBeNull(),
    );
  });

  it("opens at a QR label's POI, scrolled to the middle of the panel", async () => {
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
    const focused = document.querySelector('.audit-stop--focused');
    expect(focused?.getAttribute('data-puid')).toBe('p_mid');
    // The third entry (top 800) ends up centred: 800 - (400 - 100) / 2.
    expect(panel.scrollTop).toBe(650);
    boxes.mockRestore();
    panel.remove();
  });

  it('says so when the linked route is not assigned to the auditor', async () => {
    useAuditRouteStore.getState().openRoute('route_9', 'p_mid');
    start([makeRoute()]);
    await screen.findByText('This audit route is not available to you.');
  });
});
