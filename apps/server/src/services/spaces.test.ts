import fs from 'node:fs';
import path from 'node:path';
import {
  buildPath,
  contract,
  ServerMessages,
  type Space,
  SpaceMessages,
  tileKeyOf,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('spaces and space search', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let admin: UserRow;
  let planner: UserRow;
  const call: TestApp['call'] = (...args) => t.call(...args);
  const addSpace = async (caller: UserRow, body: object = {}) => {
    const res = await call(contract.spaceAdd, caller, {
      name: 'Harbour Terminal',
      coordinates_lat: '34.6786',
      coordinates_lon: 33.0413,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { buid: string; message: string; space: Space };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/spaces-test-') });
    owner = await insertUser(t.db, { username: `owner_${kind}` });
    stranger = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'admin' });
    planner = await insertUser(t.db, { role: 'planner', name: 'Pia Planner' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('adds a space with the documented defaults and answers its buid', async () => {
    const added = await addSpace(owner, { space_type: 'vessel' });
    expect(added.message).toBe(SpaceMessages.added('vessel'));
    expect(added.buid).toMatch(/^vessel_/);
    expect(added.space).toMatchObject({
      buid: added.buid,
      name: 'Harbour Terminal',
      description: '-',
      address: '-',
      url: '-',
      is_published: 'true',
      space_type: 'vessel',
      coordinates_lat: '34.6786',
      owner_id: owner.id,
      assigned_auditors: [],
    });
  });

  it.each([
    [{ coordinates_lat: 91 }, SpaceMessages.invalidLatitude],
    [{ coordinates_lat: 'north' }, SpaceMessages.invalidLatitude],
    [{ coordinates_lon: '-180.5' }, SpaceMessages.invalidLongitude],
    [{ coordinates_lon: 'NaN' }, SpaceMessages.invalidLongitude],
  ])('refuses %j with the catalogue text and stores nothing', async (bad, message) => {
    const before = (await call(contract.spaceAccessible, owner)).json().spaces.length;
    const res = await call(contract.spaceAdd, owner, {
      name: 'Bad',
      coordinates_lat: 35,
      coordinates_lon: 33,
      ...bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await call(contract.spaceAccessible, owner)).json().spaces.length).toBe(before);
  });

  it('hides unpublished spaces from everyone but their editors (404, not 403)', async () => {
    const { buid } = await addSpace(owner, { is_published: 'false' });
    for (const caller of [null, stranger]) {
      const res = await call(contract.spaceGet, caller, { buid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ServerMessages.spaceNotFound });
    }
    for (const caller of [owner, admin]) {
      expect((await call(contract.spaceGet, caller, { buid })).statusCode).toBe(200);
    }
    expect((await call(contract.spaceGet, null, { buid: 'building_missing' })).statusCode).toBe(
      404,
    );
  });

  it('updates a space, reports unchanged edits, and refuses other users', async () => {
    const { buid } = await addSpace(owner);
    const edit = await call(contract.spaceUpdate, owner, {
      buid,
      name: 'Harbour Terminal B',
      coordinates_lat: 34.7,
    });
    expect(edit.json()).toMatchObject({
      message: SpaceMessages.updated,
      changed: true,
      space: { name: 'Harbour Terminal B', coordinates_lat: '34.7' },
    });
    const same = await call(contract.spaceUpdate, owner, { buid, name: 'Harbour Terminal B' });
    expect(same.json()).toMatchObject({ message: SpaceMessages.noChanges, changed: false });
    const denied = await call(contract.spaceUpdate, stranger, { buid, name: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    expect((await call(contract.spaceGet, owner, { buid })).json().name).toBe('Harbour Terminal B');
  });

  it('adds and removes co-owners by username; only the owner or an admin changes them', async () => {
    const { buid } = await addSpace(owner, { is_published: true });
    const coOwners = (caller: UserRow | null) =>
      call(
        contract.spaceCoOwners,
        caller,
        undefined,
        buildPath(contract.spaceCoOwners.path, { buid }),
      );
    const byName = await call(contract.spaceUpdate, owner, {
      buid,
      co_owners: [planner.username.toUpperCase()],
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().space.co_owners).toEqual([planner.id]);
    const listed = await coOwners(owner);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().co_owners).toEqual([
      { userId: planner.id, username: planner.username, name: 'Pia Planner' },
    ]);
    // The co-owner may read the list but not change it; strangers may do neither.
    expect((await coOwners(planner)).statusCode).toBe(200);
    const byCoOwner = await call(contract.spaceUpdate, planner, { buid, co_owners: [] });
    expect(byCoOwner.statusCode).toBe(403);
    expect(byCoOwner.json().message).toBe(ServerMessages.coOwnersForbidden);
    expect((await coOwners(stranger)).statusCode).toBe(403);
    expect((await coOwners(null)).statusCode).toBe(401);
    const unknown = await call(contract.spaceUpdate, owner, {
      buid,
      co_owners: [planner.id, 'nobody_here'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SpaceMessages.unknownUsers('nobody_here'));
    expect((await coOwners(owner)).json().co_owners).toHaveLength(1);
    const removed = await call(contract.spaceUpdate, admin, { buid, co_owners: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await coOwners(owner)).json().co_owners).toEqual([]);
  });

  it('applies the auditor-assignment rules (docs/roles.md#assigned-auditors)', async () => {
    const { buid } = await addSpace(planner);
    const mine = await insertUser(t.db, {
      role: 'auditor',
      name: 'Aris',
      assigned_planner: planner.id,
    });
    const mine2 = await insertUser(t.db, {
      role: 'auditor',
      name: 'Bea',
      assigned_planner: planner.id,
    });
    const mine3 = await insertUser(t.db, {
      role: 'auditor',
      name: 'Chris',
      assigned_planner: planner.id,
    });
    const foreign = await insertUser(t.db, {
      role: 'auditor',
      name: 'Dora',
      assigned_planner: admin.id,
    });

    const assign = (caller: UserRow, auditors: unknown[]) =>
      call(contract.spaceUpdate, caller, { buid, assigned_auditors: auditors });

    const ok = await assign(planner, [mine.id, { username: mine2.username }]);
    expect(ok.json()).toMatchObject({
      changed: true,
      space: { assigned_auditors: [mine.id, mine2.id] },
    });

    const foreignRes = await assign(planner, [mine.id, foreign.id]);
    expect(foreignRes.statusCode).toBe(403);
    expect(foreignRes.json()).toEqual({ message: SpaceMessages.onlyOwnAuditors('Dora') });

    const duplicate = await assign(planner, [mine.id, mine.id]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ message: SpaceMessages.duplicateAuditors });

    expect((await assign(planner, [mine.id, mine2.id, mine3.id])).statusCode).toBe(400);
    expect((await assign(admin, [mine.id, mine2.id, mine3.id, foreign.id])).statusCode).toBe(200);

    const listed = await call(
      contract.spaceAssignedAuditors,
      planner,
      undefined,
      `/api/buildings/${encodeURIComponent(buid)}/assigned-auditors`,
    );
    expect(listed.json().assigned_auditors.map((a: { name: string }) => a.name)).toEqual([
      'Aris',
      'Bea',
      'Chris',
      'Dora',
    ]);

    // The assigned auditor now has the space in their working set, others do not.
    const auditorView = (await call(contract.spaceAccessible, mine)).json().spaces;
    expect(auditorView.map((s: Space) => s.buid)).toEqual([buid]);
    expect((await assign(admin, [])).json()).toMatchObject({ space: { assigned_auditors: [] } });
    // Unassigned, the auditor still audits the space of the planner they work for...
    const viaPlanner = (await call(contract.spaceAccessible, mine)).json().spaces;
    expect(viaPlanner.map((s: Space) => s.buid)).toEqual([buid]);
    // ...but not the spaces of anyone else.
    expect((await call(contract.spaceAccessible, foreign)).json().spaces).toEqual([]);
  });

  it('deletes a space with everything inside it, including stored files', async () => {
    const space = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, space.buid, 0);
    await insertPoi(t.db, space.buid, 0, owner.id);
    await t.db
      .insertInto('fingerprints')
      .values({
        buid: space.buid,
        floor_number: 0,
        lat: 35,
        lon: 33,
        heading: 0,
        measured_at: new Date(),
        macs: ['aa:bb:cc:dd:ee:ff'],
        rss: [-60],
        tile_key: String(tileKeyOf({ lat: 35, lon: 33 })),
      })
      .execute();
    const planFile = path.join(
      t.config.dataDir,
      'storage',
      'floorplans',
      space.buid,
      '0',
      'plan.png',
    );
    fs.mkdirSync(path.dirname(planFile), { recursive: true });
    fs.writeFileSync(planFile, 'png');

    expect((await call(contract.spaceDelete, stranger, { buid: space.buid })).statusCode).toBe(403);
    const res = await call(contract.spaceDelete, owner, {
      buid: space.buid,
      username: 'x',
      password: 'y',
    });
    expect(res.json()).toEqual({ message: SpaceMessages.deleted('building') });
    for (const table of ['floors', 'pois', 'fingerprints'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('buid')
        .where('buid', '=', space.buid)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(fs.existsSync(planFile)).toBe(false);
  });

  it('searches names, codes and addresses case-insensitively, within what the caller may see', async () => {
    await addSpace(owner, { name: 'Zephyr Library', bucode: 'ZL-9', address: '7 Quay Street' });
    await addSpace(owner, { name: 'Zephyr Archive', is_published: false });
    const names = async (caller: UserRow | null, query: string) =>
      ((await call(contract.spaceSearch, caller, { query })).json().spaces as Space[]).map(
        (s) => s.name,
      );
    expect(await names(null, 'zephyr')).toEqual(['Zephyr Library']);
    expect(await names(null, 'zl-9')).toEqual(['Zephyr Library']);
    expect(await names(null, 'QUAY')).toEqual(['Zephyr Library']);
    expect(await names(owner, 'zephyr')).toEqual(['Zephyr Archive', 'Zephyr Library']);
    expect(await names(null, '%')).toEqual([]);
  });
});
