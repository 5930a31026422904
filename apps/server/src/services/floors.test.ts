import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contract, FloorMessages, ServerLimits, ServerMessages, tileKeyOf } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('floors', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let space: SpaceRow;
  const post = async (path: string, caller: UserRow | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/floors-test-') });
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('adds floors, refuses a duplicate number, and lists them numerically', async () => {
    for (const n of ['2', '-1', 0]) {
      const res = await post(contract.floorAdd.path, owner, {
        buid: space.buid,
        floor_number: n,
        floor_name: `Level ${n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const again = await post(contract.floorAdd.path, owner, { buid: space.buid, floor_number: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ServerMessages.floorExists });
    const list = await post(contract.floorAll.path, null, { buid: space.buid });
    expect(list.json().floors.map((f: { floor_number: string }) => f.floor_number)).toEqual([
      '-1',
      '0',
      '2',
    ]);
  });

  it('refuses a floor-plan upload of a caller without the right when its json arrives, before reading the image', async () => {
    await insertFloor(t.db, space.buid, 7);
    const boundary = `----early${Math.random().toString(16).slice(2)}`;
    const json = JSON.stringify({
      buid: space.buid,
      floor_number: '7',
      zoom: 20,
      bottom_left_lat: 35.14,
      bottom_left_lng: 33.41,
      top_right_lat: 35.141,
      top_right_lng: 33.411,
    });
    // An image larger than the limit: read, it would be refused as too large (413).
    const imageBytes = ServerLimits.floorPlanBytes + 1024 * 1024;
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="floorplan"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    ];
    const block = Buffer.alloc(1024 * 1024);
    let sent = 0;
    async function* body() {
      for (const part of parts) {
        sent += part.length;
        yield part;
      }
      for (let left = imageBytes; left > 0; left -= block.length) {
        sent += block.length;
        yield block;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${await t.tokenFor(stranger)}`,
      },
      payload: Readable.from(body()),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(ServerMessages.floorPlanForbidden);
    // The answer came long before the image could have been read to its end.
    expect(sent).toBeLessThan(ServerLimits.floorPlanBytes / 2);
    const floor = await post(contract.floorAll.path, owner, { buid: space.buid });
    const seven = floor.json().floors.find((f: { floor_number: string }) => f.floor_number === '7');
    expect(seven?.plan_version).toBeUndefined();
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage', 'floortiles', space.buid))).toBe(
      false,
    );
  });

  it('refuses a floor number that is not a whole number, naming the field', async () => {
    const res = await post(contract.floorAdd.path, owner, {
      buid: space.buid,
      floor_number: '1.5',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"floor_number"/);
  });

  it('lets only editors change floors', async () => {
    const res = await post(contract.floorUpdate.path, stranger, {
      buid: space.buid,
      floor_number: 0,
      floor_name: 'Mine',
    });
    expect(res.statusCode).toBe(403);
    const ok = await post(contract.floorUpdate.path, owner, {
      buid: space.buid,
      floor_number: 0,
      floor_name: 'Ground',
    });
    expect(ok.json().floor).toMatchObject({ floor_number: '0', floor_name: 'Ground' });
    const missing = await post(contract.floorUpdate.path, owner, {
      buid: space.buid,
      floor_number: 77,
    });
    expect(missing.json()).toEqual({ message: FloorMessages.notFound });
  });

  it('deletes a floor with its POIs, connections, survey data and files, leaving other floors', async () => {
    const other = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, other.buid, 0);
    await insertFloor(t.db, other.buid, 1);
    const a = await insertPoi(t.db, other.buid, 0, owner.id);
    const b = await insertPoi(t.db, other.buid, 1, owner.id);
    const keep = await insertPoi(t.db, other.buid, 1, owner.id);
    await t.db
      .insertInto('connections')
      .values({
        cuid: `c_${a.puid}`,
        buid: other.buid,
        buid_a: other.buid,
        buid_b: other.buid,
        floor_a: 0,
        floor_b: 1,
        pois_a: a.puid,
        pois_b: b.puid,
        weight: 5,
        owner_id: owner.id,
      })
      .execute();
    await t.db
      .insertInto('fingerprints')
      .values({
        buid: other.buid,
        floor_number: 0,
        lat: 1,
        lon: 1,
        heading: 0,
        measured_at: new Date(),
        macs: [],
        rss: [],
        tile_key: String(tileKeyOf({ lat: 1, lon: 1 })),
      })
      .execute();
    const tile = path.join(
      t.config.dataDir,
      'storage',
      'floortiles',
      other.buid,
      '0',
      'v1',
      '22',
      '1',
      '1.png',
    );
    fs.mkdirSync(path.dirname(tile), { recursive: true });
    fs.writeFileSync(tile, 'png');

    const res = await post(contract.floorDelete.path, owner, { buid: other.buid, floor_number: 0 });
    expect(res.json()).toEqual({ message: FloorMessages.deleted });
    const pois = await t.db
      .selectFrom('pois')
      .select('puid')
      .where('buid', '=', other.buid)
      .execute();
    expect(pois.map((p) => p.puid).sort()).toEqual([b.puid, keep.puid].sort());
    expect(
      await t.db.selectFrom('connections').selectAll().where('buid', '=', other.buid).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('fingerprints').selectAll().where('buid', '=', other.buid).execute(),
    ).toEqual([]);
    expect(fs.existsSync(tile)).toBe(false);
    const again = await post(contract.floorDelete.path, owner, {
      buid: other.buid,
      floor_number: 0,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers plans as base64 and an empty entry for a floor without a plan', async () => {
    const planned = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, planned.buid, 0, {
      plan_version: 'abc123',
      plan_content_type: 'image/png',
    });
    await insertFloor(t.db, planned.buid, 1);
    const file = path.join(t.config.dataDir, 'storage', 'floorplans', planned.buid, '0', 'abc123');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const one = await post(`/api/floorplans64/${planned.buid}/0`, null, {});
    expect(one.json()).toEqual({
      floor_number: '0',
      content_type: 'image/png',
      base64: 'iVBORw==',
    });
    const none = await post(`/api/floorplans64/${planned.buid}/1`, null, {});
    expect(none.statusCode).toBe(404);
    const all = await post(
      `/api/floorplans64/all/${planned.buid}/${encodeURIComponent('0 1 5')}`,
      null,
      {},
    );
    expect(all.json()).toEqual({ all_floors: ['iVBORw==', '', ''] });
  });
});
