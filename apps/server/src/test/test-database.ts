import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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
    const handle = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteTemplate: await migratedTemplate(),
    });
    // Applies whatever the template lacks: nothing, unless a migration is newer than it.
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

const MIGRATIONS = path.join(import.meta.dirname, '../db/migrations');

/**
 * What a fresh, migrated embedded database holds, as a tarball. It is made once and kept
 * in the system's temporary folder under a name that changes with PGlite's version and
 * the migrations; every in-memory test database starts as a copy of it, instead of
 * running initdb and every migration (a third of the suite's time on two cores).
 */
let template: Promise<Uint8Array> | null = null;

function migratedTemplate(): Promise<Uint8Array> {
  template ??= readOrMakeTemplate();
  return template;
}

async function readOrMakeTemplate(): Promise<Uint8Array> {
  const file = path.join(os.tmpdir(), `indoor-pglite-template-${templateKey()}.tar`);
  try {
    return new Uint8Array(await fs.promises.readFile(file));
  } catch {
    // Not made yet on this machine.
  }
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await migrateToLatest(handle.db);
    if (!handle.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    const tarball = await handle.dumpDataDir();
    // Written aside and renamed: another test process never reads half a template. Only
    // a cache: on a full disk the next test file makes its own again.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      await fs.promises.writeFile(partial, tarball);
      await fs.promises.rename(partial, file);
    } catch {
      await fs.promises.rm(partial, { force: true });
    }
    return tarball;
  } finally {
    await handle.close();
  }
}

/** PGlite's version, from the package.json above its entry (the package exports no path to it). */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (folder !== path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    folder = path.dirname(folder);
  }
  throw new Error("PGlite's package.json was not found");
}

/** Changes whenever PGlite or a migration (or their list) does. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const sources = [
    path.join(MIGRATIONS, '../migrate.ts'),
    ...fs.readdirSync(MIGRATIONS).map((name) => path.join(MIGRATIONS, name)),
  ];
  for (const source of sources.sort()) {
    hash.update(path.basename(source));
    hash.update(fs.readFileSync(source));
  }
  return hash.digest('hex').slice(0, 16);
}

/** PostgreSQL test databases created and dropped again by this test file so far. */
let postgresDatabasesClosed = 0;

/**
 * Runs a suite once per database kind, with the kind in the suite name. The name must
 * be a plain string: CI reads the names from the test files (tools/ci/postgres-suites.ts)
 * and expects every one to have run.
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
