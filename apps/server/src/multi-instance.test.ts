import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { buildBackupArchive, contract, syntheticSurvey, writeRadiomapLog } from '@indoor/domain';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { createServer, type RunningServer } from './server.js';
import { sweepPlanStorageAtStart } from './storage/plan-storage-sweep.js';
import { S3Storage, s3ClientConfig } from './storage/s3-storage.js';
import { backupSourcesOf, PLAN_CORNERS, restoreUpload } from './test/backup-archives.js';
import { insertFloor, insertPoi, insertSpace } from './test/factories.js';
import { multipartBody } from './test/multipart.js';
import { startTestObjectStore, type TestObjectStore } from './test/s3-test-server.js';
import type { TestApp } from './test/test-app.js';

const SUITE = 'two server instances on one PostgreSQL and one object store';
const ADMIN = { username: 'campus-admin', password: 'a long enough admin password' };

const databaseUrl = process.env.TEST_DATABASE_URL;
const store = databaseUrl ? await startTestObjectStore('campus-plans') : null;
const skipReason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set (two instances need one PostgreSQL)'
  : store && 'unavailable' in store
    ? store.unavailable
    : null;
if (skipReason) console.warn(`"${SUITE}" skipped: ${skipReason}`);

/** One server instance as a load balancer reaches it: its address, over HTTP. */
interface Instance {
  server: RunningServer;
  base: string;
  dataDir: string;
}

const planPng = (background: string) =>
  sharp({ create: { width: 512, height: 384, channels: 3, background } })
    .png()
    .toBuffer();

describe.skipIf(skipReason !== null)(SUITE, () => {
  const objects = store as TestObjectStore;
  let databaseName: string;
  let database: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  let token: string;
  let adminId: string;
  let buid: string;
  let storage: S3Storage;
  let client: S3Client;
  const savedEnv = { ...process.env };

  const call = async (
    instance: Instance,
    route: string,
    init: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: Buffer;
      anonymous?: boolean;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (token && !init.anonymous) headers.authorization = `Bearer ${token}`;
    let body: string | Uint8Array | undefined;
    if (init.raw) body = new Uint8Array(init.raw);
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return fetch(`${instance.base}${route}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
  };

  const start = async (name: string, url: string, demoData = '0'): Promise<Instance> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `indoor-instance-${name}-`));
    const config = loadConfig({
      DATABASE_URL: url,
      STORAGE_URL: `s3://${objects.bucket}/campus`,
      AWS_ENDPOINT_URL: objects.endpoint,
      DATA_DIR: dataDir,
      DEMO_DATA: demoData,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'one secret every instance of the campus shares',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      RATE_LIMIT_FAILED_LOGINS: '5',
    });
    const server = await createServer(config, { version: '9.9.9', variant: 'test' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    return { server, base: `http://127.0.0.1:${port}`, dataDir };
  };

  /** The keys of one floor's stored tiles, read from the object store itself. */
  const storedTiles = async (floor: number, version: string) => {
    const prefix = `floortiles/${buid}/${floor}/${version}`;
    const keys: string[] = [];
    for (const z of await storage.listChildren(prefix)) {
      for (const x of await storage.listChildren(`${prefix}/${z}`)) {
        for (const y of await storage.listChildren(`${prefix}/${z}/${x}`)) {
          keys.push(`${z}/${x}/${y}`);
        }
      }
    }
    return keys;
  };

  const uploadPlan = async (instance: Instance, image: Buffer) => {
    const form = multipartBody(
      { json: JSON.stringify({ buid, floor_number: '0', zoom: 19, corners: PLAN_CORNERS }) },
      { floorplan: { data: image, filename: 'plan.png', contentType: 'image/png' } },
    );
    const res = await call(instance, contract.floorPlanUpload.path, {
      method: 'POST',
      raw: form.payload,
      headers: form.headers,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as {
      floor: { plan_version: string };
      previous_plan_version?: string;
    };
  };

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = objects.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = objects.credentials.secretAccessKey;
    databaseName = `multi_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(databaseUrl as string);
    url.pathname = `/${databaseName}`;
    // One after the other: the first migrates, the second finds the schema current.
    a = await start('a', url.toString());
    b = await start('b', url.toString());
    database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null, poolSize: 2 });
    client = new S3Client({
      ...s3ClientConfig(objects.endpoint, null),
      credentials: objects.credentials,
    });
    storage = new S3Storage(client, { bucket: objects.bucket, prefix: 'campus' });

    const login = await call(a, contract.userLogin.path, { body: ADMIN });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { id: string; access_token: string } };
    token = user.access_token;
    adminId = user.id;
    const space = await insertSpace(database.db, adminId, { name: 'Shared Hall' });
    buid = space.buid;
    await insertFloor(database.db, buid, 0, { floor_name: 'Ground' });
  }, 120_000);

  afterAll(async () => {
    client?.destroy();
    await a?.server.close();
    await b?.server.close();
    await database?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    for (const instance of [a, b]) {
      if (instance) fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await objects.close();
    process.env = savedEnv;
    if (process.env.PG_SUITE_MARKER && databaseName) {
      fs.appendFileSync(
        process.env.PG_SUITE_MARKER,
        'two server instances on one PostgreSQL and one object store\n',
      );
    }
  });

  it('serves through B the tiles of a plan uploaded through A, and never a replaced one', async () => {
    const first = await uploadPlan(a, await planPng('#cde'));
    const version = first.floor.plan_version;
    const tiles = await storedTiles(0, version);
    expect(tiles.length).toBeGreaterThan(0);
    // Nothing of the plan is kept in either instance's own folder.
    for (const instance of [a, b]) {
      expect(fs.existsSync(path.join(instance.dataDir, 'storage'))).toBe(false);
    }
    const tile = `/api/floortiles/${buid}/0/${tiles[0]}`;
    const [z, x, y] = (tiles[0] as string).replace('.png', '').split('/');
    const viaA = await call(a, tile);
    const viaB = await call(b, tile);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toBe('image/png');
    expect(viaB.headers.get('etag')).toBe(`"${version}-${z}-${x}-${y}"`);
    expect(viaB.headers.get('cache-control')).toBe('public, max-age=300');
    const firstTileBytes = Buffer.from(await viaA.arrayBuffer());
    expect(Buffer.from(await viaB.arrayBuffer())).toEqual(firstTileBytes);
    const pinned = await call(b, `${tile}?v=${version}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const revalidated = await call(b, tile, {
      headers: { 'if-none-match': viaB.headers.get('etag') as string },
    });
    expect(revalidated.status).toBe(304);

    // Replaced through B: A answers the new plan at once; the old one is kept (an undo can
    // make it live again) but served no more.
    const second = await uploadPlan(b, await planPng('#345'));
    const replaced = second.floor.plan_version;
    expect(replaced).not.toBe(version);
    const newTiles = await storedTiles(0, replaced);
    const after = await call(a, `/api/floortiles/${buid}/0/${newTiles[0]}`);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).toContain(replaced);
    const stale = await call(a, tile, {
      headers: { 'if-none-match': viaB.headers.get('etag') as string },
    });
    expect(stale.status).not.toBe(304);
    expect(second.previous_plan_version).toBe(version);
    expect((await storage.listChildren(`floorplans/${buid}/0`)).sort()).toEqual(
      [version, replaced].sort(),
    );
    // The start-up sweep (of an instance starting later) leaves the kept plan in the store;
    // made live again through A, B serves its tiles.
    await sweepPlanStorageAtStart(database.db, storage);
    expect(await storedTiles(0, version)).toEqual(tiles);
    const restored = await call(a, contract.floorPlanRestore.path, {
      body: { buid, floor_number: 0, plan_version: version, live_version: replaced },
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const again = await call(b, `${tile}?v=${version}`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(firstTileBytes);
  });

  it('routes through B over a POI edited and a connection added through A a moment before', async () => {
    const poi = (name: string, lon: number) =>
      insertPoi(database.db, buid, 0, adminId, {
        name,
        coordinates_lat: 35.14,
        coordinates_lon: lon,
      });
    const entrance = await poi('Entrance', 33.4096);
    const hall = await poi('Hall', 33.41);
    const lab = await poi('Lab', 33.4104);
    for (const [from, to] of [
      [entrance.puid, hall.puid],
      [hall.puid, lab.puid],
    ]) {
      const added = await call(a, contract.connectionAdd.path, {
        body: { pois_a: from, pois_b: to, buid },
      });
      expect(added.status, await added.clone().text()).toBe(200);
    }
    const route = async () => {
      const res = await call(b, contract.navigationRoute.path, {
        body: { pois_from: entrance.puid, pois_to: lab.puid },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const before = await route();
    expect(before.status).toBe(200);
    const puids = (r: { body: Record<string, unknown> }) =>
      (r.body.pois as { puid: string }[]).map((p) => p.puid);
    expect(puids(before)).toEqual([entrance.puid, hall.puid, lab.puid]);

    const moved = await call(a, contract.poisUpdate.path, {
      body: { puid: hall.puid, coordinates_lat: '35.1402', coordinates_lon: '33.4101' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const afterMove = await route();
    const movedHall = (afterMove.body.pois as { puid: string; lat: string }[])[1];
    expect(Number(movedHall?.lat)).toBeCloseTo(35.1402, 6);

    const shortcut = await call(a, contract.connectionAdd.path, {
      body: { pois_a: entrance.puid, pois_b: lab.puid, buid },
    });
    expect(shortcut.status).toBe(200);
    expect(puids(await route())).toEqual([entrance.puid, lab.puid]);
  });

  it('computes on one instance the access points of a survey uploaded through A, and B answers them at once', async () => {
    const surveyed = await insertSpace(database.db, adminId, { name: 'Surveyed Hall' });
    await insertFloor(database.db, surveyed.buid, 0);
    const target = { buid: surveyed.buid, floor: 0 };
    const survey = syntheticSurvey({
      seed: 3,
      corridors: 2,
      widthM: 40,
      accessPoints: 6,
      scans: 600,
      shadowingDb: 4,
      origin: { lat: 35.14, lon: 33.41 },
    });
    const form = multipartBody(
      { json: JSON.stringify(target) },
      {
        radiomap: {
          data: Buffer.from(writeRadiomapLog(survey.scans, target)),
          filename: 'radiomap.txt',
          contentType: 'text/plain',
        },
      },
    );
    const uploaded = await call(a, contract.radiomapUpload.path, {
      method: 'POST',
      raw: form.payload,
      headers: form.headers,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const versions = async () => {
      const result = await sql<{ floor: string; stored: string | null }>`
        select f.fingerprints_version::text as floor, a.fingerprints_version::text as stored
        from floors f left join access_points a using (buid, floor_number)
        where f.buid = ${target.buid} and f.floor_number = 0`.execute(database.db);
      return result.rows[0];
    };
    // Nobody asks: an instance computes them in the background.
    await expect
      .poll(
        async () => {
          const v = await versions();
          return v?.stored === v?.floor;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const refreshers = [a, b].map((instance) => instance.server.app.accessPointRefresher);
    expect((refreshers[0]?.computed ?? 0) + (refreshers[1]?.computed ?? 0)).toBe(1);
    const read = await call(b, contract.accessPointsFloor.path, { body: target, anonymous: true });
    expect(read.status).toBe(200);
    const answer = (await read.json()) as {
      status: string;
      accessPoints: unknown[];
      version: string;
    };
    expect(answer.status).toBe('ready');
    expect(answer.accessPoints).toHaveLength(6);
    expect(answer.version).toBe((await versions())?.floor);
    // Read without computing anything again, on either instance.
    expect((refreshers[0]?.computed ?? 0) + (refreshers[1]?.computed ?? 0)).toBe(1);
  });

  it('restores through B a backup made through A', async () => {
    const sources = await backupSourcesOf({ app: a.server.app } as TestApp, buid, token);
    const archive = Buffer.from(buildBackupArchive(sources));
    const form = restoreUpload(archive);
    const res = await call(b, contract.spaceRestore.path, {
      method: 'POST',
      raw: form.payload,
      headers: form.headers,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = (await res.json()) as {
      space: { buid: string };
      floors: number;
      pois: number;
      connections: number;
    };
    expect(restored).toMatchObject({
      floors: 1,
      pois: sources.pois.length,
      connections: sources.connections.length,
    });
    const floors = await call(a, contract.floorAll.path, { body: { buid: restored.space.buid } });
    const [floor] = ((await floors.json()) as { floors: { plan_version: string }[] }).floors;
    expect(floor?.plan_version).toBeTruthy();
    const copy = `floortiles/${restored.space.buid}/0/${floor?.plan_version}`;
    const [z] = await storage.listChildren(copy);
    const [x] = await storage.listChildren(`${copy}/${z}`);
    const [y] = await storage.listChildren(`${copy}/${z}/${x}`);
    const tile = await call(a, `/api/floortiles/${restored.space.buid}/0/${z}/${x}/${y}`);
    expect(tile.status).toBe(200);
  });

  it('answers the sixth wrong password with 429, whichever instance counted the five', async () => {
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await call(attempt % 2 === 0 ? a : b, contract.userLogin.path, {
        body: { username: ADMIN.username, password: `wrong password ${attempt}` },
        anonymous: true,
      });
      statuses.push(res.status);
      remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The per-address limit of sign-in counts one window for both instances.
    for (let i = 1; i < remaining.length; i += 1) {
      expect(remaining[i]).toBe((remaining[i - 1] as number) - 1);
    }
  });

  it('starts two instances at once on an empty database: one admin, one demo building', async () => {
    const fresh = `multi_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${fresh}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${fresh}`;
    const started = await Promise.allSettled([
      start('c', url.toString(), '1'),
      start('d', url.toString(), '1'),
    ]);
    try {
      expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const count = async (query: string) => Number((await check.query(query)).rows[0].n);
      expect(
        await count(`select count(*) as n from users where username = '${ADMIN.username}'`),
      ).toBe(1);
      expect(await count(`select count(*) as n from spaces`)).toBe(1);
      expect(await count(`select count(*) as n from users where username = 'planner'`)).toBe(1);
      await check.end();
    } finally {
      for (const outcome of started) {
        if (outcome.status !== 'fulfilled') continue;
        await outcome.value.server.close();
        fs.rmSync(outcome.value.dataDir, { recursive: true, force: true });
      }
      await admin.query(`drop database if exists ${fresh} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
