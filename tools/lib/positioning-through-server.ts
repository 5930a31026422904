import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { contract, type Fingerprint } from '@indoor/domain';
import { repositoriesFor } from '../../apps/server/src/db/repositories/repositories.js';
import { storeRadiomapScans } from '../../apps/server/src/services/radiomaps.service.js';
import {
  buildModelInWorker,
  buildModelOnMainThread,
  type PositioningModelBuilder,
} from '../../apps/server/src/workers/positioning-model-thread.js';
import { percentile, round2 } from './percentiles.js';
import { startEmptyScratchServer } from './scratch-server.js';
import type { UjiScan } from './ujiindoorloc.js';

/** While the model is built: the event loop pauses at most this long (as the accuracy map). */
export const MODEL_BUILD_SERVER_GOALS = { eventLoopPauseMs: 50 } as const;
const BASELINE_MS = 2_000;
/** A cheap request is sent again this long after the one before was answered. */
const CHEAP_EVERY_MS = 5;
/** Scans stored per transaction. */
const STORE_BATCH = 5_000;

export interface ModelBuildFigures {
  builder: 'worker thread' | 'main thread';
  database: string;
  scans: number;
  /** The first estimate, which builds the model, and the next (from the kept model). */
  firstEstimateMs: number;
  nextEstimateMs: number;
  /** The longest event-loop pause during the first estimate, sampled every 10 ms. */
  maxPauseMs: number;
  /** The same, over BASELINE_MS of the server idle before: what the machine's load alone gives. */
  baselinePauseMs: number;

  /** GET /api/health sent one after the other while the first estimate ran. */
  cheapRequests: number;
  cheapP50Ms: number;
  cheapMaxMs: number;
  /** When the slowest of them was sent, after the first estimate. */
  cheapMaxSentMs: number;
}

/** EPSG:3857 metres (the data set's) to degrees, on the sphere of that projection. */
const WEB_MERCATOR_RADIUS_M = 6_378_137;
function degreesOf(scan: UjiScan): { lat: number; lon: number } {
  const degrees = 180 / Math.PI;
  return {
    lat: (2 * Math.atan(Math.exp(scan.y / WEB_MERCATOR_RADIUS_M)) - Math.PI / 2) * degrees,
    lon: (scan.x / WEB_MERCATOR_RADIUS_M) * degrees,
  };
}

/** WAP001..WAP520 as locally administered MACs (02:00:00:00:hi:lo), as the server stores them. */
const macOf = (accessPoint: string) => {
  const n = Number(accessPoint.slice(3));
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  return `02:00:00:00:${hex(n >> 8)}:${hex(n & 255)}`;
};

const fingerprintOf = (scan: UjiScan): Fingerprint => ({
  timestamp: scan.timestamp * 1000,
  ...degreesOf(scan),
  heading: 0,
  macs: scan.readings.map((r) => macOf(r.mac)),
  rss: scan.readings.map((r) => r.rss),
});

/**
 * One space's positioning model built through the real server
 * (docs/positioning.md#where-models-are-built): the training scans stored on a scratch server
 * (the embedded database, or PostgreSQL with DATABASE_URL) as one space, its floors the data
 * set's floor numbers; then the first POST /api/position/estimate, which builds the model,
 * with GET /api/health sent one after the other meanwhile, the event loop's longest pause
 * (and, for comparison, over 2 s of the server idle before: on a shared machine other
 * processes pause it too).
 */
export async function modelBuildThroughServer(
  builder: ModelBuildFigures['builder'],
  training: readonly UjiScan[],
  query: UjiScan,
): Promise<ModelBuildFigures> {
  const build: PositioningModelBuilder =
    builder === 'worker thread' ? buildModelInWorker : buildModelOnMainThread;
  const { scratch, ownerId } = await startEmptyScratchServer('positioning', {
    positioningModelBuilder: build,
  });
  try {
    // The background work of fingerprint writes is left out: the pauses measured are the model's.
    await scratch.server.app.accessPointRefresher.stop();
    await scratch.server.app.accesRefresher.stop();
    const db = scratch.server.database.db;
    const buid = `building_positioning_${randomUUID()}`;
    const fingerprints = training.map(fingerprintOf);
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    await db
      .insertInto('spaces')
      .values({
        buid,
        name: 'Positioning bench',
        coordinates_lat: mean(fingerprints.map((f) => f.lat)),
        coordinates_lon: mean(fingerprints.map((f) => f.lon)),
        owner_id: ownerId,
      })
      .execute();
    const floors = [...new Set(training.map((s) => s.floor))].sort((a, b) => a - b);
    for (const floor of floors) {
      await db.insertInto('floors').values({ buid, floor_number: floor }).execute();
      const onFloor = fingerprints.filter((_, i) => training[i]?.floor === floor);
      for (let at = 0; at < onFloor.length; at += STORE_BATCH) {
        const batch = onFloor.slice(at, at + STORE_BATCH);
        await db
          .transaction()
          .execute((tx) => storeRadiomapScans(repositoriesFor(tx), { buid, floor }, batch));
      }
    }

    const health = async () => {
      const at = performance.now();
      const res = await fetch(`${scratch.baseUrl}${contract.getHealth.path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`health answered ${res.status}`);
      return performance.now() - at;
    };
    const estimate = async () => {
      const at = performance.now();
      const res = await fetch(`${scratch.baseUrl}${contract.positionEstimate.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          buid,
          APs: query.readings.map((r) => ({ bssid: macOf(r.mac), rss: r.rss })),
        }),
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`estimate answered ${res.status}: ${body}`);
      return performance.now() - at;
    };
    await health();

    const baseline = monitorEventLoopDelay({ resolution: 10 });
    baseline.enable();
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    baseline.disable();

    const pauses = monitorEventLoopDelay({ resolution: 10 });
    pauses.enable();
    let done = false;
    const first = estimate().finally(() => {
      done = true;
    });
    const cheap: number[] = [];
    const sent: number[] = [];
    const started = performance.now();
    while (!done) {
      sent.push(performance.now() - started);
      cheap.push(await health());
      await new Promise((resolve) => setTimeout(resolve, CHEAP_EVERY_MS));
    }
    const firstEstimateMs = await first;
    pauses.disable();
    const nextEstimateMs = await estimate();
    return {
      builder,
      database: scratch.server.database.kind,
      scans: training.length,
      firstEstimateMs,
      nextEstimateMs,
      // The histogram holds the delay past the 10 ms sampling interval, in nanoseconds.
      maxPauseMs: round2(pauses.max / 1e6),
      baselinePauseMs: round2(baseline.max / 1e6),
      cheapRequests: cheap.length,
      cheapP50Ms: round2(percentile(cheap, 50)),
      cheapMaxMs: round2(Math.max(...cheap)),
      cheapMaxSentMs: Math.round(sent[cheap.indexOf(Math.max(...cheap))] as number),
    };
  } finally {
    await scratch.stop();
  }
}

/** The figures of one run as the benchmark prints them. */
export function describeModelBuild(f: ModelBuildFigures): string {
  return `model of ${f.scans} scans built on the ${f.builder} (${f.database}): first estimate ${Math.round(f.firstEstimateMs)} ms, next ${Math.round(f.nextEstimateMs)} ms; longest event-loop pause meanwhile ${f.maxPauseMs} ms (${f.baselinePauseMs} ms over 2 s of the server idle before); ${f.cheapRequests} GET /api/health meanwhile, p50 ${f.cheapP50Ms} ms, slowest ${f.cheapMaxMs} ms (sent ${f.cheapMaxSentMs} ms after the estimate)`;
}
