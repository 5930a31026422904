import {
  AccountMessages,
  permissionsUsers,
  SessionMessages,
  type SessionUser,
  StorageKeys,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { callApi } from '../api/client';
import { useAlertStore } from '../state/alerts';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { fakeFetch, makeClientConfig, makeJwt, makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AccountPanel } from './AccountPanel';

vi.mock('../session/pageReload', () => ({ reloadPage: vi.fn() }));

const user = makeSessionUser({ id: 'u1', username: 'ada', name: 'Ada Lovelace', role: 'user' });
const freshToken = makeJwt({ userId: 'u1', username: 'ada', role: 'user', iat: 2 });
type Answer = { status: number; payload: unknown };

/** Answers the config, and the given answers by path; records the calls. */
function server(answers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const stub = fakeFetch((url) => {
    if (url === '/api/config') return { status: 200, payload: makeClientConfig() };
    const answer = answers[url];
    if (!answer) return { status: 404, payload: { message: 'Not found.' } };
    return answer(JSON.parse(String(stub.calls.at(-1)?.init.body ?? '{}')));
  });
  vi.stubGlobal('fetch', stub.fetchImpl);
  return (url: string) =>
    stub.calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.init.body ?? '{}')));
}

const sessionAnswer = (message: string, changes: Partial<SessionUser> = {}) => ({
  status: 200,
  payload: { message, user: { ...user, ...changes, access_token: freshToken } },
});
const alert = () => useAlertStore.getState().alert;

describe('own account', () => {
  beforeEach(() => {
    signInAs(user);
    useAlertStore.setState({ alert: null });
    useUiStore.setState({ accountDialog: null, welcomeOpen: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('changes its own name and e-mail; the session shows them', async () => {
    const sent = server({
      '/api/auth/account/profile': (body) =>
        sessionAnswer(SessionMessages.profileUpdated, body as Partial<SessionUser>),
    });
    renderWithQueries(<AccountPanel />);
    const form = screen.getByTestId('profile-form');
    const save = within(form).getByRole('button', { name: AccountMessages.saveDetails });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(AccountMessages.nameLabel), {
      target: { value: ' Ada King ' },
    });
    fireEvent.change(within(form).getByLabelText(AccountMessages.emailLabel), {
      target: { value: 'ada@king.example' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(alert()).toMatchObject({ level: 'success', text: SessionMessages.profileUpdated }),
    );
    expect(sent('/api/auth/account/profile')).toEqual([
      { name: 'Ada King', email: 'ada@king.example' },
    ]);
    expect(useSessionStore.getState().user).toMatchObject({
      name: 'Ada King',
      email: 'ada@king.example',
      access_token: freshToken,
    });
    expect(screen.getByTestId('account-details').textContent).toContain('Ada King');
  });

  it('changes its own password: the two new ones must agree, the server refusal shows, and the session takes the fresh token', async () => {
    let refuse = true;
    const sent = server({
      '/api/auth/account/password': () =>
        refuse
          ? { status: 403, payload: { message: SessionMessages.currentPasswordWrong } }
          : sessionAnswer(SessionMessages.passwordChanged),
    });
    renderWithQueries(<AccountPanel />);
    const form = screen.getByTestId('change-password-form');
    expect(form.textContent).toContain(AccountMessages.passwordChangeEndsOthers);
    const fill = (current: string, next: string, repeat: string) => {
      fireEvent.change(within(form).getByLabelText(AccountMessages.currentPasswordLabel), {
        target: { value: current },
      });
      fireEvent.change(within(form).getByLabelText(AccountMessages.newPasswordLabel), {
        target: { value: next },
      });
      fireEvent.change(within(form).getByLabelText(AccountMessages.repeatPasswordLabel), {
        target: { value: repeat },
      });
      fireEvent.submit(form);
    };

    fill('old password', 'new password 1', 'new password 2');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      AccountMessages.passwordsDiffer,
    );
    expect(sent('/api/auth/account/password')).toHaveLength(0);

    fill('wrong password', 'new password 1', 'new password 1');
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        SessionMessages.currentPasswordWrong,
      ),
    );
    expect(useSessionStore.getState().user?.access_token).toBe(user.access_token);

    refuse = false;
    fill('old password', 'new password 1', 'new password 1');
    await waitFor(() =>
      expect(alert()).toMatchObject({ level: 'success', text: SessionMessages.passwordChanged }),
    );
    expect(sent('/api/auth/account/password').at(-1)).toEqual({
      current_password: 'old password',
      new_password: 'new password 1',
    });
    expect(useSessionStore.getState().user?.access_token).toBe(freshToken);
    // The form is emptied once the change is through (a render after the success alert).
    await waitFor(() =>
      expect(
        (within(form).getByLabelText(AccountMessages.currentPasswordLabel) as HTMLInputElement)
          .value,
      ).toBe(''),
    );
  });

  it('tells a federated account that it has no password here', () => {
    server({});
    signInAs({ ...user, accountType: 'google' });
    renderWithQueries(<AccountPanel />);
    expect(screen.queryByTestId('change-password-form')).toBeNull();
    expect(screen.getByTestId('password-federated').textContent).toBe(
      AccountMessages.federatedNoPassword('Google'),
    );
  });

  /** A screen's chunk is compiled on its first import under test: more than the default second. */
  const LAZY_SCREEN = { timeout: 10_000 };

  it('a one-time password session sees only the "choose a new password" form until it changes it', async () => {
    window.history.replaceState(null, '', '/users');
    // The server's session keeps the one-time flag until the password has changed (a
    // refresh while the users page loads must not bring the form back).
    let changed = false;
    const sent = server({
      '/api/auth/account/password': () => {
        changed = true;
        return sessionAnswer(SessionMessages.passwordChanged, { mustChangePassword: false });
      },
      '/api/user/refresh': () => ({
        status: 200,
        payload: { user: { ...user, mustChangePassword: !changed } },
      }),
    });
    signInAs({ ...user, mustChangePassword: true });
    renderWithQueries(<App />);
    // The screen is its own chunk: it shows once that has loaded.
    const screenForm = await screen.findByTestId('password-change-required', {}, LAZY_SCREEN);
    expect(screen.getByRole('heading', { name: AccountMessages.mustChangeTitle })).toBeTruthy();
    expect(screen.queryByTestId('users-page')).toBeNull();
    const oneTime = within(screenForm).getByLabelText(AccountMessages.oneTimePasswordLabel);
    expect(document.activeElement).toBe(oneTime);
    fireEvent.change(oneTime, { target: { value: 'one-time-123' } });
    fireEvent.change(within(screenForm).getByLabelText(AccountMessages.newPasswordLabel), {
      target: { value: 'my own password' },
    });
    fireEvent.change(within(screenForm).getByLabelText(AccountMessages.repeatPasswordLabel), {
      target: { value: 'my own password' },
    });
    fireEvent.click(
      within(screenForm).getByRole('button', { name: AccountMessages.changePassword }),
    );
    await screen.findByTestId('users-page', {}, LAZY_SCREEN);
    expect(screen.queryByTestId('password-change-required')).toBeNull();
    expect(sent('/api/auth/account/password')).toEqual([
      { current_password: 'one-time-123', new_password: 'my own password' },
    ]);
    window.history.replaceState(null, '', '/');
  }, 30_000);

  it('a call refused for its token checks the session at once; a disabled account is signed out saying why', async () => {
    const sent = server({
      '/api/permissions/users': () => ({
        status: 401,
        payload: { message: SessionMessages.accountDisabled },
      }),
      '/api/user/refresh': () => ({
        status: 401,
        payload: { message: SessionMessages.accountDisabled },
      }),
    });
    await expect(callApi(permissionsUsers)).rejects.toThrow(SessionMessages.accountDisabled);
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(sent('/api/user/refresh')).toEqual([{ access_token: user.access_token }]);
    expect(alert()).toMatchObject({ level: 'danger', text: SessionMessages.accountDisabled });
    expect(localStorage.getItem(StorageKeys.logoutState)).not.toBe('true');
  });
});
