import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFloor, insertSpace, insertUser } from '../../test/factories.js';
import { describeEachDatabase, openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0017_access_point_estimate_lon.js';

describeEachDatabase('migration 0017: stored estimates name their longitude lon', (kind) => {
  let handle: DatabaseHandle;
  let buid: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const owner = await insertUser(handle.db);
    buid = (await insertSpace(handle.db, owner.id)).buid;
    await insertFloor(handle.db, buid, 0);
  });
  afterAll(() => handle.close());

  const stored = async () => {
    const { rows } = await sql<{ estimates: string }>`
      select estimates::text as estimates from access_points where buid = ${buid}`.execute(
      handle.db,
    );
    return JSON.parse(rows[0]?.estimates ?? 'null') as Record<string, unknown>[];
  };

  it('renames lng to lon in every estimate and back, keeping the rest and the order', async () => {
    const before = [
      { id: 'a', bssids: ['a'], lat: 35.1, lng: 33.4, uncertaintyM: 3 },
      { id: 'b', bssids: ['b'], lat: 35.2, lng: 33.5, uncertaintyM: 4 },
    ];
    await sql`
      insert into access_points (buid, floor_number, fingerprints_version, estimates)
      values (${buid}, 0, 1, ${JSON.stringify(before)}::jsonb)`.execute(handle.db);

    // The migration is written against any schema, as every migration is.
    const db = handle.db as unknown as Kysely<unknown>;
    await up(db);
    expect(await stored()).toEqual(before.map(({ lng, ...rest }) => ({ ...rest, lon: lng })));
    await down(db);
    expect(await stored()).toEqual(before);
  });
});
