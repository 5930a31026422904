import { CampusMessages, contract, type Space } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

// The campus rules on their own are tested on in-memory repositories (campuses.service.test.ts);
// here the whole way: HTTP, validation, the wire shapes and the database.
describeEachDatabase('campuses', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('manages campuses: add, read with spaces, rename, refuse empty, delete', async () => {
    const a = await insertSpace(t.db, owner.id, { name: 'North Hall' });
    const b = await insertSpace(t.db, owner.id, { name: 'South Hall' });
    const empty = await t.call(contract.campusAdd, owner, { name: 'Campus', buids: [] });
    expect(empty.json()).toEqual({ message: CampusMessages.noBuildings });
    const hidden = await insertSpace(t.db, stranger.id, { is_published: false });
    expect(
      (await t.call(contract.campusAdd, owner, { name: 'C', buids: [hidden.buid] })).statusCode,
    ).toBe(400);

    const added = await t.call(contract.campusAdd, owner, {
      name: 'University',
      description: '',
      buids: [a.buid, b.buid],
    });
    const { cuid, message, campus } = added.json();
    expect(message).toBe(CampusMessages.added);
    expect(cuid).toMatch(/^cuid_[0-9a-f]+_\d{13}$/);
    expect(campus).toMatchObject({ name: 'University', description: '-', buids: [a.buid, b.buid] });

    const viewed = await t.call(contract.campusGet, null, { cuid });
    expect(viewed.json().spaces.map((s: Space) => s.name)).toEqual(['North Hall', 'South Hall']);

    const renamed = await t.call(contract.campusUpdate, owner, {
      cuid,
      newcuid: `${cuid}_v2`,
      name: 'Uni',
    });
    expect(renamed.json()).toMatchObject({
      message: CampusMessages.updated,
      campus: { cuid: `${cuid}_v2`, buids: [a.buid, b.buid] },
    });
    expect((await t.call(contract.campusGet, null, { cuid })).statusCode).toBe(404);
    expect(
      (await t.call(contract.campusUpdate, stranger, { cuid: `${cuid}_v2`, name: 'x' })).statusCode,
    ).toBe(403);

    const mine = (await t.call(contract.campusUser, owner)).json().buildingsets;
    expect(mine.map((c: { cuid: string }) => c.cuid)).toContain(`${cuid}_v2`);

    expect((await t.call(contract.campusDelete, owner, { cuid: `${cuid}_v2` })).json()).toEqual({
      message: CampusMessages.deleted,
    });
    expect((await t.call(contract.spaceGet, null, { buid: a.buid })).statusCode).toBe(200);
  });
});
