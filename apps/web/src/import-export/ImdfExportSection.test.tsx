import {
  buildImdfExport,
  type ImdfExportInput,
  ImdfExportMessages,
  ImportExportMessages,
  zipImdfArchive,
} from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../state/selection';
import { captureDownloads } from '../test/downloads';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ImdfExportSection } from './ImdfExportSection';

const space = makeSpace({ buid: 'building_1', name: 'Main Library' });
const EXPORT_PATH = '/api/mapping/space/imdf';

/** A one-floor building with one room, exported as the server does. */
function exported(): ReturnType<typeof buildImdfExport>['archive'] {
  const input: ImdfExportInput = {
    space: { buid: space.buid, name: space.name, lat: 35.1446, lon: 33.4115 },
    floors: [
      {
        floorNumber: 0,
        name: 'Ground',
        planBounds: { south: 35.1445, west: 33.4114, north: 35.1447, east: 33.4116 },
      },
    ],
    units: [
      {
        id: 'unit-1',
        buid: space.buid,
        floorNumber: 0,
        name: 'Reading room',
        category: 'room',
        polygon: [
          [33.41145, 35.14455],
          [33.41155, 35.14455],
          [33.41155, 35.14465],
          [33.41145, 35.14465],
          [33.41145, 35.14455],
        ],
      },
    ],
    openings: [],
    pois: [],
    created: '2026-11-27T12:00:00.000Z',
  };
  return buildImdfExport(input).archive;
}

function server(archive: ReturnType<typeof exported>) {
  const requests: { url: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    requests.push({ url, body: init.body, authorization: headers.get('authorization') });
    if (url === EXPORT_PATH) {
      return new Response(new Uint8Array(zipImdfArchive(archive)), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="Main Library.imdf.zip"',
        },
      });
    }
    const payload = url === '/api/mapping/space/get' ? space : { message: 'Not found.' };
    return new Response(JSON.stringify(payload), {
      status: url === '/api/mapping/space/get' ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

describe('ImdfExportSection', () => {
  beforeEach(() => {
    useSelectionStore.getState().clearSelection();
    signInAs(makeSessionUser());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a building first', () => {
    server(exported());
    renderWithQueries(<ImdfExportSection />);
    expect(screen.getByTestId('imdf-export-no-space').textContent).toBe(
      ImportExportMessages.noBuildingSelected,
    );
    expect((screen.getByTestId('imdf-export') as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the archive and saves one that keeps every rule under the server name', async () => {
    const requests = server(exported());
    const saved = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImdfExportSection />);
    await waitFor(() =>
      expect((screen.getByTestId('imdf-export') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('imdf-export'));
    expect(await screen.findByTestId('imdf-export-result')).toHaveProperty(
      'textContent',
      ImdfExportMessages.saved('Main Library.imdf.zip', 0),
    );
    expect(saved.map((file) => file.name)).toEqual(['Main Library.imdf.zip']);
    const call = requests.find((request) => request.url === EXPORT_PATH);
    expect(JSON.parse(String(call?.body))).toEqual({ buid: space.buid });
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(screen.queryByTestId('imdf-export-findings')).toBeNull();
  });

  it('holds back an archive that breaks a rule, lists what breaks, and saves it when asked', async () => {
    const archive = exported();
    const unit = archive['unit.geojson'].features[0];
    if (!unit) throw new Error('the export has no unit');
    // A unit category IMDF does not know.
    (unit.properties as { category: string }).category = 'ballroom';
    server(archive);
    const saved = captureDownloads();
    useSelectionStore.getState().selectSpace(space);
    renderWithQueries(<ImdfExportSection />);
    await waitFor(() =>
      expect((screen.getByTestId('imdf-export') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('imdf-export'));
    expect((await screen.findByTestId('imdf-export-invalid')).textContent).toBe(
      ImdfExportMessages.invalid(1),
    );
    const findings = screen.getByTestId('imdf-export-findings');
    expect(findings.textContent).toContain(unit.id);
    expect(findings.textContent).toContain(ImdfExportMessages.severity('error'));
    expect(saved).toEqual([]);
    fireEvent.click(screen.getByTestId('imdf-export-save-anyway'));
    expect(screen.getByTestId('imdf-export-result').textContent).toBe(
      ImdfExportMessages.savedAnyway('Main Library.imdf.zip'),
    );
    expect(saved.map((file) => file.name)).toEqual(['Main Library.imdf.zip']);
  });
});
