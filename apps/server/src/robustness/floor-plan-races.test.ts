import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, FloorMessages, offsetByMetres } from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/**
 * A floor deleted while its plan is being tiled: the delete goes through, and the upload
 * is either committed before it (then removed with the floor) or refused with 404. Never
 * a 500, never an acknowledgement of a plan that is gone, never files left behind.
 */
const TRIALS = 20;
const CENTRE = { lat: 35.14, lon: 33.41 };

describeEachDatabase('floor-plan upload racing the delete of its floor', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let token: string;
  let image: Buffer;
  let storageDir: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'plans-')) });
    storageDir = path.join(t.config.dataDir, 'storage');
    owner = await insertUser(t.db);
    token = await t.tokenFor(owner);
    image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#e6ebf0' },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const sw = offsetByMetres(CENTRE, -12, -9);
  const ne = offsetByMetres(CENTRE, 12, 9);
  const upload = (buid: string) => {
    const body = multipartBody(
      {
        json: JSON.stringify({
          buid,
          floor_number: '0',
          zoom: 19,
          bottom_left_lat: sw.lat,
          bottom_left_lng: sw.lon,
          top_right_lat: ne.lat,
          top_right_lng: ne.lon,
        }),
      },
      { floorplan: { data: image, filename: 'plan.png', contentType: 'image/png' } },
    );
    return t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const deleteFloor = (buid: string) =>
    t.app.inject({
      method: 'POST',
      url: contract.floorDelete.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { buid, floor_number: 0 },
    });
  const floorRow = (buid: string) =>
    t.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', 0)
      .executeTakeFirst();
  const folders = (buid: string) =>
    ['floorplans', 'floortiles'].filter((root) => fs.existsSync(path.join(storageDir, root, buid)));

  it('answers 200 or 404, and the stored state follows the answers', async () => {
    // How long one upload takes here: the deletes are spread over that time, so some land
    // before the tiling, some during it and some around the commit.
    const probe = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, probe.buid, 0);
    const started = Date.now();
    expect((await upload(probe.buid)).statusCode).toBe(200);
    const uploadMs = Date.now() - started;

    const outcomes = { uploadWon: 0, uploadRefused: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const space = await insertSpace(t.db, owner.id);
      await insertFloor(t.db, space.buid, 0);
      const delay = Math.round((uploadMs * 1.2 * trial) / TRIALS);
      const [uploaded, deleted] = await Promise.all([
        upload(space.buid),
        new Promise<Awaited<ReturnType<typeof deleteFloor>>>((resolve, reject) =>
          setTimeout(() => deleteFloor(space.buid).then(resolve, reject), delay),
        ),
      ]);
      const label = `trial ${trial} (delete after ${delay} ms)`;
      expect(deleted.statusCode, `${label}: ${deleted.body}`).toBe(200);
      expect(deleted.json()).toEqual({ message: FloorMessages.deleted });
      expect([200, 404], `${label}: ${uploaded.body}`).toContain(uploaded.statusCode);
      if (uploaded.statusCode === 404) {
        outcomes.uploadRefused++;
        expect(uploaded.json()).toEqual({ message: FloorMessages.notFound });
      } else {
        // Acknowledged: it committed before the delete, which then removed it.
        outcomes.uploadWon++;
        expect(uploaded.json().message).toBe(FloorMessages.uploaded);
      }
      expect(await floorRow(space.buid), label).toBeUndefined();
      expect(folders(space.buid), label).toEqual([]);
    }
    console.log(
      `[${kind}] floor-plan upload vs floor delete, ${TRIALS} trials (upload ${uploadMs} ms): ` +
        `upload committed first ${outcomes.uploadWon}, upload refused ${outcomes.uploadRefused}`,
    );
    expect(outcomes.uploadWon + outcomes.uploadRefused).toBe(TRIALS);
  });

  it('an acknowledged upload to a floor that stays is served, with no version left that no row names', async () => {
    const space = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, space.buid, 0);
    const answers = await Promise.all([upload(space.buid), upload(space.buid)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const floor = await floorRow(space.buid);
    const live = floor?.plan_version;
    expect(live).toBeTruthy();
    expect(answers.map((a) => a.json().floor.plan_version)).toContain(live);
    // The other upload either was overtaken (and removed what it wrote) or committed first
    // and was then replaced: kept, so that an undo can make it live again.
    const kept = await t.db
      .selectFrom('floor_plan_versions')
      .select('plan_version')
      .where('buid', '=', space.buid)
      .execute();
    const named = [live, ...kept.map((k) => k.plan_version)].sort();
    expect(fs.readdirSync(path.join(storageDir, 'floortiles', space.buid, '0')).sort()).toEqual(
      named,
    );
    expect(fs.readdirSync(path.join(storageDir, 'floorplans', space.buid, '0')).sort()).toEqual(
      named,
    );
    const plan = await t.app.inject({
      method: 'POST',
      url: `/api/floorplans64/${space.buid}/0`,
      payload: {},
    });
    expect(plan.statusCode).toBe(200);
  });

  it('a space deleted while its plan is tiled leaves no folder behind', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const space = await insertSpace(t.db, owner.id);
      await insertFloor(t.db, space.buid, 0);
      const [uploaded, deleted] = await Promise.all([
        upload(space.buid),
        new Promise<Awaited<ReturnType<typeof deleteFloor>>>((resolve, reject) =>
          setTimeout(
            () =>
              t.app
                .inject({
                  method: 'POST',
                  url: contract.spaceDelete.path,
                  headers: { authorization: `Bearer ${token}` },
                  payload: { buid: space.buid },
                })
                .then(resolve, reject),
            trial * 15,
          ),
        ),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 404], uploaded.body).toContain(uploaded.statusCode);
      expect(folders(space.buid)).toEqual([]);
    }
  });
});
