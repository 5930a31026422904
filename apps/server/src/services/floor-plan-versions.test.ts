import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contract,
  type Floor,
  FloorMessages,
  FloorPlanVersionConstants,
  FloorPlanVersionMessages,
  haversineMetres,
  type LatLng,
  offsetByMetres,
  ServerMessages,
} from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StorageConstants } from '../config/infrastructure.js';
import type { UserRow } from '../db/schema.js';
import { FileStorage } from '../storage/file-storage.js';
import { sweepPlanStorageAtStart } from '../storage/plan-storage-sweep.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const CENTRE = { lat: 35.1447, lon: 33.4109 };
type Corners = [number, number][];

/** Corners [lon, lat] of a w x h metre plan centred `east` metres east of CENTRE, turned clockwise. */
function corners(widthM: number, heightM: number, degrees: number, east = 0): Corners {
  const a = (degrees * Math.PI) / 180;
  const corner = (dx: number, dy: number): [number, number] => {
    const p = offsetByMetres(
      CENTRE,
      east + dx * Math.cos(a) + dy * Math.sin(a),
      -dx * Math.sin(a) + dy * Math.cos(a),
    );
    return [p.lon, p.lat];
  };
  return [
    corner(-widthM / 2, heightM / 2),
    corner(widthM / 2, heightM / 2),
    corner(widthM / 2, -heightM / 2),
    corner(-widthM / 2, -heightM / 2),
  ];
}

const images = new Map<string, Buffer>();
/** A plain plan of a size and colour (cached): its width tells which image a floor serves. */
async function planImage(width: number, colour = '#c8d2dc'): Promise<Buffer> {
  const key = `${width}${colour}`;
  const cached = images.get(key);
  if (cached) return cached;
  const png = await sharp({
    create: { width, height: 200, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  images.set(key, png);
  return png;
}

/** The world tile containing a position at a zoom. */
function tileAt(p: LatLng, z: number) {
  const n = 2 ** z;
  const s = Math.sin((p.lat * Math.PI) / 180);
  return {
    x: Math.floor(((p.lon + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n),
  };
}

const closeCorners = (a: unknown, b: Corners, metres = 0.01) => {
  const got = a as Corners;
  expect(got).toHaveLength(4);
  got.forEach(([lon, lat], i) => {
    const [wantLon, wantLat] = b[i] ?? [Number.NaN, Number.NaN];
    expect(haversineMetres({ lat, lon }, { lat: wantLat, lon: wantLon })).toBeLessThan(metres);
  });
};

describeEachDatabase('floor-plan versions: restore and placement again', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let coOwner: UserRow;
  let admin: UserRow;
  let stranger: UserRow;
  let planner: UserRow;
  let storageDir: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kept-')) });
    storageDir = path.join(t.config.dataDir, 'storage');
    owner = await insertUser(t.db);
    coOwner = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'admin' });
    stranger = await insertUser(t.db);
    planner = await insertUser(t.db, { role: 'planner' });
  });
  afterAll(async () => {
    await t?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  /** A new space of `owner` (co-owned by `coOwner`) with floor 0, placed at CENTRE. */
  const newFloor = async () => {
    const space = await insertSpace(t.db, owner.id, {
      coordinates_lat: CENTRE.lat,
      coordinates_lon: CENTRE.lon,
      co_owners: [coOwner.id],
    });
    await insertFloor(t.db, space.buid, 0);
    return space.buid;
  };
  const auth = async (caller: UserRow | null) =>
    caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};
  const upload = async (buid: string, image: Buffer, at: Corners, caller = owner) => {
    const body = multipartBody(
      { json: JSON.stringify({ buid, floor_number: '0', zoom: 19, corners: at }) },
      { floorplan: { data: image, filename: 'plan.png', contentType: 'image/png' } },
    );
    return t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...body.headers, ...(await auth(caller)) },
      payload: body.payload,
    });
  };
  const uploaded = async (buid: string, image: Buffer, at: Corners) => {
    const res = await upload(buid, image, at);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { floor: Floor; previous_plan_version?: string };
  };
  const restore = async (body: Record<string, unknown>, caller: UserRow | null = owner) =>
    t.app.inject({
      method: 'POST',
      url: contract.floorPlanRestore.path,
      headers: await auth(caller),
      payload: { floor_number: 0, ...body },
    });
  const place = async (body: Record<string, unknown>, caller: UserRow | null = owner) =>
    t.app.inject({
      method: 'POST',
      url: contract.floorPlanPlace.path,
      headers: await auth(caller),
      payload: { floor_number: 0, zoom: 19, ...body },
    });
  const floorRow = (buid: string) =>
    t.db
      .selectFrom('floors')
      .selectAll()
      .where('buid', '=', buid)
      .where('floor_number', '=', 0)
      .executeTakeFirstOrThrow();
  const keptVersions = async (buid: string) =>
    (
      await t.db
        .selectFrom('floor_plan_versions')
        .select('plan_version')
        .where('buid', '=', buid)
        .orderBy('plan_version')
        .execute()
    ).map((r) => r.plan_version);
  const stored = (buid: string, root: 'floorplans' | 'floortiles') => {
    const folder = path.join(storageDir, root, buid, '0');
    return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  };
  /** The plan image a floor serves now. */
  const servedWidth = async (buid: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/floorplans64/${buid}/0`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await sharp(Buffer.from(res.json().base64, 'base64')).metadata()).width;
  };
  const tile = async (buid: string, version: string) => {
    const { x, y } = tileAt(CENTRE, 20);
    return t.app.inject({
      method: 'GET',
      url: `/api/floortiles/${buid}/0/20/${x}/${y}.png?v=${version}`,
    });
  };
  /** Nothing is both live and kept, and every named version has its image and tiles. */
  const expectConsistent = async (buid: string) => {
    const floor = await floorRow(buid);
    const kept = await keptVersions(buid);
    expect(kept).not.toContain(floor.plan_version);
    const named = [floor.plan_version, ...kept].filter((v): v is string => v !== null).sort();
    expect(stored(buid, 'floorplans')).toEqual(named);
    expect(stored(buid, 'floortiles')).toEqual(named);
  };

  it('keeps the replaced plan; restoring it brings back the same image, corners and tiles, and redo the new one', async () => {
    const buid = await newFloor();
    const first = await uploaded(buid, await planImage(300), corners(60, 40, 30));
    expect(first.previous_plan_version).toBeUndefined();
    const firstTile = await tile(buid, first.floor.plan_version ?? '');
    expect(firstTile.statusCode).toBe(200);

    const second = await uploaded(buid, await planImage(500, '#f0e0c0'), corners(60, 24, 30));
    expect(second.previous_plan_version).toBe(first.floor.plan_version);
    expect(await keptVersions(buid)).toEqual([first.floor.plan_version]);
    await expectConsistent(buid);
    expect(await servedWidth(buid)).toBe(500);

    // Undo: the first plan is live again, under its own version, with its own tiles.
    const undone = await restore({
      buid,
      plan_version: first.floor.plan_version,
      live_version: second.floor.plan_version,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toBe(FloorPlanVersionMessages.restored);
    expect(undone.json().previous_plan_version).toBe(second.floor.plan_version);
    expect(undone.json().floor.plan_version).toBe(first.floor.plan_version);
    expect(undone.json().floor.plan_corners).toEqual(first.floor.plan_corners);
    expect(undone.json().size_m.width).toBeCloseTo(60, 0);
    expect(await servedWidth(buid)).toBe(300);
    const floor = await floorRow(buid);
    expect(floor.plan_width_px).toBe(300);
    expect(floor.plan_content_type).toBe('image/png');
    expect(floor.bottom_left_lat).toBe(Number(first.floor.bottom_left_lat));
    const tileAgain = await tile(buid, first.floor.plan_version ?? '');
    expect(tileAgain.rawPayload.equals(firstTile.rawPayload)).toBe(true);
    expect(await keptVersions(buid)).toEqual([second.floor.plan_version]);
    await expectConsistent(buid);

    // The same undo sent again changes nothing.
    const twice = await restore({ buid, plan_version: first.floor.plan_version });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().previous_plan_version).toBeUndefined();
    expect(await keptVersions(buid)).toEqual([second.floor.plan_version]);

    // Redo: the second plan is live again.
    const redone = await restore({
      buid,
      plan_version: second.floor.plan_version,
      live_version: first.floor.plan_version,
    });
    expect(redone.statusCode, redone.body).toBe(200);
    expect(await servedWidth(buid)).toBe(500);
    expect((await floorRow(buid)).plan_version).toBe(second.floor.plan_version);
    await expectConsistent(buid);
  });

  it('places the current plan again without an upload: the stored original tiled at the new corners', async () => {
    const buid = await newFloor();
    const first = await uploaded(buid, await planImage(300), corners(60, 40, 30));
    const moved = corners(80, 80 * (200 / 300), -10, 15);
    const res = await place({ buid, plan_version: first.floor.plan_version, corners: moved });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(FloorPlanVersionMessages.placed);
    expect(answer.tiles).toBeGreaterThan(0);
    expect(answer.previous_plan_version).toBe(first.floor.plan_version);
    expect(answer.floor.plan_version).not.toBe(first.floor.plan_version);
    closeCorners(answer.floor.plan_corners, moved);
    expect(answer.size_m.width).toBeCloseTo(80, 0);
    // The same image, byte for byte.
    const served = await t.app.inject({
      method: 'POST',
      url: `/api/floorplans64/${buid}/0`,
      payload: {},
    });
    expect(Buffer.from(served.json().base64, 'base64').equals(await planImage(300))).toBe(true);
    expect((await floorRow(buid)).plan_placement_to_check).toBe(false);
    await expectConsistent(buid);

    // Undone like a replacement: the old placement is back.
    const undone = await restore({
      buid,
      plan_version: first.floor.plan_version,
      live_version: answer.floor.plan_version,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    closeCorners(undone.json().floor.plan_corners, first.floor.plan_corners as Corners, 1e-6);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const buid = await newFloor();
    const first = await uploaded(buid, await planImage(300), corners(60, 40, 30));
    const second = await uploaded(buid, await planImage(400), corners(60, 40, 30));
    const live = second.floor.plan_version as string;
    const kept = first.floor.plan_version as string;
    const before = { floor: await floorRow(buid), kept: await keptVersions(buid) };
    const flat = [
      [33.41, 35.14],
      [33.41, 35.14],
      [33.41, 35.14],
      [33.41, 35.14],
    ];
    const cases: [string, Awaited<ReturnType<typeof restore>>, number, string | null][] = [
      [
        'a version never kept',
        await restore({ buid, plan_version: 'zzzzzzzzz00000000' }),
        410,
        FloorPlanVersionMessages.versionGone(
          FloorPlanVersionConstants.keptPerFloor,
          FloorPlanVersionConstants.keptForDays,
        ),
      ],
      [
        'an undo after someone else set another plan',
        await restore({ buid, plan_version: kept, live_version: kept.replace(/.$/, 'x') }),
        409,
        FloorPlanVersionMessages.changedMeanwhile,
      ],
      ['a path for a version', await restore({ buid, plan_version: '../../etc' }), 400, null],
      ['no version', await restore({ buid }), 400, null],
      [
        'a floor that does not exist',
        await restore({ buid, floor_number: 7, plan_version: kept }),
        404,
        FloorMessages.notFound,
      ],
      [
        'a space that does not exist',
        await restore({ buid: 'building_none', plan_version: kept }),
        404,
        ServerMessages.spaceNotFound,
      ],
      [
        'placing an old version',
        await place({ buid, plan_version: kept, corners: corners(50, 30, 0) }),
        409,
        FloorPlanVersionMessages.changedMeanwhile,
      ],
      [
        'placing from too far out',
        await place({ buid, plan_version: live, corners: corners(50, 30, 0), zoom: 17 }),
        400,
        FloorMessages.minimumZoom(17),
      ],
      [
        'corners that enclose nothing',
        await place({ buid, plan_version: live, corners: flat }),
        400,
        FloorMessages.invalidCoordinates,
      ],
      [
        'corners off the map',
        await place({ buid, plan_version: live, corners: [[200, 0], ...flat.slice(1)] }),
        400,
        null,
      ],
      [
        'three corners',
        await place({ buid, plan_version: live, corners: flat.slice(1) }),
        400,
        null,
      ],
      [
        'a floor without a plan',
        await place({
          buid: await newFloor(),
          plan_version: live,
          corners: corners(50, 30, 0),
        }),
        404,
        ServerMessages.floorPlanMissing,
      ],
    ];
    for (const [what, res, status, message] of cases) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const body = res.json();
      expect(typeof body.message, what).toBe('string');
      if (message !== null) expect(body.message, what).toBe(message);
    }
    expect(await floorRow(buid)).toEqual(before.floor);
    expect(await keptVersions(buid)).toEqual(before.kept);
    await expectConsistent(buid);
  });

  it('lets the roles of floor-plan upload restore and place: owner, co-owner, admin', async () => {
    const buid = await newFloor();
    const first = await uploaded(buid, await planImage(300), corners(60, 40, 30));
    await uploaded(buid, await planImage(400), corners(60, 40, 30));
    for (const [caller, status] of [
      [null, 401],
      [stranger, 403],
      [planner, 403],
    ] as const) {
      expect(
        (await restore({ buid, plan_version: first.floor.plan_version }, caller)).statusCode,
      ).toBe(status);
      const live = (await floorRow(buid)).plan_version;
      expect(
        (await place({ buid, plan_version: live, corners: corners(50, 30, 0) }, caller)).statusCode,
      ).toBe(status);
    }
    for (const caller of [coOwner, admin, owner]) {
      const live = (await floorRow(buid)).plan_version as string;
      const placed = await place({ buid, plan_version: live, corners: corners(50, 30, 5) }, caller);
      expect(placed.statusCode, placed.body).toBe(200);
      const back = await restore({ buid, plan_version: live }, caller);
      expect(back.statusCode, back.body).toBe(200);
    }
    await expectConsistent(buid);
  });

  it(`keeps the newest ${FloorPlanVersionConstants.keptPerFloor} replaced plans of a floor, each for ${FloorPlanVersionConstants.keptForDays} days`, async () => {
    const buid = await newFloor();
    const versions: string[] = [];
    const image = await planImage(120);
    for (let i = 0; i < FloorPlanVersionConstants.keptPerFloor + 3; i++)
      versions.push((await uploaded(buid, image, corners(30, 20, i))).floor.plan_version as string);
    const newestKept = versions.slice(-1 - FloorPlanVersionConstants.keptPerFloor, -1);
    expect(await keptVersions(buid)).toEqual([...newestKept].sort());
    await expectConsistent(buid);
    // The oldest are gone: an undo that far back is told so.
    const gone = await restore({ buid, plan_version: versions[0] });
    expect(gone.statusCode).toBe(410);

    // A kept plan past its time is forgotten at the next change of its floor, however few
    // the floor keeps.
    const young = await newFloor();
    const a = (await uploaded(young, image, corners(30, 20, 0))).floor.plan_version as string;
    const b = (await uploaded(young, image, corners(30, 20, 5))).floor.plan_version as string;
    const c = (await uploaded(young, image, corners(30, 20, 10))).floor.plan_version as string;
    await t.db
      .updateTable('floor_plan_versions')
      .set({ replaced_at: new Date(Date.now() - FloorPlanVersionConstants.keptForMs - 60_000) })
      .where('plan_version', '=', a)
      .execute();
    expect(await keptVersions(young)).toEqual([a, b].sort());
    const answer = await place({ buid: young, plan_version: c, corners: corners(30, 20, 45) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await keptVersions(young)).toEqual([b, c].sort());
    await expectConsistent(young);
  });

  it('the start-up sweep keeps the live and kept plans, and removes expired and unnamed ones', async () => {
    const buid = await newFloor();
    const image = await planImage(150);
    const a = (await uploaded(buid, image, corners(30, 20, 0))).floor.plan_version as string;
    const b = (await uploaded(buid, image, corners(30, 20, 10))).floor.plan_version as string;
    const c = (await uploaded(buid, image, corners(30, 20, 20))).floor.plan_version as string;
    // A version no row names (a process that stopped half-way through an upload long ago).
    const orphan = '0000000010000abcd';
    fs.mkdirSync(path.join(storageDir, 'floortiles', buid, '0', orphan, '20'), { recursive: true });
    fs.writeFileSync(path.join(storageDir, 'floorplans', buid, '0', orphan), 'x');
    const storage = new FileStorage(storageDir);

    const removed = await sweepPlanStorageAtStart(t.db, storage);
    expect(removed).toContain(`floortiles/${buid}/0/${orphan}`);
    expect(removed).toContain(`floorplans/${buid}/0/${orphan}`);
    expect(stored(buid, 'floortiles')).toEqual([a, b, c].sort());
    expect(stored(buid, 'floorplans')).toEqual([a, b, c].sort());
    // The kept ones can still be made live.
    expect((await restore({ buid, plan_version: a })).statusCode).toBe(200);

    // Past its keeping time, a kept plan is forgotten at start-up, and its files swept.
    await t.db
      .updateTable('floor_plan_versions')
      .set({ replaced_at: new Date(Date.now() - FloorPlanVersionConstants.keptForMs - 60_000) })
      .where('plan_version', '=', b)
      .execute();
    // (An hour on: the sweep spares versions started within the last hour, which an upload
    // on another instance may still be committing.)
    await sweepPlanStorageAtStart(t.db, storage, Date.now() + StorageConstants.sweepGraceMs + 1000);
    expect(await keptVersions(buid)).toEqual([c]);
    expect(stored(buid, 'floortiles')).toEqual([a, c].sort());
    await expectConsistent(buid);
  });

  it('a floor or space deleted takes its kept plans with it; a space moved forgets them', async () => {
    const deleteFloorOf = await newFloor();
    await uploaded(deleteFloorOf, await planImage(150), corners(30, 20, 0));
    await uploaded(deleteFloorOf, await planImage(160), corners(30, 20, 0));
    expect(await keptVersions(deleteFloorOf)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'POST',
      url: contract.floorDelete.path,
      headers: await auth(owner),
      payload: { buid: deleteFloorOf, floor_number: 0 },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await keptVersions(deleteFloorOf)).toEqual([]);
    expect(stored(deleteFloorOf, 'floortiles')).toEqual([]);
    expect(stored(deleteFloorOf, 'floorplans')).toEqual([]);

    const deleteSpace = await newFloor();
    await uploaded(deleteSpace, await planImage(150), corners(30, 20, 0));
    await uploaded(deleteSpace, await planImage(160), corners(30, 20, 0));
    const spaceGone = await t.app.inject({
      method: 'POST',
      url: contract.spaceDelete.path,
      headers: await auth(owner),
      payload: { buid: deleteSpace },
    });
    expect(spaceGone.statusCode, spaceGone.body).toBe(200);
    expect(await keptVersions(deleteSpace)).toEqual([]);
    expect(fs.existsSync(path.join(storageDir, 'floortiles', deleteSpace))).toBe(false);

    const moveSpace = await newFloor();
    const first = await uploaded(moveSpace, await planImage(150), corners(30, 20, 0));
    await uploaded(moveSpace, await planImage(160), corners(30, 20, 0));
    const target = offsetByMetres(CENTRE, 40, 0);
    const moved = await t.app.inject({
      method: 'POST',
      url: contract.spaceMove.path,
      headers: await auth(owner),
      payload: { buid: moveSpace, coordinates_lat: target.lat, coordinates_lon: target.lon },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await keptVersions(moveSpace)).toEqual([]);
    await expectConsistent(moveSpace);
    expect(
      (await restore({ buid: moveSpace, plan_version: first.floor.plan_version })).statusCode,
    ).toBe(410);
  });

  it('two restores, or a restore and an upload, at once leave one consistent live plan', async () => {
    const buid = await newFloor();
    const image = await planImage(150);
    const a = (await uploaded(buid, image, corners(30, 20, 0))).floor.plan_version as string;
    const b = (await uploaded(buid, image, corners(30, 20, 10))).floor.plan_version as string;
    const c = (await uploaded(buid, image, corners(30, 20, 20))).floor.plan_version as string;
    for (let trial = 0; trial < 4; trial++) {
      const [first, second] = await Promise.all([
        restore({ buid, plan_version: a }),
        restore({ buid, plan_version: b }),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const live = (await floorRow(buid)).plan_version as string;
      expect([a, b]).toContain(live);
      expect([...(await keptVersions(buid)), live].sort()).toEqual([a, b, c].sort());
      await expectConsistent(buid);
      // Back to c for the next trial.
      expect((await restore({ buid, plan_version: c })).statusCode).toBe(200);
    }

    // An undo that names the live plan it replaces, racing an upload: either the undo
    // came first (and the upload then replaced it) or it is refused; never both live.
    const [undo, upload2] = await Promise.all([
      restore({ buid, plan_version: a, live_version: c }),
      upload(buid, await planImage(170), corners(30, 20, 30)),
    ]);
    expect(upload2.statusCode, upload2.body).toBe(200);
    expect([200, 409]).toContain(undo.statusCode);
    const live = (await floorRow(buid)).plan_version as string;
    expect(live).toBe(upload2.json().floor.plan_version);
    expect(upload2.json().previous_plan_version).toBe(undo.statusCode === 200 ? a : c);
    expect([...(await keptVersions(buid)), live].sort()).toEqual([a, b, c, live].sort());
    await expectConsistent(buid);
  });

  it("replaces a plan whose version names no upload time (the demo building's)", async () => {
    const buid = await newFloor();
    const first = await uploaded(buid, await planImage(150), corners(30, 20, 0));
    // As the demo loader names its plans: by content, not by time.
    const demoVersion = 'f2ad7ee5418adc12';
    for (const root of ['floorplans', 'floortiles'])
      fs.renameSync(
        path.join(storageDir, root, buid, '0', first.floor.plan_version as string),
        path.join(storageDir, root, buid, '0', demoVersion),
      );
    await t.db
      .updateTable('floors')
      .set({ plan_version: demoVersion })
      .where('buid', '=', buid)
      .execute();
    const second = await uploaded(buid, await planImage(160), corners(30, 20, 10));
    expect(second.floor.plan_version).not.toBe(demoVersion);
    expect((await floorRow(buid)).plan_version).toBe(second.floor.plan_version);
    expect(second.previous_plan_version).toBe(demoVersion);
    expect(await servedWidth(buid)).toBe(160);
    const back = await restore({ buid, plan_version: demoVersion });
    expect(back.statusCode, back.body).toBe(200);
    expect(await servedWidth(buid)).toBe(150);
    await expectConsistent(buid);
  });
});
