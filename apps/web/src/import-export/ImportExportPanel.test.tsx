import {
  AlertLevel,
  AnyplaceRestoreMessages,
  BackupMessages,
  FetchMessages,
  ImportExportMessages,
  MapDefaults,
  ServerLimits,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachMap, detachMap } from '../editor/editor';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { camera } from '../test/camera';
import { captureDownloads } from '../test/downloads';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { useBackupStore } from './backupStore';
import { ImportExportPanel } from './ImportExportPanel';

vi.mock('../map/camera', () => import('../test/camera'));

const space = makeSpace({ buid: 'building_1', name: 'Main Library' });
const restored = makeSpace({
  buid: 'building_new',
  name: 'Main Library',
  coordinates_lat: '57.2',
  coordinates_lon: '21.3',
  is_published: 'false',
});
const restoredAnswer = {
  message: BackupMessages.restored('Main Library', {
    floors: 1,
    pois: 2,
    connections: 1,
    fingerprints: 0,
  }),
  space: restored,
  floors: 1,
  pois: 2,
  connections: 1,
  fingerprints: 0,
  connections_skipped: { missing_poi: 3, other_building: 0, duplicate: 0 },
  plans_to_check: 0,
};

type Reply = { status: number; payload: unknown } | Promise<{ status: number; payload: unknown }>;

/** Answers by path; records each request's path and body. */
function server(routes: Record<string, () => Reply>) {
  const requests: { url: string; body: BodyInit | null | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, body: init.body });
    const route = routes[url];
    const { status, payload } = route
      ? await route()
      : { status: 404, payload: { message: 'Not found.' } };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const ok = (payload: unknown) => () => ({ status: 200, payload });
const backupRoutes = (floors: Reply | null = null) => ({
  '/api/mapping/space/get': ok(space),
  '/api/mapping/floor/all': () => floors ?? { status: 200, payload: { floors: [] } },
  '/api/mapping/pois/space/all': ok({ pois: [] }),
  '/api/mapping/connection/space/all': ok({ connections: [] }),
});

const alertText = () => useAlertStore.getState().alert?.text;

describe('ImportExportPanel', () => {
  beforeEach(() => {
    camera.flyTo.mockReset();
    useAlertStore.setState({ alert: null });
    useBackupStore.setState({ progress: null, buid: null });
    useSelectionStore.getState().clearSelection();
    signInAs(null);
    captureDownloads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says no building is selected and keeps the backup button off', () => {
    server({});
    renderWithQueries(<ImportExportPanel />);
    expect(screen.getByTestId('backup-no-space').textContent).toBe(
      ImportExportMessages.noBuildingSelected,
    );
    expect(
      (screen.getByRole('button', { name: BackupMessages.backUp }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('backs up the selected building with a visible progress bar, then clears it', async () => {
    let releaseFloors: (reply: { status: number; payload: unknown }) => void = () => {};
    const floorsAnswer = new Promise<{ status: number; payload: unknown }>((resolve) => {
      releaseFloors = resolve;
    });
    server(backupRoutes(floorsAnswer));
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const button = await screen.findByRole('button', { name: BackupMessages.backUp });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText(BackupMessages.backUpHint('Main Library'))).toBeTruthy();

    fireEvent.click(button);
    const bar = await screen.findByRole('progressbar', { name: BackupMessages.progressLabel });
    expect(bar.getAttribute('value')).toBe('0');
    expect(screen.getByRole('button', { name: BackupMessages.backingUp })).toBeTruthy();
    releaseFloors({ status: 200, payload: { floors: [] } });

    await waitFor(() => expect(alertText()).toBe(BackupMessages.saved('building_1.zip')));
    expect(screen.queryByTestId('backup-progress')).toBeNull();
    expect(screen.getByRole('button', { name: BackupMessages.backUp })).toBeTruthy();
  });

  it('shows the failed step with the server message, and clears the progress', async () => {
    server({
      ...backupRoutes(),
      '/api/mapping/floor/all': () => ({ status: 500, payload: { message: 'Database down.' } }),
    });
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImportExportPanel />);
    const button = await screen.findByRole('button', { name: BackupMessages.backUp });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(alertText()).toBe(`${FetchMessages.backupFloors} Database down.`));
    expect(screen.queryByTestId('backup-progress')).toBeNull();
  });

  it('asks signed-out visitors to sign in before restoring', () => {
    server({});
    renderWithQueries(<ImportExportPanel />);
    expect(screen.getByTestId('restore-sign-in').textContent).toBe(BackupMessages.signInToRestore);
    expect(screen.queryByLabelText(BackupMessages.chooseArchive)).toBeNull();
  });

  it('uploads the chosen archive, then selects the restored building and flies to it', async () => {
    signInAs(makeSessionUser());
    let answer: (reply: { status: number; payload: unknown }) => void = () => {};
    const requests = server({
      '/api/auth/mapping/space/restore': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithQueries(<ImportExportPanel />);
    const submit = screen.getByRole('button', {
      name: BackupMessages.restore,
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const archive = new File([new Uint8Array([0x50, 0x4b, 5, 6])], 'building_1.zip', {
      type: 'application/zip',
    });
    fireEvent.change(screen.getByLabelText(BackupMessages.chooseArchive), {
      target: { files: [archive] },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);

    expect(await screen.findByText(BackupMessages.restoring)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    const sent = requests.find((r) => r.url === '/api/auth/mapping/space/restore');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData).get('archive') as File).name).toBe('building_1.zip');
    answer({ status: 200, payload: restoredAnswer });

    expect((await screen.findByTestId('restore-result')).textContent).toBe(restoredAnswer.message);
    expect(screen.getByTestId('restore-skipped-connections').textContent).toBe(
      `${AnyplaceRestoreMessages.skippedConnections({ missingPoi: 3, otherBuilding: 0, duplicate: 0 })} ${AnyplaceRestoreMessages.graphNotCarried(3)}`,
    );
    expect(screen.getByTestId('restore-skipped-connections').textContent).toContain(
      'Import from a server',
    );
    expect(alertText()).toBe(restoredAnswer.message);
    // Connections were left out: the alert is a warning, not a success.
    expect(useAlertStore.getState().alert?.level).toBe(AlertLevel.warning);
    expect(useSelectionStore.getState().selectedBuid).toBe('building_new');
    expect(camera.flyTo).toHaveBeenCalledWith({
      lat: 57.2,
      lon: 21.3,
      zoom: MapDefaults.selectedSpaceZoom,
    });
    // The copy lies on its original: placing it elsewhere is offered, and may be declined.
    expect(screen.getByTestId('restore-place-offer').textContent).toContain(
      BackupMessages.placeOffer,
    );
    expect(screen.getByRole('button', { name: BackupMessages.placeIt })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BackupMessages.keepItHere }));
    expect(screen.queryByTestId('restore-place-offer')).toBeNull();
  });

  it('"Place it" waits for a click on the map, moves the building there and flies to it', async () => {
    signInAs(makeSessionUser());
    const clicks: ((event: MapMouseEvent) => void)[] = [];
    const map = {
      getContainer: () => document.createElement('div'),
      getCanvas: () => document.createElement('canvas'),
      getCenter: () => ({ lat: 0, lng: 0 }),
      on: (type: string, handler: (event: MapMouseEvent) => void) => {
        if (type === 'click') clicks.push(handler);
      },
      off: (type: string, handler: (event: MapMouseEvent) => void) => {
        if (type === 'click') clicks.splice(clicks.indexOf(handler), 1);
      },
    } as unknown as MapLibreMap;
    attachMap(map);
    const moved = { ...restored, coordinates_lat: '57.3', coordinates_lon: '21.5' };
    const requests = server({
      '/api/auth/mapping/space/restore': ok(restoredAnswer),
      '/api/auth/mapping/space/move': ok({ message: 'Moved.', space: moved }),
    });
    renderWithQueries(<ImportExportPanel />);
    fireEvent.change(screen.getByLabelText(BackupMessages.chooseArchive), {
      target: { files: [new File([new Uint8Array([0x50, 0x4b, 5, 6])], 'b.zip')] },
    });
    fireEvent.click(screen.getByRole('button', { name: BackupMessages.restore }));
    fireEvent.click(await screen.findByRole('button', { name: BackupMessages.placeIt }));
    expect(screen.getByTestId('restore-place-hint').textContent).toBe(BackupMessages.placeHint);
    expect(screen.queryByTestId('restore-place-offer')).toBeNull();

    for (const handler of [...clicks])
      handler({ lngLat: { lat: 57.3, lng: 21.5 } } as MapMouseEvent);
    await waitFor(() => expect(alertText()).toBe('Moved.'));
    const sent = requests.find((r) => r.url === '/api/auth/mapping/space/move');
    expect(JSON.parse(String(sent?.body))).toEqual({
      buid: 'building_new',
      coordinates_lat: 57.3,
      coordinates_lon: 21.5,
    });
    expect(camera.flyTo).toHaveBeenLastCalledWith({
      lat: 57.3,
      lon: 21.5,
      zoom: MapDefaults.selectedSpaceZoom,
    });
    expect(screen.queryByTestId('restore-place-hint')).toBeNull();
    detachMap(map);
  });

  it("shows the server's reason when a restore is refused, and selects nothing", async () => {
    signInAs(makeSessionUser());
    server({
      '/api/auth/mapping/space/restore': () => ({
        status: 400,
        payload: { message: BackupMessages.missingBuilding },
      }),
    });
    renderWithQueries(<ImportExportPanel />);
    fireEvent.change(screen.getByLabelText(BackupMessages.chooseArchive), {
      target: { files: [new File(['x'], 'other.zip')] },
    });
    fireEvent.click(screen.getByRole('button', { name: BackupMessages.restore }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe(BackupMessages.missingBuilding);
    expect(alertText()).toBe(BackupMessages.missingBuilding);
    expect(useSelectionStore.getState().selectedBuid).toBeNull();
  });

  it('refuses an archive over the size limit without uploading it', async () => {
    signInAs(makeSessionUser());
    const requests = server({});
    renderWithQueries(<ImportExportPanel />);
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: ServerLimits.archiveBytes + 1 });
    fireEvent.change(screen.getByLabelText(BackupMessages.chooseArchive), {
      target: { files: [big] },
    });
    fireEvent.click(screen.getByRole('button', { name: BackupMessages.restore }));
    const form = screen.getByRole('button', { name: BackupMessages.restore }).closest('form');
    expect((await within(form as HTMLElement).findByRole('alert')).textContent).toBe(
      BackupMessages.tooLarge,
    );
    expect(requests.filter((r) => r.url.includes('restore'))).toEqual([]);
  });
});
