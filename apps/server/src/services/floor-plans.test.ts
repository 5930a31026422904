import fs from 'node:fs';
import path from 'node:path';
import {
  contract,
  FloorMessages,
  haversineMetres,
  type LatLng,
  offsetByMetres,
  ServerMessages,
} from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { FileStorage, type ObjectStorage } from '../storage/file-storage.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CENTRE = { lat: 35.1447, lon: 33.4109 };

/** Corners [lon, lat] of a w x h metre plan centred on CENTRE, rotated clockwise by `degrees`. */
function rotatedCorners(widthM: number, heightM: number, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  const corner = (dx: number, dy: number): [number, number] => {
    // dx east, dy north before rotation; clockwise rotation on the map.
    const east = dx * Math.cos(a) + dy * Math.sin(a);
    const north = -dx * Math.sin(a) + dy * Math.cos(a);
    const p = offsetByMetres(CENTRE, east, north);
    return [p.lon, p.lat];
  };
  return [
    corner(-widthM / 2, heightM / 2),
    corner(widthM / 2, heightM / 2),
    corner(widthM / 2, -heightM / 2),
    corner(-widthM / 2, -heightM / 2),
  ];
}

async function planImage(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 235, b: 240 } } })
    .png()
    .toBuffer();
}

/** The world tile containing a position at a zoom. */
function tileAt(p: LatLng, z: number) {
  const n = 2 ** z;
  const x = Math.floor(((p.lon + 180) / 360) * n);
  const s = Math.sin((p.lat * Math.PI) / 180);
  const y = Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n);
  return { x, y };
}

describe('floor-plan upload and tiles', () => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;

  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: fs.mkdtempSync('/tmp/plans-test-') });
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: CENTRE.lat,
      coordinates_lon: CENTRE.lon,
    });
    await insertFloor(t.db, space.buid, 0);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const upload = async (
    json: Record<string, unknown>,
    image: Buffer,
    caller: UserRow | null = owner,
    contentType = 'image/png',
  ) => {
    const body = multipartBody(
      { json: JSON.stringify(json) },
      { floorplan: { data: image, filename: 'plan.png', contentType } },
    );
    return t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: {
        ...body.headers,
        ...(caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {}),
      },
      payload: body.payload,
    });
  };
  const placement = (extra: Record<string, unknown> = {}) => ({
    buid: space.buid,
    floor_number: '0',
    zoom: 19,
    corners: rotatedCorners(60, 40, 30),
    ...extra,
  });
  const getTile = (
    z: number,
    x: number,
    y: number,
    headers: Record<string, string> = {},
    query = '',
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/floortiles/${space.buid}/0/${z}/${x}/${y}.png${query}`,
      headers,
    });

  it('tiles a rotated plan: the centre tile at zoom 20 is served with an ETag; outside is 404', async () => {
    const res = await upload(placement(), await planImage());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(FloorMessages.uploaded);
    expect(body.size_m.width).toBeCloseTo(60, 0);
    expect(body.size_m.height).toBeCloseTo(40, 0);
    expect(body.tiles).toBeGreaterThan(10);
    expect(body.floor.plan_version).toMatch(/^[0-9a-z]+$/);
    expect(body.floor.plan_corners).toHaveLength(4);
    // The bounding box of a rotated plan is larger than the plan.
    const bl = { lat: Number(body.floor.bottom_left_lat), lon: Number(body.floor.bottom_left_lng) };
    const tr = { lat: Number(body.floor.top_right_lat), lon: Number(body.floor.top_right_lng) };
    expect(haversineMetres(bl, tr)).toBeGreaterThan(Math.hypot(60, 40));

    const { x, y } = tileAt(CENTRE, 20);
    const tile = await getTile(20, x, y);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    const meta = await sharp(tile.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const etag = String(tile.headers.etag);
    expect((await getTile(20, x, y, { 'if-none-match': etag })).statusCode).toBe(304);
    const pinned = await getTile(20, x, y, {}, `?v=${body.floor.plan_version}`);
    expect(pinned.headers['cache-control']).toContain('immutable');
    expect((await getTile(20, x + 40, y)).statusCode).toBe(404);
  });

  it('keeps the previous plan intact when a new upload is refused', async () => {
    const before = (await upload(placement(), await planImage())).json();
    const { x, y } = tileAt(CENTRE, 20);
    const refused = [
      await upload(placement(), Buffer.from('this is not an image at all')),
      await upload(placement(), (await planImage()).subarray(0, 120)),
      await upload(placement({ zoom: 17 }), await planImage()),
      await upload(
        placement({
          corners: [
            [0, 0],
            [0, 0],
            [0, 0],
            [0, 0],
          ],
        }),
        await planImage(),
      ),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused[2]?.json()).toEqual({ message: FloorMessages.minimumZoom(17) });
    expect(refused[3]?.json()).toEqual({ message: FloorMessages.invalidCoordinates });
    for (const r of refused) expect(typeof r.json().message).toBe('string');
    const floors = await t.app.inject({
      method: 'POST',
      url: contract.floorAll.path,
      payload: { buid: space.buid },
    });
    expect(floors.json().floors[0].plan_version).toBe(before.floor.plan_version);
    expect((await getTile(20, x, y)).statusCode).toBe(200);
  });

  it('replaces a plan atomically and keeps the old version (an undo makes it live again)', async () => {
    const first = (await upload(placement(), await planImage())).json();
    const second = (await upload(placement(), await planImage(300, 200))).json();
    expect(second.floor.plan_version).not.toBe(first.floor.plan_version);
    expect(second.previous_plan_version).toBe(first.floor.plan_version);
    const kept = await t.db
      .selectFrom('floor_plan_versions')
      .select('plan_version')
      .where('buid', '=', space.buid)
      .execute();
    expect(kept.map((k) => k.plan_version)).toContain(first.floor.plan_version);
    const versions = fs.readdirSync(
      path.join(t.config.dataDir, 'storage', 'floortiles', space.buid, '0'),
    );
    // Only the live plan and the kept ones are stored.
    expect(versions.sort()).toEqual(
      [second.floor.plan_version, ...kept.map((k) => k.plan_version)].sort(),
    );
    const original = await t.app.inject({
      method: 'POST',
      url: `/api/floorplans64/${space.buid}/0`,
      payload: {},
    });
    const back = Buffer.from(original.json().base64, 'base64');
    expect((await sharp(back).metadata()).width).toBe(300);
  });

  it('accepts an unrotated plan from the bounding box alone', async () => {
    const sw = offsetByMetres(CENTRE, -20, -15);
    const ne = offsetByMetres(CENTRE, 20, 15);
    const res = await upload(
      {
        buid: space.buid,
        floor_number: 0,
        zoom: '19',
        bottom_left_lat: String(sw.lat),
        bottom_left_lng: String(sw.lon),
        top_right_lat: ne.lat,
        top_right_lng: ne.lon,
      },
      await planImage(400, 300),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.json().floor.bottom_left_lat)).toBeCloseTo(sw.lat, 9);
  });

  it('refuses oversized files, decompression bombs, wrong content types and other users', async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 1);
    const tooBig = await upload(placement(), big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: ServerMessages.floorPlanTooLarge });

    // A valid PNG header that claims 100,000 x 100,000 pixels.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const started = Date.now();
    const bombRes = await upload(placement(), bomb);
    expect(bombRes.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(5000);

    const json = await t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: placement(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: ServerMessages.floorPlanMultipart });

    const stranger = await insertUser(t.db);
    expect((await upload(placement(), await planImage(), stranger)).statusCode).toBe(403);
    expect((await upload(placement(), await planImage(), null)).statusCode).toBe(401);
    expect((await upload(placement({ floor_number: 9 }), await planImage())).json()).toEqual({
      message: FloorMessages.notFound,
    });
  });
});

describe('floor-plan upload when the store fails part-way', () => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  /** Writes the store accepts before each further one fails; null: never fails. */
  let writesBeforeFailure: number | null = null;

  /** The data folder's store, whose writes fail once `writesBeforeFailure` are used up. */
  const failingStore = (config: { dataDir: string }): ObjectStorage => {
    const inner = new FileStorage(path.join(config.dataDir, 'storage'));
    const spend = () => {
      if (writesBeforeFailure === null) return;
      if (writesBeforeFailure <= 0) throw new Error('the object store is unavailable');
      writesBeforeFailure -= 1;
    };
    return {
      put: async (key, data) => {
        spend();
        await inner.put(key, data);
      },
      putStream: async (key, body) => {
        spend();
        await inner.putStream(key, body);
      },
      get: (key) => inner.get(key),
      exists: (key) => inner.exists(key),
      deletePrefix: (prefix) => inner.deletePrefix(prefix),
      listChildren: (prefix) => inner.listChildren(prefix),
    };
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, {}, failingStore);
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: CENTRE.lat,
      coordinates_lon: CENTRE.lon,
    });
    await insertFloor(t.db, space.buid, 0);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (image: Buffer) => {
    const body = multipartBody(
      {
        json: JSON.stringify({
          buid: space.buid,
          floor_number: '0',
          zoom: 19,
          corners: rotatedCorners(60, 40, 30),
        }),
      },
      { floorplan: { data: image, filename: 'plan.png', contentType: 'image/png' } },
    );
    return t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: body.payload,
    });
  };
  const planVersion = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: contract.floorAll.path,
        payload: { buid: space.buid },
      })
    ).json().floors[0].plan_version as string;
  const stored = (root: string) =>
    fs.readdirSync(path.join(t.config.dataDir, 'storage', root, space.buid, '0'));

  it.each([
    ['the plan image', 0],
    ['a tile', 3],
  ])('keeps the previous plan whole when writing %s fails', async (_what, allowed) => {
    writesBeforeFailure = null;
    const first = await upload(await planImage());
    expect(first.statusCode, first.body).toBe(200);
    const version = first.json().floor.plan_version as string;
    const { x, y } = tileAt(CENTRE, 20);
    const tileUrl = `/api/floortiles/${space.buid}/0/20/${x}/${y}.png`;
    const tileBefore = await t.app.inject({ method: 'GET', url: tileUrl });
    expect(tileBefore.statusCode).toBe(200);

    writesBeforeFailure = allowed;
    const failed = await upload(await planImage(300, 200));
    writesBeforeFailure = null;
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(typeof failed.json().message).toBe('string');
    expect(await planVersion()).toBe(version);
    // The old plan is served as before; nothing of the failed version is left stored, only
    // the live plan and the plans it replaced (kept for an undo).
    const tileAfter = await t.app.inject({ method: 'GET', url: tileUrl });
    expect(tileAfter.statusCode).toBe(200);
    expect(tileAfter.rawPayload.equals(tileBefore.rawPayload)).toBe(true);
    const kept = await t.db
      .selectFrom('floor_plan_versions')
      .select('plan_version')
      .where('buid', '=', space.buid)
      .execute();
    const named = [version, ...kept.map((k) => k.plan_version)].sort();
    expect(stored('floortiles').sort()).toEqual(named);
    expect(stored('floorplans').sort()).toEqual(named);
  });
});
