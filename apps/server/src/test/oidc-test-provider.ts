import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

export const OIDC_CLIENT_ID = 'planner-test-client';
export const OTHER_CLIENT_ID = 'some-other-app';
const REDIRECT_URI = 'https://planner.example/auth/callback';

export interface TestOidcProvider {
  issuer: string;
  /** Runs the real implicit flow (login, consent) and returns the id token the provider issued. */
  idTokenFor(accountId: string, clientId?: string): Promise<string>;
  close(): Promise<void>;
}

const ACCOUNTS: Record<string, { email: string; name: string }> = {
  'google-sub-1001': { email: 'irene.pappas@example.org', name: 'Irene Pappas' },
  'google-sub-1002': { email: 'admin@example.org', name: 'Not An Admin' },
  'google-sub-1003': { email: 'dora.marsh@example.org', name: 'Dora Marsh' },
};

/** A real OpenID Connect provider (oidc-provider) on a loopback port. */
export async function startTestOidcProvider(
  options: { idTokenTtlSeconds?: number } = {},
): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (clientId: string): ClientMetadata => ({
    client_id: clientId,
    redirect_uris: [REDIRECT_URI],
    response_types: ['id_token'],
    grant_types: ['implicit'],
    token_endpoint_auth_method: 'none',
  });
  const provider = new Provider(issuer, {
    clients: [client(OIDC_CLIENT_ID), client(OTHER_CLIENT_ID)],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600 },
    async findAccount(_ctx, sub) {
      const account = ACCOUNTS[sub] ?? { email: `${sub}@example.org`, name: sub };
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    idTokenFor: (accountId, clientId = OIDC_CLIENT_ID) =>
      runImplicitFlow(issuer, accountId, clientId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects by hand, keeping its cookies, answering the login and consent forms. */
async function runImplicitFlow(
  issuer: string,
  accountId: string,
  clientId: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: REDIRECT_URI,
    nonce: 'nonce-123',
    state: 'state-123',
  }).toString();
  let response = await request(authorize.toString());
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`flow stopped with ${response.status}: ${await response.text()}`);
    if (location.startsWith(REDIRECT_URI)) {
      const fragment = new URLSearchParams(new URL(location).hash.slice(1));
      const idToken = fragment.get('id_token');
      if (!idToken) throw new Error(`no id_token in ${location}`);
      return idToken;
    }
    const interaction = /\/interaction\/([^/?#]+)/.exec(location);
    if (interaction) {
      const page = await request(location);
      const html = await page.text();
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login: accountId, password: 'any' });
      response = await request(location, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      continue;
    }
    response = await request(location);
  }
  throw new Error('the sign-in flow did not finish');
}
