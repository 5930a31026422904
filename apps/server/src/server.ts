import path from 'node:path';
import type { VersionInfo } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap/ensure-admin.js';
import type { ServerConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { UsersRepository } from './db/repositories/users.repository.js';
import { loadDemoAuditOnce } from './demo/demo-audit.js';
import { loadDemoOnFirstStart, readDemoBuilding } from './demo/load-demo.js';
import { FileStorage } from './storage/file-storage.js';
import { readVersion } from './version.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Stops accepting requests, finishes the ones in flight, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates it, ensures the admin account and demo data, and builds the app. */
export async function createServer(
  config: ServerConfig,
  version: VersionInfo = readVersion(),
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    const app = await buildApp({ config, db: database.db, version });
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0)
      app.log.info({ migrations: applied, database: database.kind }, 'migrations applied');
    const admin = await ensureAdmin(new UsersRepository(database.db), config, app.log);
    if (config.demoData) {
      const storage = new FileStorage(path.join(config.dataDir, 'storage'));
      const outcome = await loadDemoOnFirstStart(database.db, storage, admin.id);
      if (outcome === 'loaded') app.log.info('demo building loaded');
      // A planner, an auditor and one audit route with results, beside the demo building.
      await loadDemoAuditOnce(database.db, (await readDemoBuilding()).space.buid, app.log);
    }
    let closing: Promise<void> | null = null;
    return {
      app,
      database,
      close() {
        closing ??= (async () => {
          await app.close();
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
