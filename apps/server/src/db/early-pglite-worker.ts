import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { dataDirFrom } from '../config/data-dir.js';
import { startWorker } from '../workers/worker-channel.js';
import type { PGliteWorkerData } from './pglite-worker.js';

/** The embedded database's thread, started before the server's modules load, until taken. */
let early: { dataDir: string; worker: Worker; exited: boolean } | null = null;

/**
 * Starts the embedded database's thread from the environment alone, before the rest of
 * the server loads (docs/deployment.md#start-up): PGlite boots on another core while the
 * main thread loads the server. Nothing happens with DATABASE_URL. The database opened
 * later takes this thread when it names the same folder (takeEarlyPGliteWorker).
 */
export function startPGliteWorkerEarly(env: NodeJS.ProcessEnv, cwd = process.cwd()): void {
  if (env.DATABASE_URL?.trim()) return;
  const dataDir = path.join(dataDirFrom(env, cwd), 'pgdata');
  let worker: Worker;
  try {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const data: PGliteWorkerData = { dataDir, template: null };
    worker = startWorker('./pglite-worker', import.meta.url, data);
  } catch {
    // An unusable DATA_DIR: the database opened from the configuration reports it.
    return;
  }
  const started = { dataDir, worker, exited: false };
  // A thread that fails before it is taken is not taken: the database then starts its own
  // and reports the failure as usual.
  worker.once('error', () => {});
  worker.once('exit', () => {
    started.exited = true;
  });
  early = started;
}

/** The thread started early for `dataDir`, once, while it still runs; null otherwise. */
export function takeEarlyPGliteWorker(dataDir: string): Worker | null {
  const started = early;
  early = null;
  if (!started || started.exited || started.dataDir !== dataDir) {
    if (started && !started.exited) void started.worker.terminate();
    return null;
  }
  return started.worker;
}
