import { ImdfImportMessages } from '@indoor/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { camera } from '../test/camera';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ImdfImportSection } from './ImdfImportSection';

vi.mock('../map/camera', () => import('../test/camera'));

const PATH = '/api/auth/mapping/space/import-imdf';
const imported = makeSpace({
  buid: 'building_imdf',
  name: 'Harbour Mall',
  coordinates_lat: '35.14',
  coordinates_lon: '33.41',
  is_published: 'false',
});
const counts = { floors: 2, rooms: 14, doors: 9, pois: 3 };
const answer = {
  message: ImdfImportMessages.imported('Harbour Mall', counts),
  space: imported,
  ...counts,
  warnings: ['amenity.geojson (0000): The amenity lies outside every unit it names.'],
};

type Reply = { status: number; payload: unknown };

function server(reply: () => Reply | Promise<Reply>) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    requests.push({ url: String(input), body: init.body });
    const { status, payload } =
      String(input) === PATH ? await reply() : { status: 404, payload: { message: 'Not found.' } };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const chooseFile = (name = 'mall.imdf', size = 64) =>
  fireEvent.change(screen.getByLabelText(ImdfImportMessages.chooseArchive), {
    target: { files: [new File([new Uint8Array(size)], name, { type: 'application/zip' })] },
  });

describe('ImdfImportSection', () => {
  beforeEach(() => {
    camera.flyTo.mockReset();
    useAlertStore.setState({ alert: null });
    useSelectionStore.getState().clearSelection();
    signInAs(makeSessionUser());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks signed-out visitors to sign in', () => {
    signInAs(null);
    renderWithQueries(<ImdfImportSection />);
    expect(screen.getByTestId('imdf-import-sign-in').textContent).toBe(ImdfImportMessages.signIn);
    expect(screen.queryByLabelText(ImdfImportMessages.chooseArchive)).toBeNull();
  });

  it('uploads the archive, shows the work under way, then selects and flies to the new building', async () => {
    let release: (reply: Reply) => void = () => {};
    const requests = server(
      () =>
        new Promise<Reply>((resolve) => {
          release = resolve;
        }),
    );
    renderWithQueries(<ImdfImportSection />);
    const submit = screen.getByRole('button', { name: ImdfImportMessages.import });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    chooseFile();
    fireEvent.click(submit);
    expect(await screen.findByText(ImdfImportMessages.importing)).toBeTruthy();
    const sent = requests.find((r) => r.url === PATH)?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('archive') as File).name).toBe('mall.imdf');
    release({ status: 200, payload: answer });

    expect((await screen.findByTestId('imdf-import-result')).textContent).toBe(answer.message);
    expect(screen.getByRole('heading', { name: ImdfImportMessages.warningsTitle })).toBeTruthy();
    expect(screen.getByTestId('imdf-import-warnings').textContent).toBe(answer.warnings[0]);
    expect(useSelectionStore.getState().selectedBuid).toBe('building_imdf');
    expect(camera.flyTo).toHaveBeenCalled();
    expect(useAlertStore.getState().alert?.text).toBe(answer.message);
  });

  it("lists the validator's findings when the archive is refused", async () => {
    const findings = [
      'unit.geojson (00000000-0000-4000-8000-00000000000a): category "castle" is not one of the values IMDF 1.0 allows.',
      'level.geojson (00000000-0000-4000-8000-000000000005): The feature has no ordinal.',
    ];
    const message = [ImdfImportMessages.invalid(2), ...findings].join('\n');
    server(() => ({ status: 400, payload: { message } }));
    renderWithQueries(<ImdfImportSection />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: ImdfImportMessages.import }));

    expect((await screen.findByTestId('imdf-import-error')).textContent).toBe(
      ImdfImportMessages.invalid(2),
    );
    expect(screen.getByRole('heading', { name: ImdfImportMessages.findingsTitle })).toBeTruthy();
    const listed = within(screen.getByTestId('imdf-import-findings')).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(findings);
    expect(useAlertStore.getState().alert?.text).toBe(ImdfImportMessages.invalid(2));
    expect(useSelectionStore.getState().selectedBuid).toBeNull();
  });

  it('refuses a file over the limit without uploading it', async () => {
    const requests = server(() => ({ status: 200, payload: answer }));
    renderWithQueries(<ImdfImportSection />);
    const big = new File([new Uint8Array(1)], 'huge.zip');
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText(ImdfImportMessages.chooseArchive), {
      target: { files: [big] },
    });
    fireEvent.click(screen.getByRole('button', { name: ImdfImportMessages.import }));
    expect((await screen.findByTestId('imdf-import-error')).textContent).toBe(
      ImdfImportMessages.tooLarge,
    );
    expect(requests).toEqual([]);
  });
});
