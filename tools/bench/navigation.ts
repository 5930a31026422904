import { randomUUID } from 'node:crypto';
import { contract, offsetByMetres, seededRandom } from '@indoor/domain';
import type { BenchStatus } from '../lib/bench-status.js';
import { percentile, round2 } from '../lib/percentiles.js';
import { startEmptyScratchServer } from '../lib/scratch-server.js';

const FLOORS = 10;
const COLUMNS = 40;
const ROWS = 25; // 1,000 POIs a floor
const ROUTES = Number(process.env.BENCH_ROUTES ?? 300);
const GOAL_P50_MS = 5;

/**
 * Route requests over a large building: 10 floors, 10,000 POIs, about 20,000
 * connections (a corridor grid per floor, stairs between floors). Prints the HTTP
 * round trip of POST /api/navigation/route (p50/p99) between random POIs on
 * different floors, after the first request has built the cached graph.
 */
export default async function navigationBench(): Promise<BenchStatus> {
  const { scratch, ownerId } = await startEmptyScratchServer('nav');
  try {
    const db = scratch.server.database.db;
    const buid = `building_nav_${randomUUID()}`;
    const origin = { lat: 35.1447, lon: 33.4109 };
    await db
      .insertInto('spaces')
      .values({
        buid,
        name: 'Navigation bench',
        coordinates_lat: origin.lat,
        coordinates_lon: origin.lon,
        owner_id: ownerId,
      })
      .execute();
    const puid = (f: number, c: number, r: number) => `p_${f}_${c}_${r}`;
    const pois = [];
    const connections: { a: string; b: string; fa: number; fb: number }[] = [];
    for (let f = 0; f < FLOORS; f += 1) {
      await db.insertInto('floors').values({ buid, floor_number: f }).execute();
      for (let c = 0; c < COLUMNS; c += 1) {
        for (let r = 0; r < ROWS; r += 1) {
          const p = offsetByMetres(origin, c * 3, r * 3);
          pois.push({
            puid: puid(f, c, r),
            buid,
            floor_number: f,
            name: `Room ${f}.${c}.${r}`,
            pois_type: 'Room',
            coordinates_lat: p.lat,
            coordinates_lon: p.lon,
            owner_id: ownerId,
          });
          if (c > 0) connections.push({ a: puid(f, c - 1, r), b: puid(f, c, r), fa: f, fb: f });
          if (r > 0) connections.push({ a: puid(f, c, r - 1), b: puid(f, c, r), fa: f, fb: f });
          // A few diagonal shortcuts (open areas) bring the total to about 20,000.
          if (c > 0 && r > 0 && (c * 7 + r) % 15 === 0)
            connections.push({ a: puid(f, c - 1, r - 1), b: puid(f, c, r), fa: f, fb: f });
        }
      }
      if (f > 0) {
        for (const [c, r] of [
          [0, 0],
          [COLUMNS - 1, 0],
          [0, ROWS - 1],
          [COLUMNS - 1, ROWS - 1],
          [20, 12],
        ] as const) {
          connections.push({ a: puid(f - 1, c, r), b: puid(f, c, r), fa: f - 1, fb: f });
        }
      }
    }
    for (let i = 0; i < pois.length; i += 2000)
      await db
        .insertInto('pois')
        .values(pois.slice(i, i + 2000))
        .execute();
    const rows = connections.map((e, i) => ({
      cuid: `c_${i}`,
      buid,
      buid_a: buid,
      buid_b: buid,
      floor_a: e.fa,
      floor_b: e.fb,
      pois_a: e.a,
      pois_b: e.b,
      weight: 3,
      owner_id: ownerId,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await db
        .insertInto('connections')
        .values(rows.slice(i, i + 2000))
        .execute();

    const next = seededRandom(11);
    const random = (n: number) => Math.floor(next() * n);
    const route = async (from: string, to: string) => {
      const started = performance.now();
      const res = await fetch(`${scratch.baseUrl}${contract.navigationRoute.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pois_from: from, pois_to: to }),
      });
      const body = (await res.json()) as { num_of_pois?: number };
      if (res.status !== 200)
        throw new Error(`route failed: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, length: body.num_of_pois ?? 0 };
    };
    const first = await route(puid(0, 0, 0), puid(FLOORS - 1, COLUMNS - 1, ROWS - 1));
    const times: number[] = [];
    const lengths: number[] = [];
    for (let i = 0; i < ROUTES; i += 1) {
      const from = puid(random(FLOORS), random(COLUMNS), random(ROWS));
      const to = puid(random(FLOORS), random(COLUMNS), random(ROWS));
      const { ms, length } = await route(from, to);
      times.push(ms);
      lengths.push(length);
    }
    const p50 = percentile(times, 50);
    console.log(
      `navigation: ${FLOORS} floors, ${pois.length} POIs, ${connections.length} connections on ${scratch.server.database.kind}, Node ${process.version}`,
    );
    console.table([
      {
        'first route (builds the graph) ms': round2(first.ms),
        routes: ROUTES,
        'p50 ms': round2(p50),
        'p99 ms': round2(percentile(times, 99)),
        'median POIs per route': percentile(lengths, 50),
      },
    ]);
    console.log(`goal p50 under ${GOAL_P50_MS} ms: ${p50 < GOAL_P50_MS ? 'met' : 'NOT met'}`);
    return { goalsMet: p50 < GOAL_P50_MS };
  } finally {
    await scratch.stop();
  }
}
