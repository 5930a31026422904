import { AccesLayerMessages, StorageKeys, WifiLayerMessages } from '@indoor/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../../state/alerts';
import { useSelectionStore } from '../../state/selection';
import { blobText, captureDownloads } from '../../test/downloads';
import { makeSpace } from '../../test/factories';
import { renderWithQueries } from '../../test/render';
import { LayerQuickActions } from '../LayerQuickActions';
import { ACCES_CIRCLE_LAYER, ACCES_SOURCE, AccesLayer } from './AccesLayer';
import { AccesSection } from './AccesSection';
import type { AccesAnswer } from './accesModel';
import { reapplyStoredAccesMode, setAccesShown, useAccesStore } from './accesStore';
import { emptyAccesAnswer, makeAccesAnswer } from './accesTestAnswer';

type Handler = (event: unknown) => void;

/* The map's events, as MapLibre would send them: a handler per event and layer. */
const fakeMap = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  const map = {
    zoom: 19,
    getZoom: () => map.zoom,
    on: (event: string, layerOrHandler: string | Handler, handler?: Handler) => {
      if (typeof layerOrHandler === 'string' && handler) {
        handlers.set(`${event}:${layerOrHandler}`, handler);
      } else handlers.set(event, layerOrHandler as Handler);
    },
    off: (event: string, layerOrHandler: string | Handler) => {
      handlers.delete(typeof layerOrHandler === 'string' ? `${event}:${layerOrHandler}` : event);
    },
    getCanvas: () => ({ style: {} as Record<string, string> }),
    /** A POI symbol lies under the pointer. */
    poiHit: false,
    getLayer: () => (map.poiHit ? {} : undefined),
    queryRenderedFeatures: () => (map.poiHit ? [{}] : []),
    fire: (key: string, event: unknown = {}) => handlers.get(key)?.(event),
  };
  return map;
});

/* MapLibre needs WebGL, which jsdom has not: a source becomes an element naming its features. */
vi.mock('react-map-gl/maplibre', () => ({
  Source: ({
    id,
    data,
    children,
  }: {
    id: string;
    data: { features: { properties: { fill?: string; errorM?: number } }[] };
    children: ReactNode;
  }) => (
    <div
      data-testid={`source-${id}`}
      data-count={data.features.length}
      data-fills={data.features.map((feature) => feature.properties.fill ?? '').join(',')}
    >
      {children}
    </div>
  ),
  Layer: ({ id, paint }: { id: string; paint: unknown }) => (
    <div data-testid={`layer-${id}`} data-paint={JSON.stringify(paint)} />
  ),
  Marker: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Popup: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: { getMap: () => fakeMap } }),
}));

const BUID = 'building_1';
const PATH = '/api/position/radio/acces';

/** The ACCES call answered in turn by `answers` (the last one again and again), or failing. */
function accesServer(answers: AccesAnswer[], failure?: { status: number; message: string }) {
  const requests: { url: string; body: unknown }[] = [];
  const reply = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    // The quick actions read the selected space (for delete mode) and the map's spaces.
    if (url === '/api/mapping/space/get') return reply(200, makeSpace({ buid: BUID }));
    if (url === '/api/mapping/space/public') return reply(200, { spaces: [] });
    if (url !== PATH) return reply(404, { message: 'Not found.' });
    if (failure) return reply(failure.status, { message: failure.message });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return reply(200, answer);
  });
  return { accesRequests: () => requests.filter((request) => request.url === PATH) };
}

/** The main screen's pieces: the quick actions, the layer on the map, and tab 5's section. */
const renderScreen = () =>
  renderWithQueries(
    <>
      <LayerQuickActions />
      <AccesLayer />
      <AccesSection spaceName="Science Hall" />
    </>,
  );

const alertText = () => useAlertStore.getState().alert?.text;
const fills = () => screen.getByTestId(`source-${ACCES_SOURCE}`).dataset.fills?.split(',');
const circlePaint = () =>
  JSON.parse(screen.getByTestId(`layer-${ACCES_CIRCLE_LAYER}`).dataset.paint ?? '{}') as {
    'circle-radius': unknown[];
    'circle-stroke-width': number;
  };

describe('the ACCES map', () => {
  beforeEach(() => {
    localStorage.clear();
    reapplyStoredAccesMode();
    useAccesStore.setState({ surveyNext: false });
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    fakeMap.zoom = 19;
    fakeMap.poiHit = false;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the floor’s map when turned on and draws a circle per point in its colour', async () => {
    const { accesRequests } = accesServer([makeAccesAnswer([3, 7, 12, 20, 45, 90, -1])]);
    renderScreen();
    expect(screen.queryByTestId(`source-${ACCES_SOURCE}`)).toBeNull();
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    expect(screen.getByTestId('quick-status-acces').textContent).toBe(
      WifiLayerMessages.onlineStatus('Localization', true),
    );
    await waitFor(() => expect(fills()).toHaveLength(7));
    expect(fills()).toEqual([
      '#2e7d32',
      '#aed581',
      '#fff59d',
      '#ffb300',
      '#fb8c00',
      '#e53935',
      '#000000',
    ]);
    expect(accesRequests()[0]?.body).toEqual({ buid: BUID, floor: '0' });
    expect(alertText()).toBeUndefined();
    // Turned off, the circles go and NO is stored.
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    expect(screen.queryByTestId(`source-${ACCES_SOURCE}`)).toBeNull();
    expect(localStorage.getItem(StorageKeys.localizationAccMode)).toBe('NO');
  });

  it('redraws the circles when the zoom crosses a band boundary: radius and stroke of the band', async () => {
    accesServer([makeAccesAnswer([3, 7])]);
    setAccesShown(true);
    renderScreen();
    await waitFor(() => expect(fills()).toHaveLength(2));
    const level1 = circlePaint();
    expect(level1['circle-stroke-width']).toBeCloseTo(0.8, 9);
    // Zooming within the band changes nothing; crossing into level 3 changes both.
    act(() => {
      fakeMap.zoom = 19.0;
      fakeMap.fire('zoom');
    });
    expect(circlePaint()).toEqual(level1);
    act(() => {
      fakeMap.zoom = 21.5;
      fakeMap.fire('zoom');
    });
    const level3 = circlePaint();
    expect(level3['circle-stroke-width']).toBeCloseTo(2.4, 9);
    const pixelsAtZoom0 = (paint: { 'circle-radius': unknown[] }) =>
      paint['circle-radius'][4] as number;
    expect(pixelsAtZoom0(level3) / pixelsAtZoom0(level1)).toBeCloseTo(1.9 / 1.5, 9);
  });

  it('says the predicted error of the circle under the pointer, and keeps a clicked one', async () => {
    accesServer([makeAccesAnswer([3, 7.2])]);
    setAccesShown(true);
    renderScreen();
    await waitFor(() => expect(fills()).toHaveLength(2));
    const circle = (errorM: number | null) => ({
      point: { x: 5, y: 5 },
      features: [
        { geometry: { type: 'Point', coordinates: [21.01, 57.05] }, properties: { errorM } },
      ],
    });
    act(() => fakeMap.fire(`mousemove:${ACCES_CIRCLE_LAYER}`, circle(7.2)));
    expect(screen.getByTestId('acces-spot-hover').textContent).toBe(
      'About 7.2 m expected error here',
    );
    act(() => fakeMap.fire(`mouseleave:${ACCES_CIRCLE_LAYER}`));
    expect(screen.queryByTestId('acces-spot-hover')).toBeNull();
    // A POI over the circle takes the pointer and the click.
    fakeMap.poiHit = true;
    act(() => fakeMap.fire(`mousemove:${ACCES_CIRCLE_LAYER}`, circle(7.2)));
    act(() => fakeMap.fire(`click:${ACCES_CIRCLE_LAYER}`, circle(7.2)));
    expect(screen.queryByTestId('acces-spot-hover')).toBeNull();
    expect(screen.queryByTestId('acces-spot-pinned')).toBeNull();
    fakeMap.poiHit = false;
    act(() => fakeMap.fire(`click:${ACCES_CIRCLE_LAYER}`, circle(null)));
    expect(screen.getByTestId('acces-spot-pinned').textContent).toBe(
      AccesLayerMessages.errorHere(Number.NaN),
    );
    expect(AccesLayerMessages.errorHere(Number.NaN)).toBe('No prediction here');
    expect(AccesLayerMessages.errorHere(23.6)).toBe('About 24 m expected error here');
    expect(AccesLayerMessages.errorHere(0.3)).toBe('Under 1 m expected error here');
  });

  it('shows the progress while the server computes the map, asking every second, then the map', async () => {
    const { accesRequests } = accesServer([
      emptyAccesAnswer({ status: 'computing', progress: { done: 0, total: 0 } }),
      emptyAccesAnswer({ status: 'computing', progress: { done: 3, total: 8 } }),
      makeAccesAnswer([4, 8, 16]),
    ]);
    setAccesShown(true);
    renderScreen();
    const computing = await screen.findByTestId('acces-computing');
    expect(computing.textContent).toContain(AccesLayerMessages.computing(0, 0));
    // The quick action shows it too.
    expect(screen.getByTestId('quick-acces-computing')).toBeTruthy();
    // Nothing judged yet: no warning, the map stays on.
    expect(alertText()).toBeUndefined();
    expect(useAccesStore.getState().shown).toBe(true);
    await waitFor(
      () =>
        expect(screen.getByTestId('acces-computing').textContent).toContain(
          'Computing the ACCES map: 3 of 8 steps done.',
        ),
      { timeout: 3000 },
    );
    const bar = within(screen.getByTestId('acces-computing')).getByRole('progressbar', {
      name: AccesLayerMessages.computingLabel,
    });
    expect(bar.getAttribute('value')).toBe('3');
    expect(bar.getAttribute('max')).toBe('8');
    await waitFor(() => expect(fills()).toHaveLength(3), { timeout: 3000 });
    expect(screen.queryByTestId('acces-computing')).toBeNull();
    expect(accesRequests()).toHaveLength(3);
    expect(alertText()).toBeUndefined();
  }, 10_000);

  it('keeps the previous map drawn while a new one is computed', async () => {
    accesServer([
      makeAccesAnswer([4, 8], { status: 'computing', progress: { done: 1, total: 5 } }),
    ]);
    setAccesShown(true);
    renderScreen();
    await waitFor(() => expect(fills()).toHaveLength(2));
    expect(screen.getByTestId('acces-computing').textContent).toContain(
      AccesLayerMessages.computingPrevious,
    );
  });

  it('warns and turns the map off on a floor with too few fingerprints (the stored choice stays)', async () => {
    accesServer([emptyAccesAnswer()]);
    renderScreen();
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    await waitFor(() => expect(alertText()).toBe(AccesLayerMessages.empty));
    expect(AccesLayerMessages.empty).toContain('at least 10 surveyed locations');
    expect(useAccesStore.getState().shown).toBe(false);
    expect(screen.getByTestId('quick-toggle-acces').textContent).toBe('Show ACCES Map');
    expect(screen.getByTestId('quick-status-acces').textContent).toBe('Localization is offline');
    expect(localStorage.getItem(StorageKeys.localizationAccMode)).toBe('YES');
    expect(screen.queryByTestId(`source-${ACCES_SOURCE}`)).toBeNull();
  });

  it('shows its own warning with the server’s reason when the call fails, and turns the map off', async () => {
    accesServer([], { status: 500, message: 'The database is unavailable.' });
    renderScreen();
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    await waitFor(() =>
      expect(alertText()).toBe('The ACCES map could not be loaded: The database is unavailable.'),
    );
    expect(useAccesStore.getState().shown).toBe(false);
    // The button still works: pressed again, it asks again.
    expect((screen.getByTestId('quick-toggle-acces') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    expect(useAccesStore.getState().shown).toBe(true);
  });

  it('applies the stored choice on load and again when a building is selected', async () => {
    accesServer([makeAccesAnswer([3])]);
    localStorage.setItem(StorageKeys.localizationAccMode, 'YES');
    reapplyStoredAccesMode();
    renderScreen();
    expect(screen.getByTestId('quick-toggle-acces').textContent).toBe('Hide ACCES Map');
    await waitFor(() => expect(fills()).toHaveLength(1));
    // Off for one floor only (an empty or failed answer), then another building: on again.
    act(() => useAccesStore.setState({ shown: false }));
    act(() => useSelectionStore.setState({ selectedBuid: 'building_2', selectedFloor: '1' }));
    await waitFor(() => expect(useAccesStore.getState().shown).toBe(true));
    localStorage.setItem(StorageKeys.localizationAccMode, 'NO');
    act(() => useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' }));
    await waitFor(() => expect(useAccesStore.getState().shown).toBe(false));
  });

  it('explains each colour in metres and what the values are, from the answer', async () => {
    accesServer([makeAccesAnswer([3, 7, 80])]);
    setAccesShown(true);
    renderScreen();
    const legend = await screen.findByTestId('acces-legend');
    const rows = within(legend)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'up to 5 m',
      '5 to 10 m',
      '10 to 15 m',
      '15 to 30 m',
      '30 to 60 m',
      'more than 60 m',
    ]);
    expect(
      screen.getByTestId('acces-band-green').querySelector('span')?.getAttribute('style'),
    ).toContain('rgb(46, 125, 50)');
    expect(screen.getByTestId('acces-calibration').textContent).toBe(
      "Each circle is the positioning error predicted for a scan taken there, calibrated on this floor's own survey: 42 surveyed locations were held out and positioned from the others. 3 points, 2 m apart.",
    );
    expect(screen.queryByTestId('acces-band-invalid')).toBeNull();
  });

  it('draws where to survey next on demand and downloads the route as GPX and GeoJSON', async () => {
    const answer = makeAccesAnswer([3, 7]);
    accesServer([answer]);
    const downloads = captureDownloads();
    setAccesShown(true);
    renderScreen();
    const toggle = await screen.findByTestId('acces-survey-next-toggle');
    expect(screen.queryAllByTestId('acces-survey-next-marker')).toHaveLength(0);
    fireEvent.click(toggle);
    const markers = screen.getAllByTestId('acces-survey-next-marker');
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
    expect(markers[0]?.getAttribute('aria-label')).toBe('Survey point 1');

    fireEvent.click(screen.getByTestId('acces-download-gpx'));
    fireEvent.click(screen.getByTestId('acces-download-geojson'));
    expect(downloads.map((d) => d.name)).toEqual([
      'survey-next-building_1-floor-0.gpx',
      'survey-next-building_1-floor-0.geojson',
    ]);
    const gpx = new DOMParser().parseFromString(
      await blobText(downloads[0]?.blob),
      'application/xml',
    );
    expect(gpx.querySelector('rte > name')?.textContent).toBe('Survey next: Science Hall, floor 0');
    const rtepts = [...gpx.querySelectorAll('rtept')];
    expect(rtepts.map((p) => p.querySelector('name')?.textContent)).toEqual(['1', '2', '3']);
    expect(
      rtepts.map((p) => [Number(p.getAttribute('lat')), Number(p.getAttribute('lon'))]),
    ).toEqual(
      answer.survey_next.map(([lat, lng]) => [Number(lat.toFixed(7)), Number(lng.toFixed(7))]),
    );
    const geojson = JSON.parse(await blobText(downloads[1]?.blob)) as {
      features: { geometry: { type: string } }[];
    };
    expect(geojson.features.map((f) => f.geometry.type)).toEqual([
      'LineString',
      'Point',
      'Point',
      'Point',
    ]);
  });
});
