import {
  type Floor,
  LayerMessages,
  RadioMessages,
  RadiomapFormatMessages,
  RadiomapPlacementMessages,
  SpaceMessages,
} from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { HeatmapsPanel } from './HeatmapsPanel';
import { setHeatmapsTab, useWifiLayerStore } from './wifiLayerStore';

const BUID = 'building_1';
const DAY = 86_400_000;
const MARCH_3 = Date.UTC(2025, 2, 3);

const floorNamed = (floor_number: string, floor_name: string): Floor =>
  makeFloor(floor_number, { buid: BUID, floor_name });

interface SeenRequest {
  url: string;
  json: Record<string, unknown> | null;
  form: FormData | null;
}

/**
 * A stand-in for the server: floors 0 and 1, per-day counts per floor that an upload
 * adds to and a delete clears, and the answers the radiomap endpoints give.
 */
function radioServer(
  options: {
    uploadFailure?: { status: number; message?: string };
    timeFailure?: string;
    /** Undated fingerprints (radiomap matrix rows) per floor. */
    undated?: Record<string, number>;
  } = {},
) {
  const days: Record<string, { date: number; count: number }[]> = {
    '0': [
      { date: MARCH_3, count: 288 },
      { date: MARCH_3 + DAY, count: 12 },
    ],
    '1': [],
  };
  const requests: SeenRequest[] = [];
  const reply = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const form = init.body instanceof FormData ? init.body : null;
    const json =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({ url, json, form });
    if (url === '/api/mapping/space/get') return reply(200, makeSpace({ buid: BUID }));
    if (url === '/api/mapping/space/public') return reply(200, { spaces: [] });
    if (url === '/api/auth/mapping/space/accessible') return reply(200, { spaces: [] });
    if (url === '/api/mapping/floor/all') {
      return reply(200, { floors: [floorNamed('0', 'Ground'), floorNamed('1', 'First')] });
    }
    if (url === '/api/radiomap/time') {
      if (options.timeFailure) return reply(503, { message: options.timeFailure });
      const floor = String(json?.floor);
      return reply(200, { radioPoints: days[floor] ?? [], undated: options.undated?.[floor] ?? 0 });
    }
    if (url === '/api/auth/radiomap/upload') {
      if (options.uploadFailure) {
        const { status, message } = options.uploadFailure;
        return reply(status, message ? { message } : {});
      }
      const target = JSON.parse(String(form?.get('json'))) as { floor: string };
      days[target.floor] = [{ date: MARCH_3 + 5 * DAY, count: 3 }];
      return reply(200, {
        message: RadiomapFormatMessages.uploaded(3, 0, 6),
        fingerprints: 3,
        measurements: 6,
        already_stored: 1,
      });
    }
    if (url === '/api/auth/radiomap/delete') {
      days[String(json?.floor)] = [];
      return reply(200, { message: SpaceMessages.deletedRadiomap });
    }
    return reply(404, { message: 'Not found.' });
  };
  vi.stubGlobal('fetch', fetchImpl);
  return { requests };
}

const logFile = () =>
  new File(
    ['1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:10 -81 0 building_1\n'],
    'survey.txt',
    { type: 'text/plain' },
  );

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText(RadioMessages.fileLabel), { target: { files: [file] } });

describe('HeatmapsPanel radiomap', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    signInAs(makeSessionUser({ id: 'owner_1' }));
    setHeatmapsTab('radiomaps');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a space and a floor first', () => {
    useSelectionStore.setState({ selectedBuid: null, selectedFloor: null });
    renderWithQueries(<HeatmapsPanel />);
    expect(screen.getByTestId('heatmaps-no-floor').textContent).toBe(RadioMessages.selectFloor);
  });

  it("summarises the floor's fingerprints per day, and follows the floor selector", async () => {
    radioServer();
    renderWithQueries(<HeatmapsPanel />);
    expect((await screen.findByTestId('radiomap-summary')).textContent).toBe(
      RadioMessages.summary(300, 2, '4 Mar 2025'),
    );
    fireEvent.click(screen.getByTestId('heatmaps-floor-selector-up'));
    expect(useSelectionStore.getState().selectedFloor).toBe('1');
    await waitFor(() =>
      expect(screen.getByTestId('radiomap-summary').textContent).toBe(
        LayerMessages.noFingerprintsTime,
      ),
    );
    expect(within(screen.getByTestId('radiomap-section')).getByRole('heading').textContent).toBe(
      `${RadioMessages.title} · 1 · First`,
    );
  });

  it('says how many fingerprints have no date, beside the summary and under the time bar', async () => {
    radioServer({ undated: { '0': 4, '1': 1 } });
    const { unmount } = renderWithQueries(<HeatmapsPanel />);
    expect((await screen.findByTestId('radiomap-summary')).textContent).toBe(
      `${RadioMessages.summary(300, 2, '4 Mar 2025')} ${RadiomapPlacementMessages.undatedNotOnTimeBar(4)}`,
    );
    fireEvent.click(screen.getByTestId('heatmaps-floor-selector-up'));
    // A floor of matrix rows only: they are its fingerprints, on no day.
    await waitFor(() =>
      expect(screen.getByTestId('radiomap-summary').textContent).toBe(
        RadiomapPlacementMessages.undatedNotOnTimeBar(1),
      ),
    );
    unmount();
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    setHeatmapsTab('time');
    useWifiLayerStore.setState({ fingerprintsTime: true });
    renderWithQueries(<HeatmapsPanel />);
    expect((await screen.findByTestId('time-bar-undated')).textContent).toBe(
      '4 fingerprints from radiomap matrices have no date and are not on the time bar.',
    );
    useWifiLayerStore.setState({ fingerprintsTime: false });
  });

  it('shows no undated line when every fingerprint has a date', async () => {
    radioServer();
    setHeatmapsTab('time');
    useWifiLayerStore.setState({ fingerprintsTime: true });
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('time-chart');
    expect(screen.queryByTestId('time-bar-undated')).toBeNull();
    useWifiLayerStore.setState({ fingerprintsTime: false });
  });

  it('offers upload and delete only to those who may edit the space', async () => {
    radioServer();
    signInAs(makeSessionUser({ id: 'someone_else' }));
    renderWithQueries(<HeatmapsPanel />);
    expect((await screen.findByTestId('radiomap-sign-in')).textContent).toBe(
      RadioMessages.signInToEdit,
    );
    expect(screen.queryByTestId('radiomap-upload')).toBeNull();
    expect(screen.queryByTestId('radiomap-delete')).toBeNull();
  });

  it('uploads the chosen log with the floor, shows the counts and refreshes the summary', async () => {
    const { requests } = radioServer();
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('radiomap-summary');
    const input = screen.getByLabelText(RadioMessages.fileLabel) as HTMLInputElement;
    expect(input.accept).toBe('.txt,.log,text/plain');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    const file = logFile();
    chooseFile(file);
    fireEvent.click(screen.getByTestId('radiomap-upload'));

    expect((await screen.findByTestId('radiomap-result')).textContent).toBe(
      RadiomapFormatMessages.uploaded(3, 0, 6),
    );
    expect(screen.getByTestId('radiomap-upload-counts').textContent).toBe(
      RadiomapFormatMessages.lastUpload(3, 1),
    );
    const sent = requests.find((r) => r.url === '/api/auth/radiomap/upload');
    expect(JSON.parse(String(sent?.form?.get('json')))).toEqual({ buid: BUID, floor: '0' });
    expect(sent?.form?.get('radiomap')).toBeInstanceOf(File);
    expect((sent?.form?.get('radiomap') as File).name).toBe('survey.txt');
    // The json field comes before the file: the server checks the floor before reading it.
    expect([...(sent?.form?.keys() ?? [])]).toEqual(['json', 'radiomap']);
    expect(useAlertStore.getState().alert?.text).toBe(RadiomapFormatMessages.uploaded(3, 0, 6));
    await waitFor(() =>
      expect(screen.getByTestId('radiomap-summary').textContent).toBe(
        RadioMessages.summary(3, 1, '8 Mar 2025'),
      ),
    );
    expect(input.value).toBe('');
  });

  it("shows the server's reason when an upload is refused", async () => {
    const message = 'Line 4: the RSS must be a whole number from -127 to 0.';
    radioServer({ uploadFailure: { status: 400, message } });
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('radiomap-summary');
    chooseFile(logFile());
    fireEvent.click(screen.getByTestId('radiomap-upload'));
    expect((await screen.findByTestId('radiomap-error')).textContent).toBe(message);
    expect(screen.getByTestId('radiomap-error').getAttribute('role')).toBe('alert');
  });

  it('falls back to its own text when the server gives no reason', async () => {
    radioServer({ uploadFailure: { status: 500 } });
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('radiomap-summary');
    chooseFile(logFile());
    fireEvent.click(screen.getByTestId('radiomap-upload'));
    expect((await screen.findByTestId('radiomap-error')).textContent).toBe(
      RadioMessages.uploadFailed,
    );
  });

  it('asks for a file before uploading, and refuses a file over the size limit without sending it', async () => {
    const { requests } = radioServer();
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('radiomap-summary');
    fireEvent.click(screen.getByTestId('radiomap-upload'));
    expect(screen.getByTestId('radiomap-no-file').textContent).toBe(RadioMessages.chooseFileFirst);
    expect(document.activeElement).toBe(screen.getByLabelText(RadioMessages.fileLabel));

    const big = logFile();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    chooseFile(big);
    expect(screen.queryByTestId('radiomap-no-file')).toBeNull();
    fireEvent.click(screen.getByTestId('radiomap-upload'));
    expect((await screen.findByTestId('radiomap-error')).textContent).toBe(RadioMessages.tooLarge);
    expect(requests.some((r) => r.url === '/api/auth/radiomap/upload')).toBe(false);
  });

  it('deletes the radiomap after a confirmation, with Cancel focused first', async () => {
    const { requests } = radioServer();
    renderWithQueries(<HeatmapsPanel />);
    await screen.findByTestId('radiomap-summary');
    const deleteButton = screen.getByTestId('radiomap-delete');
    deleteButton.focus();
    fireEvent.click(deleteButton);
    let dialog = screen.getByTestId('radiomap-delete-dialog');
    expect(dialog.textContent).toContain(RadioMessages.confirmDelete('0'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('radiomap-delete-dialog')).toBeNull();
    expect(requests.some((r) => r.url === '/api/auth/radiomap/delete')).toBe(false);

    fireEvent.click(deleteButton);
    dialog = screen.getByTestId('radiomap-delete-dialog');
    fireEvent.click(within(dialog).getByTestId('radiomap-delete-confirm'));
    expect((await screen.findByTestId('radiomap-delete-result')).textContent).toBe(
      SpaceMessages.deletedRadiomap,
    );
    expect(requests.find((r) => r.url === '/api/auth/radiomap/delete')?.json).toEqual({
      buid: BUID,
      floor: '0',
    });
    expect(screen.queryByTestId('radiomap-delete-dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('radiomap-summary').textContent).toBe(
        LayerMessages.noFingerprintsTime,
      ),
    );
  });
});

describe('HeatmapsPanel time bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("warns with the server's text and turns the time modes off when the days cannot be read", async () => {
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: BUID, selectedFloor: '0' });
    signInAs(makeSessionUser({ id: 'owner_1' }));
    setHeatmapsTab('time');
    useWifiLayerStore.setState({ fingerprintsTime: true, coverageTime: true });
    radioServer({ timeFailure: 'The database cannot be reached right now.' });
    renderWithQueries(<HeatmapsPanel />);
    await waitFor(() =>
      expect(useAlertStore.getState().alert?.text).toBe(
        'The database cannot be reached right now.',
      ),
    );
    expect(useWifiLayerStore.getState().fingerprintsTime).toBe(false);
    expect(useWifiLayerStore.getState().coverageTime).toBe(false);
  });
});
