import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { securityHeaders } from './security-headers.js';

const HELMET_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  // The same headers as @fastify/helmet sent with these options (captured before the change).
  it("are helmet's, computed once from the options", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers).toEqual({
      ...HELMET_HEADERS,
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
    });
  });

  it('are on answers, refusals and unknown routes alike', async () => {
    const { 'strict-transport-security': _hsts, ...plainHeaders } = HELMET_HEADERS;
    for (const url of ['/api/version', '/api/no-such-thing', '/api/user/refresh']) {
      const res = await t.app.inject({ method: url.endsWith('refresh') ? 'POST' : 'GET', url });
      expect(res.headers, url).toMatchObject(plainHeaders);
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('over plain HTTP ask for no upgrade to HTTPS and send no HSTS, so any address of the server works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(String(res.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // A forwarded protocol from a proxy nobody named is not believed.
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('send HSTS and upgrade-insecure-requests when the request arrived over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe(
      HELMET_HEADERS['strict-transport-security'],
    );
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
