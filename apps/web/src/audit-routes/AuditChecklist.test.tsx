import { type AuditRoute, AuditRouteServerMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AuditRoutesPanel } from './AuditRoutesPanel';
import { useAuditRouteStore } from './auditRouteStore';
import { auditServer, makeRoute } from './auditTestData';

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
  });
  afterEach(() => vi.unstubAllGlobals());

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
