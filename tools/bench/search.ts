import { randomUUID } from 'node:crypto';
import { contract } from '@indoor/domain';
import type { BenchStatus } from '../lib/bench-status.js';
import { percentile, round2 } from '../lib/percentiles.js';
import { startEmptyScratchServer } from '../lib/scratch-server.js';

const SPACE_COUNT = Number(process.env.BENCH_SPACES ?? 10_000);
const REQUESTS_PER_QUERY = Number(process.env.BENCH_REQUESTS ?? 200);
const GOAL_MS = 50;

const WORDS = [
  'North',
  'South',
  'Harbour',
  'Library',
  'Engineering',
  'Medical',
  'Arts',
  'Science',
  'Civic',
  'Market',
];
const STREETS = ['Quay Street', 'University Avenue', 'Station Road', 'Market Square', 'Hill Lane'];

/**
 * Space search (the search box) over 10,000 spaces: latency of the HTTP call for
 * typical queries, on the embedded database or, with DATABASE_URL, PostgreSQL.
 */
export default async function searchBench(): Promise<BenchStatus> {
  const { scratch, ownerId } = await startEmptyScratchServer('bench');
  try {
    const db = scratch.server.database.db;
    const rows = Array.from({ length: SPACE_COUNT }, (_, i) => ({
      buid: `building_bench_${i}_${randomUUID()}`,
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Hall ${i}`,
      bucode: `B-${i}`,
      address: `${i % 300} ${STREETS[i % STREETS.length]}`,
      coordinates_lat: 35 + (i % 100) / 1000,
      coordinates_lon: 33 + Math.floor(i / 100) / 1000,
      is_published: i % 10 !== 0,
      owner_id: ownerId,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insertInto('spaces')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    console.log(
      `search: ${SPACE_COUNT} spaces on ${scratch.server.database.kind}, ${REQUESTS_PER_QUERY} sequential requests per query, Node ${process.version}`,
    );
    const table: Record<string, string | number>[] = [];
    let worstP99 = 0;
    for (const query of ['harbour', 'Hall 42', 'b-999', 'quay street', 'zzz-no-match']) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < REQUESTS_PER_QUERY + 20; i += 1) {
        const started = performance.now();
        const res = await fetch(`${scratch.baseUrl}${contract.spaceSearch.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        const body = (await res.json()) as { spaces: unknown[] };
        if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
        hits = body.spaces.length;
      }
      const p99 = percentile(times, 99);
      worstP99 = Math.max(worstP99, p99);
      table.push({
        query,
        results: hits,
        'p50 ms': round2(percentile(times, 50)),
        'p99 ms': round2(p99),
      });
    }
    console.table(table);
    console.log(
      `worst p99 ${round2(worstP99)} ms; goal under ${GOAL_MS} ms: ${worstP99 < GOAL_MS ? 'met' : 'NOT met'}`,
    );
    return { goalsMet: worstP99 < GOAL_MS };
  } finally {
    await scratch.stop();
  }
}
