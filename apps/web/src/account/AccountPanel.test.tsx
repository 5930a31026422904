import { AccountMessages, SessionMessages, StorageKeys } from '@indoor/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../session/pageReload';
import { useAlertStore } from '../state/alerts';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { fakeFetch, makeClientConfig, makeJwt, makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AccountPanel } from './AccountPanel';

vi.mock('../session/pageReload', () => ({ reloadPage: vi.fn() }));

const user = makeSessionUser({
  id: 'u1',
  username: 'ada',
  name: 'Ada Lovelace',
  role: 'planner',
});
const alert = () => useAlertStore.getState().alert;

describe('AccountPanel', () => {
  beforeEach(() => {
    signInAs(null);
    useAlertStore.setState({ alert: null });
    useUiStore.setState({ accountDialog: null });
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 200,
        payload: {
          ...makeClientConfig(),
          userManagementUrl: '/users',
          assetManagementUrl: '/assets',
        },
      })).fetchImpl,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(reloadPage).mockReset();
  });

  it('offers sign-in and registration when signed out', async () => {
    renderWithQueries(<AccountPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(useUiStore.getState().accountDialog).toBe('register');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useUiStore.getState().accountDialog).toBe('signIn');
    expect(screen.queryByTestId('account-details')).toBeNull();
  });

  it('offers sign-in only when the server takes no registrations', async () => {
    const stub = fakeFetch(() => ({
      status: 200,
      payload: { ...makeClientConfig(), registrationOpen: false },
    }));
    vi.stubGlobal('fetch', stub.fetchImpl);
    renderWithQueries(<AccountPanel />);
    await waitFor(() => expect(stub.calls.map((c) => c.url)).toContain('/api/config'));
    // The answer has been read: nothing more is on its way.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("counts a stored user as signed out while the logout flag is 'true'", () => {
    useSessionStore.setState({ user, logoutFlag: 'true' });
    renderWithQueries(<AccountPanel />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows name, username and role of the signed-in user', () => {
    signInAs(user);
    renderWithQueries(<AccountPanel />);
    const details = screen.getByTestId('account-details');
    expect(details.textContent).toContain('Ada Lovelace');
    expect(screen.getByTestId('account-username').textContent).toBe('ada');
    expect(screen.getByTestId('account-role').textContent).toBe('planner');
  });

  it("copies the access token as API key and says 'API key copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    signInAs(user);
    renderWithQueries(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    await waitFor(() =>
      expect(alert()).toMatchObject({ level: 'success', text: SessionMessages.apiKeyCopied }),
    );
    expect(writeText).toHaveBeenCalledWith(user.access_token);
  });

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    signInAs(user);
    renderWithQueries(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    await waitFor(() =>
      expect(alert()).toMatchObject({ level: 'danger', text: AccountMessages.apiKeyCopyFailed }),
    );
  });

  it('reveals the access token read-only; the id token only for a federated account', () => {
    signInAs(user, 'provider.id.token');
    const view = renderWithQueries(<AccountPanel />);
    expect(screen.queryByRole('button', { name: 'Show id token' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show access token' }));
    const field = screen.getByLabelText('Access token') as HTMLTextAreaElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe(user.access_token);
    fireEvent.click(screen.getByRole('button', { name: 'Hide access token' }));
    expect(screen.queryByLabelText('Access token')).toBeNull();
    view.unmount();

    const idToken = makeJwt({ sub: 'google-42' });
    signInAs({ ...user, accountType: 'google' }, idToken);
    renderWithQueries(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show id token' }));
    expect((screen.getByLabelText('Id token') as HTMLTextAreaElement).value).toBe(idToken);
  });

  it('opens user management and asset management in a new tab with the session context', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    signInAs(user);
    renderWithQueries(<AccountPanel />);
    const users = screen.getByRole('button', { name: 'User management' });
    await waitFor(() => expect((users as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(users);
    fireEvent.click(screen.getByRole('button', { name: 'Asset management' }));

    const [usersUrl, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const opened = new URL(usersUrl);
    expect(opened.pathname).toBe('/users');
    expect(opened.searchParams.get('token')).toBe(user.access_token);
    expect(opened.searchParams.get('username')).toBe('ada');
    expect(opened.searchParams.get('role')).toBe('planner');
    expect(new URL(open.mock.calls[1]?.[0]).pathname).toBe('/assets');
  });

  it('signs out: logout flag set, session cleared, page reloaded', async () => {
    signInAs(user);
    renderWithQueries(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(localStorage.getItem(StorageKeys.logoutState)).toBe('true');
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });
});
