import path from 'node:path';
import type { VersionInfo } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap/ensure-admin.js';
import { type ServerConfig, sharedWithoutTokenSecret } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { FloorsRepository } from './db/repositories/floors.repository.js';
import { UsersRepository } from './db/repositories/users.repository.js';
import { loadDemoAuditOnce } from './demo/demo-audit.js';
import { loadDemoOnFirstStart, readDemoBuilding } from './demo/load-demo.js';
import { createObjectStorage } from './storage/create-storage.js';
import { sweepUnreferencedStorage } from './storage/floor-storage.js';
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

/** Opens the database, migrates it, ensures the admin account and demo data, and builds the app. */
export async function createServer(
  config: ServerConfig,
  version: VersionInfo = readVersion(),
): Promise<RunningServer> {
  let app: FastifyInstance | null = null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    // PostgreSQL went away (restart, failover): the pool reconnects when asked next.
    onIdleError: (error) => app?.log.warn({ err: error }, 'an idle database connection failed'),
  });
  try {
    const storage = createObjectStorage(config);
    app = await buildApp({ config, db: database.db, version, storage });
    const applied = await migrate(config.databaseUrl, database.db);
    if (applied.length > 0)
      app.log.info({ migrations: applied, database: database.kind }, 'migrations applied');
    if (sharedWithoutTokenSecret(config))
      app.log.warn(
        'DATABASE_URL or STORAGE_URL is set but JWT_SECRET is not: each instance signs tokens with a secret of its own, so a token from one instance is refused by another; set the same JWT_SECRET on every instance',
      );
    const admin = await ensureAdmin(new UsersRepository(database.db), config, app.log);
    if (config.demoData) {
      const outcome = await loadDemoOnFirstStart(database.db, storage, admin.id);
      if (outcome === 'loaded') app.log.info('demo building loaded');
      // A planner, an auditor and one audit route with results, beside the demo building.
      await loadDemoAuditOnce(database.db, (await readDemoBuilding()).space.buid, app.log);
    }
    // Plans and tiles of floors deleted while their removal failed, or of a process that
    // stopped half-way through an upload.
    const floors = new FloorsRepository(database.db);
    const swept = await sweepUnreferencedStorage(storage, () => floors.listPlanVersions());
    if (swept.length > 0) app.log.info({ removed: swept }, 'unreferenced floor plans removed');
    const running = app;
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
