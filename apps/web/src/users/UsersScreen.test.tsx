import {
  AccountMessages,
  type ListedUser,
  UserManagementMessages as M,
  SessionMessages,
} from '@indoor/domain';
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
  lastSignInAt: '2024-06-01T08:00:00.000Z',
});
const listedPlanner = makeListedUser({
  id: 'planner_1',
  username: 'paula',
  name: 'Paula',
  role: 'planner',
  ownedSpaces: 2,
  ownedCampuses: 1,
  auditorCount: 1,
  lastSignInAt: '2024-05-01T08:00:00.000Z',
});
const grace = makeListedUser({
  id: 'grace_1',
  username: 'grace',
  name: 'Grace Hopper',
  email: 'grace@navy.example',
});
const ann = makeListedUser({
  id: 'aud_1',
  username: 'auditor_ann',
  name: 'Ann',
  role: 'auditor',
  assigned_planner: 'planner_1',
});

const ONE_TIME = 'Xy7-one-time-password_24';
type Call = { url: string; init: RequestInit };

/**
 * A small server over a list of users: lists them, and carries out the account changes the
 * screen sends (or refuses the given one with a message).
 */
function userServer(
  initial: ListedUser[],
  refuse?: { url: string; status: number; message: string },
) {
  let users = [...initial];
  const stub = fakeFetch((url) => {
    if (url === '/api/config') return { status: 200, payload: makeClientConfig() };
    if (url === '/api/permissions/users')
      return { status: 200, payload: { status: 'success', users } };
    if (refuse && url === refuse.url)
      return { status: refuse.status, payload: { message: refuse.message } };
    const body = JSON.parse(String(stub.calls.at(-1)?.init.body ?? '{}'));
    const update = (id: string, change: Partial<ListedUser>) => {
      users = users.map((u) => (u.id === id ? { ...u, ...change } : u));
      return users.find((u) => u.id === id);
    };
    switch (url) {
      case '/api/auth/users/role': {
        const user = update(body.userId, {
          role: body.role,
          type: body.role,
          ...(body.assigned_planner !== undefined
            ? { assigned_planner: body.assigned_planner }
            : {}),
        });
        return { status: 200, payload: { message: SessionMessages.roleUpdated, user } };
      }
      case '/api/auth/users/create': {
        const user = makeListedUser({
          id: `new_${body.username}`,
          username: body.username,
          name: body.name,
          email: body.email,
          role: body.role,
          assigned_planner: body.assigned_planner ?? null,
          mustChangePassword: true,
        });
        users = [...users, user];
        return {
          status: 200,
          payload: {
            message: SessionMessages.userCreated(body.username),
            user,
            one_time_password: ONE_TIME,
          },
        };
      }
      case '/api/auth/users/reset-password': {
        const user = update(body.userId, { mustChangePassword: true });
        return {
          status: 200,
          payload: {
            message: SessionMessages.passwordReset(user?.username ?? ''),
            user,
            one_time_password: ONE_TIME,
          },
        };
      }
      case '/api/auth/users/disabled': {
        const user = update(body.userId, { disabled: body.disabled });
        const message = body.disabled
          ? SessionMessages.userDisabled(user?.username ?? '')
          : SessionMessages.userEnabled(user?.username ?? '');
        return { status: 200, payload: { message, user } };
      }
      case '/api/auth/users/delete': {
        const gone = users.find((u) => u.id === body.userId);
        users = users.filter((u) => u.id !== body.userId);
        return {
          status: 200,
          payload: {
            message: SessionMessages.userDeleted(gone?.username ?? '', 0, 0),
            transferred: { spaces: 0, campuses: 0, audit_routes: 0 },
          },
        };
      }
    }
    return { status: 404, payload: { message: 'Not found.' } };
  });
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

const callsTo = (calls: Call[], url: string) => calls.filter((c) => c.url === url);
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body));
const alert = () => useAlertStore.getState().alert;
const rowOf = (username: string) =>
  screen.getAllByTestId('user-row').find((row) => row.dataset.username === username) as HTMLElement;
const shownUsernames = () => screen.getAllByTestId('user-row').map((row) => row.dataset.username);

async function openAsAdmin(users: ListedUser[], refuse?: Parameters<typeof userServer>[1]) {
  const calls = userServer(users, refuse);
  signInAs(admin);
  renderWithQueries(<UsersScreen />);
  await screen.findByTestId('users-table');
  return calls;
}

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
    expect(callsTo(calls, '/api/permissions/users')).toHaveLength(0);
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
    expect(callsTo(calls, '/api/permissions/users')).toHaveLength(0);
  });

  it('shows a planner their auditors: reset, disable and create auditors, but no roles or deletion', async () => {
    const calls = userServer([ann]);
    signInAs(planner);
    renderWithQueries(<UsersScreen />);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toContain(
      'Loading users',
    );
    const row = await screen.findByRole('row', { name: /auditor_ann/ });
    expect(row.textContent).toContain('Ann');
    expect(screen.queryByLabelText('Role of auditor_ann')).toBeNull();
    expect(
      within(row).getByRole('button', { name: 'Reset the password of auditor_ann' }),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Disable auditor_ann' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete auditor_ann' })).toBeNull();
    expect(callsTo(calls, '/api/permissions/users')[0]?.init.headers).toMatchObject({
      authorization: `Bearer ${planner.access_token}`,
    });

    fireEvent.click(screen.getByRole('button', { name: M.createAuditor }));
    const dialog = screen.getByRole('dialog', { name: M.createAuditorTitle });
    expect(within(dialog).queryByLabelText(AccountMessages.roleLabel)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.usernameLabel), {
      target: { value: 'auditor_bo' },
    });
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.nameLabel), {
      target: { value: 'Bo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: M.createAuditor }));
    await screen.findByRole('dialog', { name: M.oneTimePasswordTitle('auditor_bo') });
    // The server makes the planner the new auditor's planner.
    expect(bodyOf(callsTo(calls, '/api/auth/users/create')[0])).toEqual({
      username: 'auditor_bo',
      name: 'Bo',
      email: '',
      role: 'auditor',
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

  it('an admin creates a user with a role and planner, and sees the one-time password once, copyable', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = await openAsAdmin([listedAdmin, listedPlanner]);

    fireEvent.click(screen.getByRole('button', { name: M.createUser }));
    const dialog = screen.getByRole('dialog', { name: M.createUserTitle });
    expect(document.activeElement).toBe(
      within(dialog).getByLabelText(AccountMessages.usernameLabel),
    );
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.usernameLabel), {
      target: { value: ' ivy ' },
    });
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.nameLabel), {
      target: { value: 'Ivy Field' },
    });
    fireEvent.change(within(dialog).getByLabelText(M.emailOptionalLabel), {
      target: { value: 'ivy@example.org' },
    });
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.roleLabel), {
      target: { value: 'auditor' },
    });
    fireEvent.change(within(dialog).getByLabelText(M.assignedPlannerColumn), {
      target: { value: 'planner_1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: M.createUser }));
    expect(within(dialog).getByRole('button', { name: M.creating })).toBeTruthy();

    const shown = await screen.findByRole('dialog', { name: M.oneTimePasswordTitle('ivy') });
    expect(bodyOf(callsTo(calls, '/api/auth/users/create')[0])).toEqual({
      username: 'ivy',
      name: 'Ivy Field',
      email: 'ivy@example.org',
      role: 'auditor',
      assigned_planner: 'planner_1',
    });
    expect(
      (within(shown).getByLabelText(AccountMessages.oneTimePasswordLabel) as HTMLInputElement)
        .value,
    ).toBe(ONE_TIME);
    fireEvent.click(within(shown).getByRole('button', { name: M.copy }));
    await within(shown).findByRole('button', { name: M.copied });
    expect(writeText).toHaveBeenCalledWith(ONE_TIME);
    expect(alert()).toMatchObject({ level: 'success', text: SessionMessages.userCreated('ivy') });

    fireEvent.click(within(shown).getByRole('button', { name: M.done }));
    expect(screen.queryByTestId('one-time-password')).toBeNull();
    await waitFor(() => expect(shownUsernames()).toContain('ivy'));
    expect(within(rowOf('ivy')).getByText(M.statusMustChangePassword)).toBeTruthy();
  });

  it("shows the server's refusal in the create dialog, which stays open", async () => {
    await openAsAdmin([listedAdmin], {
      url: '/api/auth/users/create',
      status: 409,
      message: SessionMessages.usernameTaken,
    });
    fireEvent.click(screen.getByRole('button', { name: M.createUser }));
    const dialog = screen.getByRole('dialog', { name: M.createUserTitle });
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.usernameLabel), {
      target: { value: 'admin' },
    });
    fireEvent.change(within(dialog).getByLabelText(AccountMessages.nameLabel), {
      target: { value: 'Again' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: M.createUser }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      SessionMessages.usernameTaken,
    );
  });

  it('resets a password after asking, and shows the one-time password', async () => {
    const calls = await openAsAdmin([listedAdmin, grace]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset the password of grace' }));
    const ask = screen.getByRole('dialog', { name: M.resetTitle('grace') });
    expect(ask.textContent).toContain(M.resetExplain);
    // Cancel has the focus: Enter changes nothing by accident.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(ask).getByRole('button', { name: M.resetPassword }));
    const shown = await screen.findByRole('dialog', { name: M.oneTimePasswordTitle('grace') });
    expect(within(shown).getByDisplayValue(ONE_TIME)).toBeTruthy();
    expect(bodyOf(callsTo(calls, '/api/auth/users/reset-password')[0])).toEqual({
      userId: 'grace_1',
    });
    expect(alert()?.text).toBe(SessionMessages.passwordReset('grace'));
  });

  it('disables after asking, and enables again without asking', async () => {
    const calls = await openAsAdmin([listedAdmin, grace]);
    fireEvent.click(screen.getByRole('button', { name: 'Disable grace' }));
    const ask = screen.getByRole('dialog', { name: M.disableTitle('grace') });
    expect(ask.textContent).toContain(M.disableExplain);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, '/api/auth/users/disabled')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disable grace' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: M.disableTitle('grace') })).getByRole('button', {
        name: M.disable,
      }),
    );
    await waitFor(() => expect(within(rowOf('grace')).getByText(M.statusDisabled)).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(callsTo(calls, '/api/auth/users/disabled')[0])).toEqual({
      userId: 'grace_1',
      disabled: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enable grace' }));
    await waitFor(() => expect(within(rowOf('grace')).getByText(M.statusActive)).toBeTruthy());
    expect(bodyOf(callsTo(calls, '/api/auth/users/disabled')[1])).toEqual({
      userId: 'grace_1',
      disabled: false,
    });
    expect(alert()?.text).toBe(SessionMessages.userEnabled('grace'));
  });

  it('asks before deleting, saying what happens to the spaces, and offers nothing against oneself', async () => {
    const calls = await openAsAdmin([listedAdmin, listedPlanner, grace]);
    expect(within(rowOf('admin')).queryByRole('button')).toBeNull();
    expect(rowOf('admin').textContent).toContain(M.selfActionsNote);

    fireEvent.click(screen.getByRole('button', { name: 'Delete paula' }));
    const ask = screen.getByRole('dialog', { name: M.deleteTitle('paula') });
    expect(ask.textContent).toContain(M.deleteHoldings(2, 1));
    expect(ask.textContent).toContain('2 spaces and 1 campus pass to you');
    expect(ask.textContent).toContain(M.deleteAuditors(1));
    expect(ask.textContent).toContain(M.deleteRecords);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, '/api/auth/users/delete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete grace' }));
    const second = screen.getByRole('dialog', { name: M.deleteTitle('grace') });
    expect(second.textContent).toContain(M.deleteHoldings(0, 0));
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownUsernames()).toEqual(['admin', 'paula']));
    expect(bodyOf(callsTo(calls, '/api/auth/users/delete')[0])).toEqual({ userId: 'grace_1' });
  });

  it('searches by name, username and e-mail, and sorts by name, username, role and last sign-in', async () => {
    await openAsAdmin([grace, listedPlanner, listedAdmin, ann]);
    expect(shownUsernames()).toEqual(['admin', 'auditor_ann', 'grace', 'paula']);
    expect(screen.getByTestId('users-count').textContent).toBe('4 users');

    const search = screen.getByLabelText(M.searchLabel);
    fireEvent.change(search, { target: { value: 'NAVY' } });
    expect(shownUsernames()).toEqual(['grace']);
    expect(screen.getByTestId('users-count').textContent).toBe('1 of 4 users');
    fireEvent.change(search, { target: { value: 'aud' } });
    expect(shownUsernames()).toEqual(['auditor_ann']);
    fireEvent.change(search, { target: { value: 'nobody at all' } });
    expect(screen.getByTestId('users-no-match').textContent).toBe(M.noMatches);
    fireEvent.change(search, { target: { value: '' } });

    const sort = screen.getByLabelText(M.sortLabel);
    fireEvent.change(sort, { target: { value: 'role' } });
    expect(shownUsernames()).toEqual(['admin', 'paula', 'auditor_ann', 'grace']);
    fireEvent.change(sort, { target: { value: 'lastSignIn' } });
    expect(shownUsernames()).toEqual(['admin', 'paula', 'auditor_ann', 'grace']);
    expect(within(rowOf('grace')).getByTestId('last-sign-in').textContent).toBe(M.neverSignedIn);
    fireEvent.change(sort, { target: { value: 'username' } });
    expect(shownUsernames()).toEqual(['admin', 'auditor_ann', 'grace', 'paula']);
  });

  it('asks before a role change; Cancel keeps the role, confirming changes it', async () => {
    const calls = await openAsAdmin([listedAdmin, listedPlanner, grace]);
    const roleOfGrace = screen.getByLabelText('Role of grace') as HTMLSelectElement;
    fireEvent.change(roleOfGrace, { target: { value: 'auditor' } });
    const ask = screen.getByRole('dialog', { name: M.roleChangeTitle('grace') });
    expect(ask.textContent).toContain(M.roleChangeExplain('grace', 'user', 'auditor'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(roleOfGrace.value).toBe('user');
    expect(callsTo(calls, '/api/auth/users/role')).toHaveLength(0);

    fireEvent.change(roleOfGrace, { target: { value: 'auditor' } });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: M.roleChangeTitle('grace') })).getByRole('button', {
        name: M.changeRole,
      }),
    );
    await waitFor(() =>
      expect(alert()).toMatchObject({ level: 'success', text: SessionMessages.roleUpdated }),
    );
    expect(bodyOf(callsTo(calls, '/api/auth/users/role')[0])).toEqual({
      userId: 'grace_1',
      role: 'auditor',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Role of grace') as HTMLSelectElement).value).toBe('auditor'),
    );

    // An auditor gets a planner select listing the planners; it changes without asking.
    const plannerSelect = screen.getByLabelText('Assigned planner of grace') as HTMLSelectElement;
    expect([...plannerSelect.options].map((o) => o.textContent)).toEqual([
      'No planner',
      'Paula (paula)',
    ]);
    fireEvent.change(plannerSelect, { target: { value: 'planner_1' } });
    await waitFor(() => expect(callsTo(calls, '/api/auth/users/role')).toHaveLength(2));
    expect(bodyOf(callsTo(calls, '/api/auth/users/role')[1])).toEqual({
      userId: 'grace_1',
      role: 'auditor',
      assigned_planner: 'planner_1',
    });
  });

  it('asks specially before an admin gives up their own role, and shows a refusal in the dialog', async () => {
    await openAsAdmin([listedAdmin, grace], {
      url: '/api/auth/users/role',
      status: 409,
      message: SessionMessages.lastAdmin,
    });
    fireEvent.change(screen.getByLabelText('Role of admin'), { target: { value: 'user' } });
    const ask = screen.getByRole('dialog', { name: M.ownRoleChangeTitle });
    expect(ask.textContent).toContain(M.ownRoleChangeExplain('user'));
    fireEvent.click(within(ask).getByRole('button', { name: M.giveUpAdmin }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(SessionMessages.lastAdmin);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Role of admin') as HTMLSelectElement).value).toBe('admin');
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
