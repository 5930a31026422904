import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BackupEntryNames,
  BackupFormat,
  contract,
  type Floor,
  floorPlanEntryName,
  radiomapEntryName,
} from '@indoor/domain';
import { strToU8, type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withPrivateDatabase } from '../support/private-database.js';
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

const RESTORE_FLOORS = 3;
const SCANS_PER_FLOOR = 10_000;
const ARCHIVED_BUID = 'building_crash-restore-source';

/**
 * A backup large enough to take the server seconds to restore: plans of noise (slow to
 * tile, over about 150 m so the deepest zoom has many tiles), a radiomap and POIs a floor.
 */
async function largeArchive(): Promise<Buffer> {
  const [west, south, east, north] = [33.41, 35.144, 33.4117, 35.1451];
  const corners = [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
  const files: Zippable = {};
  const floors = [];
  const pois: { puid: string; [field: string]: unknown }[] = [];
  for (let floor = 0; floor < RESTORE_FLOORS; floor += 1) {
    floors.push({
      floor_number: String(floor),
      floor_name: `Level ${floor}`,
      zoom: 20,
      plan_corners: corners,
    });
    const plan = await sharp({
      create: {
        width: 1000,
        height: 750,
        channels: 3,
        background: '#cde',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    files[floorPlanEntryName(floor, 'png')] = [plan, { level: 0 }];
    const lines: string[] = [];
    for (let i = 0; i < SCANS_PER_FLOOR; i += 1) {
      const lat = (south + ((north - south) * (i % 97)) / 97).toFixed(6);
      const lon = (west + ((east - west) * (i % 89)) / 89).toFixed(6);
      const mac = `aa:bb:cc:00:${String(i % 50).padStart(2, '0')}:0${floor}`;
      lines.push(
        `${1_700_000_000_000 + i * 1000} ${lat} ${lon} 0 ${mac} -${40 + (i % 50)} ${floor} ${ARCHIVED_BUID}`,
      );
    }
    files[radiomapEntryName(floor)] = [strToU8(`${lines.join('\n')}\n`), { level: 6 }];
    for (let i = 0; i < 20; i += 1) {
      pois.push({
        puid: `poi_${floor}_${i}`,
        floor_number: String(floor),
        name: `Room ${floor}.${i}`,
        pois_type: 'Room',
        coordinates_lat: String(south + 0.0001 * (i + 1)),
        coordinates_lon: String(west + 0.0001 * (i + 1)),
        tags: ['crash'],
      });
    }
  }
  const building = {
    format: BackupFormat.id,
    version: BackupFormat.version,
    space: {
      buid: ARCHIVED_BUID,
      name: 'Crash Hall',
      coordinates_lat: '35.1445',
      coordinates_lon: '33.4108',
      is_published: 'true',
    },
    floors,
  };
  files[BackupEntryNames.building] = strToU8(JSON.stringify(building));
  files[BackupEntryNames.pois] = strToU8(JSON.stringify({ pois }));
  const connections = pois.slice(1).map((poi, i) => ({ pois_a: pois[i]?.puid, pois_b: poi.puid }));
  files[BackupEntryNames.connections] = strToU8(JSON.stringify({ connections }));
  return Buffer.from(zipSync(files));
}

const children = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

/** Waits until `ready` holds, checking often; false when the time is up. */
async function until(ready: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (ready()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

async function post<T>(server: ServerProcess, url: string, body: unknown, token: string) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * Sends a large restore, kills the server with SIGKILL when `killWhen` says (a plan being
 * tiled, or its radiomaps being stored), restarts it on the same data and checks what the
 * owner sees: the complete building or nothing, and no temporary upload folder left.
 */
async function crashDuringRestore(
  env: NodeJS.ProcessEnv,
  archive: Buffer,
  killWhen: 'first plan tiled' | 'every plan stored',
): Promise<'nothing' | 'complete'> {
  // The server's temporary folder, of this test alone: what the killed upload left is seen.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-restore-tmp-'));
  const serverEnv = { DEMO_DATA: '0', ...ADMIN, TMPDIR: tmp, ...env };
  const first = await startServerProcess({ env: serverEnv });
  const storage = path.join(first.dataDir, 'storage');
  let second: ServerProcess | null = null;
  try {
    const token = await signIn(first);
    const form = new FormData();
    form.append(
      'archive',
      new Blob([new Uint8Array(archive)], { type: 'application/zip' }),
      'crash.zip',
    );
    const answer = fetch(`${first.baseUrl}${contract.spaceRestore.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(
      (res) => res.status,
      () => 'cut off' as const,
    );
    const tiles = path.join(storage, 'floortiles');
    const plans = path.join(storage, 'floorplans');
    const reached = await until(() => {
      const [space] = children(tiles);
      if (!space) return false;
      if (killWhen === 'first plan tiled') return children(path.join(tiles, space)).length > 0;
      return children(path.join(plans, space)).length === RESTORE_FLOORS;
    }, 60_000);
    expect(reached, `the restore never reached "${killWhen}":\n${first.output()}`).toBe(true);
    if (killWhen === 'every plan stored') await new Promise((r) => setTimeout(r, 150));
    await first.kill();
    expect(await answer).toBe('cut off');
    // The killed upload's folder is still there: only the next start can remove it.
    expect(children(tmp).filter((name) => name.startsWith('indoor-restore-'))).not.toEqual([]);

    second = await startServerProcess({ env: serverEnv, dataDir: first.dataDir });
    const secondToken = await signIn(second);
    const { spaces } = await post<{ spaces: { buid: string; name: string }[] }>(
      second,
      contract.spaceAccessible.path,
      {},
      secondToken,
    );
    const restored = spaces.filter((space) => space.name.startsWith('Crash Hall'));
    if (restored.length === 0) {
      if (!env.DATABASE_URL) {
        // The embedded database serves one process: its plans went at the restart.
        expect(children(tiles)).toEqual([]);
        expect(children(plans)).toEqual([]);
      }
      expect(children(tmp).filter((name) => name.startsWith('indoor-restore-'))).toEqual([]);
      return 'nothing';
    }
    // The restore committed before the kill: the building must be whole.
    expect(restored).toHaveLength(1);
    const buid = (restored[0] as { buid: string }).buid;
    const { floors } = await post<{ floors: Floor[] }>(
      second,
      contract.floorAll.path,
      { buid },
      secondToken,
    );
    expect(floors.map((f) => Boolean(f.plan_version))).toEqual(Array(RESTORE_FLOORS).fill(true));
    const { pois } = await post<{ pois: unknown[] }>(
      second,
      contract.poisSpaceAll.path,
      { buid },
      secondToken,
    );
    expect(pois).toHaveLength(RESTORE_FLOORS * 20);
    const logs = await post<{ rss_log_files: { rss_log: string }[] }>(
      second,
      contract.radiomapFloors.path,
      { buid, floors: Array.from({ length: RESTORE_FLOORS }, (_, i) => i).join(' ') },
      secondToken,
    );
    expect(logs.rss_log_files.every((f) => f.rss_log.trim() !== '')).toBe(true);
    expect(children(tmp).filter((name) => name.startsWith('indoor-restore-'))).toEqual([]);
    return 'complete';
  } finally {
    await second?.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

describe('crash safety: SIGKILL during a restore', () => {
  let archive: Buffer;
  const restoreCrashes = async (env: NodeJS.ProcessEnv, label: string) => {
    archive ??= await largeArchive();
    for (const killWhen of ['first plan tiled', 'every plan stored'] as const) {
      const outcome = await crashDuringRestore(env, archive, killWhen);
      console.log(`${label}: killed when ${killWhen}; after the restart the owner sees ${outcome}`);
    }
  };

  /** Building the large archive once, then two restores cut off and two restarts each. */
  const RESTORE_CRASHES_MS = 300_000;

  it(
    'leaves the building whole or absent, and no upload folder, on the embedded database',
    async () => {
      await restoreCrashes({}, 'pglite');
    },
    RESTORE_CRASHES_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves the building whole or absent, and no upload folder, on PostgreSQL',
    async () => {
      await withPrivateDatabase('planner_restore_crash', (url) =>
        restoreCrashes({ DATABASE_URL: url }, 'postgres'),
      );
      if (process.env.PG_SUITE_MARKER)
        fs.appendFileSync(process.env.PG_SUITE_MARKER, 'e2e: restore crash safety on PostgreSQL\n');
    },
    RESTORE_CRASHES_MS,
  );
});
