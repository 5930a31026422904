import { AccountMessages, type ClientConfig } from '@indoor/domain';
import { FEDERATED_CALLBACK_PATH } from '../router';
import { readSession, removeSession, writeSession } from '../state/storage';
import { SessionKeys } from './keys';
import { decodeJwtPayload } from './sessionRules';

export type FederatedProvider = NonNullable<ClientConfig['federatedSignIn']>;

/** OpenID Connect implicit flow for an id token only: the server verifies it and issues our own token. */
export const FederatedRequest = {
  responseType: 'id_token',
  scope: 'openid email profile',
} as const;

/** "google" → "Google", for the button label. */
export function providerLabel(providerName: string): string {
  return providerName.charAt(0).toUpperCase() + providerName.slice(1);
}

/** 128 random bits as hex: unguessable state and nonce values. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function federatedAuthorizationUrl(
  provider: FederatedProvider,
  request: { origin: string; state: string; nonce: string },
): string {
  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('response_type', FederatedRequest.responseType);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('scope', FederatedRequest.scope);
  url.searchParams.set('redirect_uri', `${request.origin}${FEDERATED_CALLBACK_PATH}`);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('state', request.state);
  return url.toString();
}

/** Sends the browser to the provider; state and nonce wait in sessionStorage for the way back. */
export function startFederatedSignIn(provider: FederatedProvider): void {
  const state = randomToken();
  const nonce = randomToken();
  writeSession(SessionKeys.federatedState, state);
  writeSession(SessionKeys.federatedNonce, nonce);
  window.location.assign(
    federatedAuthorizationUrl(provider, { origin: window.location.origin, state, nonce }),
  );
}

export interface FederatedExpectation {
  state: string | null;
  nonce: string | null;
}

/** The stored state and nonce, removed as they are read: each answer is accepted once. */
export function takeFederatedExpectation(): FederatedExpectation {
  const expectation = {
    state: readSession(SessionKeys.federatedState),
    nonce: readSession(SessionKeys.federatedNonce),
  };
  removeSession(SessionKeys.federatedState);
  removeSession(SessionKeys.federatedNonce);
  return expectation;
}

export type FederatedCallback =
  | { ok: true; idToken: string; name: string | undefined }
  | { ok: false; message: string };

/**
 * Reads the provider's answer from the URL fragment and checks that it answers the
 * request this tab sent: the state must match, and so must the nonce claim inside the
 * id token (which stops a token issued for another request from being replayed here).
 * The token's signature is the server's to verify.
 */
export function parseFederatedCallback(
  fragment: string,
  expected: FederatedExpectation,
): FederatedCallback {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const error = params.get('error');
  if (error) {
    return {
      ok: false,
      message: AccountMessages.federatedRefused(params.get('error_description') || error),
    };
  }
  const idToken = params.get('id_token');
  if (!idToken) return { ok: false, message: AccountMessages.federatedNoIdToken };
  if (!expected.state || params.get('state') !== expected.state) {
    return { ok: false, message: AccountMessages.federatedStateMismatch };
  }
  const claims = decodeJwtPayload(idToken);
  if (!expected.nonce || claims?.nonce !== expected.nonce) {
    return { ok: false, message: AccountMessages.federatedNonceMismatch };
  }
  const name =
    typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name : undefined;
  return { ok: true, idToken, name };
}
