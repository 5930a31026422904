import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';

export interface FederatedIdentity {
  subject: string;
  email: string;
  name: string;
}

export interface IdTokenVerifier {
  verify(idToken: string): Promise<FederatedIdentity>;
  /** Where the browser sends the user to sign in. */
  authorizationEndpoint(): Promise<string>;
}

const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  authorization_endpoint: z.url(),
});

interface Discovered {
  issuer: string;
  jwks: JWTVerifyGetKey;
  authorizationEndpoint: string;
}

/**
 * Verifies OpenID Connect id tokens: signature against the issuer's published keys
 * (JWKS, found through discovery), issuer, audience (our client id) and expiry.
 */
export class OidcIdTokenVerifier implements IdTokenVerifier {
  private keys: Promise<Discovered> | null = null;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
  ) {}

  private discover(): Promise<Discovered> {
    this.keys ??= (async () => {
      const url = `${this.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
      const meta = discoverySchema.parse(await response.json());
      return {
        issuer: meta.issuer,
        jwks: createRemoteJWKSet(new URL(meta.jwks_uri)),
        authorizationEndpoint: meta.authorization_endpoint,
      };
    })().catch((error: unknown) => {
      this.keys = null; // try discovery again on the next sign-in
      throw error;
    });
    return this.keys;
  }

  async authorizationEndpoint(): Promise<string> {
    return (await this.discover()).authorizationEndpoint;
  }

  async verify(idToken: string): Promise<FederatedIdentity> {
    const { issuer, jwks } = await this.discover();
    // Google also issues tokens with the scheme-less issuer "accounts.google.com".
    const issuers = [issuer, issuer.replace(/^https:\/\//, '')];
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: issuers,
      audience: this.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const subject = payload.sub;
    if (!subject) throw new Error('id token without subject');
    const email = typeof payload.email === 'string' ? payload.email : '';
    const name = typeof payload.name === 'string' ? payload.name : email || subject;
    return { subject, email, name };
  }
}
