import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** The databases every repository and service suite runs against. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: an in-memory PGlite, or a new schema in the
 * PostgreSQL of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions are per database: create pg_trgm once, in public, for every test schema.
    await admin.query('create extension if not exists pg_trgm schema public');
  } catch (error) {
    // Another test file created it at the same moment.
    if (!['23505', '42710'].includes((error as { code?: string }).code ?? '')) throw error;
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: null, schema, poolSize: 4 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    async close() {
      await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.close();
      postgresDatabasesClosed += 1;
    },
  };
}

/** PostgreSQL test databases created and dropped again by this test file so far. */
let postgresDatabasesClosed = 0;

/**
 * Runs a suite once per database kind, with the kind in the suite name. The name must
 * be a plain string: CI expects every name listed in .ci/postgres-suites.txt to have run.
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      if (kind === 'postgres') {
        let closedBefore = 0;
        beforeAll(() => {
          closedBefore = postgresDatabasesClosed;
        });
        // Registered first, so it runs after the suite's own afterAll hooks have closed its databases.
        afterAll(() => {
          if (postgresDatabasesClosed > closedBefore) markPostgresSuiteRan(name);
        });
      }
      suite(kind);
    });
  }
}

/**
 * Writes the suite's name to the PG_SUITE_MARKER file: CI compares the names with the
 * expected list to prove every PostgreSQL half really ran against PostgreSQL.
 */
export function markPostgresSuiteRan(name: string): void {
  const marker = process.env.PG_SUITE_MARKER;
  if (marker) fs.appendFileSync(marker, `${name}\n`);
}
