import { AccountMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test/factories';
import {
  federatedAuthorizationUrl,
  parseFederatedCallback,
  providerLabel,
  randomToken,
  takeFederatedExpectation,
} from './federated';
import { SessionKeys } from './keys';

const provider = {
  providerName: 'google',
  clientId: 'client-123.apps.example',
  authorizationEndpoint: 'https://accounts.example/o/oauth2/v2/auth?prompt=select_account',
};

const fragment = (params: Record<string, string>) => `#${new URLSearchParams(params)}`;

describe('federated sign-in request', () => {
  it('asks for an id token with client id, scope, callback, nonce and state', () => {
    const url = new URL(
      federatedAuthorizationUrl(provider, {
        origin: 'https://planner.example',
        state: 'state-1',
        nonce: 'nonce-1',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      response_type: 'id_token',
      client_id: 'client-123.apps.example',
      scope: 'openid email profile',
      redirect_uri: 'https://planner.example/auth/callback',
      nonce: 'nonce-1',
      state: 'state-1',
    });
  });

  it('makes unguessable, distinct state and nonce values', () => {
    const first = randomToken();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken()).not.toBe(first);
  });

  it('labels the button with the provider name', () => {
    expect(providerLabel('google')).toBe('Google');
  });

  it('hands out the stored state and nonce once', () => {
    sessionStorage.setItem(SessionKeys.federatedState, 's');
    sessionStorage.setItem(SessionKeys.federatedNonce, 'n');
    expect(takeFederatedExpectation()).toEqual({ state: 's', nonce: 'n' });
    expect(takeFederatedExpectation()).toEqual({ state: null, nonce: null });
  });
});

describe('parseFederatedCallback', () => {
  const expected = { state: 'state-1', nonce: 'nonce-1' };
  const idToken = makeJwt({ sub: '42', nonce: 'nonce-1', name: 'Ada Lovelace' });

  it('accepts the answer to our own request and reads the name claim', () => {
    expect(
      parseFederatedCallback(fragment({ id_token: idToken, state: 'state-1' }), expected),
    ).toEqual({
      ok: true,
      idToken,
      name: 'Ada Lovelace',
    });
  });

  it('refuses a state that does not match, or when no request was stored', () => {
    const wrongState = fragment({ id_token: idToken, state: 'state-2' });
    expect(parseFederatedCallback(wrongState, expected)).toEqual({
      ok: false,
      message: AccountMessages.federatedStateMismatch,
    });
    const right = fragment({ id_token: idToken, state: 'state-1' });
    expect(parseFederatedCallback(right, { state: null, nonce: null })).toMatchObject({
      message: AccountMessages.federatedStateMismatch,
    });
  });

  it('refuses an id token whose nonce claim is not ours', () => {
    const replayed = makeJwt({ sub: '42', nonce: 'nonce-of-another-request' });
    expect(
      parseFederatedCallback(fragment({ id_token: replayed, state: 'state-1' }), expected),
    ).toEqual({ ok: false, message: AccountMessages.federatedNonceMismatch });
    const withoutNonce = makeJwt({ sub: '42' });
    expect(
      parseFederatedCallback(fragment({ id_token: withoutNonce, state: 'state-1' }), expected),
    ).toMatchObject({ message: AccountMessages.federatedNonceMismatch });
  });

  it("reports the provider's error and a missing token", () => {
    expect(
      parseFederatedCallback(
        fragment({ error: 'access_denied', error_description: 'User cancelled', state: 'state-1' }),
        expected,
      ),
    ).toEqual({ ok: false, message: AccountMessages.federatedRefused('User cancelled') });
    expect(parseFederatedCallback(fragment({ state: 'state-1' }), expected)).toEqual({
      ok: false,
      message: AccountMessages.federatedNoIdToken,
    });
  });
});
