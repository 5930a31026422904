import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFloor, insertSpace, insertUser } from '../../test/factories.js';
import { describeEachDatabase, openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0019_undated_scans.js';

/** 2015-03-19 11:26:27.473 UTC: a real survey time. */
const T0 = 1426764387473;

describeEachDatabase('migration 0019: fingerprints of 1 January 1970 become undated', (kind) => {
  let handle: DatabaseHandle;
  let buid: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const owner = await insertUser(handle.db);
    buid = (await insertSpace(handle.db, owner.id)).buid;
    await insertFloor(handle.db, buid, 0);
  });
  afterAll(() => handle.close());

  const rows = async () => {
    const result = await sql<{
      ms: string | null;
      hash: string | null;
      expected: string | null;
    }>`
      select (extract(epoch from measured_at) * 1000)::int8::text as ms, scan_hash as hash,
        fingerprint_scan_hash((extract(epoch from measured_at) * 1000)::int8, lat, lon, heading,
          macs, rss) as expected
      from fingerprints where buid = ${buid} order by id`.execute(handle.db);
    return result.rows;
  };
  const days = async () => {
    const result = await sql<{ day: number; scans: number }>`
      select day, scans from heatmap_cells where buid = ${buid} and level = 1
      order by day`.execute(handle.db);
    return result.rows;
  };

  it('undates the rows stored on 1970-01-01 (matrix rows), their cells with them, and back', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    await down(db);
    // Matrix rows as earlier uploads stored them (row n at n ms), two of them the same
    // fingerprint at one place, and a real survey scan.
    const insert = (ms: number, lat: number) =>
      sql`
      insert into fingerprints (buid, floor_number, lat, lon, heading, measured_at, macs, rss,
        strongest_mac, tile_key, scan_hash)
      values (${buid}, 0, ${lat}, 33.41, 0, timestamptz 'epoch' + ${ms}::int8 * interval '1 millisecond',
        array['00:1d:7e:ae:d4:10'], array[-70]::smallint[], '00:1d:7e:ae:d4:10', 1,
        fingerprint_scan_hash(${ms}::int8, ${lat}, 33.41, 0, array['00:1d:7e:ae:d4:10'],
          array[-70]::smallint[]))`.execute(db);
    await insert(0, 35.14);
    await insert(1, 35.14);
    await insert(2, 35.15);
    await insert(T0, 35.14);
    await sql`
      insert into heatmap_cells (buid, floor_number, level, day, cell_x, cell_y, count, rss_sum, scans)
      values (${buid}, 0, 1, 0, 1, 1, 3, -210, 3), (${buid}, 0, 1, 16513, 1, 1, 1, -70, 1),
        (${buid}, 0, 1, -1, 1, 1, 4, -280, 4)`.execute(db);

    await up(db);
    const after = await rows();
    expect(after.map((r) => r.ms)).toEqual([null, null, null, String(T0)]);
    // Every row keeps the hash the function gives it now; of the two same fingerprints
    // the first keeps it, so an upload of the same matrix again stores nothing twice.
    expect(after.map((r) => r.hash === r.expected)).toEqual([true, false, true, true]);
    expect(after[1]?.hash).toBeNull();
    expect(after[3]?.hash).toBe(after[3]?.expected);
    expect(await days()).toEqual([
      { day: -2, scans: 3 },
      { day: -1, scans: 4 },
      { day: 16513, scans: 1 },
    ]);
    // A cell of an undated scan is allowed on day -2, and on no day below.
    await expect(
      sql`update heatmap_cells set day = -3 where buid = ${buid} and day = -2`.execute(db),
    ).rejects.toThrow();

    await down(db);
    expect((await rows()).map((r) => r.ms)).toEqual(['0', '0', '0', String(T0)]);
    expect((await days()).map((d) => d.day)).toEqual([-1, 0, 16513]);
    await up(db);
    expect((await rows()).map((r) => r.ms)).toEqual([null, null, null, String(T0)]);
  });
});
