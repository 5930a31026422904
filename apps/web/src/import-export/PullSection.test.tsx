import { ConnectivityMessages, ServerImportMessages } from '@indoor/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { camera } from '../test/camera';
import { makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { setBrowserOnline } from '../test/network';
import { renderWithQueries } from '../test/render';
import { PullSection } from './PullSection';

vi.mock('../map/camera', () => import('../test/camera'));

const PATH = '/api/auth/mapping/space/import-from-server';
const imported = makeSpace({
  buid: 'building_pulled',
  name: 'Harbour Mall',
  coordinates_lat: '35.14',
  coordinates_lon: '33.41',
  is_published: 'false',
});
const counts = {
  floors: 2,
  floor_plans: 1,
  pois: 214,
  connectors: 123,
  connections: 578,
  radiomaps: 2,
  fingerprints: 40,
};
const answer = {
  message: ServerImportMessages.imported('Harbour Mall', counts, 2),
  space: imported,
  source: { server: 'ap.cs.ucy.ac.cy', buid: 'building_mall' },
  received: counts,
  refused: { floor: 0, floor_plan: 1, poi: 1, connection: 0, radiomap: 0 },
  refused_items: [{ kind: 'poi', id: 'poi_far', reason: ServerImportMessages.poiBadPosition }],
  duplicate_connections: 12,
};

type Reply = { status: number; payload: unknown };

function server(reply: () => Reply | Promise<Reply>) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    requests.push({ url: String(input), body: JSON.parse(String(init.body ?? '{}')) });
    const { status, payload } =
      String(input) === PATH ? await reply() : { status: 404, payload: { message: 'Not found.' } };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const fill = (server: string, building: string, key = '') => {
  fireEvent.change(screen.getByLabelText(ServerImportMessages.serverLabel), {
    target: { value: server },
  });
  fireEvent.change(screen.getByLabelText(ServerImportMessages.buildingLabel), {
    target: { value: building },
  });
  fireEvent.change(screen.getByLabelText(ServerImportMessages.keyLabel), {
    target: { value: key },
  });
};

describe('PullSection', () => {
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
    server(() => ({ status: 200, payload: answer }));
    renderWithQueries(<PullSection />);
    expect(screen.getByTestId('server-import-sign-in').textContent).toBe(
      ServerImportMessages.signIn,
    );
    expect(screen.queryByLabelText(ServerImportMessages.serverLabel)).toBeNull();
  });

  it('sends the fields, shows the work under way, then the report and the new building', async () => {
    let release: (reply: Reply) => void = () => {};
    const requests = server(
      () =>
        new Promise<Reply>((resolve) => {
          release = resolve;
        }),
    );
    renderWithQueries(<PullSection />);
    const submit = screen.getByRole('button', {
      name: ServerImportMessages.submit,
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill(
      ' https://ap.cs.ucy.ac.cy ',
      'https://ap.cs.ucy.ac.cy/viewer/?buid=building_mall&floor=0',
      'apLocal_key',
    );
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText(ServerImportMessages.importing)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(requests.find((r) => r.url === PATH)?.body).toEqual({
      server: 'https://ap.cs.ucy.ac.cy',
      building: 'https://ap.cs.ucy.ac.cy/viewer/?buid=building_mall&floor=0',
      api_key: 'apLocal_key',
    });
    release({ status: 200, payload: answer });

    expect((await screen.findByTestId('server-import-result')).textContent).toBe(answer.message);
    expect(screen.queryByText(ServerImportMessages.importing)).toBeNull();
    const poiRow = within(screen.getByTestId('server-import-row-poi'));
    expect(poiRow.getByText('214')).toBeTruthy();
    expect(poiRow.getByText('1')).toBeTruthy();
    expect(
      within(screen.getByTestId('server-import-row-connection')).getByText('578'),
    ).toBeTruthy();
    const refused = screen.getByTestId('server-import-refused');
    expect(refused.textContent).toContain(
      `${ServerImportMessages.kindName.poi} poi_far: ${ServerImportMessages.poiBadPosition}`,
    );
    expect(refused.textContent).toContain(ServerImportMessages.moreRefused(1));
    expect(useSelectionStore.getState().selectedBuid).toBe('building_pulled');
    expect(camera.flyTo).toHaveBeenCalled();
    // The key is not kept in the form once used.
    expect((screen.getByLabelText(ServerImportMessages.keyLabel) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it("shows the server's message when the import is refused", async () => {
    const message = ServerImportMessages.hostNotListed('maps.example.org');
    server(() => ({ status: 403, payload: { message } }));
    renderWithQueries(<PullSection />);
    fill('https://maps.example.org', 'building_mall');
    fireEvent.click(screen.getByRole('button', { name: ServerImportMessages.submit }));
    expect((await screen.findByTestId('server-import-error')).textContent).toBe(message);
    expect(useAlertStore.getState().alert?.text).toBe(message);
    expect(useSelectionStore.getState().selectedBuid).toBeNull();
  });

  it('sends nothing while offline and says why', () => {
    const requests = server(() => ({ status: 200, payload: answer }));
    renderWithQueries(<PullSection />);
    fill('https://ap.cs.ucy.ac.cy', 'building_mall');
    setBrowserOnline(false);
    fireEvent.click(screen.getByRole('button', { name: ServerImportMessages.submit }));
    expect(screen.getByTestId('server-import-submit-offline').textContent).toBe(
      ConnectivityMessages.formOffline,
    );
    expect(requests).toEqual([]);
  });
});
