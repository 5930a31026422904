import { contract } from '@indoor/domain';
import type { BenchStatus } from '../lib/bench-status.js';
import { measure, printFigures } from '../lib/load.js';
import { startScratchServer } from '../lib/scratch-server.js';

/**
 * Throughput and tail latency of a static endpoint (/api/version) and a
 * database-backed one (the demo building's floors), on the embedded database or,
 * with DATABASE_URL set, on PostgreSQL. BENCH_SECONDS sets each run's length (default 10).
 */
export default async function apiThroughput(): Promise<BenchStatus> {
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const scratch = await startScratchServer({
    DEMO_DATA: '1',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  try {
    const spaces = (await (
      await fetch(`${scratch.baseUrl}${contract.spacePublic.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { spaces: { buid: string }[] };
    const buid = spaces.spaces[0]?.buid;
    if (!buid) throw new Error('the demo building did not load');
    console.log(
      `api-throughput: ${scratch.server.database.kind}, ${connections} connections, ${durationSeconds} s per endpoint, Node ${process.version}`,
    );
    const rows = [
      await measure({
        title: `GET ${contract.getVersion.path}`,
        url: `${scratch.baseUrl}${contract.getVersion.path}`,
        connections,
        durationSeconds,
      }),
      await measure({
        title: `POST ${contract.floorAll.path} (database)`,
        url: `${scratch.baseUrl}${contract.floorAll.path}`,
        method: 'POST',
        body: { buid },
        connections,
        durationSeconds,
      }),
    ];
    printFigures(rows);
    const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
    if (failed.length > 0) console.error(`errors in: ${failed.map((r) => r.title).join(', ')}`);
    // Its goal: every request answered without an error.
    return { goalsMet: failed.length === 0 };
  } finally {
    await scratch.stop();
  }
}
