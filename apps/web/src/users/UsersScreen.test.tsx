import { AccountMessages, type ListedUser, SessionMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useUiStore } from '../state/ui';
import {
  fakeFetch,
  makeClientConfig,
  makeListedUser,
  makeSessionUser,
  signInAs,
} from '../test/factories';
import { renderWithQueries } from '../test/render';
import { UsersScreen } from './UsersScreen';

const admin = makeSessionUser({ id: 'admin_1', username: 'admin', name: 'Admin', role: 'admin' });
const planner = makeSessionUser({
  id: 'planner_1',
  username: 'paula',
  name: 'Paula',
  role: 'planner',
});

const listedAdmin = makeListedUser({
  id: 'admin_1',
  username: 'admin',
  name: 'Admin',
  role: 'admin',
});
const listedPlanner = makeListedUser({
  id: 'planner_1',
  username: 'paula',
  name: 'Paula',
  role: 'planner',
});
const grace = makeListedUser({ id: 'grace_1', username: 'grace', name: 'Grace Hopper' });

/** A tiny server: GET lists the users, POST changes one (or refuses with the given answer). */
function userServer(initial: ListedUser[], refuse?: { status: number; message: string }) {
  let users = [...initial];
  const stub = fakeFetch((url) => {
    if (url === '/api/config') return { status: 200, payload: makeClientConfig() };
    if (url === '/api/permissions/users')
      return { status: 200, payload: { status: 'success', users } };
    if (url === '/api/auth/users/role') {
      if (refuse) return { status: refuse.status, payload: { message: refuse.message } };
      const body = JSON.parse(String(stub.calls.at(-1)?.init.body));
      users = users.map((u) =>
        u.id === body.userId
          ? {
              ...u,
              role: body.role,
              type: body.role,
              assigned_planner: body.assigned_planner ?? u.assigned_planner,
            }
          : u,
      );
      const user = users.find((u) => u.id === body.userId);
      return { status: 200, payload: { message: SessionMessages.roleUpdated, user } };
    }
    return { status: 404, payload: { message: 'Not found.' } };
  });
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

const listCalls = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url === '/api/permissions/users');

describe('UsersScreen', () => {
  beforeEach(() => {
    signInAs(null);
    useAlertStore.setState({ alert: null });
    useUiStore.setState({ accountDialog: null, welcomeOpen: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks a signed-out visitor to sign in, and opens the sign-in dialog', () => {
    const calls = userServer([]);
    renderWithQueries(<UsersScreen />);
    const prompt = screen.getByTestId('users-sign-in');
    expect(prompt.textContent).toContain(AccountMessages.signInToManageUsers);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it.each([
    'user',
    'auditor',
    'moderator',
  ] as const)('refuses a signed-in %s without asking the server', (role) => {
    const calls = userServer([]);
    signInAs(makeSessionUser({ role }));
    renderWithQueries(<UsersScreen />);
    expect(screen.getByTestId('users-access-denied').textContent).toBe(
      SessionMessages.accessDenied,
    );
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('shows a planner their auditors, read-only', async () => {
    const auditor = makeListedUser({
      id: 'aud_1',
      username: 'auditor_ann',
      name: 'Ann',
      role: 'auditor',
      assigned_planner: 'planner_1',
    });
    const calls = userServer([auditor]);
    signInAs(planner);
    renderWithQueries(<UsersScreen />);
    expect(screen.getByRole('status').textContent).toContain('Loading users');
    const row = await screen.findByRole('row', { name: /auditor_ann/ });
    expect(row.textContent).toContain('Ann');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(listCalls(calls)[0]?.init.headers).toMatchObject({
      authorization: `Bearer ${planner.access_token}`,
    });
  });

  it('tells a planner without auditors so', async () => {
    userServer([]);
    signInAs(planner);
    renderWithQueries(<UsersScreen />);
    expect((await screen.findByTestId('users-empty')).textContent).toBe(
      AccountMessages.noAuditorsAssigned,
    );
  });

  it('lets an admin change a role, then refreshes the list', async () => {
    const calls = userServer([listedAdmin, listedPlanner, grace]);
    signInAs(admin);
    renderWithQueries(<UsersScreen />);

    const roleOfGrace = (await screen.findByLabelText('Role of grace')) as HTMLSelectElement;
    expect(roleOfGrace.value).toBe('user');
    expect(screen.queryByLabelText('Assigned planner of grace')).toBeNull();

    fireEvent.change(roleOfGrace, { target: { value: 'auditor' } });
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'success',
        text: SessionMessages.roleUpdated,
      }),
    );
    const change = calls.find((c) => c.url === '/api/auth/users/role');
    expect(JSON.parse(String(change?.init.body))).toEqual({ userId: 'grace_1', role: 'auditor' });
    expect(change?.init.headers).toMatchObject({ authorization: `Bearer ${admin.access_token}` });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect((screen.getByLabelText('Role of grace') as HTMLSelectElement).value).toBe('auditor');

    // An auditor gets a planner select listing the planners only.
    const plannerSelect = (await screen.findByLabelText(
      'Assigned planner of grace',
    )) as HTMLSelectElement;
    expect([...plannerSelect.options].map((o) => o.textContent)).toEqual([
      'No planner',
      'Paula (paula)',
    ]);
    fireEvent.change(plannerSelect, { target: { value: 'planner_1' } });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    const assignment = calls.filter((c) => c.url === '/api/auth/users/role').at(-1);
    expect(JSON.parse(String(assignment?.init.body))).toEqual({
      userId: 'grace_1',
      role: 'auditor',
      assigned_planner: 'planner_1',
    });
    expect((screen.getByLabelText('Assigned planner of grace') as HTMLSelectElement).value).toBe(
      'planner_1',
    );
  });

  it("shows the server's message when a role change is refused, and keeps the old role", async () => {
    userServer([listedAdmin, grace], { status: 409, message: SessionMessages.lastAdmin });
    signInAs(admin);
    renderWithQueries(<UsersScreen />);
    const roleOfAdmin = (await screen.findByLabelText('Role of admin')) as HTMLSelectElement;
    fireEvent.change(roleOfAdmin, { target: { value: 'user' } });
    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'danger',
        text: SessionMessages.lastAdmin,
      }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Role of admin') as HTMLSelectElement).value).toBe('admin'),
    );
  });

  it('follows the server when it refuses the list (403)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 403, payload: { message: SessionMessages.accessDenied } }))
        .fetchImpl,
    );
    signInAs(admin);
    renderWithQueries(<UsersScreen />);
    expect((await screen.findByTestId('users-access-denied')).textContent).toBe(
      SessionMessages.accessDenied,
    );
  });

  it('drops the redirect parameters (and the token among them) from the address', () => {
    userServer([]);
    window.history.replaceState(null, '', '/users?token=secret&username=ada');
    renderWithQueries(<UsersScreen />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/users');
    window.history.replaceState(null, '', '/');
  });
});
