import {
  AlertLevel,
  ImportExportConstants,
  ImportExportMessages,
  PoiFileMessages,
  PoiMessages,
} from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { blobText, captureDownloads } from '../test/downloads';
import { makeConnection, makePoi, makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ImportExportPanel } from './ImportExportPanel';
import { usePoiImportStore } from './poiImportStore';

vi.mock('../map/camera', () => import('../test/camera'));

// Owned by the signed-in test user (user_1).
const space = makeSpace({ buid: 'building_1', name: 'Main Library', owner_id: 'user_1' });
const desk = makePoi({ puid: 'poi_desk', buid: 'building_1', name: 'Desk', floor_number: '0' });
const lamp = makePoi({ puid: 'poi_lamp', buid: 'building_1', name: 'Lamp', floor_number: '1' });
const connector = makePoi({
  puid: 'poi_conn',
  buid: 'building_1',
  name: 'Connector',
  pois_type: 'None',
  floor_number: '0',
});

type Reply = { status: number; payload: unknown };
interface Sent {
  url: string;
  body: Record<string, unknown> | undefined;
}

/** Answers by path (a function may look at the body); records each request. */
function server(routes: Record<string, Reply | ((body: Record<string, unknown>) => Reply)>) {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ url, body });
    const route = routes[url];
    const reply =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, payload: { message: 'Not found.' } });
    return new Response(JSON.stringify(reply.payload), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const spaceRoutes = {
  '/api/mapping/space/get': { status: 200, payload: space },
  '/api/mapping/floor/all': {
    status: 200,
    payload: {
      floors: ['0', '1'].map((floor_number) => ({
        buid: 'building_1',
        floor_number,
        floor_name: `Floor ${floor_number}`,
        description: '',
        is_published: 'true',
        bottom_left_lat: '57.04',
        bottom_left_lng: '21',
        top_right_lat: '57.06',
        top_right_lng: '21.02',
        plan_corners: [
          [21.0, 57.06],
          [21.02, 57.06],
          [21.02, 57.04],
          [21.0, 57.04],
        ],
      })),
    },
  },
  '/api/mapping/pois/space/all': { status: 200, payload: { pois: [desk, lamp, connector] } },
  '/api/mapping/connection/space/all': {
    status: 200,
    payload: {
      connections: [
        makeConnection({
          pois_a: 'poi_desk',
          pois_b: 'poi_conn',
          weight: '3',
          owner_id: 'owner_1',
        }),
      ],
    },
  },
};

const updated = (body: Record<string, unknown>): Reply => ({
  status: 200,
  payload: { message: 'Successfully updated POI.', poi: { ...desk, ...body } },
});

const alertText = () => useAlertStore.getState().alert?.text;

function choose(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(`${testId}-file`), { target: { files: [file] } });
}

describe('Import/export panel: export and POI files', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    usePoiImportStore.setState({
      progress: null,
      running: false,
      settled: 0,
      succeeded: 0,
      total: 0,
    });
    useSelectionStore.getState().clearSelection();
    signInAs(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says no building is selected and keeps the export buttons off', () => {
    server({});
    renderWithQueries(<ImportExportPanel />);
    expect(screen.getByTestId('export-no-space').textContent).toBe(
      ImportExportMessages.noBuildingSelected,
    );
    expect((screen.getByTestId('export-json') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('poi-import-sign-in').textContent).toBe(
      PoiFileMessages.signInToImport,
    );
  });

  it('exports the selected building to JSON as main-library.txt, connectors left out', async () => {
    server(spaceRoutes);
    const files = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const button = screen.getByTestId('export-json') as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(alertText()).toBe(ImportExportMessages.exported('Main Library')));
    expect(files.map((f) => f.name)).toEqual(['main-library.txt']);
    const exported = JSON.parse(await blobText(files[0]?.blob));
    expect(exported.buid).toBe('building_1');
    expect(
      exported.floors.map((f: { pois: { puid: string }[] }) => f.pois.map((p) => p.puid)),
    ).toEqual([['poi_desk'], ['poi_lamp']]);
    expect(exported.floors[0].pois[0].overwrite).toBe('false');
  });

  it('exports GeoJSON with plan outlines, POIs and the connection', async () => {
    server(spaceRoutes);
    const files = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const button = screen.getByTestId('export-geojson') as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(alertText()).toBe(PoiFileMessages.exportedGeoJson('Main Library')));
    expect(files[0]?.name).toBe('main-library.geojson');
    const collection = JSON.parse(await blobText(files[0]?.blob));
    expect(collection.features.map((f: { geometry: { type: string } }) => f.geometry.type)).toEqual(
      ['Polygon', 'Polygon', 'Point', 'Point', 'Point', 'LineString'],
    );
  });

  it('refuses to import without a file, or a file with no POI marked overwrite', async () => {
    signInAs(makeSessionUser());
    const requests = server(spaceRoutes);
    renderWithQueries(<ImportExportPanel />);
    fireEvent.click(screen.getByTestId('poi-file-import-submit'));
    expect(alertText()).toBe(ImportExportMessages.noFile);
    const unmarked = {
      buid: 'building_1',
      floors: [{ floor_number: '0', pois: [{ puid: 'poi_desk', overwrite: 'false' }] }],
    };
    choose('poi-file-import', new File([JSON.stringify(unmarked)], 'main-library.txt'));
    fireEvent.click(screen.getByTestId('poi-file-import-submit'));
    await waitFor(() => expect(alertText()).toBe(ImportExportMessages.noPoisToUpdate));
    expect(requests.filter((r) => r.url.includes('/pois/update'))).toEqual([]);
  });

  it('updates the marked POIs of an allpois.json, and downloads a log naming the failed one', async () => {
    signInAs(makeSessionUser());
    const requests = server({
      ...spaceRoutes,
      '/api/auth/mapping/pois/update': (body) =>
        body.puid === 'poi_lamp'
          ? { status: 403, payload: { message: 'You may not edit this building.' } }
          : updated(body),
    });
    const files = captureDownloads();
    renderWithQueries(<ImportExportPanel />);
    const allpois = {
      building: {
        buid: 'building_1',
        name: 'Main Library',
        floors: [
          {
            floor_number: '0',
            pois: [
              { puid: 'poi_desk', name: 'Desk', description: 'New desk', overwrite: 'true' },
              { puid: 'poi_lamp', name: 'Lamp', description: 'Refused', overwrite: 'true' },
              { puid: 'poi_conn', name: 'Connector', description: 'Untouched', overwrite: 'false' },
              { puid: 'poi_gone', name: 'Gone', description: 'Deleted', overwrite: 'true' },
            ],
          },
        ],
      },
    };
    choose('poi-file-import', new File([JSON.stringify(allpois)], 'allpois.json'));
    fireEvent.click(screen.getByTestId('poi-file-import-submit'));
    const partly = PoiFileMessages.partialResult({
      updated: { done: 1, total: 3 },
      added: { done: 0, total: 0 },
      connections: { done: 0, total: 0 },
    });
    await waitFor(() => expect(alertText()).toBe(partly));
    expect(partly.startsWith('Updated 1 of 3 POIs.')).toBe(true);
    expect(useAlertStore.getState().alert?.level).toBe(AlertLevel.warning);
    const bar = screen.getByRole('progressbar', { name: PoiFileMessages.progressLabel });
    expect(bar.getAttribute('value')).toBe('33');
    expect(screen.getByTestId('poi-import-progress').textContent).toContain(
      PoiFileMessages.progressText(3, 3),
    );
    // The POI no POI of the building matches is not sent at all.
    const sent = requests.filter((r) => r.url === '/api/auth/mapping/pois/update');
    expect(sent.map((r) => r.body?.puid).sort()).toEqual(['poi_desk', 'poi_lamp']);
    expect(files[0]?.name).toBe(ImportExportConstants.logFileName);
    const log = JSON.parse(await blobText(files[0]?.blob));
    expect(log).toHaveLength(2);
    expect(log).toEqual(
      expect.arrayContaining([
        {
          name: 'Lamp',
          puid: 'poi_lamp',
          description: 'Refused',
          status: PoiMessages.fileUpdateFailed,
          reason: 'You may not edit this building.',
        },
        {
          name: 'Gone',
          puid: 'poi_gone',
          description: 'Deleted',
          status: PoiMessages.fileUpdateFailed,
          reason: PoiFileMessages.noPoiWithId('Main Library'),
        },
      ]),
    );
  });

  it("updates a restored copy from Anyplace's allpois.json by the POIs' external ids", async () => {
    signInAs(makeSessionUser());
    const restoredDesk = { ...desk, external_id: 'anyplace_poi_1' };
    const restoredLamp = { ...lamp, external_id: 'anyplace_poi_2' };
    const requests = server({
      ...spaceRoutes,
      // Anyplace's building is not on this server; the restored copy is selected.
      '/api/mapping/pois/space/all': (body) =>
        body.buid === 'building_1'
          ? { status: 200, payload: { pois: [restoredDesk, restoredLamp, connector] } }
          : { status: 404, payload: { message: 'Space not found.' } },
      '/api/auth/mapping/pois/update': updated,
    });
    const files = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const allpois = {
      building: {
        buid: 'anyplace_building',
        name: 'Mall',
        floors: [
          {
            floor_number: '0',
            pois: [
              { puid: 'anyplace_poi_1', name: 'Desk', description: 'Desk A', overwrite: 'true' },
              { puid: 'anyplace_poi_2', name: 'Lamp', description: 'Lamp B', overwrite: 'TRUE' },
            ],
          },
        ],
      },
    };
    // The selected building has been read once its GeoJSON import is on.
    const geoJsonSubmit = screen.getByTestId('geojson-import-submit') as HTMLButtonElement;
    await waitFor(() => expect(geoJsonSubmit.disabled).toBe(false));
    choose('poi-file-import', new File([JSON.stringify(allpois)], 'allpois.json'));
    fireEvent.click(screen.getByTestId('poi-file-import-submit'));
    await waitFor(() => expect(alertText()).toBe(PoiMessages.poisUpdated));
    const sent = requests.filter((r) => r.url === '/api/auth/mapping/pois/update');
    expect(
      sent.map((r) => r.body).sort((a, b) => String(a?.puid).localeCompare(String(b?.puid))),
    ).toEqual([
      { puid: 'poi_desk', buid: 'building_1', name: 'Desk', description: 'Desk A' },
      { puid: 'poi_lamp', buid: 'building_1', name: 'Lamp', description: 'Lamp B' },
    ]);
    expect(files).toEqual([]);
  });

  it('refuses a file whose building is not here when no building is selected', async () => {
    signInAs(makeSessionUser());
    const requests = server({});
    renderWithQueries(<ImportExportPanel />);
    const allpois = {
      building: {
        buid: 'anyplace_building',
        floors: [{ floor_number: '0', pois: [{ puid: 'p1', overwrite: 'true' }] }],
      },
    };
    choose('poi-file-import', new File([JSON.stringify(allpois)], 'allpois.json'));
    fireEvent.click(screen.getByTestId('poi-file-import-submit'));
    await waitFor(() =>
      expect(alertText()).toBe(PoiFileMessages.buildingNotHere('anyplace_building')),
    );
    expect(requests.filter((r) => r.url.includes('/pois/update'))).toEqual([]);
  });

  it('a CSV sets descriptions by building and name; a row naming no POI goes to the log', async () => {
    signInAs(makeSessionUser());
    const requests = server({ ...spaceRoutes, '/api/auth/mapping/pois/update': updated });
    const files = captureDownloads();
    renderWithQueries(<ImportExportPanel />);
    const csv =
      'buid,name,des1,des2,des3,des4\nbuilding_1,Desk,Floor 0,Near door,Front,desk\nbuilding_1,Sofa,a,b,c,d\n';
    choose('spreadsheet-import', new File([csv], 'descriptions.csv', { type: 'text/csv' }));
    fireEvent.click(screen.getByTestId('spreadsheet-import-submit'));
    await waitFor(() =>
      expect(alertText()).toBe(
        PoiFileMessages.partialResult({
          updated: { done: 1, total: 2 },
          added: { done: 0, total: 0 },
          connections: { done: 0, total: 0 },
        }),
      ),
    );
    expect(requests.filter((r) => r.url.includes('/pois/update')).map((r) => r.body)).toEqual([
      { puid: 'poi_desk', buid: 'building_1', description: 'Front desk\nFloor 0\nNear door' },
    ]);
    expect(JSON.parse(await blobText(files[0]?.blob))).toEqual([
      { name: 'Sofa', puid: '', description: 'c d\na\nb', status: PoiFileMessages.noSuchPoiStatus },
    ]);
  });

  it('an .xlsx sets descriptions too, and a clean import says so without a log', async () => {
    signInAs(makeSessionUser());
    const requests = server({ ...spaceRoutes, '/api/auth/mapping/pois/update': updated });
    const files = captureDownloads();
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('POIs');
    sheet.addRow(['buid', 'name', 'des1', 'des2', 'des3', 'des4']);
    sheet.addRow(['building_1', 'Lamp', 'On the left', 'Bulb 40 W', 'Reading', 'lamp']);
    const bytes = await workbook.xlsx.writeBuffer();
    renderWithQueries(<ImportExportPanel />);
    choose('spreadsheet-import', new File([bytes as ArrayBuffer], 'descriptions.xlsx'));
    fireEvent.click(screen.getByTestId('spreadsheet-import-submit'));
    await waitFor(() => expect(alertText()).toBe(PoiMessages.poisUpdated));
    expect(requests.filter((r) => r.url.includes('/pois/update')).map((r) => r.body)).toEqual([
      { puid: 'poi_lamp', buid: 'building_1', description: 'Reading lamp\nOn the left\nBulb 40 W' },
    ]);
    expect(
      screen
        .getByRole('progressbar', { name: PoiFileMessages.progressLabel })
        .getAttribute('value'),
    ).toBe('100');
    expect(files).toEqual([]);
  });

  it('says up front when the selected building may not be changed, and keeps its GeoJSON import off', async () => {
    signInAs(makeSessionUser({ id: 'someone_else', username: 'sam' }));
    server({ ...spaceRoutes });
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    expect((await screen.findByTestId('poi-import-read-only')).textContent).toBe(
      PoiFileMessages.selectedNotEditable('Main Library'),
    );
    expect((screen.getByTestId('geojson-import-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a GeoJSON file moves a known POI and adds a new point on its level', async () => {
    signInAs(makeSessionUser());
    const requests = server({
      ...spaceRoutes,
      '/api/auth/mapping/pois/update': updated,
      '/api/auth/mapping/pois/add': { status: 200, payload: { puid: 'poi_new', poi: desk } },
    });
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [21.011, 57.051] },
          properties: { puid: 'poi_desk', name: 'Desk', level: '0', description: 'Moved' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [21.012, 57.052] },
          properties: { name: 'Printer', level: 1, pois_type: 'Office' },
        },
      ],
    };
    const submit = screen.getByTestId('geojson-import-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    choose('geojson-import', new File([JSON.stringify(collection)], 'main-library.geojson'));
    fireEvent.click(submit);
    await waitFor(() => expect(alertText()).toBe(PoiMessages.poisUpdated));
    expect(requests.find((r) => r.url.includes('/pois/update'))?.body).toEqual({
      puid: 'poi_desk',
      buid: 'building_1',
      name: 'Desk',
      description: 'Moved',
      coordinates_lat: '57.051',
      coordinates_lon: '21.011',
    });
    expect(requests.find((r) => r.url.includes('/pois/add'))?.body).toEqual({
      buid: 'building_1',
      floor_number: 1,
      name: 'Printer',
      pois_type: 'Office',
      coordinates_lat: '57.052',
      coordinates_lon: '21.012',
    });
  });

  it('a GeoJSON file of another building brings its POIs and the connections between them', async () => {
    signInAs(makeSessionUser());
    let added = 0;
    const requests = server({
      ...spaceRoutes,
      '/api/mapping/pois/space/all': { status: 200, payload: { pois: [] } },
      '/api/mapping/connection/space/all': { status: 200, payload: { connections: [] } },
      '/api/auth/mapping/pois/add': () => {
        added += 1;
        return { status: 200, payload: { puid: `poi_new_${added}`, poi: desk } };
      },
      '/api/auth/mapping/connection/add': (body) =>
        body.pois_a === body.pois_b
          ? { status: 400, payload: { message: 'Same POI.' } }
          : { status: 200, payload: { cuid: 'conn_1', connection: makeConnection() } },
    });
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const point = (puid: string, name: string, lon: number) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, 57.05] },
      properties: { feature_type: 'poi', puid, name, level: '0', pois_type: 'Office' },
    });
    const collection = {
      type: 'FeatureCollection',
      features: [
        point('old_a', 'Desk A', 21.011),
        point('old_b', 'Desk B', 21.012),
        {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [21.011, 57.05],
              [21.012, 57.05],
            ],
          },
          properties: {
            feature_type: 'connection',
            pois_a: 'old_a',
            pois_b: 'old_b',
            floor_a: '0',
            floor_b: '0',
          },
        },
      ],
    };
    const submit = screen.getByTestId('geojson-import-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    choose('geojson-import', new File([JSON.stringify(collection)], 'other.geojson'));
    fireEvent.click(submit);
    await waitFor(() => expect(alertText()).toBe(PoiMessages.poisUpdated));
    const adds = requests.filter((r) => r.url.includes('/pois/add')).map((r) => r.body);
    expect(adds.map((b) => b?.external_id).sort()).toEqual(['old_a', 'old_b']);
    const links = requests.filter((r) => r.url.includes('/connection/add')).map((r) => r.body);
    expect(links).toHaveLength(1);
    expect([links[0]?.pois_a, links[0]?.pois_b].sort()).toEqual(['poi_new_1', 'poi_new_2']);
    expect(links[0]?.buid).toBe('building_1');
  });

  it('a GeoJSON import that adds POIs on a floor without a placed plan is refused once, up front', async () => {
    signInAs(makeSessionUser());
    const requests = server(spaceRoutes);
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const collection = {
      type: 'FeatureCollection',
      features: [3, 3, 4].map((level, i) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [21.01, 57.05] },
        properties: { name: `Room ${i}`, level },
      })),
    };
    const submit = screen.getByTestId('geojson-import-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    choose('geojson-import', new File([JSON.stringify(collection)], 'rooms.geojson'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(alertText()).toBe(PoiFileMessages.floorsWithoutPlan('Main Library', ['3', '4'])),
    );
    expect(requests.filter((r) => r.url.includes('/auth/'))).toEqual([]);
  });

  it('a GeoJSON import whose POIs all fail says how many were added, never success', async () => {
    signInAs(makeSessionUser());
    server({
      ...spaceRoutes,
      '/api/auth/mapping/pois/add': { status: 400, payload: { message: 'The POI is too far.' } },
    });
    const files = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const collection = {
      type: 'FeatureCollection',
      features: [0, 1].map((level) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [30, 50] },
        properties: { name: `Far ${level}`, level },
      })),
    };
    const submit = screen.getByTestId('geojson-import-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    choose('geojson-import', new File([JSON.stringify(collection)], 'far.geojson'));
    fireEvent.click(submit);
    await waitFor(() => expect(alertText()).toMatch(/^Added 0 of 2 POIs\./));
    expect(useAlertStore.getState().alert?.level).toBe(AlertLevel.danger);
    const log = JSON.parse(await blobText(files[0]?.blob));
    expect(log.map((entry: { reason: string }) => entry.reason)).toEqual([
      'The POI is too far.',
      'The POI is too far.',
    ]);
  });

  it('shows why a file is refused', async () => {
    signInAs(makeSessionUser());
    server(spaceRoutes);
    renderWithQueries(<ImportExportPanel />);
    choose('spreadsheet-import', new File(['buid,name\nb,c'], 'short.csv'));
    fireEvent.click(screen.getByTestId('spreadsheet-import-submit'));
    await waitFor(() =>
      expect(alertText()).toBe(PoiFileMessages.missingColumns(['des1', 'des2', 'des3', 'des4'])),
    );
  });
});
