import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/**
 * Request/answer messaging with a worker thread. Work that would block the event
 * loop (the embedded database, password hashing, the accuracy map) runs in a worker;
 * the main thread sends it requests and awaits the answers.
 */

type Primitive = string | number | boolean | null;

/** An error as it crosses between threads: PostgreSQL errors keep code, detail, constraint … */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, Primitive>;
}

type Answer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, Primitive> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as Primitive;
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  if (serialized.name !== 'Error') error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}

/**
 * Starts a worker from an entry file beside `base` (an import.meta.url), given
 * without extension. The build runs the compiled .js; from the TypeScript sources
 * (tests, `npm run dev:server`, benchmarks) the entry is loaded through tsx with the
 * `source` condition, so `@indoor/domain` is read from its sources there too (tests
 * alias it for the main thread only).
 */
export function startWorker(entry: string, base: string, workerData: unknown): Worker {
  const fromSource = base.endsWith('.ts');
  const url = new URL(`${entry}.${fromSource ? 'ts' : 'js'}`, base);
  if (!fromSource) return new Worker(url, { workerData });
  const load = `import(${JSON.stringify(tsxEsmApi(base))}).then((api) => api.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`;
  return new Worker(load, {
    eval: true,
    workerData,
    execArgv: [...process.execArgv, '--conditions=source'],
  });
}

/** The ES-module build of tsx's API (require.resolve would find the CommonJS one). */
function tsxEsmApi(base: string): string {
  const manifestPath = createRequire(base).resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = manifest.exports['./esm/api']?.import.default;
  if (!entry) throw new Error('tsx has no ES-module API entry');
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The main thread's side: numbered requests, answers matched by number. */
export class WorkerChannel {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;
  private closing = false;

  /**
   * `onFailure` hears of a worker that died (an uncaught error, an exit nobody asked
   * for); every request in flight and every later one is refused with the reason.
   */
  constructor(
    private readonly worker: Worker,
    private readonly onFailure: (error: Error) => void = () => {},
  ) {
    // Only requests in flight keep the process alive, not an idle worker.
    worker.unref();
    worker.on('message', (answer: Answer) => this.answer(answer));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`worker thread exited with code ${code}`));
    });
  }

  /** Requests sent and not yet answered. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** The worker died; every request is refused. */
  get failed(): boolean {
    return this.failure !== null;
  }

  request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error('worker thread is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Sends a last request (if any), then stops the worker; later requests are refused. */
  async close(lastRequest?: Record<string, unknown>): Promise<void> {
    if (this.closing) return;
    try {
      if (lastRequest && !this.failure) await this.request(lastRequest);
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  private answer(answer: Answer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(deserializeError(answer.error));
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.worker.unref();
    this.onFailure(error);
  }
}

/**
 * The worker's side: answers every request with what `handle` returns or throws.
 * Requests are handled as they arrive; a handler that must not overlap with
 * itself awaits what it needs (the database serialises its own work).
 */
export function serveRequests<R extends { id: number }>(
  handle: (request: R) => unknown | Promise<unknown>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveRequests runs in a worker thread');
  const reply = (answer: Answer) => port.postMessage(answer);
  port.on('message', (request: R) => {
    const { id } = request;
    let result: unknown;
    try {
      result = handle(request);
    } catch (error) {
      reply({ id, ok: false, error: serializeError(error) });
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (value: unknown) => reply({ id, ok: true, value }),
        (error: unknown) => reply({ id, ok: false, error: serializeError(error) }),
      );
    } else {
      reply({ id, ok: true, value: result });
    }
  });
}

/** How runWorkerJob reads what its worker posts: a final result, or nothing yet. */
export type WorkerJobMessage<M, T> = (message: M) => { result: T } | undefined;

/**
 * One job in a worker thread of its own (entry and base as startWorker takes them): each
 * message the worker posts goes to `read`, and the first one it answers a result for settles
 * the job. Aborting `signal` ends the worker at once and rejects with `aborted()`; an error in
 * the worker, or its exit before a result, rejects too.
 */
export function runWorkerJob<M, T>(
  entry: string,
  base: string,
  job: unknown,
  options: {
    /** What the worker computes, for the error of an early exit. */
    name: string;
    signal: AbortSignal;
    aborted: () => Error;
    read: WorkerJobMessage<M, T>;
  },
): Promise<T> {
  const { signal, aborted, read, name } = options;
  if (signal.aborted) return Promise.reject(aborted());
  const worker = startWorker(entry, base, job);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => {
      settle(() => reject(aborted()));
      void worker.terminate();
    };
    signal.addEventListener('abort', abort);
    worker.on('message', (message: M) => {
      const answer = read(message);
      if (answer) settle(() => resolve(answer.result));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the ${name} worker exited with code ${code}`))),
    );
  });
}
