import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchOutcome } from '../lib/bench-status.js';
import { REPO_ROOT, startServerProcess } from '../lib/server-process.js';

/** Second starts of the server and bare opens of its database, alternated. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A second start takes at most this many times a bare open of the same data folder. */
const GOAL_RATIO = 1.5;
const ENV = {
  DEMO_DATA: '1',
  ADMIN_USERNAME: 'startbench',
  ADMIN_PASSWORD: 'start-bench-password',
  LOG_LEVEL: 'warn',
};

/**
 * The bare open: a Node.js process that loads PGlite, opens the data folder, answers one
 * query and ends, timed from its spawn to that answer (the same resolution of PGlite the
 * server uses: it runs from the server's folder).
 */
const BARE_OPEN = `
import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[1]);
await db.query('select 1');
process.stdout.write('ready\\n');
await db.close();
`;

function bareOpenMs(pgdata: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_OPEN, pgdata], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let readyAt: number | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      if (readyAt === null && chunk.toString().includes('ready')) readyAt = performance.now();
    });
    child.once('exit', (code) => {
      if (code !== 0 || readyAt === null) reject(new Error(`the bare open exited with ${code}`));
      else resolve(readyAt - started);
    });
  });
}

/** A start of the built server on `dataDir`, timed from its spawn to /api/health answering. */
async function serverStartMs(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ env: ENV, dataDir });
  const ms = performance.now() - started;
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server exited with ${code}:\n${server.output()}`);
  return ms;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * `npm run bench -- startup`: a data folder made by one first start of the built server
 * (embedded database, demo building), then RUNS second starts of the server against bare
 * opens of the same folder by PGlite, alternated; medians and their ratio, goal at most
 * 1.5 (docs/deployment.md#start-up).
 */
export default async function startupBench(): Promise<BenchOutcome> {
  const first = await startServerProcess({ env: ENV });
  const dataDir = first.dataDir;
  try {
    const firstCode = await first.stop();
    if (firstCode !== 0) throw new Error(`the first start exited with ${firstCode}`);
    const pgdata = path.join(dataDir, 'pgdata');
    const bare: number[] = [];
    const server: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bare.push(await bareOpenMs(pgdata));
      server.push(await serverStartMs(dataDir));
    }
    const round = (ms: number) => Math.round(ms);
    console.log(`startup: ${RUNS} runs each, alternated, on the data folder of one first start`);
    console.log(
      `  bare PGlite open + one query: ${bare.map(round).join(', ')} ms (median ${round(median(bare))})`,
    );
    console.log(
      `  server second start to /api/health: ${server.map(round).join(', ')} ms (median ${round(median(server))})`,
    );
    const ratio = median(server) / median(bare);
    const met = ratio <= GOAL_RATIO;
    console.log(
      `  ratio ${ratio.toFixed(2)} (goal at most ${GOAL_RATIO}: ${met ? 'met' : 'not met'})`,
    );
    return { goalsMet: met };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
