import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenError, TokenService } from './tokens.js';

const SECRET = new TextEncoder().encode('unit-test-secret-that-is-long-enough-for-hs256');
const OTHER = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!');
const CLAIMS = { userId: 'u-1', username: 'maria', role: 'planner' } as const;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with SECRET whatever its header and payload say. */
function forge(header: unknown, payload: unknown, secret: Uint8Array = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const validPayload = () => ({
  ...CLAIMS,
  sub: CLAIMS.userId,
  iss: 'indoor-planner',
  iat: now(),
  exp: now() + 60,
});

async function problemOf(tokens: TokenService, token: string): Promise<string> {
  try {
    await tokens.verify(token);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(TokenError);
    return (error as TokenError).problem;
  }
}

describe('access tokens (HS256 JWT)', () => {
  const tokens = new TokenService(SECRET);

  it('round-trips the claims, with a one-hour expiry, as a standard JWT jose verifies', async () => {
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual({ ...CLAIMS, tokenVersion: 0 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, SECRET, {
      issuer: 'indoor-planner',
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    expect(payload).toMatchObject({ ...CLAIMS, sub: CLAIMS.userId });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('carries the account token version as the claim ver, and refuses a malformed one', async () => {
    const token = await tokens.issue(CLAIMS, 7);
    expect(await tokens.verify(token)).toEqual({ ...CLAIMS, tokenVersion: 7 });
    const { payload } = await jwtVerify(token, SECRET, { issuer: 'indoor-planner' });
    expect(payload.ver).toBe(7);
    for (const ver of [-1, 1.5, '3', null]) {
      expect(await problemOf(tokens, forge({ alg: 'HS256' }, { ...validPayload(), ver }))).toBe(
        'invalid',
      );
    }
  });

  it('accepts tokens jose signed (tokens issued before this service signed its own)', async () => {
    const token = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(CLAIMS.userId)
      .setIssuer('indoor-planner')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(SECRET);
    expect(await tokens.verify(token)).toEqual({ ...CLAIMS, tokenVersion: 0 });
  });

  it('refuses expired tokens as expired, and everything forged or malformed as invalid', async () => {
    const valid = await tokens.issue(CLAIMS);
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    const cases: Record<string, [string, string]> = {
      expired: [await new TokenService(SECRET, -5).issue(CLAIMS), 'expired'],
      'expiring this second': [
        forge({ alg: 'HS256' }, { ...validPayload(), exp: now() }),
        'expired',
      ],
      'other secret': [await new TokenService(OTHER).issue(CLAIMS), 'invalid'],
      'changed payload': [
        `${header}.${b64({ ...validPayload(), role: 'admin' })}.${signature}`,
        'invalid',
      ],
      'changed signature': [`${header}.${payload}.${flipped}`, 'invalid'],
      'padded signature': [`${valid}=`, 'invalid'],
      'no signature': [`${header}.${payload}.`, 'invalid'],
      'alg none': [`${b64({ alg: 'none' })}.${payload}.`, 'invalid'],
      'alg HS512 header': [forge({ alg: 'HS512' }, validPayload()), 'invalid'],
      'critical extension': [forge({ alg: 'HS256', crit: ['exp'] }, validPayload()), 'invalid'],
      'unencoded payload': [forge({ alg: 'HS256', b64: false }, validPayload()), 'invalid'],
      'foreign issuer': [forge({ alg: 'HS256' }, { ...validPayload(), iss: 'else' }), 'invalid'],
      'no expiry': [forge({ alg: 'HS256' }, { ...validPayload(), exp: undefined }), 'invalid'],
      'text expiry': [
        forge({ alg: 'HS256' }, { ...validPayload(), exp: `${now() + 60}` }),
        'invalid',
      ],
      'not yet valid': [forge({ alg: 'HS256' }, { ...validPayload(), nbf: now() + 60 }), 'invalid'],
      'subject differs from userId': [
        forge({ alg: 'HS256' }, { ...validPayload(), sub: 'someone-else' }),
        'invalid',
      ],
      'unknown role': [forge({ alg: 'HS256' }, { ...validPayload(), role: 'root' }), 'invalid'],
      'payload not an object': [forge({ alg: 'HS256' }, [validPayload()]), 'invalid'],
      'header not JSON': [
        (() => {
          const input = `${Buffer.from('{alg').toString('base64url')}.${payload}`;
          return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
        })(),
        'invalid',
      ],
      garbage: ['garbage', 'invalid'],
      'two parts': [`${header}.${payload}`, 'invalid'],
      'four parts': [`${valid}.${signature}`, 'invalid'],
      empty: ['', 'invalid'],
    };
    for (const [name, [token, problem]] of Object.entries(cases)) {
      expect(await problemOf(tokens, token), name).toBe(problem);
    }
    expect(await problemOf(tokens, forge({ alg: 'HS256' }, validPayload()))).toBe('accepted');
  });
});
