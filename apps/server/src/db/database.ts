import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DatabaseTimeouts } from '../config/infrastructure.js';
import { PGliteWorkerDialect } from './pglite-worker-dialect.js';
import { PreparingClient } from './prepared-statements.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The embedded database's data folder as a tarball, a template for `pgliteTemplate`. */
  dumpDataDir?(): Promise<Uint8Array>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** What an in-memory embedded database starts as (a `dumpDataDir` answer): tests. */
  pgliteTemplate?: Uint8Array;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
  /**
   * Limits on connecting and on each statement (DatabaseTimeouts), so requests never hang
   * on a database that went away. Off for migrations, which may rightly run for long.
   */
  requestTimeouts?: boolean;
  /** Where errors of idle pooled connections are reported (the database went away). */
  onIdleError?: (error: Error) => void;
}

const DATE_OID = 1082;

// Dates stay 'YYYY-MM-DD' text: a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(DATE_OID, (value) => value);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Each connection prepares a statement once and then only binds and executes it.
      Client: PreparingClient,
      // Extensions (pg_trgm) live in public; an isolated schema still needs to see them.
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)},public` } : {}),
      // A database that is away answers 503 within seconds instead of holding requests:
      // connecting (or waiting for a free connection) and every statement have a limit.
      connectionTimeoutMillis: DatabaseTimeouts.connectMs,
      ...(options.requestTimeouts === false
        ? {}
        : {
            statement_timeout: DatabaseTimeouts.statementMs,
            query_timeout: DatabaseTimeouts.queryMs,
            idle_in_transaction_session_timeout: DatabaseTimeouts.idleInTransactionMs,
          }),
      keepAlive: true,
    });
    // An idle connection the server closed (restart, failover) errors on the pool: without
    // a listener that would end the process. The pool drops it and opens a new one when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
  // PGlite runs in its own thread (pglite-worker.ts), beside the event loop.
  const dialect = new PGliteWorkerDialect({
    dataDir: options.pgliteDir,
    template: options.pgliteTemplate ?? null,
    onFailure: (error) => {
      // The database thread died under a running server: stop rather than answer
      // from a database in an unknown state. Committed writes are on disk already.
      process.nextTick(() => {
        throw new Error('the embedded database stopped unexpectedly', { cause: error });
      });
    },
  });
  const db = new Kysely<Database>({ dialect });
  // Opens (or recovers) the data folder now, so a broken one fails the start.
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dumpDataDir: () => dialect.dumpDataDir(),
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return name;
}
