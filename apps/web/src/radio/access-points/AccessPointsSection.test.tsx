import {
  AccessPointLayerMessages,
  type AccessPointWire,
  LayerMessages,
  StorageKeys,
} from '@indoor/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../../state/alerts';
import { useSelectionStore } from '../../state/selection';
import { renderWithQueries } from '../../test/render';
import { AccessPointDetails } from './AccessPointInfoWindow';
import { AccessPointsSection } from './AccessPointsSection';
import { useAccessPointsStore } from './accessPointsStore';
import { useAccessPointAlerts } from './useAccessPointAlerts';

const BUID = 'building_1';

const makeAp = (AP: string, overrides: Partial<AccessPointWire> = {}): AccessPointWire => ({
  AP,
  x: 35.1447,
  y: 33.4111,
  den: 0,
  uncertainty: 3.2,
  measurements: 140,
  meanRss: -61,
  bssids: [AP],
  method: 'path-loss',
  ...overrides,
});

const CISCO = '00:1d:7e:00:00:10';
const GOOGLE = '3c:5a:b4:00:00:20';
const RANDOM = '02:de:40:00:00:40';

interface ServerOptions {
  accessPoints?: AccessPointWire[];
  /** Answers 'computing' (with this progress, no estimates) to the first floor calls. */
  computing?: { done: number; total: number }[];
  floorFailure?: { status: number; message: string };
  idsFailure?: boolean;
}

/** The floor and ids calls of the AP layer, as the server answers them. */
function apServer(options: ServerOptions = {}) {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const vendors: Record<string, string> = {
    [CISCO]: 'Cisco-Linksys, LLC',
    [GOOGLE]: 'Google, Inc.',
    '00:1d:7e:00:00:30': 'Cisco-Linksys, LLC',
  };
  const reply = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    requests.push({ url, body });
    if (url === '/api/mapping/floor/all') return reply(200, { floors: [] });
    if (url === '/api/wifi/access_points/floor') {
      if (options.floorFailure) {
        return reply(options.floorFailure.status, { message: options.floorFailure.message });
      }
      const progress = options.computing?.shift();
      if (progress) {
        return reply(200, {
          accessPoints: [],
          truncated: false,
          version: '0',
          computed_at: null,
          status: 'computing',
          progress,
        });
      }
      return reply(200, {
        accessPoints: options.accessPoints ?? [makeAp(CISCO), makeAp(GOOGLE), makeAp(RANDOM)],
        truncated: false,
        version: '1',
        computed_at: '2026-01-01T00:00:00.000Z',
        status: 'ready',
        progress: null,
      });
    }
    if (url === '/api/wifi/access_points/ids') {
      if (options.idsFailure) return reply(500, { message: 'Internal error' });
      const ids = body.ids as string[];
      return reply(200, { accessPoints: ids.map((id) => vendors[id] ?? 'N/A') });
    }
    return reply(404, { message: 'Not found.' });
  });
  return { requests };
}

/** The section with the map layer's alerts, as on the main screen. */
function AlertsOfTheLayer() {
  useAccessPointAlerts();
  return null;
}

const renderSection = () =>
  renderWithQueries(
    <>
      <AccessPointsSection />
      <AlertsOfTheLayer />
    </>,
  );

const alertText = () => useAlertStore.getState().alert?.text;
const listValues = () =>
  within(screen.getByTestId('access-points-list'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-value'));

describe('the access-point section of tab 5', () => {
  beforeEach(() => {
    localStorage.clear();
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    useAccessPointsStore.setState({ shown: false, filterBy: 'mac', hidden: [], openAp: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a floor before the layer can be shown', () => {
    apServer();
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.show }));
    expect(alertText()).toBe(LayerMessages.noFloorFor.accessPoints);
    expect(screen.getByTestId('access-points-status').textContent).toBe(
      AccessPointLayerMessages.status(false),
    );
    expect(localStorage.getItem(StorageKeys.APsMode)).toBeNull();
  });

  it('shows how far the server got while it computes the estimates, then the APs', async () => {
    const { requests } = apServer({
      computing: [
        { done: 0, total: 0 },
        { done: 2, total: 3 },
      ],
    });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.show }));
    const computing = await screen.findByTestId('access-points-computing');
    expect(computing.textContent).toContain(AccessPointLayerMessages.computing(0, 0));
    // Nothing judged yet: no 'not mapped' warning, and the layer stays on.
    expect(alertText()).toBeUndefined();
    expect(useAccessPointsStore.getState().shown).toBe(true);
    // Asked again a second later: the progress, as a bar.
    await waitFor(
      () =>
        expect(screen.getByTestId('access-points-computing').textContent).toContain(
          AccessPointLayerMessages.computing(2, 3),
        ),
      { timeout: 3000 },
    );
    const bar = screen.getByRole('progressbar', { name: AccessPointLayerMessages.computingLabel });
    expect(bar.getAttribute('value')).toBe('2');
    expect(bar.getAttribute('max')).toBe('3');
    // Then ready: the APs, and no progress left.
    await screen.findByTestId('access-points-list', {}, { timeout: 3000 });
    expect(listValues()).toEqual([CISCO, GOOGLE, RANDOM]);
    expect(screen.queryByTestId('access-points-computing')).toBeNull();
    expect(requests.filter((r) => r.url.endsWith('/floor'))).toHaveLength(3);
    expect(alertText()).toBeUndefined();
  }, 10_000);

  it('turns the layer on, lists the floor’s APs and filters them by MAC', async () => {
    const { requests } = apServer();
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.show }));
    expect(screen.getByTestId('access-points-status').textContent).toBe(
      AccessPointLayerMessages.status(true),
    );
    expect(screen.getByRole('button', { name: AccessPointLayerMessages.hide })).toBeTruthy();
    expect(localStorage.getItem(StorageKeys.APsMode)).toBe('YES');
    await screen.findByTestId('access-points-list');
    expect(listValues()).toEqual([CISCO, GOOGLE, RANDOM]);
    expect(requests.find((r) => r.url.endsWith('/floor'))?.body).toEqual({
      buid: BUID,
      floor: '0',
    });

    fireEvent.click(
      within(screen.getByTestId('access-points-list')).getAllByRole('checkbox')[1] as HTMLElement,
    );
    expect(useAccessPointsStore.getState().hidden).toEqual([GOOGLE]);
    expect(screen.getByTestId('access-points-count').textContent).toBe(
      AccessPointLayerMessages.shownCount(2, 3),
    );
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.details(CISCO) }));
    expect(useAccessPointsStore.getState().openAp).toBe(CISCO);
    expect(
      (
        screen.getByRole('button', {
          name: AccessPointLayerMessages.details(GOOGLE),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('filters by manufacturer, from the ids call', async () => {
    const { requests } = apServer({
      accessPoints: [makeAp(CISCO), makeAp(GOOGLE), makeAp('00:1d:7e:00:00:30'), makeAp(RANDOM)],
    });
    useAccessPointsStore.setState({ shown: true });
    renderSection();
    await screen.findByTestId('access-points-list');
    fireEvent.change(screen.getByTestId('access-points-filter-by'), {
      target: { value: 'manufacturer' },
    });
    await waitFor(() =>
      expect(listValues()).toEqual(['Cisco-Linksys, LLC', 'Google, Inc.', 'N/A']),
    );
    expect(requests.find((r) => r.url.endsWith('/ids'))?.body).toEqual({
      ids: [CISCO, GOOGLE, '00:1d:7e:00:00:30', RANDOM],
    });
    expect(
      within(screen.getByTestId('access-points-list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cisco-Linksys, LLC (2)', 'Google, Inc. (1)', 'N/A (1)']);
    fireEvent.click(
      within(screen.getByTestId('access-points-list')).getAllByRole('checkbox')[0] as HTMLElement,
    );
    expect(screen.getByTestId('access-points-count').textContent).toBe(
      AccessPointLayerMessages.shownCount(2, 4),
    );
  });

  it('says an empty floor is not mapped and turns the layer off', async () => {
    apServer({ accessPoints: [] });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.show }));
    await waitFor(() => expect(alertText()).toBe(LayerMessages.floorNotMapped));
    expect(screen.getByTestId('access-points-status').textContent).toBe(
      AccessPointLayerMessages.status(false),
    );
    expect(localStorage.getItem(StorageKeys.APsMode)).toBe('NO');
  });

  it('shows the server\'s reason after "Can\'t fetch Access Points:" and turns the layer off', async () => {
    apServer({ floorFailure: { status: 404, message: 'Floor not found.' } });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: AccessPointLayerMessages.show }));
    await waitFor(() => expect(alertText()).toBe("Can't fetch Access Points: Floor not found."));
    expect(useAccessPointsStore.getState().shown).toBe(false);
  });

  it('warns when the manufacturers cannot be fetched and keeps the APs, by MAC', async () => {
    apServer({ idsFailure: true });
    useAccessPointsStore.setState({ shown: true });
    renderSection();
    await waitFor(() => expect(alertText()).toBe(LayerMessages.apIdsFailed));
    expect(listValues()).toEqual([CISCO, GOOGLE, RANDOM]);
    expect(useAccessPointsStore.getState().shown).toBe(true);
  });

  it('warns about APs without ids', async () => {
    apServer({ accessPoints: [makeAp(''), makeAp(CISCO)] });
    useAccessPointsStore.setState({ shown: true });
    renderSection();
    await waitFor(() => expect(alertText()).toBe(LayerMessages.apsWithoutIds));
    expect(listValues()).toEqual([CISCO]);
  });
});

describe('the info window of an AP', () => {
  it('gives the id, the manufacturer and the figures', () => {
    const ap = makeAp(CISCO, { bssids: [CISCO, '00:1d:7e:00:00:11'], method: 'centroid' });
    render(
      <AccessPointDetails
        accessPoint={ap}
        manufacturers={new Map([[CISCO, 'Cisco-Linksys, LLC']])}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe(`Access point ${CISCO}`);
    expect(screen.getByTestId('ap-manufacturer').textContent).toBe(
      'ManufacturerCisco-Linksys, LLC',
    );
    expect(screen.getByTestId('ap-uncertainty').textContent).toBe('Uncertainty± 3.2 m');
    expect(screen.getByTestId('ap-measurements').textContent).toBe('Measurements140');
    expect(screen.getByTestId('ap-mean-rss').textContent).toBe('Mean RSS-61.0 dBm');
    expect(screen.getByTestId('ap-bssids').textContent).toBe(`BSSIDs${CISCO}, 00:1d:7e:00:00:11`);
    expect(screen.getByTestId('ap-estimate').textContent).toBe(
      `Estimate${AccessPointLayerMessages.estimateCentroid}`,
    );
  });

  it("reads 'N/A' for an unknown manufacturer", () => {
    render(<AccessPointDetails accessPoint={makeAp(RANDOM)} manufacturers={new Map()} />);
    expect(screen.getByTestId('ap-manufacturer').textContent).toBe('ManufacturerN/A');
  });
});
