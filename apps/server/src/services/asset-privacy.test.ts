import { contract, type Endpoint, type Poi, PoiAssetDetailKeys } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** What every reader of a published space's POI gets (a POI placed without x and y). */
const PUBLIC_POI_KEYS = [
  'buid',
  'coordinates_lat',
  'coordinates_lon',
  'createdAt',
  'description',
  'floor_name',
  'floor_number',
  'image',
  'is_building_entrance',
  'is_door',
  'is_published',
  'name',
  'owner_id',
  'pois_type',
  'pois_type2',
  'puid',
  // The room the POI lies in, as the viewer shows the rooms themselves.
  'unit',
  'updatedAt',
  'url',
];

describeEachDatabase('asset details privacy', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let stranger: UserRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await insertUser(t.db, { role: 'admin' });
    stranger = await insertUser(t.db, { role: 'user' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (endpoint: Endpoint, payload: object, caller: UserRow | null) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      payload,
    });

  /**
   * A published building of its own for each test: owner, co-owner, an assigned auditor
   * working for a planner, and one POI on floor 0 whose serial number is `serial`.
   */
  async function building(serial: string) {
    const owner = await insertUser(t.db);
    const coOwner = await insertUser(t.db);
    const planner = await insertUser(t.db, { role: 'planner' });
    const auditor = await insertUser(t.db, { role: 'auditor', assigned_planner: planner.id });
    const space = await insertSpace(t.db, owner.id, {
      name: `Hall ${serial}`,
      co_owners: [coOwner.id],
    });
    await t.db
      .insertInto('space_auditors')
      .values({ buid: space.buid, user_id: auditor.id })
      .execute();
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
    const poi = await insertPoi(t.db, space.buid, 0, owner.id, {
      name: `Boiler ${serial}`,
      description: 'Basement',
      pois_type: 'Other',
      pois_type2: 'Other',
      manufacturer: 'Acme',
      model_number: 'B-1',
      serial_number: serial,
      purchase_date: '2022-02-02',
      price: 999,
      quantity: 2,
      link: 'https://example.org/b-1',
      tags: ['heating'],
      warranty: JSON.stringify({ scope: 'parts', expirationDate: '2030-01-01', isLifetime: false }),
    });
    return { owner, coOwner, planner, auditor, space, puid: poi.puid };
  }

  const floorPois = async (space: SpaceRow, caller: UserRow | null): Promise<Poi[]> => {
    const res = await call(contract.poisFloorAll, { buid: space.buid, floor_number: '0' }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().pois;
  };
  const seesSerial = async (space: SpaceRow, caller: UserRow | null) => {
    const [poi] = await floorPois(space, caller);
    return poi?.serialNumber;
  };
  const registerBuids = async (caller: UserRow) => {
    const res = await call(contract.assetRegister, {}, caller);
    expect(res.statusCode, res.body).toBe(200);
    return new Set((res.json().assets as Poi[]).map((a) => a.buid));
  };

  it('answers a redacted reader the public fields of a POI and no asset key at all', async () => {
    const { space, owner } = await building('SN-public');
    const [shown] = await floorPois(space, null);
    expect(Object.keys(shown ?? {}).sort()).toEqual(PUBLIC_POI_KEYS);
    expect(shown).toMatchObject({
      name: 'Boiler SN-public',
      description: 'Basement',
      floor_number: '0',
    });
    // The same POI as its owner reads it: the public fields and every asset field.
    const [full] = await floorPois(space, owner);
    expect(Object.keys(full ?? {}).sort()).toEqual(
      [...PUBLIC_POI_KEYS, ...PoiAssetDetailKeys].sort(),
    );
    const {
      manufacturer,
      modelNumber,
      serialNumber,
      purchaseDate,
      price,
      quantity,
      link,
      tags,
      warranty,
      last_audit,
      ...rest
    } = full as Required<Poi>;
    expect(rest).toEqual(shown);
    // Audit findings are asset details too: never audited here.
    expect(last_audit).toBeNull();
    expect({
      manufacturer,
      modelNumber,
      serialNumber,
      purchaseDate,
      price,
      quantity,
      link,
      tags,
      warranty,
    }).toEqual({
      manufacturer: 'Acme',
      modelNumber: 'B-1',
      serialNumber: 'SN-public',
      purchaseDate: '2022-02-02',
      price: 999,
      quantity: 2,
      link: 'https://example.org/b-1',
      tags: ['heating'],
      warranty: { scope: 'parts', expirationDate: '2030-01-01', isLifetime: false },
    });
  });

  it('gives each reader the asset details the rule grants, in the floor and the space lists', async () => {
    const b = await building('SN-who');
    const unrelatedPlanner = await insertUser(t.db, { role: 'planner' });
    const otherAuditor = await insertUser(t.db, {
      role: 'auditor',
      assigned_planner: unrelatedPlanner.id,
    });
    const expected: [string, UserRow | null, boolean][] = [
      ['anonymous', null, false],
      ['stranger', stranger, false],
      ['auditor of another building', otherAuditor, false],
      ['unrelated planner', unrelatedPlanner, false],
      ['owner', b.owner, true],
      ['co-owner', b.coOwner, true],
      ['admin', admin, true],
      ['assigned auditor', b.auditor, true],
      ['planner of the assigned auditor', b.planner, true],
    ];
    for (const [who, caller, sees] of expected) {
      expect(await seesSerial(b.space, caller), who).toBe(sees ? 'SN-who' : undefined);
      const res = await call(contract.poisSpaceAll, { buid: b.space.buid }, caller);
      expect(res.json().pois[0]?.serialNumber, who).toBe(sees ? 'SN-who' : undefined);
    }
  });

  it('searches many spaces and gives asset details of those where the caller may see them', async () => {
    const mine = await building('SN-search-mine');
    const theirs = await building('SN-search-theirs');
    const search = async (caller: UserRow | null) => {
      const res = await call(contract.poisSearch, { query: 'Boiler SN-search' }, caller);
      expect(res.statusCode, res.body).toBe(200);
      const byBuid = new Map((res.json().pois as Poi[]).map((p) => [p.buid, p]));
      expect(byBuid.size).toBe(2);
      return [
        byBuid.get(mine.space.buid)?.serialNumber,
        byBuid.get(theirs.space.buid)?.serialNumber,
      ];
    };
    expect(await search(mine.owner)).toEqual(['SN-search-mine', undefined]);
    expect(await search(theirs.planner)).toEqual([undefined, 'SN-search-theirs']);
    expect(await search(admin)).toEqual(['SN-search-mine', 'SN-search-theirs']);
    expect(await search(stranger)).toEqual([undefined, undefined]);
    expect(await search(null)).toEqual([undefined, undefined]);
  });

  it('takes asset details from a co-owner removed through the space update at once', async () => {
    const b = await building('SN-removed');
    expect(await seesSerial(b.space, b.coOwner)).toBe('SN-removed');
    expect((await registerBuids(b.coOwner)).has(b.space.buid)).toBe(true);
    const update = await call(contract.spaceUpdate, { buid: b.space.buid, co_owners: [] }, b.owner);
    expect(update.statusCode, update.body).toBe(200);
    expect(await seesSerial(b.space, b.coOwner)).toBeUndefined();
    expect((await registerBuids(b.coOwner)).has(b.space.buid)).toBe(false);
    // The space is still public: the former co-owner reads its POIs like anyone.
    expect((await floorPois(b.space, b.coOwner))[0]?.name).toBe('Boiler SN-removed');
  });

  it('takes them from an unassigned auditor and from that auditor’s planner', async () => {
    const b = await building('SN-unassigned');
    expect(await seesSerial(b.space, b.planner)).toBe('SN-unassigned');
    const update = await call(
      contract.spaceUpdate,
      { buid: b.space.buid, assigned_auditors: [] },
      admin,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await seesSerial(b.space, b.auditor)).toBeUndefined();
    expect(await seesSerial(b.space, b.planner)).toBeUndefined();
    expect((await registerBuids(b.planner)).has(b.space.buid)).toBe(false);
  });

  it('gives them to the planner of an assigned auditor only while they are a planner', async () => {
    const b = await building('SN-demoted');
    expect(await seesSerial(b.space, b.planner)).toBe('SN-demoted');
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', b.planner.id).execute();
    expect(await seesSerial(b.space, b.planner)).toBeUndefined();
  });

  it('lists in the asset register only spaces whose asset details the caller may see', async () => {
    const b = await building('SN-register');
    const unrelatedPlanner = await insertUser(t.db, { role: 'planner' });
    for (const [who, caller, listed] of [
      ['stranger', stranger, false],
      ['unrelated planner', unrelatedPlanner, false],
      ['owner', b.owner, true],
      ['co-owner', b.coOwner, true],
      ['admin', admin, true],
      ['assigned auditor', b.auditor, true],
      ['planner of the assigned auditor', b.planner, true],
    ] as const) {
      expect((await registerBuids(caller)).has(b.space.buid), who).toBe(listed);
    }
  });

  describe('answers that point at the POIs', () => {
    it('a short link leads to the viewer, which reads the POIs as its visitor may', async () => {
      const b = await building('SN-short');
      const created = await call(contract.shortLinkCreate, { buid: b.space.buid }, null);
      expect(created.statusCode, created.body).toBe(200);
      const opened = await t.app.inject({ method: 'GET', url: created.json().path });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(created.json().target);
      expect(`${created.body}${opened.body}`).not.toContain('SN-short');
      expect(await seesSerial(b.space, null)).toBeUndefined();
    });
  });
});
