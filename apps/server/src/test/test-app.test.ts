import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract } from '@indoor/domain';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { insertFloor, insertSpace, insertUser, PLAN_BOUNDS } from './factories.js';
import { multipartBody } from './multipart.js';
import { createTestApp } from './test-app.js';

const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    : [];

it("keeps a test app's plans and tiles in a temporary folder of its own, removed on close", async () => {
  const repositoryData = path.resolve('data');
  const before = filesUnder(repositoryData).length;
  const t = await createTestApp('pglite');
  const dataDir = t.config.dataDir;
  expect(dataDir.startsWith(os.tmpdir())).toBe(true);
  const other = await createTestApp('pglite');
  expect(other.config.dataDir).not.toBe(dataDir);
  await other.close();

  const owner = await insertUser(t.db);
  const space = await insertSpace(t.db, owner.id);
  await insertFloor(t.db, space.buid, 0);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dde' } })
    .png()
    .toBuffer();
  const upload = multipartBody(
    { json: JSON.stringify({ buid: space.buid, floor_number: '0', zoom: 19, ...PLAN_BOUNDS }) },
    { floorplan: { data: png, filename: 'plan.png', contentType: 'image/png' } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: contract.floorPlanUpload.path,
    headers: { ...upload.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
    payload: upload.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(filesUnder(dataDir).length).toBeGreaterThan(1);

  await t.close();
  expect(fs.existsSync(dataDir)).toBe(false);
  expect(filesUnder(repositoryData).length).toBe(before);
});

it("leaves a caller's own DATA_DIR to the caller", async () => {
  const mine = fs.mkdtempSync(path.join(os.tmpdir(), 'caller-data-'));
  const t = await createTestApp('pglite', { DATA_DIR: mine });
  expect(t.config.dataDir).toBe(mine);
  await t.close();
  expect(fs.existsSync(mine)).toBe(true);
  fs.rmSync(mine, { recursive: true, force: true });
});
