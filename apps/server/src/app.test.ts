import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { contract, RequestMessages, ServerMessages } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFloor, insertSpace, insertUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/version answers the version object', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '9.9.9', variant: 'test' });
  });

  it('GET /api/health reports the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('an unknown API path is a JSON 404 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/thing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: ServerMessages.routeNotFound('POST', '/api/no/such/thing'),
    });
  });

  it('malformed JSON is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"buid": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ServerMessages.malformedJson });
  });

  it('a validation failure is a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      payload: { buid: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid value for "buid": /);
  });

  it('a missing field is a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: contract.floorAll.path, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"buid"/);
  });

  it('a path-traversal id is refused by validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      payload: { buid: '../../etc/passwd' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('an oversized body is a 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      payload: { buid: 'x'.repeat(2_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ServerMessages.bodyTooLarge });
  });

  it('a wrong content type is a 415 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      headers: { 'content-type': 'application/xml' },
      payload: '<buid/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: RequestMessages.jsonOnly });
  });

  it('lists published spaces and the floors of one, numerically ordered', async () => {
    const owner = await insertUser(t.db);
    const space = await insertSpace(t.db, owner.id, { name: 'Library' });
    for (const n of [2, -1, 0]) await insertFloor(t.db, space.buid, n);
    const spaces = await t.app.inject({
      method: 'POST',
      url: contract.spacePublic.path,
      payload: {},
    });
    expect(spaces.statusCode).toBe(200);
    expect(spaces.json().spaces).toContainEqual(
      expect.objectContaining({ buid: space.buid, name: 'Library', is_published: 'true' }),
    );
    const floors = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      payload: { buid: space.buid },
    });
    expect(floors.statusCode).toBe(200);
    expect(floors.json().floors.map((f: { floor_number: string }) => f.floor_number)).toEqual([
      '-1',
      '0',
      '2',
    ]);
  });

  it('floors of an unknown or unpublished space are not found', async () => {
    const owner = await insertUser(t.db);
    const hidden = await insertSpace(t.db, owner.id, { is_published: false });
    for (const buid of ['building_unknown', hidden.buid]) {
      const res = await t.app.inject({
        method: 'POST',
        url: contract.floorAll.path,
        payload: { buid },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ServerMessages.spaceNotFound });
    }
  });

  it('publishes an OpenAPI 3.1 document describing every contract endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(contract)) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
    }
  });

  it('serves the browsable API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers with a content security policy allowing the configured tiles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://basemaps.cartocdn.com');
    expect(csp).toContain('worker-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('registers exactly the endpoints of the contract under /api (besides docs)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const documented = Object.entries(res.json().paths as Record<string, object>).flatMap(
      ([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const expected = Object.values(contract).map(
      (e) => `${e.method} ${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
  });
});

describe('single-page app hosting', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>planner</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js.map'), '{"version":3}');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"planner"}');
    t = await createTestApp('pglite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves no source maps unless SOURCE_MAPS=1, and then names them in a SourceMap header', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('version');
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(script.headers.sourcemap).toBeUndefined();
    const withMaps = await createTestApp('pglite', { WEB_DIST_DIR: webDir, SOURCE_MAPS: '1' });
    try {
      const map = await withMaps.app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('"version":3');
      const named = await withMaps.app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(named.headers.sourcemap).toBe('app-123.js.map');
    } finally {
      await withMaps.close();
    }
  });

  it.each([
    '/',
    '/viewer/?buid=building_1',
    '/viewer/?cuid=cuid_1',
    '/users',
    '/some/deep/link',
  ])('serves the app for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>planner</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and the app manifest as scripts and manifests, revalidated on every visit', async () => {
    // A new build's worker must be found at the next visit (docs/offline.md#installing).
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // A worker runs under the policy its own script arrives with.
    expect(String(worker.headers['content-security-policy'])).toContain("default-src 'self'");
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer unknown API paths with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});

describe('precompressed web assets', () => {
  let t: TestApp;
  let webDir: string;
  // A script as the build leaves it: its brotli and gzip forms beside it.
  const script = Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'),
  );
  const scriptBr = zlib.brotliCompressSync(script, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const scriptGz = zlib.gzipSync(script, { level: 9 });
  const page = Buffer.from(`<!doctype html><title>planner</title>${'<!-- padding -->'.repeat(80)}`);
  /** A script the build left without compressed forms: compressed on the fly as before. */
  const plain = Buffer.from('console.log("plain");\n'.repeat(100));

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page);
    fs.writeFileSync(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(page));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-456.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-456.js.br'), scriptBr);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-456.js.gz'), scriptGz);
    fs.writeFileSync(path.join(webDir, 'assets', 'plain-789.js'), plain);
    t = await createTestApp('pglite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli form as it is to a browser that accepts br', async () => {
    const identity = await get('/assets/app-456.js', 'identity');
    const res = await get('/assets/app-456.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cache-control']).toBe(identity.headers['cache-control']);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.equals(scriptBr)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    // A policy means nothing on a script: none is sent, the other headers are.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(identity.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const document = await get('/viewer/?buid=building_1', 'br');
    expect(String(document.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sends the gzip form as it is to a browser that accepts gzip', async () => {
    const res = await get('/assets/app-456.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(scriptGz)).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('prefers brotli when both are accepted, and sends the file itself when neither is', async () => {
    const both = await get('/assets/app-456.js', 'gzip, deflate, br, zstd');
    expect(both.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(both.rawPayload).equals(script)).toBe(true);
    const none = await get('/assets/app-456.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(none.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(none.rawPayload.equals(script)).toBe(true);
  });

  it('still compresses on the fly a file the build left without compressed forms', async () => {
    const res = await get('/assets/plain-789.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(plain)).toBe(true);
  });

  it('serves the app page from its brotli form for a viewer link, still revalidated', async () => {
    const res = await get('/viewer/?buid=building_1', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(page)).toBe(true);
  });

  it('names the source map of a script sent from its brotli form (SOURCE_MAPS=1)', async () => {
    const withMaps = await createTestApp('pglite', { WEB_DIST_DIR: webDir, SOURCE_MAPS: '1' });
    try {
      const res = await withMaps.app.inject({
        method: 'GET',
        url: '/assets/app-456.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.sourcemap).toBe('app-456.js.map');
    } finally {
      await withMaps.close();
    }
  });
});

describe('closed by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants no cross-origin access (no CORS headers, preflight not answered)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.spacePublic.path,
      headers: { origin: 'https://elsewhere.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: contract.spaceAdd.path,
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers an internal failure with a generic message and no stack trace', async () => {
    const broken = await createTestApp('pglite');
    await broken.db.destroy();
    const res = await broken.app.inject({
      method: 'POST',
      url: contract.spacePublic.path,
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: ServerMessages.internal });
    expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
    await broken.app.close();
  });
});
