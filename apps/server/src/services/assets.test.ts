import {
  type AssetRegisterAnswer,
  ConnectorType,
  contract,
  type Poi,
  ServerLimits,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KyselyDataAccess } from '../db/repositories/repositories.js';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';
import { AssetsService } from './assets.service.js';

describeEachDatabase('asset register', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let moderator: UserRow;
  let owner: UserRow;
  let coOwner: UserRow;
  let auditor: UserRow;
  let stranger: UserRow;
  /** Owned by `owner`, published, floors 0 and 1. */
  let ownHall: SpaceRow;
  /** Owned by `owner`, unpublished, no POIs. */
  let ownEmpty: SpaceRow;
  /** Owned by `stranger`, unpublished; `coOwner` co-owns it, `auditor` audits it. */
  let strangerPrivate: SpaceRow;
  /** Owned by `stranger`, published. */
  let strangerPublic: SpaceRow;

  const post = async (path: string, payload: object, caller: UserRow | null) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      payload,
    });
  const register = async (caller: UserRow): Promise<AssetRegisterAnswer> => {
    const res = await post(contract.assetRegister.path, {}, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const namesOf = (answer: AssetRegisterAnswer) => answer.assets.map((a) => a.name).sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await insertUser(t.db, { role: 'admin' });
    moderator = await insertUser(t.db, { role: 'moderator' });
    owner = await insertUser(t.db, { role: 'planner' });
    coOwner = await insertUser(t.db);
    auditor = await insertUser(t.db, { role: 'auditor' });
    stranger = await insertUser(t.db);

    ownHall = await insertSpace(t.db, owner.id, { name: 'Own Hall' });
    await insertFloor(t.db, ownHall.buid, 0, { ...PLAN_BOUNDS, floor_name: 'Ground' });
    await insertFloor(t.db, ownHall.buid, 1, { ...PLAN_BOUNDS, floor_name: 'First' });
    await insertPoi(t.db, ownHall.buid, 0, owner.id, { name: 'Own boiler', pois_type: 'Other' });
    await insertPoi(t.db, ownHall.buid, 1, owner.id, {
      name: 'Own draft',
      is_published: false,
    });
    await insertPoi(t.db, ownHall.buid, 0, owner.id, {
      name: 'Connector',
      pois_type: ConnectorType,
    });
    ownEmpty = await insertSpace(t.db, owner.id, { name: 'Own Empty', is_published: false });

    strangerPrivate = await insertSpace(t.db, stranger.id, {
      name: 'Stranger Private',
      is_published: false,
      co_owners: [coOwner.id],
    });
    await t.db
      .insertInto('space_auditors')
      .values({ buid: strangerPrivate.buid, user_id: auditor.id })
      .execute();
    await insertFloor(t.db, strangerPrivate.buid, 0);
    await insertPoi(t.db, strangerPrivate.buid, 0, stranger.id, { name: 'Private safe' });
    await insertPoi(t.db, strangerPrivate.buid, 0, stranger.id, {
      name: 'Private draft',
      is_published: false,
    });

    strangerPublic = await insertSpace(t.db, stranger.id, { name: 'Stranger Public' });
    await insertFloor(t.db, strangerPublic.buid, 0);
    await insertPoi(t.db, strangerPublic.buid, 0, stranger.id, { name: 'Public printer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows an admin every asset of every space, and no connector', async () => {
    const answer = await register(admin);
    expect(namesOf(answer)).toEqual([
      'Own boiler',
      'Own draft',
      'Private draft',
      'Private safe',
      'Public printer',
    ]);
    expect(answer.spaces.map((s) => s.name).sort()).toEqual([
      'Own Empty',
      'Own Hall',
      'Stranger Private',
      'Stranger Public',
    ]);
    expect(answer).toMatchObject({ truncated: false, limit: ServerLimits.assetRegisterMaxRows });
    expect(answer.assets.some((a) => a.pois_type === ConnectorType)).toBe(false);
  });

  it('shows moderators every space too (they edit every space)', async () => {
    expect((await register(moderator)).assets).toHaveLength(5);
  });

  it('shows an owner their own spaces (drafts included), not a stranger’s spaces', async () => {
    const answer = await register(owner);
    expect(namesOf(answer)).toEqual(['Own boiler', 'Own draft']);
    // The empty space is listed for the filters; the stranger's published one is not.
    expect(answer.spaces.map((s) => s.buid).sort()).toEqual([ownEmpty.buid, ownHall.buid].sort());
  });

  it('shows a co-owner the co-owned space with its drafts', async () => {
    const answer = await register(coOwner);
    expect(namesOf(answer)).toEqual(['Private draft', 'Private safe']);
    expect(answer.spaces.map((s) => s.buid)).toEqual([strangerPrivate.buid]);
  });

  it('shows an assigned auditor the published assets of the audited space only', async () => {
    const answer = await register(auditor);
    expect(namesOf(answer)).toEqual(['Private safe']);
    expect(answer.spaces.map((s) => s.buid)).toEqual([strangerPrivate.buid]);
  });

  it('shows a planner the published assets of the spaces their own auditors audit', async () => {
    const lead = await insertUser(t.db, { role: 'planner' });
    const theirs = await insertUser(t.db, { role: 'auditor', assigned_planner: lead.id });
    // No auditor of theirs works there yet: nothing of it.
    expect(namesOf(await register(lead))).toEqual([]);
    await t.db
      .insertInto('space_auditors')
      .values({ buid: strangerPrivate.buid, user_id: theirs.id })
      .execute();
    const answer = await register(lead);
    expect(namesOf(answer)).toEqual(['Private safe']);
    expect(answer.spaces.map((s) => s.buid)).toEqual([strangerPrivate.buid]);
    // Another planner, whose auditors are not assigned there, still sees only their own.
    const ownAnswer = await register(owner);
    expect(ownAnswer.spaces.map((s) => s.buid)).not.toContain(strangerPrivate.buid);
    await t.db.deleteFrom('space_auditors').where('user_id', '=', theirs.id).execute();
  });

  it('shows a user without spaces an empty register', async () => {
    const nobody = await insertUser(t.db);
    expect(await register(nobody)).toEqual({
      assets: [],
      spaces: [],
      truncated: false,
      limit: ServerLimits.assetRegisterMaxRows,
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await post(contract.assetRegister.path, {}, null);
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('round-trips every asset field, with the space name and the floor’s current name', async () => {
    const added = await post(
      contract.poisAdd.path,
      {
        buid: ownHall.buid,
        floor_number: 1,
        name: 'Fire extinguisher E1',
        pois_type: 'Fire Extinguisher',
        coordinates_lat: '35.14',
        coordinates_lon: '33.41',
        manufacturer: 'Gloria',
        modelNumber: 'PD6GA',
        serialNumber: 'SN-42',
        purchaseDate: '2024-02-29',
        price: '129.90',
        quantity: '3',
        link: 'https://example.org/pd6ga',
        tags: ['safety', 'annual check'],
        warranty: { scope: 'parts', expirationDate: '2029-02-28', isLifetime: false },
      },
      owner,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { poi } = added.json() as { poi: Poi };
    await t.db
      .updateTable('floors')
      .set({ floor_name: 'First (renamed)' })
      .where('buid', '=', ownHall.buid)
      .where('floor_number', '=', 1)
      .execute();

    const row = (await register(owner)).assets.find((a) => a.puid === poi.puid);
    expect(row).toEqual({
      ...poi,
      floor_name: 'First (renamed)',
      space_name: 'Own Hall',
      last_audit: null,
      audit_interval_days: 365,
      audited_place_types: [],
      // The floor has no rooms.
      unit: null,
    });
    expect(row).toMatchObject({
      manufacturer: 'Gloria',
      modelNumber: 'PD6GA',
      serialNumber: 'SN-42',
      purchaseDate: '2024-02-29',
      price: 129.9,
      quantity: 3,
      tags: ['safety', 'annual check'],
      warranty: { scope: 'parts', expirationDate: '2029-02-28', isLifetime: false },
    });
  });

  it('lists in building, floor and name order', async () => {
    const answer = await register(admin);
    const order = answer.assets.map((a) => `${a.space_name}/${a.floor_number}/${a.name}`);
    expect(order.slice(0, 4)).toEqual([
      'Own Hall/0/Own boiler',
      'Own Hall/1/Fire extinguisher E1',
      'Own Hall/1/Own draft',
      'Stranger Private/0/Private draft',
    ]);
  });

  it('audits places only of the types a space chooses, and lists problems found', async () => {
    const hall = await insertSpace(t.db, owner.id, { name: 'Cycle Hall' });
    await insertFloor(t.db, hall.buid, 0);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const stair = await insertPoi(t.db, hall.buid, 0, owner.id, {
      name: 'North stair',
      pois_type: 'Stair',
      created_at: longAgo,
    });
    const valve = await insertPoi(t.db, hall.buid, 0, owner.id, {
      name: 'Valve',
      pois_type: 'Other',
      created_at: longAgo,
    });
    const fresh = await insertPoi(t.db, hall.buid, 0, owner.id, {
      name: 'Fresh valve',
      pois_type: 'Other',
    });
    await t.db
      .updateTable('pois')
      .set({ last_audit_at: new Date(), last_audit_result: 'missing', last_audit_by: 'ana' })
      .where('puid', '=', fresh.puid)
      .execute();
    const filtered = async (audit: string) => {
      const res = await post(contract.assetRegister.path, { audit }, owner);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AssetRegisterAnswer).assets
        .filter((a) => a.buid === hall.buid)
        .map((a) => a.name)
        .sort();
    };
    // Never audited: due one interval after creation; a stair is not audited at all.
    expect(await filtered('overdue')).toEqual(['Valve']);
    expect(await filtered('problems')).toEqual(['Fresh valve']);

    const update = await post(
      contract.spaceUpdate.path,
      { buid: hall.buid, audited_place_types: ['Stair'] },
      owner,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await filtered('overdue')).toEqual(['North stair', 'Valve']);
    const row = (await register(owner)).assets.find((a) => a.puid === stair.puid);
    expect(row?.audited_place_types).toEqual(['Stair']);
    expect(valve.puid).toBeTruthy();

    for (const bad of [['Fire Extinguisher'], ['Stair', 'Stair'], 'Stair']) {
      const refused = await post(
        contract.spaceUpdate.path,
        { buid: hall.buid, audited_place_types: bad },
        owner,
      );
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const stored = await t.db
      .selectFrom('spaces')
      .select('audited_place_types')
      .where('buid', '=', hall.buid)
      .executeTakeFirstOrThrow();
    expect(stored.audited_place_types).toEqual(['Stair']);
    await t.db.deleteFrom('pois').where('buid', '=', hall.buid).execute();
    await t.db.deleteFrom('floors').where('buid', '=', hall.buid).execute();
    await t.db.deleteFrom('spaces').where('buid', '=', hall.buid).execute();
  });

  it('stops at the row cap and says so', async () => {
    const capped = new AssetsService(new KyselyDataAccess(t.db), 2);
    const answer = await capped.register({ id: admin.id, username: admin.username, role: 'admin' });
    expect(answer.truncated).toBe(true);
    expect(answer.limit).toBe(2);
    expect(answer.assets.map((a) => a.name)).toEqual(['Own boiler', 'Fire extinguisher E1']);
    const exact = await new AssetsService(new KyselyDataAccess(t.db), 6).register({
      id: admin.id,
      username: admin.username,
      role: 'admin',
    });
    expect(exact).toMatchObject({ truncated: false, limit: 6 });
    expect(exact.assets).toHaveLength(6);
  });
});
