import { SpaceMessages, SpaceUiMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { makeListedUser, makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { SpaceEditTab } from './SpaceEditTab';

vi.mock('../map/camera', () => import('../test/camera'));

const planner = makeSessionUser({ id: 'planner_1', username: 'pat', role: 'planner' });
const space = makeSpace({ buid: 'lib', name: 'Main Library', owner_id: 'planner_1' });
const ownAuditor = makeListedUser({
  id: 'aud_1',
  username: 'auditor_ann',
  name: 'Ann Audit',
  role: 'auditor',
  assigned_planner: 'planner_1',
});
const foreignAuditor = makeListedUser({
  id: 'aud_2',
  username: 'auditor_bob',
  name: 'Bob Other',
  role: 'auditor',
  assigned_planner: 'planner_9',
});

let coOwners: { userId: string; username: string; name: string }[] = [];

/** The server as the edit tab sees it; `update` answers spaceUpdate from the request body. */
function serve(update: (body: Record<string, unknown>) => { status: number; payload: unknown }) {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : {};
    requests.push({ url, body });
    const answer = (() => {
      if (url === '/api/mapping/space/get') return { status: 200, payload: space };
      if (url === '/api/mapping/space/public') return { status: 200, payload: { spaces: [space] } };
      if (url === '/api/auth/mapping/space/accessible')
        return { status: 200, payload: { spaces: [space] } };
      if (url === '/api/permissions/users')
        return { status: 200, payload: { status: 'success', users: [ownAuditor, foreignAuditor] } };
      if (url === '/api/buildings/lib/assigned-auditors')
        return { status: 200, payload: { status: 'success', assigned_auditors: [] } };
      if (url === '/api/buildings/lib/co-owners')
        return { status: 200, payload: { status: 'success', co_owners: coOwners } };
      if (url === '/api/auth/mapping/space/update') return update(body);
      if (url === '/api/auth/mapping/space/delete')
        return { status: 200, payload: { message: SpaceMessages.deleted('building') } };
      return { status: 404, payload: { message: 'Not found.' } };
    })();
    return new Response(JSON.stringify(answer.payload), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, requests };
}

const updated = (changed: boolean) => ({
  status: 200,
  payload: {
    message: changed ? SpaceMessages.updated : SpaceMessages.noChanges,
    changed,
    space,
  },
});

describe('SpaceEditTab', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    signInAs(planner);
    useSelectionStore.getState().clearSelection();
    useSelectionStore.getState().selectSpace(space);
    useUiStore.setState({ spacesTab: 'edit' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks an auditor assignment as it is ticked and names the assigned auditors on save', async () => {
    const server = serve(() => updated(true));
    vi.stubGlobal('fetch', server.fetchImpl);
    renderWithQueries(<SpaceEditTab />);

    const options = await screen.findAllByTestId('auditor-option');
    expect(options.map((o) => o.getAttribute('data-username'))).toEqual([
      'auditor_ann',
      'auditor_bob',
    ]);
    const [ann, bob] = options as [HTMLInputElement, HTMLInputElement];
    fireEvent.click(bob);
    expect(screen.getByTestId('auditors-error').textContent).toBe(
      SpaceMessages.onlyOwnAuditors('Bob Other'),
    );
    expect((screen.getByTestId('auditors-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(bob);
    fireEvent.click(ann);
    expect(screen.queryByTestId('auditors-error')).toBeNull();
    fireEvent.click(screen.getByTestId('auditors-save'));

    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'success',
        text: `${SpaceMessages.updated} ${SpaceMessages.auditorsAssigned('Ann Audit')}`,
      }),
    );
    const update = server.requests.find((r) => r.url === '/api/auth/mapping/space/update');
    expect(update?.body).toEqual({ buid: 'lib', assigned_auditors: ['aud_1'] });
  });

  it('adds a co-owner by username and removes one, as the owner', async () => {
    coOwners = [{ userId: 'u_7', username: 'zoe', name: 'Zoe Zeno' }];
    const server = serve(() => updated(true));
    vi.stubGlobal('fetch', server.fetchImpl);
    renderWithQueries(<SpaceEditTab />);
    expect((await screen.findByTestId('space-co-owner')).textContent).toContain('Zoe Zeno (zoe)');
    fireEvent.change(screen.getByTestId('space-co-owner-input'), { target: { value: ' quinn ' } });
    fireEvent.click(screen.getByTestId('space-co-owner-add'));
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.url === '/api/auth/mapping/space/update').at(-1)?.body,
      ).toEqual({ buid: 'lib', co_owners: ['u_7', 'quinn'] }),
    );
    await waitFor(() =>
      expect((screen.getByTestId('space-co-owner-input') as HTMLInputElement).value).toBe(''),
    );
    fireEvent.click(
      screen.getByRole('button', { name: SpaceUiMessages.removeCoOwner('Zoe Zeno (zoe)') }),
    );
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.url === '/api/auth/mapping/space/update').at(-1)?.body,
      ).toEqual({ buid: 'lib', co_owners: [] }),
    );
    coOwners = [];
  });

  it('lists co-owners to a co-owner without offering to change them', async () => {
    coOwners = [{ userId: 'planner_1', username: 'pat', name: 'Pat' }];
    const coOwned = makeSpace({ ...space, owner_id: 'someone', co_owners: ['planner_1'] });
    useSelectionStore.getState().selectSpace(coOwned);
    const server = serve(() => updated(true));
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) =>
      String(input) === '/api/mapping/space/get'
        ? new Response(JSON.stringify(coOwned), { headers: { 'content-type': 'application/json' } })
        : server.fetchImpl(input, init),
    );
    renderWithQueries(<SpaceEditTab />);
    expect((await screen.findByTestId('space-co-owner')).textContent).toContain('Pat');
    expect(screen.queryByTestId('space-co-owner-input')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    coOwners = [];
  });

  it('says when an assignment is cleared, and when nothing changed', async () => {
    let changed = true;
    vi.stubGlobal('fetch', serve(() => updated(changed)).fetchImpl);
    renderWithQueries(<SpaceEditTab />);
    fireEvent.click(await screen.findByTestId('auditors-save'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert?.text).toBe(
        `${SpaceMessages.updated} ${SpaceMessages.auditorsCleared}`,
      ),
    );
    changed = false;
    fireEvent.click(screen.getByTestId('auditors-save'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'info',
        text: SpaceMessages.noChanges,
      }),
    );
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      serve(() => ({ status: 400, payload: { message: SpaceMessages.duplicateAuditors } }))
        .fetchImpl,
    );
    renderWithQueries(<SpaceEditTab />);
    fireEvent.click(await screen.findByTestId('space-edit-save'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'danger',
        text: SpaceMessages.duplicateAuditors,
      }),
    );
  });

  it('refuses an empty name before asking the server', async () => {
    const server = serve(() => updated(true));
    vi.stubGlobal('fetch', server.fetchImpl);
    renderWithQueries(<SpaceEditTab />);
    const name = (await screen.findByTestId('edit-space-name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('space-edit-save'));
    expect(screen.getByTestId('space-edit-error').textContent).toBe(SpaceMessages.requiredMissing);
    expect(server.requests.some((r) => r.url === '/api/auth/mapping/space/update')).toBe(false);
  });

  it('deletes after confirmation: the selection is cleared and tab 1 shown', async () => {
    vi.stubGlobal('fetch', serve(() => updated(true)).fetchImpl);
    renderWithQueries(<SpaceEditTab />);
    fireEvent.click(await screen.findByTestId('space-delete'));
    const dialog = screen.getByTestId('space-delete-dialog');
    expect(dialog.textContent).toContain(SpaceUiMessages.confirmDelete('building', 'Main Library'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByTestId('space-delete-confirm'));
    await waitFor(() =>
      expect(useAlertStore.getState().alert?.text).toBe(SpaceMessages.deleted('building')),
    );
    expect(useSelectionStore.getState().selectedBuid).toBeNull();
    expect(useUiStore.getState().spacesTab).toBe('view');
  });
});
