import fs from 'node:fs';
import { contract, syntheticSurvey, writeRadiomapLog } from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const ORIGIN = { lat: 35.1446, lon: 33.4115 };
const SURVEY = syntheticSurvey({
  seed: 3,
  corridors: 1,
  widthM: 20,
  accessPoints: 4,
  scans: 200,
  shadowingDb: 4,
  origin: ORIGIN,
});

describeEachDatabase('table statistics refreshed after large writes', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;

  /**
   * Analyses of the fingerprints asked for by a statement (PostgreSQL's own autovacuum
   * counts apart, in autoanalyze_count).
   */
  const fingerprintAnalyses = async () =>
    Number(
      (
        await sql<{ n: string }>`select coalesce(max(analyze_count), 0)::text as n
          from pg_stat_user_tables where relid = to_regclass('fingerprints')`.execute(t.db)
      ).rows[0]?.n,
    );
  const upload = async (from: number, to: number) => {
    const target = { buid: space.buid, floor: 0 };
    const body = multipartBody(
      { json: JSON.stringify(target) },
      {
        radiomap: {
          data: Buffer.from(writeRadiomapLog(SURVEY.scans.slice(from, to), target)),
          filename: 'radiomap.txt',
          contentType: 'text/plain',
        },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: contract.radiomapUpload.path,
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { DATA_DIR: fs.mkdtempSync('/tmp/table-statistics-test-') },
      { statistics: { minRows: 150, settleMs: 0 } },
    );
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, {
      coordinates_lat: ORIGIN.lat,
      coordinates_lon: ORIGIN.lon,
    });
    await insertFloor(t.db, space.buid, 0);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('analyses the fingerprints once enough were uploaded, not before', async () => {
    await upload(0, 100);
    // The refresh would start at once (settleMs 0): give it time to show it did not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fingerprintAnalyses()).toBe(0);
    await upload(100, 200);
    await expect.poll(fingerprintAnalyses, { timeout: 20_000, interval: 50 }).toBe(1);
  }, 60_000);
});
