import {
  buildImdfExport,
  CampusMessages,
  CampusUiMessages,
  ImdfExportMessages,
  ImportExportMessages,
  SpaceMessages,
  zipImdfArchive,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { blobText, captureDownloads } from '../test/downloads';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { CampusesPanel } from './CampusesPanel';

const hall = makeSpace({ buid: 'hall', name: 'Hall' });
const lab = makeSpace({ buid: 'lab', name: 'Lab' });
const campus = {
  cuid: 'cuid_north',
  name: 'North',
  description: '-',
  buids: ['hall'],
  greeklish: 'false',
  owner_id: 'user_1',
};

function serve(answers: Record<string, { status: number; payload: unknown }>) {
  const requests: { url: string; body: unknown }[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const routes: Record<string, { status: number; payload: unknown }> = {
      '/api/mapping/space/public': { status: 200, payload: { spaces: [hall, lab] } },
      '/api/auth/mapping/space/accessible': { status: 200, payload: { spaces: [] } },
      '/api/auth/mapping/campus/user': { status: 200, payload: { buildingsets: [campus] } },
      ...answers,
    };
    const answer = routes[url] ?? { status: 404, payload: { message: 'Not found.' } };
    return new Response(JSON.stringify(answer.payload), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, requests };
}

describe('CampusesPanel', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useSelectionStore.getState().clearSelection();
    signInAs(makeSessionUser());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks a signed-out visitor to sign in', () => {
    signInAs(null);
    renderWithQueries(<CampusesPanel />);
    expect(screen.getByText(CampusUiMessages.signInToManage)).toBeTruthy();
  });

  it('adds a campus from at least one chosen building', async () => {
    const server = serve({
      '/api/auth/mapping/campus/add': {
        status: 200,
        payload: { cuid: 'cuid_new', message: CampusMessages.added, campus },
      },
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderWithQueries(<CampusesPanel />);
    const form = await screen.findByTestId('campus-add-form');
    fireEvent.change(within(form).getByTestId('campus-add-form-name'), {
      target: { value: 'South' },
    });
    fireEvent.click(within(form).getByTestId('campus-add-form-submit'));
    expect(within(form).getByTestId('campus-add-form-error').textContent).toBe(
      CampusMessages.noBuildings,
    );
    fireEvent.click(within(form).getAllByTestId('campus-add-form-building')[1] as HTMLElement);
    fireEvent.click(within(form).getByTestId('campus-add-form-submit'));
    await waitFor(() => expect(useAlertStore.getState().alert?.text).toBe(CampusMessages.added));
    expect(server.requests.find((r) => r.url === '/api/auth/mapping/campus/add')?.body).toEqual({
      name: 'South',
      description: '-',
      buids: ['lab'],
    });
    expect(useSelectionStore.getState().selectedCampus).toBe('cuid_new');
  });

  it('renames a campus with a new id, and the selection follows it', async () => {
    const server = serve({
      '/api/auth/mapping/campus/update': {
        status: 200,
        payload: { message: CampusMessages.updated, campus: { ...campus, cuid: 'north_campus' } },
      },
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderWithQueries(<CampusesPanel />);
    fireEvent.click(await screen.findByTestId('campus-select'));
    expect(screen.getByTestId('campus-buildings').textContent).toBe('Hall');
    fireEvent.click(screen.getByTestId('campus-edit'));
    fireEvent.change(screen.getByTestId('campus-edit-form-cuid'), {
      target: { value: 'north_campus' },
    });
    fireEvent.click(screen.getByTestId('campus-edit-form-submit'));
    await waitFor(() => expect(useAlertStore.getState().alert?.text).toBe(CampusMessages.updated));
    expect(server.requests.find((r) => r.url === '/api/auth/mapping/campus/update')?.body).toEqual({
      cuid: 'cuid_north',
      name: 'North',
      description: '-',
      buids: ['hall'],
      newcuid: 'north_campus',
    });
    expect(useSelectionStore.getState().selectedCampus).toBe('north_campus');
  });

  it('deletes a campus after confirmation, and shows the failure text when that fails', async () => {
    vi.stubGlobal(
      'fetch',
      serve({ '/api/auth/mapping/campus/delete': { status: 500, payload: {} } }).fetchImpl,
    );
    renderWithQueries(<CampusesPanel />);
    fireEvent.click(await screen.findByTestId('campus-select'));
    fireEvent.click(screen.getByTestId('campus-delete'));
    expect(screen.getByTestId('campus-delete-dialog').textContent).toContain(
      CampusUiMessages.confirmDelete('North'),
    );
    fireEvent.click(screen.getByTestId('campus-delete-confirm'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert?.text).toBe(SpaceMessages.campusDeleteFailed),
    );
  });

  it('exports the selected campus as JSON, and says when no campus is selected', async () => {
    vi.stubGlobal('fetch', serve({}).fetchImpl);
    const saved = captureDownloads();
    renderWithQueries(<CampusesPanel />);
    fireEvent.click(await screen.findByTestId('campus-export'));
    expect(useAlertStore.getState().alert?.text).toBe(ImportExportMessages.noCampusSelected);
    expect(saved).toEqual([]);

    fireEvent.click(screen.getByTestId('campus-select'));
    fireEvent.click(screen.getByTestId('campus-export'));
    expect(useAlertStore.getState().alert?.text).toBe(ImportExportMessages.exported('North'));
    expect(saved.map((file) => file.name)).toEqual(['north.txt']);
    const text = await blobText(saved[0]?.blob);
    expect(JSON.parse(text)).toEqual({ name: 'North', description: '-', buids: ['hall'] });
  });

  it('exports the selected campus as one IMDF venue, checked before it is saved', async () => {
    const { fetchImpl, requests } = serve({});
    const archive = zipImdfArchive(
      buildImdfExport({
        space: { buid: 'hall', name: 'North', lat: 35.1446, lon: 33.4115 },
        floors: [
          {
            floorNumber: 0,
            name: 'Ground',
            planBounds: { south: 35.1445, west: 33.4114, north: 35.1447, east: 33.4116 },
          },
        ],
        units: [],
        openings: [],
        pois: [],
        created: '2026-11-27T12:00:00.000Z',
      }).archive,
    );
    vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
      if (String(input) !== '/api/mapping/campus/imdf') return fetchImpl(input, init);
      requests.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return new Response(new Uint8Array(archive), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="north.imdf.zip"',
        },
      });
    });
    const saved = captureDownloads();
    renderWithQueries(<CampusesPanel />);
    expect(((await screen.findByTestId('campus-imdf-export')) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByTestId('campus-select'));
    fireEvent.click(screen.getByTestId('campus-imdf-export'));
    expect((await screen.findByTestId('campus-imdf-export-result')).textContent).toBe(
      ImdfExportMessages.saved('north.imdf.zip', 0),
    );
    expect(saved.map((file) => file.name)).toEqual(['north.imdf.zip']);
    expect(requests.find((r) => r.url === '/api/mapping/campus/imdf')?.body).toEqual({
      cuid: 'cuid_north',
    });
  });
});
