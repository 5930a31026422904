import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  insertConnection,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
} from '../../test/factories.js';
import { describeEachDatabase, openTestDatabase } from '../../test/test-database.js';
import { connectionToWire } from '../../wire/connection.wire.js';
import { poiToWire } from '../../wire/poi.wire.js';
import type { DatabaseHandle } from '../database.js';
import { ConnectionsRepository } from './connections.repository.js';
import { FloorsRepository } from './floors.repository.js';
import { HealthRepository } from './health.repository.js';
import { MetaRepository } from './meta.repository.js';
import { PoisRepository } from './pois.repository.js';
import { SpacesRepository } from './spaces.repository.js';
import { UsersRepository } from './users.repository.js';

const COLLECTION_TABLES = [
  'access_points',
  'audit_routes',
  'campus_spaces',
  'campuses',
  'connections',
  'fingerprints',
  'floors',
  'heatmap_cells',
  'pois',
  'space_auditors',
  'spaces',
  'users',
];

describeEachDatabase('repositories', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates a table for every stored collection of the specification', async () => {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db);
    const tables = result.rows.map((r) => r.table_name);
    for (const table of COLLECTION_TABLES) expect(tables).toContain(table);
  });

  it('answers the health ping', async () => {
    await expect(new HealthRepository(handle.db).ping()).resolves.toBeUndefined();
  });

  it('finds users by username regardless of case and refuses a case-variant duplicate', async () => {
    const users = new UsersRepository(handle.db);
    const created = await insertUser(handle.db, { username: 'Maria.K' });
    expect((await users.findByUsername('maria.k'))?.id).toBe(created.id);
    await expect(insertUser(handle.db, { username: 'MARIA.K' })).rejects.toThrow();
  });

  it('refuses a role outside the five roles', async () => {
    await expect(insertUser(handle.db, { role: 'superuser' })).rejects.toThrow();
  });

  it('lists only published spaces, with their assigned auditors', async () => {
    const owner = await insertUser(handle.db);
    const auditor = await insertUser(handle.db, { role: 'auditor' });
    const published = await insertSpace(handle.db, owner.id, { name: 'Aaa published' });
    await insertSpace(handle.db, owner.id, { name: 'Aab hidden', is_published: false });
    await handle.db
      .insertInto('space_auditors')
      .values({ buid: published.buid, user_id: auditor.id })
      .execute();
    const spaces = await new SpacesRepository(handle.db).listPublished();
    const names = spaces.map((s) => s.name);
    expect(names).toContain('Aaa published');
    expect(names).not.toContain('Aab hidden');
    expect(spaces.find((s) => s.buid === published.buid)?.assigned_auditors).toEqual([auditor.id]);
  });

  it('refuses coordinates outside the valid ranges', async () => {
    const owner = await insertUser(handle.db);
    await expect(insertSpace(handle.db, owner.id, { coordinates_lat: 91 })).rejects.toThrow();
    await expect(insertSpace(handle.db, owner.id, { coordinates_lon: -181 })).rejects.toThrow();
  });

  it('orders floors numerically, negative floors first', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    for (const n of [10, -1, 2, 0]) await insertFloor(handle.db, space.buid, n);
    const floors = await new FloorsRepository(handle.db).listBySpace(space.buid);
    expect(floors.map((f) => f.floor_number)).toEqual([-1, 0, 2, 10]);
  });

  it('stores asset fields with their types and keeps dates as calendar dates', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    await insertFloor(handle.db, space.buid, 0);
    await insertPoi(handle.db, space.buid, 0, owner.id, {
      puid: `poi_asset_${kind}`,
      price: 129.5,
      quantity: 3,
      tags: ['safety', 'annual check'],
      purchase_date: '2024-02-29',
      warranty: JSON.stringify({ scope: 'parts', expirationDate: '2027-02-28', isLifetime: false }),
    });
    const [poi] = await new PoisRepository(handle.db).listByFloor(space.buid, 0);
    expect(poi).toMatchObject({
      price: 129.5,
      quantity: 3,
      tags: ['safety', 'annual check'],
      purchase_date: '2024-02-29',
      warranty: { scope: 'parts', expirationDate: '2027-02-28', isLifetime: false },
    });
  });

  it('lists read as one JSON value give the same wire objects as row-by-row reads', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    await insertFloor(handle.db, space.buid, 0);
    await insertFloor(handle.db, space.buid, 1);
    const full = await insertPoi(handle.db, space.buid, 0, owner.id, {
      name: 'Boiler "B" \\ ünïcode',
      coordinates_lat: 35.14461412345679,
      coordinates_lon: -0.1,
      x: 12.25,
      y: null,
      price: 0.1,
      tags: ['a,b', 'quote"d'],
      purchase_date: '1999-12-31',
      warranty: JSON.stringify({ scope: 'all', expirationDate: '2030-01-01', isLifetime: true }),
      created_at: '2026-11-21T10:00:00.123456+02:00',
    });
    const bare = await insertPoi(handle.db, space.buid, 0, owner.id, { name: 'Aisle' });
    const upstairs = await insertPoi(handle.db, space.buid, 1, owner.id, { name: 'Attic' });
    await insertConnection(handle.db, space.buid, full.puid, bare.puid, owner.id);
    const pois = new PoisRepository(handle.db);
    const rowByRow = async (puid: string) => {
      const row = await pois.find(puid);
      if (!row) throw new Error(puid);
      return poiToWire(row);
    };
    expect((await pois.listByFloor(space.buid, 0)).map(poiToWire)).toEqual([
      await rowByRow(bare.puid),
      await rowByRow(full.puid),
    ]);
    expect((await pois.listBySpace(space.buid)).map(poiToWire)).toEqual([
      await rowByRow(bare.puid),
      await rowByRow(full.puid),
      await rowByRow(upstairs.puid),
    ]);
    expect(await pois.listByFloor(space.buid, 7)).toEqual([]);
    const connections = new ConnectionsRepository(handle.db);
    const stored = await handle.db.selectFrom('connections').selectAll().execute();
    const expected = stored.filter((c) => c.buid === space.buid).map(connectionToWire);
    expect((await connections.listByFloor(space.buid, 0)).map(connectionToWire)).toEqual(expected);
    expect((await connections.listBySpace(space.buid)).map(connectionToWire)).toEqual(expected);
    expect(await connections.listByFloor(space.buid, 1)).toEqual([]);
  });

  it('refuses a quantity below 1 and a negative price', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    await insertFloor(handle.db, space.buid, 0);
    await expect(insertPoi(handle.db, space.buid, 0, owner.id, { quantity: 0 })).rejects.toThrow();
    await expect(insertPoi(handle.db, space.buid, 0, owner.id, { price: -1 })).rejects.toThrow();
  });

  it('deleting a space removes its floors, POIs and connections', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    await insertFloor(handle.db, space.buid, 0);
    const a = await insertPoi(handle.db, space.buid, 0, owner.id);
    const b = await insertPoi(handle.db, space.buid, 0, owner.id);
    await new ConnectionsRepository(handle.db).insertMany([
      {
        cuid: `conn_${a.puid}`,
        buid: space.buid,
        buid_a: space.buid,
        buid_b: space.buid,
        floor_a: 0,
        floor_b: 0,
        pois_a: a.puid,
        pois_b: b.puid,
        weight: 4.2,
        owner_id: owner.id,
      },
    ]);
    expect(await new ConnectionsRepository(handle.db).listBySpace(space.buid)).toHaveLength(1);
    await handle.db.deleteFrom('spaces').where('buid', '=', space.buid).execute();
    expect(await new FloorsRepository(handle.db).listBySpace(space.buid)).toEqual([]);
    expect(await new PoisRepository(handle.db).listByFloor(space.buid, 0)).toEqual([]);
    expect(await new ConnectionsRepository(handle.db).listBySpace(space.buid)).toEqual([]);
  });

  it('refuses a connection from a POI to itself and a duplicate pair in either direction', async () => {
    const owner = await insertUser(handle.db);
    const space = await insertSpace(handle.db, owner.id);
    await insertFloor(handle.db, space.buid, 0);
    const a = await insertPoi(handle.db, space.buid, 0, owner.id);
    const b = await insertPoi(handle.db, space.buid, 0, owner.id);
    const connection = (cuid: string, from: string, to: string) => ({
      cuid,
      buid: space.buid,
      buid_a: space.buid,
      buid_b: space.buid,
      floor_a: 0,
      floor_b: 0,
      pois_a: from,
      pois_b: to,
      weight: 1,
      owner_id: owner.id,
    });
    const repo = new ConnectionsRepository(handle.db);
    await expect(repo.insertMany([connection('self', a.puid, a.puid)])).rejects.toThrow();
    await repo.insertMany([connection('ab', a.puid, b.puid)]);
    await expect(repo.insertMany([connection('ba', b.puid, a.puid)])).rejects.toThrow();
  });

  it('keeps installation facts', async () => {
    const meta = new MetaRepository(handle.db);
    expect(await meta.get('missing')).toBeNull();
    await meta.set('k', 'one');
    await meta.set('k', 'two');
    expect(await meta.get('k')).toBe('two');
  });

  it('migrating twice applies nothing the second time', async () => {
    const { migrateToLatest } = await import('../migrate.js');
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });
});
