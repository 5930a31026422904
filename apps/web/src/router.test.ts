import { describe, expect, it } from 'vitest';
import { parseRoute } from './router';

describe('parseRoute', () => {
  it('maps / to the main screen', () => {
    expect(parseRoute('/', '')).toEqual({ name: 'main' });
  });

  it('reads buid, cuid and floor from viewer links with or without the trailing slash', () => {
    expect(parseRoute('/viewer/', '?buid=building_1&floor=2')).toEqual({
      name: 'viewer',
      buid: 'building_1',
      cuid: null,
      floor: '2',
    });
    expect(parseRoute('/viewer', '?cuid=cuid_x_1')).toEqual({
      name: 'viewer',
      buid: null,
      cuid: 'cuid_x_1',
      floor: null,
    });
  });

  it('treats blank parameters as absent', () => {
    expect(parseRoute('/viewer/', '?buid=%20&floor=')).toMatchObject({ buid: null, floor: null });
  });

  it('maps the user-management page and the federated sign-in callback', () => {
    expect(parseRoute('/users', '?token=x')).toEqual({ name: 'users' });
    expect(parseRoute('/users/', '')).toEqual({ name: 'users' });
    expect(parseRoute('/auth/callback', '')).toEqual({ name: 'authCallback' });
  });

  it('maps the asset register page, not the built files under /assets/', () => {
    expect(parseRoute('/assets', '?token=x')).toEqual({ name: 'assets' });
    expect(parseRoute('/assets/', '')).toEqual({ name: 'assets' });
    expect(parseRoute('/assets/app-123.js', '')).toEqual({
      name: 'notFound',
      path: '/assets/app-123.js',
    });
  });

  it('reports any other path as not found', () => {
    expect(parseRoute('/admin', '')).toEqual({ name: 'notFound', path: '/admin' });
  });
});
