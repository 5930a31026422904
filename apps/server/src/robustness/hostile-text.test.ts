import {
  contract,
  type Endpoint,
  ServerMessages,
  type Space,
  TextInputMessages,
} from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import { databaseFingerprint } from './db-fingerprint.js';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) and control characters, sent
 * where the outside probe sent them: refused with 400 naming the field and nothing
 * stored, or, in search queries, dropped.
 */
describeEachDatabase('hostile text in requests', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  let poiId: string;

  const send = async (endpoint: Endpoint, caller: UserRow | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: {
        'content-type': 'application/json',
        ...(caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {}),
      },
      // JSON.stringify writes NUL as \u0000 and a lone surrogate as \ud800, as a hostile client would.
      payload: JSON.stringify(body),
    });

  /** The request is refused with 400 naming `field`, and the database is as it was. */
  const expectRefused = async (
    request: () => ReturnType<typeof send>,
    field: string,
    detail: string,
  ) => {
    const before = await databaseFingerprint(t.db);
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: ServerMessages.invalidField(field, detail) });
    expect(await databaseFingerprint(t.db)).toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db, { username: `owner_${kind}` });
    space = await insertSpace(t.db, owner.id, { name: 'Lab Hall', is_published: true });
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
    poiId = (await insertPoi(t.db, space.buid, 0, owner.id, { name: 'Lab Room' })).puid;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('space search drops NUL and unpaired surrogates from the query, without a token', async () => {
    for (const query of [`La${NUL}b`, `La${LONE_SURROGATE}b`, `\u0007Lab\u001B`]) {
      const res = await send(contract.spaceSearch, null, { query });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { spaces: Space[] }).spaces.map((s) => s.buid)).toEqual([space.buid]);
    }
    const nothingLeft = await send(contract.spaceSearch, null, { query: `${NUL}${NUL}` });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toBe(ServerMessages.invalidField('query', 'is required'));
  });

  it('POI search drops NUL from the query, without a token', async () => {
    const res = await send(contract.poisSearch, null, { query: `Lab${NUL} Room` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { pois: { puid: string }[] }).pois.map((p) => p.puid)).toEqual([poiId]);
  });

  it('login refuses NUL in the username or password, naming the field', async () => {
    await expectRefused(
      () => send(contract.userLogin, null, { username: `a${NUL}b`, password: 'whatever1' }),
      'username',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      () => send(contract.userLogin, null, { username: owner.username, password: `x${NUL}` }),
      'password',
      TextInputMessages.controlCharacter,
    );
  });

  it('registration refuses NUL and unpaired surrogates in the name', async () => {
    const person = { email: 'p@example.org', username: `person_${kind}`, password: 'long enough' };
    await expectRefused(
      () => send(contract.userRegister, null, { ...person, name: `Ann${NUL}` }),
      'name',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      () => send(contract.userRegister, null, { ...person, name: `Ann${LONE_SURROGATE}` }),
      'name',
      TextInputMessages.unpairedSurrogate,
    );
  });

  it('space add refuses NUL, unpaired surrogates and control characters, naming the field', async () => {
    const valid = { name: 'Hall', coordinates_lat: 35.1, coordinates_lon: 33.4 };
    const add = (body: Record<string, unknown>) => () =>
      send(contract.spaceAdd, owner, { ...valid, ...body });
    await expectRefused(add({ name: `a${NUL}b` }), 'name', TextInputMessages.controlCharacter);
    await expectRefused(
      add({ name: `a${LONE_SURROGATE}` }),
      'name',
      TextInputMessages.unpairedSurrogate,
    );
    await expectRefused(add({ name: 'two\nlines' }), 'name', TextInputMessages.lineBreak);
    await expectRefused(
      add({ address: 'bell\u0007' }),
      'address',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      add({ description: `text${NUL}` }),
      'description',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      add({ description: `\uDC00text` }),
      'description',
      TextInputMessages.unpairedSurrogate,
    );
  });

  it('keeps tabs and line breaks in a description, and emoji anywhere', async () => {
    const res = await send(contract.spaceAdd, owner, {
      name: 'Hall 😀',
      description: 'first line\r\nsecond\tline',
      coordinates_lat: 35.1,
      coordinates_lon: 33.4,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.db
      .selectFrom('spaces')
      .select(['name', 'description'])
      .where('buid', '=', (res.json() as { buid: string }).buid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Hall 😀', description: 'first line\r\nsecond\tline' });
  });

  it('POI update refuses NUL and control characters, naming the field, and changes nothing', async () => {
    const update = (body: Record<string, unknown>) => () =>
      send(contract.poisUpdate, owner, { puid: poiId, ...body });
    await expectRefused(update({ name: `Ro${NUL}om` }), 'name', TextInputMessages.controlCharacter);
    await expectRefused(
      update({ description: `x${NUL}` }),
      'description',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      update({ tags: ['ok', `t${NUL}`] }),
      'tags.1',
      TextInputMessages.controlCharacter,
    );
    await expectRefused(
      update({ warranty: { scope: `s${LONE_SURROGATE}` } }),
      'warranty.scope',
      TextInputMessages.unpairedSurrogate,
    );
    await expectRefused(
      update({ owner_id: `o${NUL}` }),
      'owner_id',
      TextInputMessages.controlCharacter,
    );
    const row = await t.db
      .selectFrom('pois')
      .select('name')
      .where('puid', '=', poiId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Lab Room');
  });

  it("refuses NUL in a multipart upload's json field as in a JSON body", async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const upload = multipartBody(
      {
        json: JSON.stringify({
          buid: space.buid,
          floor_number: '0',
          zoom: 19,
          owner_id: `me${NUL}`,
          ...PLAN_BOUNDS,
        }),
      },
      { floorplan: { data: png, filename: 'plan.png', contentType: 'image/png' } },
    );
    await expectRefused(
      async () =>
        t.app.inject({
          method: 'POST',
          url: contract.floorPlanUpload.path,
          headers: { ...upload.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
          payload: upload.payload,
        }),
      'owner_id',
      TextInputMessages.controlCharacter,
    );
  });

  it('reads bytes that are not UTF-8 as replacement characters, never as NUL or a lone surrogate', async () => {
    const raw = (prefix: string, bytes: number[], suffix: string) =>
      Buffer.concat([Buffer.from(prefix), Buffer.from(bytes), Buffer.from(suffix)]);
    // An overlong NUL (C0 80) and a UTF-8-encoded lone surrogate (ED A0 80), raw in the body.
    const search = await t.app.inject({
      method: 'POST',
      url: contract.spaceSearch.path,
      headers: { 'content-type': 'application/json' },
      payload: raw('{"query":"La', [0xc0, 0x80], 'b"}'),
    });
    expect(search.statusCode, search.body).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: contract.spaceAdd.path,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await t.tokenFor(owner)}`,
      },
      payload: raw(
        '{"name":"Hall',
        [0xed, 0xa0, 0x80],
        '","coordinates_lat":35,"coordinates_lon":33}',
      ),
    });
    expect(added.statusCode, added.body).toBe(200);
    const stored = await t.db
      .selectFrom('spaces')
      .select('name')
      .where('buid', '=', (added.json() as { buid: string }).buid)
      .executeTakeFirstOrThrow();
    expect(stored.name.startsWith('Hall\uFFFD')).toBe(true);
  });

  it('ignores a key with NUL that no schema knows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.spaceSearch.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"Lab","x\\u0000y":"z\\u0000"}',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses NUL in a path parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/floorplans64/all/${space.buid}/0%001`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      ServerMessages.invalidField('floors', TextInputMessages.controlCharacter),
    );
  });
});
