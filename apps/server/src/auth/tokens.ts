import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AccessTokenClaims, Roles, SessionConstants } from '@indoor/domain';

const ISSUER = 'indoor-planner';
const ALGORITHM = 'HS256';
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type TokenProblem = 'expired' | 'invalid';

/**
 * What a verified token says. `tokenVersion` is the account's token version when it was
 * issued (claim `ver`; 0 for tokens issued before versions existed): the authentication
 * hook and the refresh compare it with the stored one, so a password change, a reset or a
 * disabled account ends every token issued before, at its next request.
 */
export interface VerifiedClaims extends AccessTokenClaims {
  tokenVersion: number;
}

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`access token ${problem}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Short-lived signed access tokens (claims userId, username, role, ver): compact JWS,
 * HS256 only (RFC 7515/7519). Signing and verification are a synchronous HMAC on
 * the request's own thread: WebCrypto (as jose uses it) queues every HMAC on the
 * libuv thread pool, where it waited behind password hashing and cost every
 * authenticated request an extra event-loop turn under load. Tokens stay standard
 * JWTs (`auth/tokens.test.ts` checks them against jose both ways).
 */
export class TokenService {
  private readonly secret: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number = SessionConstants.accessTokenTtlSeconds,
  ) {
    this.secret = Buffer.from(secret);
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }

  async issue(claims: AccessTokenClaims, tokenVersion = 0): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({
        userId: claims.userId,
        username: claims.username,
        role: claims.role,
        ver: tokenVersion,
        sub: claims.userId,
        iss: ISSUER,
        iat,
        exp: iat + this.ttlSeconds,
      }),
    ).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return `${input}.${this.sign(input)}`;
  }

  async verify(token: string): Promise<VerifiedClaims> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new TokenError('invalid');
    const [header = '', body = '', signature = ''] = parts;
    if (!BASE64URL.test(header) || !BASE64URL.test(body) || !BASE64URL.test(signature)) {
      throw new TokenError('invalid');
    }
    // Constant-time comparison of the canonical encodings: no other spelling of the
    // same signature bytes is accepted.
    const expected = Buffer.from(this.sign(`${header}.${body}`));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new TokenError('invalid');
    }
    const protectedHeader = decodeJson(header);
    // Only the header this service writes: HS256, no critical extensions (RFC 7515 4.1.11).
    if (
      !isObject(protectedHeader) ||
      protectedHeader.alg !== ALGORITHM ||
      'crit' in protectedHeader ||
      'b64' in protectedHeader
    ) {
      throw new TokenError('invalid');
    }
    const payload = decodeJson(body);
    if (!isObject(payload)) throw new TokenError('invalid');
    const now = Math.floor(Date.now() / 1000);
    const { exp, nbf, iat, iss, sub, userId, username, role, ver } = payload;
    if (ver !== undefined && !(typeof ver === 'number' && Number.isSafeInteger(ver) && ver >= 0)) {
      throw new TokenError('invalid');
    }
    if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new TokenError('invalid');
    if (iat !== undefined && typeof iat !== 'number') throw new TokenError('invalid');
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) {
      throw new TokenError('invalid');
    }
    if (iss !== ISSUER) throw new TokenError('invalid');
    if (
      typeof sub !== 'string' ||
      typeof userId !== 'string' ||
      typeof username !== 'string' ||
      typeof role !== 'string' ||
      !(Roles as readonly string[]).includes(role) ||
      sub !== userId
    ) {
      throw new TokenError('invalid');
    }
    if (exp <= now) throw new TokenError('expired');
    return {
      userId,
      username,
      role: role as AccessTokenClaims['role'],
      tokenVersion: (ver as number | undefined) ?? 0,
    };
  }
}
