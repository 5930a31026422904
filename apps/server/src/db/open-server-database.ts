import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from './database.js';

/** The server's database while it opens, and where its idle-connection failures go. */
export interface OpeningDatabase {
  database: Promise<DatabaseHandle>;
  /** Set once the app's logger exists; failures before that are dropped. */
  idleErrors: { log: ((error: unknown) => void) | null };
}

/**
 * Starts opening the server's database: PostgreSQL with DATABASE_URL, else the embedded
 * database in DATA_DIR/pgdata. This module loads little, so the entry point can start the
 * embedded database's worker first and load the rest of the server while it boots
 * (docs/deployment.md#start-up).
 */
export function openServerDatabase(config: ServerConfig): OpeningDatabase {
  const idleErrors: OpeningDatabase['idleErrors'] = { log: null };
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    // PostgreSQL went away (restart, failover): the pool reconnects when asked next.
    onIdleError: (error) => idleErrors.log?.(error),
  });
  // Awaited by createServer; a failure before that must not end the process unhandled.
  database.catch(() => {});
  return { database, idleErrors };
}
