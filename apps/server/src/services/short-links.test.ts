import { contract } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

// The short-link rules on their own are tested on in-memory repositories
// (short-links.service.test.ts); here the whole way, the redirect included.
describeEachDatabase('short viewer links', (kind) => {
  let t: TestApp;
  let owner: UserRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes short viewer links that redirect, reusing the code for the same target', async () => {
    const { buid } = await insertSpace(t.db, owner.id);
    const first = (await t.call(contract.shortLinkCreate, null, { buid, floor: '2' })).json();
    expect(first.target).toBe(`/viewer/?buid=${buid}&floor=2`);
    expect(first.path).toMatch(/^\/s\/[A-Za-z0-9]{8}$/);
    const again = (await t.call(contract.shortLinkCreate, null, { buid, floor: '2' })).json();
    expect(again.code).toBe(first.code);
    const follow = await t.app.inject({ method: 'GET', url: first.path });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(first.target);
    expect((await t.app.inject({ method: 'GET', url: '/s/zzzzzzzz' })).statusCode).toBe(404);
    const hidden = await insertSpace(t.db, owner.id, { is_published: false });
    expect((await t.call(contract.shortLinkCreate, null, { buid: hidden.buid })).statusCode).toBe(
      404,
    );
  });
});
