import fs from 'node:fs';
import type { Floor, Space } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

interface Answer {
  message?: string;
  openapi?: string;
  spaces: Space[];
  floors: Floor[];
}
const read = async (res: Response) => (await res.json()) as Answer;

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the built server on a fresh data folder', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ env: { DEMO_DATA: '1' } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('answers /api/version with the version object', async () => {
    const res = await fetch(`${server.baseUrl}/api/version`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('publishes the OpenAPI document and the browsable docs', async () => {
    const doc = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(doc.status).toBe(200);
    expect((await read(doc)).openapi).toBe('3.1.0');
    const docs = await fetch(`${server.baseUrl}/api/docs/`);
    expect(docs.status).toBe(200);
  });

  it('serves the single-page app at / and at viewer links', async () => {
    for (const path of ['/', '/viewer/?buid=x', '/viewer/?cuid=y&floor=1']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<div id="root"');
    }
  });

  it('answers an unknown API path with a JSON 404 and a message', async () => {
    const res = await fetch(`${server.baseUrl}/api/does/not/exist`);
    expect(res.status).toBe(404);
    expect((await read(res)).message).toMatch(/not found/i);
  });

  it('answers a malformed JSON body with a 400 and a message', async () => {
    const res = await post(server.baseUrl, '/api/mapping/floor/all', '{"buid":');
    expect(res.status).toBe(400);
    expect((await read(res)).message).toBeTruthy();
  });

  it('loads the demo building on first start: published, three floors', async () => {
    const spaces = await read(await post(server.baseUrl, '/api/mapping/space/public', {}));
    const demo = spaces.spaces.find((s) => s.name === 'Engineering Hall');
    expect(demo).toBeDefined();
    const floors = await read(
      await post(server.baseUrl, '/api/mapping/floor/all', { buid: demo?.buid }),
    );
    expect(floors.floors.map((f) => f.floor_number)).toEqual(['0', '1', '2']);
  });

  it('prints the generated admin password once, in a structured log line', () => {
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('generated password'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      username: 'admin',
      password: expect.any(String),
    });
  });
});

describe('restarts and shutdown', () => {
  it('keeps data across a restart, loads the demo only once, and exits cleanly on SIGTERM', async () => {
    const first = await startServerProcess({ env: { DEMO_DATA: '1' } });
    const countDemo = async (s: ServerProcess) =>
      (await read(await post(s.baseUrl, '/api/mapping/space/public', {}))).spaces.filter(
        (x) => x.name === 'Engineering Hall',
      ).length;
    try {
      expect(await countDemo(first)).toBe(1);
    } finally {
      const started = Date.now();
      expect(await first.stop()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    const second = await startServerProcess({ env: { DEMO_DATA: '1' }, dataDir: first.dataDir });
    try {
      expect(await countDemo(second)).toBe(1);
      expect(second.output()).not.toContain('generated password');
    } finally {
      expect(await second.stop()).toBe(0);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('starts empty with DEMO_DATA=0', async () => {
    const server = await startServerProcess({ env: { DEMO_DATA: '0' } });
    try {
      const spaces = await read(await post(server.baseUrl, '/api/mapping/space/public', {}));
      expect(spaces.spaces).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad configuration with a clear message and a non-zero exit', async () => {
    await expect(startServerProcess({ env: { DEMO_DATA: 'perhaps' } })).rejects.toThrow(
      /Configuration error: DEMO_DATA/,
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the built server on PostgreSQL (DATABASE_URL)',
  () => {
    it('migrates a fresh database, loads the demo once, and keeps it across a restart', async () => {
      const admin = new URL(process.env.TEST_DATABASE_URL ?? '');
      const name = `planner_e2e_${Date.now()}`;
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`create database ${name}`);
      const url = new URL(admin.toString());
      url.pathname = `/${name}`;
      try {
        const env = { DEMO_DATA: '1', DATABASE_URL: url.toString() };
        const first = await startServerProcess({ env });
        const count = async (s: ServerProcess) =>
          (await read(await post(s.baseUrl, '/api/mapping/space/public', {}))).spaces.length;
        try {
          expect(await count(first)).toBe(1);
          expect(first.output()).toContain('"database":"postgres"');
        } finally {
          expect(await first.stop()).toBe(0);
        }
        const second = await startServerProcess({ env });
        try {
          expect(await count(second)).toBe(1);
        } finally {
          expect(await second.stop()).toBe(0);
          fs.rmSync(first.dataDir, { recursive: true, force: true });
          fs.rmSync(second.dataDir, { recursive: true, force: true });
        }
        if (process.env.PG_SUITE_MARKER)
          fs.appendFileSync(process.env.PG_SUITE_MARKER, 'e2e: the built server on PostgreSQL\n');
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    });
  },
);
