import { workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveRequests } from '../workers/worker-channel.js';

/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously: on the main thread every query stalled HTTP handling
 * (more than half of the main thread's time under the load benchmark). Here it runs
 * beside the event loop; `pglite-worker-dialect.ts` is the other end.
 *
 * One session, one statement at a time, in arrival order. A transaction holds the
 * session from BEGIN to COMMIT/ROLLBACK: statements from other requests wait, so a
 * transaction never sees (or rolls back) another request's work. An answer is sent
 * after PostgreSQL has finished the statement, so an acknowledged write is committed
 * to the data folder.
 *
 * Statements are prepared once per SQL text and then only bound and executed, in one
 * call into PostgreSQL: no parse, no planning of a reused generic plan, and one
 * protocol round trip instead of six (PGlite's `query()` does parse, describe, bind,
 * describe, execute and sync as separate calls, every time). That halves the cost of
 * the typical query of this product.
 */

export interface PGliteWorkerData {
  /** Folder of the database files; null keeps it in memory (tests). */
  dataDir: string | null;
  /**
   * A dump of a data folder (the 'dump' request's answer) that an in-memory database
   * starts as, instead of running initdb: tests start each database from one migrated copy.
   */
  template?: Uint8Array | null;
}

export type PGliteRequest = { id: number } & (
  | { op: 'ping' }
  | { op: 'close' }
  | { op: 'dump' }
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'commit'; tx: number }
  | { op: 'rollback'; tx: number }
);

export interface PGliteQueryAnswer {
  rows: unknown[];
  affectedRows: number | undefined;
}

const DATE_OID = 1082;
const INT8_OID = 20;
/** Prepared statements kept per session (least recently used ones are closed). */
const STATEMENT_CACHE_SIZE = 500;
/** Statements worth preparing: the rest (DDL, SET …) run unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const READ_ONLY = /^\s*select\b/i;
/** Statements after which prepared result shapes may be stale. */
const SCHEMA_CHANGE = /^\s*(alter|drop|create)\b/i;

const { dataDir, template } = workerData as PGliteWorkerData;
const pglite = await PGlite.create(dataDir ?? undefined, {
  extensions: { pg_trgm },
  ...(template && !dataDir ? { loadDataDir: new Blob([template]) } : {}),
  parsers: {
    // Dates stay 'YYYY-MM-DD' text: a JS Date would shift them by the server's time zone.
    [DATE_OID]: (value: string) => value,
    [INT8_OID]: (value: string) => value,
  },
});

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Sends protocol messages (ending in Sync); the first database error is thrown. */
function exchange(parts: Uint8Array[], skipSync: boolean): Promise<BackendMessage[]> {
  // syncToFs is a no-op for the Node.js file system PGlite writes through, but it is
  // PGlite's durability point: every write outside a transaction, and every COMMIT,
  // passes it before it is answered.
  return pglite.execProtocolStream(concat(parts), { syncToFs: !skipSync });
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Its RowDescription (none for statements without rows), described once. */
  rowDescription: BackendMessage | undefined;
  /** Closed right after its one execution (statements not worth keeping). */
  temporary: boolean;
}

const statements = new Map<string, Prepared>();
let statementCount = 0;
/** Close messages for evicted statements, sent with the next exchange. */
let closing: Uint8Array[] = [];

async function prepare(sql: string): Promise<Prepared> {
  const cached = statements.get(sql);
  if (cached) {
    // Least recently used goes first: re-inserting moves the entry to the end.
    statements.delete(sql);
    statements.set(sql, cached);
    return cached;
  }
  const kept = PREPARABLE.test(sql);
  const name = `${kept ? 'k' : 't'}${++statementCount}`;
  const messages = await exchange(
    [
      ...closing,
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ],
    true,
  );
  closing = [];
  const statement: Prepared = {
    name,
    paramTypes: parse.parseDescribeStatementResults(messages),
    rowDescription: messages.find((m) => m.name === 'rowDescription'),
    temporary: !kept,
  };
  if (kept) {
    statements.set(sql, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestSql);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
  }
  return statement;
}

/** What PGlite's own query() sends for a JS value of a parameter of this type. */
function serializeParam(value: unknown, type: number | undefined): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pglite.serializers[type];
  return serializer ? serializer(value) : String(value);
}

async function execute(
  sql: string,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<Results> {
  const statement = await prepare(sql);
  const values = params.map((value, i) => serializeParam(value, statement.paramTypes[i]));
  // After an error PostgreSQL skips to Sync: a temporary statement is closed next time.
  if (statement.temporary) closing.push(serialize.close({ type: 'S', name: statement.name }));
  const messages = await exchange(
    [
      serialize.bind({ statement: statement.name, values: values as string[] }),
      serialize.execute({}),
      serialize.sync(),
    ],
    // Reads need no file-system sync point.
    inTransaction || READ_ONLY.test(sql),
  );
  if (SCHEMA_CHANGE.test(sql)) {
    // Prepared "select *" would now fail with "cached plan must not change result type".
    statements.clear();
    closing = [];
    await exchange([serialize.query('deallocate all')], true);
  }
  // The rows are read with the statement's RowDescription from when it was prepared.
  const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
  const [result] = parse.parseResults(described, pglite.parsers, { rowMode: 'object' });
  if (!result) throw new Error('no result');
  return result;
}

/** A statement whose prepared form went stale (or away) is prepared afresh, once. */
async function query(
  sql: string,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<PGliteQueryAnswer> {
  let result: Results;
  try {
    result = await execute(sql, params, inTransaction);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const stale = code === '0A000' || code === '26000';
    if (!stale || !statements.has(sql)) throw error;
    statements.delete(sql);
    // Inside a transaction the error has aborted it: the caller rolls back and retries.
    if (inTransaction) throw error;
    result = await execute(sql, params, inTransaction);
  }
  return { rows: result.rows, affectedRows: result.affectedRows };
}

// One statement at a time: everything runs through this chain.
let session: Promise<unknown> = Promise.resolve();

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = session.then(task);
  session = run.catch(() => {});
  return run;
}

/** A transaction that holds the session until it ends. */
interface OpenTransaction {
  /** Its own statements, one after the other. */
  chain: Promise<unknown>;
  end: () => void;
}

const transactions = new Map<number, OpenTransaction>();

function begin(id: number): Promise<void> {
  return new Promise<void>((begun, failed) => {
    exclusive(async () => {
      try {
        await exchange([serialize.query('begin')], true);
      } catch (error) {
        failed(error);
        return;
      }
      await new Promise<void>((ended) => {
        transactions.set(id, { chain: Promise.resolve(), end: ended });
        begun();
      });
    });
  });
}

function inTransaction<T>(id: number, task: () => Promise<T>): Promise<T> {
  const open = transactions.get(id);
  if (!open) return Promise.reject(new Error(`no open transaction ${id}`));
  const run = open.chain.then(task);
  open.chain = run.catch(() => {});
  return run;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  try {
    await inTransaction(id, async () => {
      const messages = await exchange([serialize.query(commit ? 'commit' : 'rollback')], false);
      const tag = messages.find((m) => m.name === 'commandComplete') as
        | { text?: string }
        | undefined;
      // COMMIT of a transaction that an error had aborted answers ROLLBACK.
      if (commit && tag?.text === 'ROLLBACK') {
        throw Object.assign(new Error('the transaction was aborted and has been rolled back'), {
          code: '25P02',
        });
      }
    });
  } finally {
    if (open) {
      transactions.delete(id);
      open.end();
    }
  }
}

serveRequests<PGliteRequest>((request) => {
  switch (request.op) {
    case 'query':
      return request.tx === undefined
        ? exclusive(() => query(request.sql, request.params, false))
        : inTransaction(request.tx, () => query(request.sql, request.params, true));
    case 'begin':
      return begin(request.tx);
    case 'commit':
      return end(request.tx, true);
    case 'rollback':
      return end(request.tx, false);
    case 'ping':
      return exclusive(() => query('select 1', [], false)).then(() => undefined);
    case 'close':
      return exclusive(() => pglite.close());
    case 'dump':
      return exclusive(async () => {
        const tarball = await pglite.dumpDataDir('none');
        return new Uint8Array(await tarball.arrayBuffer());
      });
  }
});
