import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contract } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { withPrivateDatabase } from '../support/private-database.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

/**
 * Uploads a caller may not make must not cost the server memory, whatever the order of
 * their parts: 30 concurrent uploads of 19.5 MB each, the file BEFORE the json field that
 * names the target, by a user with no rights to the building. Measured as the resident
 * memory of the server process (real HTTP; each body streamed from a generator, so this
 * test holds none of them).
 */
const UPLOADS = 30;
const FILE_BYTES = Math.round(19.5 * 1024 * 1024);
/** What the server may grow by while it streams the uploads to disk and refuses them. */
const MAX_GROWTH_MB = 100;
const ADMIN = { username: 'memoryadmin', password: 'memory-test-password' };
const STRANGER = {
  name: 'Stranger',
  email: 'stranger@example.org',
  username: 'stranger',
  password: 'stranger-password-123',
};

/** 64 KB of radiomap log lines: a valid log, as large as the caller likes. */
const LINE = '1700000000000 35.14462 33.41145 0 aa:bb:cc:dd:ee:ff -70 0 building_x\n';
const CHUNK = Buffer.from(LINE.repeat(Math.ceil(65_536 / LINE.length)).slice(0, 65_536));

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024;
}

async function call<T>(server: ServerProcess, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

interface HostileUpload {
  path: string;
  file: string;
  /** The json field, sent after the file; none for a restore. */
  json?: string;
}

/** Sends one upload, the file first, streamed; resolves the status and message. */
function send(
  server: ServerProcess,
  token: string,
  upload: HostileUpload,
): Promise<{ status: number; message: string }> {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.file}"; filename="upload.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(
    upload.json === undefined
      ? `\r\n--${boundary}--\r\n`
      : `\r\n--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${upload.json}\r\n--${boundary}--\r\n`,
  );
  async function* body() {
    yield head;
    for (let left = FILE_BYTES; left > 0; left -= CHUNK.length) {
      yield left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
    }
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}${upload.path}`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + FILE_BYTES + tail.length,
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let message = text;
          try {
            message = (JSON.parse(text) as { message: string }).message;
          } catch {
            // not JSON: the text itself says what went wrong
          }
          resolve({ status: response.statusCode ?? 0, message });
        });
      },
    );
    request.on('error', reject);
    // A server that answers before the end may close the connection: the answer counts.
    pipeline(Readable.from(body()), request).catch(() => {});
  });
}

/** Sends the uploads at once, sampling the server's memory; the peak growth in MB. */
async function growthDuring(
  server: ServerProcess,
  token: string,
  upload: HostileUpload,
  expected: { status: number; message: string },
): Promise<{ growthMb: number; seconds: number }> {
  const pid = server.child.pid as number;
  // Once before measuring: code loaded and caches filled on first use are not growth.
  expect(await send(server, token, upload)).toEqual(expected);
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = residentMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const started = Date.now();
  try {
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () => send(server, token, upload)),
    );
    for (const answer of answers) expect(answer).toEqual(expected);
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, residentMb(pid));
  return { growthMb: peak - baseline, seconds: (Date.now() - started) / 1000 };
}

async function hostileUploads(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const server = await startServerProcess({
    env: {
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  try {
    const admin = await call<{ user: { access_token: string } }>(
      server,
      contract.userLogin.path,
      ADMIN,
    );
    const adminToken = admin.user.access_token;
    const { buid } = await call<{ buid: string }>(
      server,
      contract.spaceAdd.path,
      {
        name: 'Private hall',
        coordinates_lat: 35.1446,
        coordinates_lon: 33.4114,
        is_published: false,
      },
      adminToken,
    );
    await call(server, contract.floorAdd.path, { buid, floor_number: '0' }, adminToken);
    const stranger = await call<{ user: { access_token: string } }>(
      server,
      contract.userRegister.path,
      STRANGER,
    );
    const token = stranger.user.access_token;
    const json = JSON.stringify({
      buid,
      floor: '0',
      floor_number: '0',
      zoom: 20,
      bottom_left_lat: 35.144,
      bottom_left_lng: 33.411,
      top_right_lat: 35.145,
      top_right_lng: 33.412,
    });
    const notFound = { status: 404, message: (await notFoundMessage(server, buid)) as string };

    for (const [name, upload, expected] of [
      ['radiomap', { path: contract.radiomapUpload.path, file: 'radiomap', json }, notFound],
      ['floor plan', { path: contract.floorPlanUpload.path, file: 'floorplan', json }, notFound],
    ] as const) {
      const { growthMb, seconds } = await growthDuring(server, token, upload, expected);
      const figure = `${label}, ${name}: ${UPLOADS} concurrent hostile uploads of ${(FILE_BYTES / 1024 / 1024).toFixed(1)} MB grew the server by ${growthMb.toFixed(1)} MB (limit ${MAX_GROWTH_MB} MB) in ${seconds.toFixed(1)} s`;
      console.log(figure);
      expect(growthMb, figure).toBeLessThan(MAX_GROWTH_MB);
    }
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** What the server answers a caller about a space it may not see. */
async function notFoundMessage(server: ServerProcess, buid: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}${contract.spaceGet.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ buid }),
  });
  expect(res.status).toBe(404);
  return ((await res.json()) as { message: string }).message;
}

describe('hostile uploads do not cost the server memory', () => {
  it('on the embedded database', async () => {
    await hostileUploads('pglite', {});
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    await withPrivateDatabase('planner_upload_memory', (url) =>
      hostileUploads('postgres', { DATABASE_URL: url }),
    );
    if (process.env.PG_SUITE_MARKER)
      fs.appendFileSync(process.env.PG_SUITE_MARKER, 'e2e: hostile uploads memory on PostgreSQL\n');
  });
});
