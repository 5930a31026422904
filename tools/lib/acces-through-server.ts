import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { contract, type Fingerprint, type ResponseOf } from '@indoor/domain';
import { repositoriesFor } from '../../apps/server/src/db/repositories/repositories.js';
import { storeRadiomapScans } from '../../apps/server/src/services/radiomaps.service.js';
import { percentile, round2 } from './percentiles.js';
import { startEmptyScratchServer } from './scratch-server.js';

/** The map through the server: computed within, answered from what is stored within, pauses at most. */
export const ACCES_SERVER_GOALS = {
  computeMs: 5_000,
  cachedMs: 50,
  eventLoopPauseMs: 50,
} as const;
const CACHED_READS = 50;
const BASELINE_MS = 3_000;
/** The layer asks again this often while the answer says computing. */
const POLL_MS = 100;

export interface AccesServerFigures {
  database: string;
  /** From the first read of the floor to the ready answer. */
  computeMs: number;
  /** The first read's answer time and status (it starts the computation). */
  firstReadMs: number;
  firstStatus: string;
  cachedP50Ms: number;
  cachedP99Ms: number;
  /** The longest event-loop pause from the first read to the ready answer, sampled every 10 ms. */
  maxPauseMs: number;
  /** The same, over BASELINE_MS of the server idle before: what the machine's load alone gives. */
  baselinePauseMs: number;
  gridPoints: number;
  surveyNext: number;
  /** Progress answers seen while computing, as done/total. */
  progressSeen: string[];
}

type AccesAnswer = ResponseOf<typeof contract.positionAccesMap>;

/**
 * One floor's accuracy map through the real server (docs/positioning.md#the-map-on-the-server):
 * the scans stored on a floor of a scratch server (the embedded database, or PostgreSQL with
 * DATABASE_URL), its plan placed over them; the floor read over HTTP as the layer does (again
 * every 100 ms while computing) until the map is ready, the event loop's longest pause
 * measured meanwhile (and, for comparison, over 3 s of the server idle before: on a shared
 * machine other processes pause it too); then 50 reads of the stored map.
 */
export async function accesThroughServer(
  scans: readonly Fingerprint[],
  origin: { lat: number; lon: number },
): Promise<AccesServerFigures> {
  const { scratch, ownerId } = await startEmptyScratchServer('acces');
  try {
    const db = scratch.server.database.db;
    const buid = `building_acces_${randomUUID()}`;
    const lats = scans.map((s) => s.lat);
    const lons = scans.map((s) => s.lon);
    const pad = 0.00005;
    const [south, north] = [Math.min(...lats) - pad, Math.max(...lats) + pad];
    const [west, east] = [Math.min(...lons) - pad, Math.max(...lons) + pad];
    await db
      .insertInto('spaces')
      .values({
        buid,
        name: 'Accuracy map bench',
        coordinates_lat: origin.lat,
        coordinates_lon: origin.lon,
        owner_id: ownerId,
      })
      .execute();
    await db
      .insertInto('floors')
      .values({
        buid,
        floor_number: 0,
        plan_corners: JSON.stringify([
          [west, north],
          [east, north],
          [east, south],
          [west, south],
        ]),
        bottom_left_lat: south,
        bottom_left_lng: west,
        top_right_lat: north,
        top_right_lng: east,
      })
      .execute();
    // The access-point estimates are fitted on the event loop (in slices, see
    // AccessPointRefresher): left out, so the pauses measured are the map's.
    await scratch.server.app.accessPointRefresher.stop();
    await db
      .transaction()
      .execute((tx) => storeRadiomapScans(repositoriesFor(tx), { buid, floor: 0 }, scans));

    const read = async () => {
      const at = performance.now();
      const res = await fetch(`${scratch.baseUrl}${contract.positionAccesMap.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ buid, floor: 0 }),
      });
      const body = (await res.json()) as AccesAnswer;
      if (res.status !== 200) throw new Error(`read failed: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - at, body };
    };

    const baseline = monitorEventLoopDelay({ resolution: 10 });
    baseline.enable();
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    baseline.disable();
    const pauses = monitorEventLoopDelay({ resolution: 10 });
    pauses.enable();
    const started = performance.now();
    const first = await read();
    const progressSeen: string[] = [];
    let answer = first.body;
    while (answer.status !== 'ready') {
      if (answer.progress) progressSeen.push(`${answer.progress.done}/${answer.progress.total}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      answer = (await read()).body;
    }
    const computeMs = performance.now() - started;
    pauses.disable();

    const cached: number[] = [];
    for (let i = 0; i < CACHED_READS; i++) {
      const { ms, body } = await read();
      if (body.computed_at !== answer.computed_at) throw new Error('the map was computed again');
      cached.push(ms);
    }
    return {
      database: scratch.server.database.kind,
      computeMs,
      firstReadMs: first.ms,
      firstStatus: first.body.status,
      cachedP50Ms: round2(percentile(cached, 50)),
      cachedP99Ms: round2(percentile(cached, 99)),
      // The histogram holds the delay past the 10 ms sampling interval, in nanoseconds.
      maxPauseMs: round2(pauses.max / 1e6),
      baselinePauseMs: round2(baseline.max / 1e6),
      gridPoints: answer.crlb.length,
      surveyNext: answer.survey_next.length,
      progressSeen: [...new Set(progressSeen)],
    };
  } finally {
    await scratch.stop();
  }
}
