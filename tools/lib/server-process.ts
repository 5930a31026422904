import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
  /**
   * Start from a copy of a data folder that one first start with the same data-shaping
   * environment (demo data, admin account) made earlier, instead of a first start of its
   * own (initdb, migrations, the demo building tiled and surveyed): for suites that do
   * not test the first start itself. The copy's output begins with that first start's log
   * (the demo accounts' one-time passwords). Ignored with DATABASE_URL or STORAGE_URL,
   * whose data does not live in the folder.
   */
  fromTemplate?: boolean;
}

/** The environment that decides what a first start writes into the data folder. */
const DATA_SHAPING_ENV = ['DEMO_DATA', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'] as const;

/** Changes whenever the built server or its demo data change (sizes and times of their files). */
function buildStamp(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file);
        hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  walk(path.dirname(BUILT_ENTRY));
  walk(path.join(REPO_ROOT, 'apps/server/demo-data'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Templates of this checkout (another checkout on the machine, with its own build, keeps
 * its own: removing those would pull a template from under its running tests).
 */
const TEMPLATE_PREFIX = `indoor-e2e-template-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 8)}-`;
const MAKING_PREFIX = 'indoor-e2e-making-';
/** A template still being made after this long was left by a run that died. */
const STALE_MAKING_MS = 60 * 60 * 1000;

/** Whether a folder in the temporary folder is a template this build will never use. */
function isOutdatedTemplate(name: string, stamp: string): boolean {
  if (name.startsWith(TEMPLATE_PREFIX)) return !name.startsWith(`${TEMPLATE_PREFIX}${stamp}-`);
  // Another file's template may be in the making right now (test files run side by side,
  // each environment with its own template): one goes only once it is stale.
  if (!name.startsWith(MAKING_PREFIX)) return false;
  const made = fs.statSync(path.join(os.tmpdir(), name), { throwIfNoEntry: false });
  return made !== undefined && Date.now() - made.mtimeMs > STALE_MAKING_MS;
}

/**
 * The data folder and log of a first start with this environment, made once per build
 * in the system's temporary folder (templates of earlier builds are removed).
 */
async function dataTemplate(env: NodeJS.ProcessEnv): Promise<{ dir: string; log: string }> {
  const shaping = DATA_SHAPING_ENV.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  const stamp = buildStamp();
  const key = createHash('sha256').update(`${stamp}\n${shaping}`).digest('hex').slice(0, 16);
  const root = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${stamp}-${key}`);
  const dir = path.join(root, 'data');
  const logFile = path.join(root, 'first-start.log');
  if (fs.existsSync(logFile)) return { dir, log: fs.readFileSync(logFile, 'utf8') };
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (isOutdatedTemplate(old, stamp))
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
  }
  const first = await startServerProcess({ env });
  const code = await first.stop();
  if (code !== 0)
    throw new Error(`the template's first start ended with ${code}:\n${first.output()}`);
  // Made aside and renamed, so a half-made template is never used.
  const making = fs.mkdtempSync(path.join(os.tmpdir(), MAKING_PREFIX));
  fs.renameSync(first.dataDir, path.join(making, 'data'));
  fs.writeFileSync(path.join(making, 'first-start.log'), first.output());
  try {
    fs.renameSync(making, root);
  } catch {
    // Made meanwhile by another run: use that one.
    fs.rmSync(making, { recursive: true, force: true });
  }
  return { dir, log: fs.readFileSync(logFile, 'utf8') };
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
  const env = options.env ?? {};
  const template =
    options.fromTemplate && !options.dataDir && !env.DATABASE_URL && !env.STORAGE_URL
      ? await dataTemplate(env)
      : null;
  if (template) fs.cpSync(template.dir, dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  let output = template?.log ?? '';
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
