import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, PoiMessages } from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import {
  insertCampus,
  insertConnection,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
  PLAN_BOUNDS,
} from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { sampleRadiomapLog } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/**
 * Two requests whose checks and writes touch each other's rows, sent at the same moment
 * many times. PostgreSQL runs them side by side (PGlite one transaction at a time, where
 * the same rules must hold). Every answer is a success or a clean refusal with a message,
 * and the stored state agrees with what was acknowledged.
 */
const TRIALS = 15;

/** A plan of a few metres: few tiles, so the upload's commit often meets the delete. */
const SMALL_PLAN = {
  bottom_left_lat: 35.13998,
  bottom_left_lng: 33.40998,
  top_right_lat: 35.14002,
  top_right_lng: 33.41002,
};

interface Answer {
  status: number;
  message: string | undefined;
}

describeEachDatabase('concurrent writes inside one space', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'races-')) });
    owner = await insertUser(t.db, { role: 'user' });
    token = await t.tokenFor(owner);
  });
  afterAll(async () => {
    await t?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const answer = (res: { statusCode: number; body: string }): Answer => {
    let message: string | undefined;
    try {
      message = (JSON.parse(res.body) as { message?: string }).message;
    } catch {
      message = undefined;
    }
    return { status: res.statusCode, message };
  };

  const post = async (url: string, payload: unknown): Promise<Answer> =>
    answer(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as Record<string, unknown>,
      }),
    );

  const postMultipart = async (url: string, body: ReturnType<typeof multipartBody>) =>
    answer(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      }),
    );

  /** Starts both at once; the second after 0..3 ms, so each side sometimes wins. */
  const race = async (
    trial: number,
    first: () => Promise<Answer>,
    second: () => Promise<Answer>,
  ): Promise<[Answer, Answer]> => {
    const delay = trial % 4;
    return Promise.all([
      first(),
      new Promise<Answer>((resolve, reject) => {
        setTimeout(() => second().then(resolve, reject), delay);
      }),
    ]);
  };

  /** A success, or a refusal a client can show: 4xx with a message. Never a 5xx. */
  const expectClean = (label: string, a: Answer) => {
    const ok = a.status === 200 || (a.status >= 400 && a.status < 500 && !!a.message);
    expect(ok, `${label}: ${a.status} ${a.message ?? ''}`).toBe(true);
  };

  const spaceWithFloor = async () => {
    const space = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
    return space;
  };

  const count = async (
    table: 'floors' | 'pois' | 'connections' | 'fingerprints' | 'spaces',
    buid: string,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('buid', '=', buid)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a connection add racing the delete of one of its POIs: never both acknowledged', async () => {
    const outcomes = { connected: 0, deleted: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const space = await spaceWithFloor();
      const a = await insertPoi(t.db, space.buid, 0, owner.id);
      const b = await insertPoi(t.db, space.buid, 0, owner.id);
      const [added, deleted] = await race(
        trial,
        () => post(contract.connectionAdd.path, { pois_a: a.puid, pois_b: b.puid }),
        () => post(contract.poisDelete.path, { puid: a.puid }),
      );
      expectClean('connection add', added);
      expectClean('POI delete', deleted);
      // Deleting a POI is refused while a connection touches it: a confirmed connection
      // and a confirmed delete of its end cannot both stand.
      expect([added.status, deleted.status]).not.toEqual([200, 200]);
      const poiLeft = await t.db
        .selectFrom('pois')
        .select('puid')
        .where('puid', '=', a.puid)
        .executeTakeFirst();
      const connections = await count('connections', space.buid);
      if (added.status === 200) {
        outcomes.connected++;
        expect(connections).toBe(1);
        expect(poiLeft).toBeDefined();
        expect(deleted).toEqual({ status: 409, message: PoiMessages.deleteConnectionsFirst });
      }
      if (deleted.status === 200) {
        outcomes.deleted++;
        expect(poiLeft).toBeUndefined();
        expect(connections).toBe(0);
      }
    }
    expect(outcomes.connected + outcomes.deleted).toBe(TRIALS);
  });

  it('a connection delete racing the delete of its POI: the POI goes only once the connection has', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const space = await spaceWithFloor();
      const a = await insertPoi(t.db, space.buid, 0, owner.id);
      const b = await insertPoi(t.db, space.buid, 0, owner.id);
      const cuid = await insertConnection(t.db, space.buid, a.puid, b.puid, owner.id);
      const [unlinked, deleted] = await race(
        trial,
        () => post(contract.connectionDelete.path, { cuid }),
        () => post(contract.poisDelete.path, { puid: a.puid }),
      );
      expectClean('connection delete', unlinked);
      expectClean('POI delete', deleted);
      expect(unlinked.status).toBe(200);
      expect(await count('connections', space.buid)).toBe(0);
      const poiLeft = await t.db
        .selectFrom('pois')
        .select('puid')
        .where('puid', '=', a.puid)
        .executeTakeFirst();
      expect(poiLeft === undefined).toBe(deleted.status === 200);
    }
  });

  it('a POI add racing the delete of its floor', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const space = await spaceWithFloor();
      const [added, deleted] = await race(
        trial,
        () =>
          post(contract.poisAdd.path, {
            buid: space.buid,
            floor_number: '0',
            name: `Room ${trial}`,
            pois_type: 'Room',
            coordinates_lat: '35.14',
            coordinates_lon: '33.41',
          }),
        () => post(contract.floorDelete.path, { buid: space.buid, floor_number: 0 }),
      );
      expectClean('POI add', added);
      expectClean('floor delete', deleted);
      // The floor existed: its delete always goes through, taking any POI added before it.
      expect(deleted.status).toBe(200);
      expect(await count('floors', space.buid)).toBe(0);
      expect(await count('pois', space.buid)).toBe(0);
    }
  });

  it('a space delete racing a floor add, a POI add, a connection add, a radiomap and a floor-plan upload', async () => {
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#dde' },
    })
      .png()
      .toBuffer();
    type Inside = (buid: string, puids: [string, string]) => Promise<Answer>;
    const writes: Record<string, Inside> = {
      'floor add': (buid) => post(contract.floorAdd.path, { buid, floor_number: 1 }),
      'POI add': (buid) =>
        post(contract.poisAdd.path, {
          buid,
          floor_number: '0',
          name: 'Room',
          pois_type: 'Room',
          coordinates_lat: '35.14',
          coordinates_lon: '33.41',
        }),
      'connection add': (_buid, [a, b]) =>
        post(contract.connectionAdd.path, { pois_a: a, pois_b: b }),
      'radiomap upload': (buid) =>
        postMultipart(
          contract.radiomapUpload.path,
          multipartBody(
            { json: JSON.stringify({ buid, floor: '0' }) },
            {
              radiomap: {
                data: Buffer.from(sampleRadiomapLog({ buid, floor: 0 }, 20)),
                filename: 'log.txt',
                contentType: 'text/plain',
              },
            },
          ),
        ),
      'floor-plan upload': (buid) =>
        postMultipart(
          contract.floorPlanUpload.path,
          multipartBody(
            {
              json: JSON.stringify({
                buid,
                floor_number: '0',
                zoom: 19,
                ...SMALL_PLAN,
              }),
            },
            { floorplan: { data: image, filename: 'plan.png', contentType: 'image/png' } },
          ),
        ),
    };
    for (const [label, write] of Object.entries(writes)) {
      for (let trial = 0; trial < TRIALS; trial++) {
        const space = await spaceWithFloor();
        const a = await insertPoi(t.db, space.buid, 0, owner.id);
        const b = await insertPoi(t.db, space.buid, 0, owner.id);
        const [written, deleted] = await race(
          trial,
          () => write(space.buid, [a.puid, b.puid]),
          () => post(contract.spaceDelete.path, { buid: space.buid }),
        );
        expectClean(label, written);
        expectClean('space delete', deleted);
        expect(deleted.status, `${label}: ${deleted.message}`).toBe(200);
        // Whatever was acknowledged first went with the space; nothing outlives it.
        for (const table of ['spaces', 'floors', 'pois', 'connections', 'fingerprints'] as const)
          expect(await count(table, space.buid), `${label}: ${table}`).toBe(0);
        for (const root of ['floorplans', 'floortiles'])
          expect(fs.existsSync(path.join(t.config.dataDir, 'storage', root, space.buid))).toBe(
            false,
          );
      }
    }
  });

  it('a campus update racing the delete of one of its spaces', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const kept = await insertSpace(t.db, owner.id);
      const doomed = await insertSpace(t.db, owner.id);
      const cuid = await insertCampus(t.db, owner.id, kept.buid);
      const [updated, deleted] = await race(
        trial,
        () =>
          post(contract.campusUpdate.path, {
            cuid,
            name: `Campus ${trial}`,
            buids: [kept.buid, doomed.buid],
          }),
        () => post(contract.spaceDelete.path, { buid: doomed.buid }),
      );
      expectClean('campus update', updated);
      expectClean('space delete', deleted);
      expect(deleted.status).toBe(200);
      const members = await t.db
        .selectFrom('campus_spaces')
        .select('buid')
        .where('cuid', '=', cuid)
        .execute();
      // The deleted space is never a member; the other stays, whichever request won.
      expect(members.map((m) => m.buid)).toEqual([kept.buid]);
      const campus = await t.db
        .selectFrom('campuses')
        .select('name')
        .where('cuid', '=', cuid)
        .executeTakeFirstOrThrow();
      expect(campus.name).toBe(updated.status === 200 ? `Campus ${trial}` : 'Campus');
    }
  });
});
