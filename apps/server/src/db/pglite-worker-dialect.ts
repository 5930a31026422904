import {
  AbortedTransactionError,
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { startWorker, WorkerChannel } from '../workers/worker-channel.js';
import { takeEarlyPGliteWorker } from './early-pglite-worker.js';
import type { PGliteQueryAnswer, PGliteRequest, PGliteWorkerData } from './pglite-worker.js';

type Request = PGliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export interface PGliteWorkerDialectConfig extends PGliteWorkerData {
  /** Told when the database thread dies after it started; nothing can be trusted after that. */
  onFailure?: (error: Error) => void;
}

/**
 * Kysely on an embedded PGlite database that runs in a worker thread
 * (`pglite-worker.ts`). Statements from concurrent requests are sent at once and
 * queue in the worker, not here: the main thread never waits for one query to
 * come back before sending the next. Each transaction is its own connection and is
 * isolated in the worker (PGlite runs it alone, start to finish).
 */
export class PGliteWorkerDialect implements Dialect {
  private readonly driver: PGliteWorkerDriver;

  constructor(config: PGliteWorkerDialectConfig) {
    this.driver = new PGliteWorkerDriver(config);
  }

  /** The whole data folder as a tarball, a template for other in-memory databases. */
  dumpDataDir(): Promise<Uint8Array> {
    return this.driver.dumpDataDir();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.driver;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the dialect interface works on any schema
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteWorkerDriver implements Driver {
  private channel: WorkerChannel | null = null;
  private nextTransaction = 1;

  constructor(private readonly config: PGliteWorkerDialectConfig) {}

  async init(): Promise<void> {
    const data: PGliteWorkerData = {
      dataDir: this.config.dataDir,
      template: this.config.template ?? null,
    };
    let started = false;
    const channel = new WorkerChannel(
      (data.template === null ? takeEarlyPGliteWorker(data.dataDir ?? '') : null) ??
        startWorker('./pglite-worker', import.meta.url, data),
      (error) => {
        if (started) this.config.onFailure?.(error);
      },
    );
    // Opening (or recovering) the data folder happens before the first answer.
    await channel.request({ op: 'ping' } satisfies Request);
    started = true;
    this.channel = channel;
  }

  private openChannel(): WorkerChannel {
    if (!this.channel) throw new Error('the embedded database is not open');
    return this.channel;
  }

  async dumpDataDir(): Promise<Uint8Array> {
    return this.openChannel().request<Uint8Array>({ op: 'dump' } satisfies Request);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteWorkerConnection(this.openChannel());
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const tx = this.nextTransaction++;
    await (connection as PGliteWorkerConnection).begin(tx);
    // PGlite runs one transaction at a time, so every isolation level holds anyway;
    // the settings are still applied for what PostgreSQL checks (e.g. read only).
    if (settings.isolationLevel || settings.accessMode) {
      const parts = [
        settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
        settings.accessMode ?? '',
      ];
      await connection.executeQuery(
        CompiledQuery.raw(`set transaction ${parts.filter(Boolean).join(' ')}`),
      );
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await (connection as PGliteWorkerConnection).end(true);
    } catch (error) {
      // COMMIT of a transaction an earlier statement error had aborted.
      if ((error as { code?: string }).code === '25P02') {
        throw Object.assign(new AbortedTransactionError(), { cause: error });
      }
      throw error;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteWorkerConnection).end(false);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    // Nothing is held: a connection is only a handle on the worker.
  }

  async destroy(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    // PGlite closes cleanly (checkpoint) before the thread stops.
    await channel?.close({ op: 'close' } satisfies Request);
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

class PGliteWorkerConnection implements DatabaseConnection {
  private transaction: number | undefined;

  constructor(private readonly channel: WorkerChannel) {}

  async begin(tx: number): Promise<void> {
    await this.channel.request({ op: 'begin', tx } satisfies Request);
    this.transaction = tx;
  }

  async end(commit: boolean): Promise<void> {
    const tx = this.transaction;
    if (tx === undefined) throw new Error('no transaction is open');
    this.transaction = undefined;
    await this.channel.request({ op: commit ? 'commit' : 'rollback', tx } satisfies Request);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const request: Request = {
      op: 'query',
      sql: compiledQuery.sql,
      params: compiledQuery.parameters,
      ...(this.transaction === undefined ? {} : { tx: this.transaction }),
    };
    const { rows, affectedRows } = await this.channel.request<PGliteQueryAnswer>(request);
    return {
      rows: rows as R[],
      ...(affectedRows == null ? {} : { numAffectedRows: BigInt(affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is refused outright
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the embedded database');
  }
}
