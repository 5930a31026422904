import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import http from 'node:http';

/** What the fake provider puts into the id tokens it issues. */
export interface FakeIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface FakeOidcProvider {
  /** Issuer URL: the server discovers the keys and the authorization endpoint from it. */
  issuer: string;
  /** The nonces the provider received, in order. */
  nonces(): string[];
  close(): Promise<void>;
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64Url(JSON.stringify(claims));
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64Url(signature)}`;
}

/**
 * A loopback OpenID Connect provider for the implicit id-token flow: discovery, JWKS,
 * and an authorization endpoint that signs the identity in at once and sends the
 * browser back to redirect_uri with the id token and state in the fragment.
 */
export async function startFakeOidcProvider(
  clientId: string,
  identity: FakeIdentity,
): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'e2e-key';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const nonces: string[] = [];
  let issuer = '';

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json({
        issuer,
        jwks_uri: `${issuer}/jwks`,
        authorization_endpoint: `${issuer}/authorize`,
      });
      return;
    }
    if (url.pathname === '/jwks') {
      json({ keys: [jwk] });
      return;
    }
    const redirectUri = url.searchParams.get('redirect_uri');
    const nonce = url.searchParams.get('nonce') ?? '';
    if (
      url.pathname !== '/authorize' ||
      !redirectUri ||
      url.searchParams.get('client_id') !== clientId ||
      url.searchParams.get('response_type') !== 'id_token'
    ) {
      res.writeHead(400).end('bad authorization request');
      return;
    }
    nonces.push(nonce);
    const now = Math.floor(Date.now() / 1000);
    const idToken = signJwt(
      { iss: issuer, aud: clientId, iat: now, exp: now + 600, nonce, ...identity },
      privateKey,
      kid,
    );
    const fragment = new URLSearchParams({
      id_token: idToken,
      state: url.searchParams.get('state') ?? '',
    });
    res.writeHead(302, { location: `${redirectUri}#${fragment}` }).end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake provider has no address');
  issuer = `http://127.0.0.1:${address.port}`;
  return {
    issuer,
    nonces: () => [...nonces],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
