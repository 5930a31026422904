import fs from 'node:fs';
import { buildPath, contract } from '@indoor/domain';
import autocannon from 'autocannon';
import type { BenchStatus } from '../lib/bench-status.js';
import { createScratchDatabase, dropScratchDatabase } from '../lib/scratch-database.js';
import { startServerProcess } from '../lib/server-process.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** Comma-separated subset of 'pglite,postgres' to run (all by default). */
const ONLY = process.env.BENCH_DATABASES?.split(',').map((s) => s.trim());
/** A folder: the server process writes a V8 CPU profile there (open it in Chrome DevTools). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const GOAL_P99_MS = 200;
const ADMIN = { username: 'loadadmin', password: 'load-test-password' };

interface Figures {
  database: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'non-2xx': number;
  requests: number;
}

/**
 * A mixed workload at 64 connections: reads of spaces, floors, POIs, connections,
 * coverage heatmaps and search, POI and floor edits (writes) and sign-ins, on the
 * embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL too.
 * BENCH_SECONDS (default 60) and BENCH_CONNECTIONS (default 64) tune it;
 * BENCH_DATABASES=pglite (or postgres) runs one database only; BENCH_CPU_PROF=<folder>
 * profiles the server process while it runs.
 */
export default async function load(): Promise<BenchStatus> {
  const wanted = (label: string) => !ONLY || ONLY.includes(label);
  const targets: { label: string; databaseUrl: string | undefined }[] = [];
  if (wanted('pglite')) targets.push({ label: 'pglite', databaseUrl: undefined });
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl && wanted('postgres'))
    targets.push({
      label: 'postgres',
      databaseUrl: await createScratchDatabase(pgUrl, 'planner_load'),
    });
  const rows: Figures[] = [];
  for (const target of targets) {
    try {
      rows.push(await run(target.label, target.databaseUrl));
    } finally {
      if (pgUrl && target.databaseUrl) await dropScratchDatabase(pgUrl, target.databaseUrl);
    }
  }
  console.log(`load: ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}`);
  console.table(rows);
  let goalsMet = true;
  for (const row of rows) {
    const ok = row.errors === 0 && row['non-2xx'] === 0 && row['p99 ms'] < GOAL_P99_MS;
    console.log(
      `${row.database}: goal (no errors, p99 < ${GOAL_P99_MS} ms) ${ok ? 'met' : 'NOT met'}`,
    );
    if (!ok) goalsMet = false;
  }
  return { goalsMet };
}

async function run(label: string, databaseUrl: string | undefined): Promise<Figures> {
  // The server runs in its own process so the load generator does not share its thread.
  const scratch = await startServerProcess({
    fromSource: true,
    ...(CPU_PROF_DIR
      ? {
          // One file per thread (CPU.<date>.<pid>.<thread>.cpuprofile) in <folder>/<database>.
          nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}/${label}`],
        }
      : {}),
    env: {
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_FAILED_LOGINS: '1000000',
      RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS: '1000000',
    },
  });
  try {
    const post = async (path: string, body: unknown, token?: string) =>
      (await fetch(`${scratch.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as Record<string, unknown>;
    const login = (await post(contract.userLogin.path, ADMIN)) as {
      user: { access_token: string };
    };
    const token = login.user.access_token;
    const spaces = (await post(contract.spacePublic.path, {})) as { spaces: { buid: string }[] };
    const buid = spaces.spaces[0]?.buid ?? '';
    const floorPois = (await post(contract.poisFloorAll.path, { buid, floor_number: 0 })) as {
      pois: { puid: string }[];
    };
    const puids = floorPois.pois.map((poi) => poi.puid);
    if (puids.length === 0) throw new Error('load: the demo building has no POIs on floor 0');
    const json = { 'content-type': 'application/json' };
    const authed = { ...json, authorization: `Bearer ${token}` };
    let edit = 0;
    const reads: autocannon.Request[] = [
      { method: 'POST', path: contract.spacePublic.path, headers: json, body: '{}' },
      {
        method: 'POST',
        path: contract.floorAll.path,
        headers: json,
        body: JSON.stringify({ buid }),
      },
      { method: 'POST', path: contract.spaceSearch.path, headers: json, body: '{"query":"hall"}' },
      { method: 'POST', path: contract.poisSearch.path, headers: json, body: '{"query":"office"}' },
      {
        method: 'POST',
        path: contract.spaceGet.path,
        headers: json,
        body: JSON.stringify({ buid }),
      },
      {
        method: 'POST',
        path: contract.poisFloorAll.path,
        headers: json,
        body: JSON.stringify({ buid, floor_number: 0 }),
      },
      {
        method: 'POST',
        path: contract.connectionFloorAll.path,
        headers: json,
        body: JSON.stringify({ buid, floor_number: 0 }),
      },
      // The demo's synthetic radiomap: coverage at level 1, what the map shows at the zoom
      // a selected space opens at (19).
      {
        method: 'POST',
        path: buildPath(contract.heatmapFloorAverage.path, { level: '1' }),
        headers: json,
        body: JSON.stringify({ buid, floor: 0 }),
      },
    ];
    const poiEdit: autocannon.Request = {
      method: 'POST',
      path: contract.poisUpdate.path,
      headers: authed,
      setupRequest: (req) => {
        edit += 1;
        const puid = puids[edit % puids.length];
        return { ...req, body: JSON.stringify({ puid, buid, description: `load edit ${edit}` }) };
      },
    };
    const floorEdit: autocannon.Request = {
      method: 'POST',
      path: contract.floorUpdate.path,
      headers: authed,
      setupRequest: (req) => {
        edit += 1;
        return {
          ...req,
          body: JSON.stringify({ buid, floor_number: 1, description: `load edit ${edit}` }),
        };
      },
    };
    const result = await autocannon({
      url: scratch.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      // Weighted like real use: mostly reads, some edits, the occasional sign-in (argon2 is
      // deliberately expensive). Autocannon cycles through this list on every connection.
      requests: [
        ...Array.from({ length: 10 }, () => reads).flat(),
        ...Array.from({ length: 2 }, () => poiEdit),
        floorEdit,
        {
          method: 'POST',
          path: contract.userLogin.path,
          headers: json,
          body: JSON.stringify(ADMIN),
        },
      ],
    });
    return {
      database: label,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      'non-2xx': result.non2xx,
      requests: result.requests.total,
    };
  } finally {
    await scratch.stop();
    fs.rmSync(scratch.dataDir, { recursive: true, force: true });
  }
}
