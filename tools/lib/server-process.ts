import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const SOURCE_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, then wait for the exit; resolves the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Reuse a data folder (restart scenarios); a fresh scratch folder otherwise. */
  dataDir?: string;
  port?: number;
  /** Run the TypeScript sources through tsx instead of the build (benchmarks). */
  fromSource?: boolean;
  /** Extra Node.js flags for the server process (e.g. --cpu-prof while profiling). */
  nodeArgs?: string[];
}

/**
 * Starts the server as its own process on a scratch data folder and a free port:
 * the build (apps/server/dist, as `npm start` runs it) or, for benchmarks, the sources.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  if (!options.fromSource && !fs.existsSync(BUILT_ENTRY)) {
    throw new Error('the server is not built: run `npm run build`');
  }
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.fromSource
      ? ['--import', 'tsx', '--conditions=source', SOURCE_ENTRY]
      : [BUILT_ENTRY]),
  ];
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'planner-e2e-'));
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    port,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output()}`);
}
