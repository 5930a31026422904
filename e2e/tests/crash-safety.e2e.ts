import fs from 'node:fs';
import { contract } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

const ADMIN = { ADMIN_USERNAME: 'crashadmin', ADMIN_PASSWORD: 'crash-test-password' };

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.baseUrl}${contract.userLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { user: { access_token: string } }).user.access_token;
}

/**
 * Writes spaces from 8 concurrent writers, kills the server with SIGKILL in the
 * middle of the stream, restarts it on the same data, and checks that every write
 * the server acknowledged (answered 200 with a buid) is there.
 */
async function crashDuringWrites(env: NodeJS.ProcessEnv): Promise<{ acknowledged: number }> {
  const first = await startServerProcess({ env: { DEMO_DATA: '0', ...ADMIN, ...env } });
  const token = await signIn(first);
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i += 1) {
      try {
        const res = await fetch(`${first.baseUrl}${contract.spaceAdd.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            name: `crash ${w}-${i}`,
            coordinates_lat: 35,
            coordinates_lon: 33,
          }),
        });
        if (res.status === 200) acknowledged.push(((await res.json()) as { buid: string }).buid);
      } catch {
        return; // the server is gone: this write was never acknowledged
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
  await first.kill();
  stop = true;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThan(10);

  const second = await startServerProcess({
    env: { DEMO_DATA: '0', ...ADMIN, ...env },
    dataDir: first.dataDir,
  });
  try {
    const health = await fetch(`${second.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const secondToken = await signIn(second);
    const res = await fetch(`${second.baseUrl}${contract.spaceAccessible.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secondToken}` },
      body: '{}',
    });
    const stored = new Set(
      ((await res.json()) as { spaces: { buid: string }[] }).spaces.map((s) => s.buid),
    );
    const lost = acknowledged.filter((buid) => !stored.has(buid));
    expect(lost).toEqual([]);
  } finally {
    await second.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
  return { acknowledged: acknowledged.length };
}

describe('crash safety: SIGKILL during acknowledged writes', () => {
  it('loses no acknowledged write on the embedded database, which reopens cleanly', async () => {
    const { acknowledged } = await crashDuringWrites({});
    console.log(`pglite: ${acknowledged} acknowledged writes, all present after the crash`);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('loses no acknowledged write on PostgreSQL', async () => {
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `planner_crash_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    try {
      const { acknowledged } = await crashDuringWrites({ DATABASE_URL: url.toString() });
      console.log(`postgres: ${acknowledged} acknowledged writes, all present after the crash`);
      if (process.env.PG_SUITE_MARKER)
        fs.appendFileSync(process.env.PG_SUITE_MARKER, 'e2e: crash safety on PostgreSQL\n');
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
