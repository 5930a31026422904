import { SessionMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/factories';
import {
  externalAppUrl,
  redirectTarget,
  SOURCE_APP,
  withoutRedirectParameters,
} from './externalApps';

const context = {
  origin: 'https://planner.example',
  sourceUrl: 'https://planner.example/?floor=2',
  timestamp: 1_900_000_000_000,
};

describe('companion-app redirects', () => {
  const user = makeSessionUser({
    id: 'u1',
    userId: 'u1',
    username: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    role: 'planner',
    accountType: 'google',
  });

  it('carries the session context as URL parameters, keeping the configured ones', () => {
    const url = new URL(externalAppUrl('http://localhost:5001/manage?lang=en', user, context));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5001/manage');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      token: user.access_token,
      username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'planner',
      userId: 'u1',
      accountType: 'google',
      sourceApp: SOURCE_APP,
      sourceUrl: 'https://planner.example/?floor=2',
      timestamp: '1900000000000',
    });
  });

  it('is dropped from the page it lands on, which keeps its own parameters', () => {
    const landed = new URL(externalAppUrl('/assets?audit=problems', user, context));
    expect(withoutRedirectParameters(landed.search)).toBe('?audit=problems');
    expect(withoutRedirectParameters(new URL(externalAppUrl('/users', user, context)).search)).toBe(
      '',
    );
  });

  it('resolves a relative configured URL such as the default /users against the origin', () => {
    const url = new URL(externalAppUrl('/users', user, context));
    expect(url.origin).toBe('https://planner.example');
    expect(url.pathname).toBe('/users');
  });

  it('needs a signed-in user with a token', () => {
    expect(redirectTarget('/assets', null, context)).toEqual({
      ok: false,
      message: SessionMessages.notAuthenticated,
    });
    expect(redirectTarget('/assets', { ...user, access_token: '' }, context)).toEqual({
      ok: false,
      message: SessionMessages.authenticationRequired,
    });
    expect(redirectTarget('/assets', user, context)).toMatchObject({ ok: true });
  });
});
