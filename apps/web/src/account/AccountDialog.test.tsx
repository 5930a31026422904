import {
  AccountMessages,
  RequestMessages,
  ServerMessages,
  SessionConstants,
  SessionMessages,
} from '@indoor/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../session/cookies';
import { SessionKeys } from '../session/keys';
import { useAlertStore } from '../state/alerts';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { fakeFetch, makeClientConfig, makeSessionUser, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { AccountDialog } from './AccountDialog';

const user = makeSessionUser({ id: 'u1', username: 'ada' });

function stubServer(answer: (url: string, body: unknown) => { status: number; payload: unknown }) {
  const stub = fakeFetch((url) => {
    if (url === '/api/config') return { status: 200, payload: makeClientConfig() };
    const init = stub.calls.at(-1)?.init;
    return answer(url, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

function openDialog(form: 'signIn' | 'register') {
  act(() => useUiStore.getState().openAccountDialog(form));
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountDialog', () => {
  beforeEach(() => {
    signInAs(null);
    useUiStore.setState({ accountDialog: null });
    useAlertStore.setState({ alert: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens with the focus on the username, and Escape closes it', () => {
    stubServer(() => ({ status: 404, payload: {} }));
    renderWithQueries(<AccountDialog />);
    openDialog('signIn');
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs in with username and password, showing a busy button meanwhile', async () => {
    let answer: (value: { status: number; payload: unknown }) => void = () => undefined;
    const calls: unknown[] = [];
    const stub = fakeFetch(() => ({ status: 200, payload: makeClientConfig() }));
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url !== '/api/user/login') return stub.fetchImpl(url, init);
      calls.push(JSON.parse(String(init.body)));
      const { status, payload } = await new Promise<{ status: number; payload: unknown }>(
        (resolve) => (answer = resolve),
      );
      return new Response(JSON.stringify(payload), { status });
    });
    renderWithQueries(<AccountDialog />);
    openDialog('signIn');
    fill('Username', ' ada ');
    fill('Password', 'correct horse');
    fireEvent.submit(screen.getByTestId('sign-in-form'));

    const submit = await screen.findByRole('button', { name: 'Signing in…' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(calls).toEqual([{ username: 'ada', password: 'correct horse' }]);

    answer({ status: 200, payload: { user } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().user).toEqual(user);
    expect(readCookie(SessionKeys.tokenCookie)).toBe(user.access_token);
  });

  it("shows the server's message when the sign-in fails, and 'Login failed' when there is none", async () => {
    let status = 401;
    stubServer(() =>
      status === 401
        ? { status, payload: { message: RequestMessages.loginWait(30) } }
        : { status, payload: undefined },
    );
    renderWithQueries(<AccountDialog />);
    openDialog('signIn');
    fill('Username', 'ada');
    fill('Password', 'wrong-password');
    fireEvent.submit(screen.getByTestId('sign-in-form'));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      RequestMessages.loginWait(30),
    );

    status = 502;
    fireEvent.submit(screen.getByTestId('sign-in-form'));
    await waitFor(() =>
      expect(screen.getByTestId('sign-in-error').textContent).toBe(SessionMessages.loginFailed),
    );
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('registers a new account with a password of at least 8 characters and announces it', async () => {
    const calls = stubServer(() => ({
      status: 200,
      payload: { message: SessionMessages.registered, user },
    }));
    renderWithQueries(<AccountDialog />);
    openDialog('signIn');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.minLength).toBe(SessionConstants.minPasswordLength);
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();

    fill('Name', 'Ada Lovelace');
    fill('E-mail', 'ada@example.org');
    fill('Username', 'ada');
    fill('Password', 'analytical-engine');
    fireEvent.submit(screen.getByTestId('register-form'));

    await waitFor(() =>
      expect(useAlertStore.getState().alert).toMatchObject({
        level: 'success',
        text: SessionMessages.registered,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const registration = calls.find((c) => c.url === '/api/user/register');
    expect(JSON.parse(String(registration?.init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      username: 'ada',
      password: 'analytical-engine',
    });
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it("shows the server's validation message when registration fails, or the default text", async () => {
    const message = ServerMessages.invalidField('password', 'must be at least 8 characters');
    let payload: unknown = { message };
    stubServer(() => ({ status: 400, payload }));
    renderWithQueries(<AccountDialog />);
    openDialog('register');
    fireEvent.submit(screen.getByTestId('register-form'));
    expect((await screen.findByTestId('register-error')).textContent).toBe(message);
    payload = undefined;
    fireEvent.submit(screen.getByTestId('register-form'));
    await waitFor(() =>
      expect(screen.getByTestId('register-error').textContent).toBe(
        SessionMessages.registrationFailed,
      ),
    );
  });

  it('offers the federated sign-in only when the server configures a provider', async () => {
    const provider = {
      providerName: 'google',
      clientId: 'client-1',
      authorizationEndpoint: 'https://accounts.example/auth',
    };
    let federatedSignIn: typeof provider | null = null;
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 200, payload: { ...makeClientConfig(), federatedSignIn } }))
        .fetchImpl,
    );
    const first = renderWithQueries(<AccountDialog />);
    openDialog('signIn');
    await waitFor(() => expect(screen.getByTestId('sign-in-form')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('federated-sign-in')).toBeNull();
    first.unmount();

    federatedSignIn = provider;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
    renderWithQueries(<AccountDialog />);
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    fireEvent.click(button);
    const target = new URL(assign.mock.calls[0]?.[0]);
    expect(target.origin).toBe('https://accounts.example');
    expect(target.searchParams.get('state')).toBe(
      sessionStorage.getItem(SessionKeys.federatedState),
    );
    expect(target.searchParams.get('nonce')).toBe(
      sessionStorage.getItem(SessionKeys.federatedNonce),
    );
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
  });

  it('offers no registration when the server takes none, even when asked for the form', async () => {
    const stub = fakeFetch(() => ({
      status: 200,
      payload: { ...makeClientConfig(), registrationOpen: false },
    }));
    vi.stubGlobal('fetch', stub.fetchImpl);
    renderWithQueries(<AccountDialog />);
    openDialog('register');
    await waitFor(() => expect(stub.calls.map((c) => c.url)).toContain('/api/config'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByText(AccountMessages.noAccountYet)).toBeNull();
  });
});
