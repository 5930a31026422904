import { describe, expect, it } from 'vitest';
import { makeJwt, makeSessionUser } from '../test/factories';
import { cookieAssignment, cookieValue } from './cookies';
import { decodeJwtPayload, isLoggedIn, needsRestore, tokenUserId } from './sessionRules';

describe('isLoggedIn', () => {
  const user = makeSessionUser();

  it('needs a user with a non-empty access token and id', () => {
    expect(isLoggedIn(user, null)).toBe(true);
    expect(isLoggedIn(null, null)).toBe(false);
    expect(isLoggedIn({ ...user, access_token: '' }, null)).toBe(false);
    expect(isLoggedIn({ ...user, access_token: '   ' }, null)).toBe(false);
    expect(isLoggedIn({ ...user, id: '' }, null)).toBe(false);
  });

  it("is false while the logout flag is 'true', whatever else is stored", () => {
    expect(isLoggedIn(user, 'true')).toBe(false);
    expect(isLoggedIn(user, 'false')).toBe(true);
  });
});

describe('JWT claims', () => {
  it('reads the payload of a base64url-encoded token, including non-ASCII text', () => {
    const token = makeJwt({ userId: 'u1', username: 'zoë', role: 'planner' });
    expect(decodeJwtPayload(token)).toEqual({ userId: 'u1', username: 'zoë', role: 'planner' });
    expect(tokenUserId(token)).toBe('u1');
  });

  it('answers null for anything that is not a three-part token with a JSON object', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`x.${btoa('[1,2]')}.y`)).toBeNull();
    expect(tokenUserId(makeJwt({ username: 'no id' }))).toBeNull();
  });
});

describe('needsRestore', () => {
  const user = makeSessionUser({ id: 'u1' });
  const sameUsersToken = makeJwt({ userId: 'u1' });

  it('restores a signed-out tab when a stored token exists and the logout flag is not set', () => {
    expect(needsRestore(null, null, sameUsersToken)).toBe(true);
    expect(needsRestore(null, 'true', sameUsersToken)).toBe(false);
    expect(needsRestore(null, null, null)).toBe(false);
  });

  it("leaves a signed-in tab alone unless the stored token is another user's", () => {
    expect(needsRestore(user, null, sameUsersToken)).toBe(false);
    expect(needsRestore(user, null, makeJwt({ userId: 'u2' }))).toBe(true);
  });
});

describe('cookies', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('keeps the token 30 days, site-wide and same-site only; Secure only on https', () => {
    expect(cookieAssignment('localToken', 'a.b.c', { days: 30, secure: false, now })).toBe(
      'localToken=a.b.c; expires=Thu, 31 Jan 2030 00:00:00 GMT; path=/; SameSite=Strict',
    );
    expect(cookieAssignment('localToken', 'x', { days: 30, secure: true, now })).toMatch(
      /; SameSite=Strict; Secure$/,
    );
  });

  it('reads one cookie out of the document string, decoding its value', () => {
    const cookies = 'RSSClicked=YES; localToken=a%20b.c; other=1';
    expect(cookieValue(cookies, 'localToken')).toBe('a b.c');
    expect(cookieValue(cookies, 'Token')).toBeNull();
    expect(cookieValue('', 'localToken')).toBeNull();
  });
});
