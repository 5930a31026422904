import { AccountMessages, SessionMessages } from '@indoor/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionKeys } from '../session/keys';
import { useSessionStore } from '../state/session';
import { fakeFetch, makeJwt, makeSessionUser, signInAs } from '../test/factories';
import { AuthCallbackScreen } from './AuthCallbackScreen';

const federatedUser = makeSessionUser({ id: 'g1', username: 'ada', accountType: 'google' });

function arriveWith(params: Record<string, string>) {
  window.history.replaceState(null, '', `/auth/callback#${new URLSearchParams(params)}`);
}

describe('AuthCallbackScreen', () => {
  beforeEach(() => {
    signInAs(null);
    sessionStorage.setItem(SessionKeys.federatedState, 'state-1');
    sessionStorage.setItem(SessionKeys.federatedNonce, 'nonce-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('exchanges a matching id token for a session, keeps the id token and opens the map', async () => {
    const idToken = makeJwt({ sub: '42', nonce: 'nonce-1', name: 'Ada Lovelace' });
    const stub = fakeFetch(() => ({ status: 200, payload: { user: federatedUser } }));
    vi.stubGlobal('fetch', stub.fetchImpl);
    arriveWith({ id_token: idToken, state: 'state-1' });
    render(<AuthCallbackScreen />);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(stub.calls[0]?.url).toBe('/api/user/login/google');
    expect(JSON.parse(String(stub.calls[0]?.init.body))).toEqual({
      name: 'Ada Lovelace',
      external: 'google',
      access_token: idToken,
    });
    expect(useSessionStore.getState()).toMatchObject({ user: federatedUser, idToken });
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem(SessionKeys.federatedState)).toBeNull();
  });

  it('refuses an answer with another state without calling the server', async () => {
    const stub = fakeFetch(() => ({ status: 200, payload: { user: federatedUser } }));
    vi.stubGlobal('fetch', stub.fetchImpl);
    arriveWith({ id_token: makeJwt({ nonce: 'nonce-1' }), state: 'forged' });
    render(<AuthCallbackScreen />);
    expect((await screen.findByTestId('auth-callback-error')).textContent).toBe(
      AccountMessages.federatedStateMismatch,
    );
    expect(stub.calls).toHaveLength(0);
    // The id token does not stay in the address bar.
    expect(window.location.hash).toBe('');
  });

  it('refuses an id token issued for another request (nonce)', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, payload: {} })).fetchImpl);
    arriveWith({ id_token: makeJwt({ nonce: 'other' }), state: 'state-1' });
    render(<AuthCallbackScreen />);
    expect((await screen.findByTestId('auth-callback-error')).textContent).toBe(
      AccountMessages.federatedNonceMismatch,
    );
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 401, payload: { message: SessionMessages.loginFailed } }))
        .fetchImpl,
    );
    arriveWith({ id_token: makeJwt({ nonce: 'nonce-1' }), state: 'state-1' });
    render(<AuthCallbackScreen />);
    expect((await screen.findByTestId('auth-callback-error')).textContent).toBe(
      SessionMessages.loginFailed,
    );
    expect(useSessionStore.getState().user).toBeNull();
  });
});
