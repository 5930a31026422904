import type { VersionInfo } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap/ensure-admin.js';
import { StorageConstants } from './config/infrastructure.js';
import { type ServerConfig, sharedWithoutTokenSecret } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { type OpeningDatabase, openServerDatabase } from './db/open-server-database.js';
import { repositoriesFor } from './db/repositories/repositories.js';
import { loadDemoAuditOnce } from './demo/demo-audit.js';
import { loadDemoOnFirstStart, readDemoBuilding } from './demo/load-demo.js';
import { sweepUploadFolders } from './http/upload-folders.js';
import type { ServiceOverrides } from './services/services.js';
import { createObjectStorage } from './storage/create-storage.js';
import { sweepPlanStorageAtStart } from './storage/plan-storage-sweep.js';
import { readVersion } from './version.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Stops accepting requests, finishes the ones in flight, then closes the database. */
  close(): Promise<void>;
}

/**
 * Applies pending migrations. On PostgreSQL through a connection of its own without the
 * statement limits that keep requests from hanging: building an index on a large table
 * may rightly take longer.
 */
async function migrate(databaseUrl: string | null, db: DatabaseHandle['db']): Promise<string[]> {
  if (!databaseUrl) return migrateToLatest(db);
  const migrating = await openDatabase({
    databaseUrl,
    pgliteDir: null,
    poolSize: 1,
    requestTimeouts: false,
  });
  try {
    return await migrateToLatest(migrating.db);
  } finally {
    await migrating.close();
  }
}

/**
 * Opens the database, migrates it, ensures the admin account and demo data, and builds the
 * app. `opening` is the database main.ts started to open before it loaded this module (see
 * openServerDatabase); without it the database is opened here. `overrides` are the services'
 * (benchmarks compare with them; the product passes none).
 */
export async function createServer(
  config: ServerConfig,
  version: VersionInfo = readVersion(),
  opening: OpeningDatabase = openServerDatabase(config),
  overrides: ServiceOverrides = {},
): Promise<RunningServer> {
  let app: FastifyInstance | null = null;
  const database = await opening.database;
  opening.idleErrors.log = (error) =>
    app?.log.warn({ err: error }, 'an idle database connection failed');
  try {
    const storage = createObjectStorage(config);
    app = await buildApp({ config, db: database.db, version, storage, overrides });
    const applied = await migrate(config.databaseUrl, database.db);
    if (applied.length > 0)
      app.log.info({ migrations: applied, database: database.kind }, 'migrations applied');
    if (sharedWithoutTokenSecret(config))
      app.log.warn(
        'DATABASE_URL or STORAGE_URL is set but JWT_SECRET is not: each instance signs tokens with a secret of its own, so a token from one instance is refused by another; set the same JWT_SECRET on every instance',
      );
    const log = app.log;
    // Instances starting at once on one PostgreSQL take turns: each checks what is there
    // only after the one before it has created the admin and the demo data.
    await oneInstanceAtATime(config.databaseUrl, async () => {
      const admin = await ensureAdmin(repositoriesFor(database.db).users, config, log);
      if (config.demoData) {
        const outcome = await loadDemoOnFirstStart(database.db, storage, admin.id);
        if (outcome === 'loaded') log.info('demo building loaded');
        // A planner, an auditor and one audit route with results, beside the demo building.
        await loadDemoAuditOnce(
          database.db,
          async () => (await readDemoBuilding()).space.buid,
          log,
        );
      }
    });
    // Plans and tiles of floors deleted while their removal failed, of a process that
    // stopped half-way through an upload or a restore, and replaced plans past their
    // keeping time. The embedded database serves this one process, which serves no request
    // yet: nothing it stored can still be in progress. On PostgreSQL another instance may
    // be uploading or restoring: its recent versions stay.
    const swept = await sweepPlanStorageAtStart(
      database.db,
      storage,
      Date.now(),
      config.databaseUrl ? StorageConstants.sweepGraceMs : 0,
    );
    if (swept.length > 0) app.log.info({ removed: swept }, 'unreferenced floor plans removed');
    // The temporary folders of uploads of a process that was killed.
    const folders = await sweepUploadFolders();
    if (folders.length > 0) app.log.info({ removed: folders }, 'leftover upload folders removed');
    const running = app;
    running.accessPointRefresher.start((error) =>
      running.log.warn({ err: error }, 'computing access-point estimates failed'),
    );
    running.accesRefresher.start((error) =>
      running.log.warn({ err: error }, 'computing an accuracy map failed'),
    );
    let closing: Promise<void> | null = null;
    return {
      app: running,
      database,
      close() {
        closing ??= (async () => {
          await running.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The advisory-lock key of the start-up work ('indoor' in ASCII); any constant will do. */
const STARTUP_LOCK_KEY = 0x696e646f6f72;

/**
 * Runs `work` holding a PostgreSQL session advisory lock, so instances sharing the database
 * do it one at a time. The lock is held on a connection of its own without the request
 * time limits (waiting for another instance's demo data may rightly take long). The
 * embedded database serves one instance only and needs none.
 */
async function oneInstanceAtATime(databaseUrl: string | null, work: () => Promise<void>) {
  if (!databaseUrl) return work();
  const locking = await openDatabase({
    databaseUrl,
    pgliteDir: null,
    poolSize: 1,
    requestTimeouts: false,
  });
  try {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(locking.db);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(locking.db);
    }
  } finally {
    await locking.close();
  }
}
