import { randomUUID } from 'node:crypto';
import { contract, type Fingerprint } from '@indoor/domain';
import { repositoriesFor } from '../../apps/server/src/db/repositories/repositories.js';
import { storeRadiomapScans } from '../../apps/server/src/services/radiomaps.service.js';
import type { Bench } from '../lib/bench-status.js';
import { startEmptyScratchServer } from '../lib/scratch-server.js';

/** Measurements on the floor (BENCH_MEASUREMENTS for a smaller one): 10 per scan. */
const MEASUREMENTS = Number(process.env.BENCH_MEASUREMENTS ?? 1_000_000);
const MACS_PER_SCAN = 10;
/**
 * Downloading a 1M-measurement floor (docs/wifi-layers.md#radiomap-upload) grows the server's
 * memory by less than this.
 */
const GOAL_MB = 100;
const MB = 1024 * 1024;

function* surveyBatches(scans: number, size: number): Generator<Fingerprint[]> {
  const macs = Array.from(
    { length: MACS_PER_SCAN },
    (_, i) => `02:be:0c:00:00:${i.toString(16).padStart(2, '0')}`,
  );
  for (let start = 0; start < scans; start += size) {
    const batch: Fingerprint[] = [];
    for (let i = start; i < Math.min(scans, start + size); i++) {
      batch.push({
        timestamp: Date.UTC(2025, 0, 6) + i * 1500,
        lat: 35.14 + (i % 1000) * 0.00001,
        lon: 33.41 + Math.floor(i / 1000) * 0.00001,
        heading: (i * 37) % 360,
        macs,
        rss: macs.map((_, m) => -40 - ((i + m * 7) % 60)),
      });
    }
    yield batch;
  }
}

/**
 * `npm run bench -- radiomap-download`: a floor of 1M measurements (100,000 scans) in the
 * in-process server (PGlite, or PostgreSQL with DATABASE_URL), downloaded through
 * POST /api/radiomap/floors while the process's resident memory is sampled every 20 ms.
 * Prints the answer's size, the time and the RSS growth over the level before the request.
 */
const bench: Bench = async () => {
  const { scratch, ownerId } = await startEmptyScratchServer('rmdl');
  try {
    const db = scratch.server.database.db;
    const buid = `building_rmdl_${randomUUID()}`;
    await db
      .insertInto('spaces')
      .values({
        buid,
        name: 'Radiomap download bench',
        coordinates_lat: 35.145,
        coordinates_lon: 33.415,
        owner_id: ownerId,
        is_published: true,
      })
      .execute();
    await db.insertInto('floors').values({ buid, floor_number: 0 }).execute();
    const scans = Math.ceil(MEASUREMENTS / MACS_PER_SCAN);
    for (const batch of surveyBatches(scans, 20_000)) {
      await db
        .transaction()
        .execute((tx) => storeRadiomapScans(repositoriesFor(tx), { buid, floor: 0 }, batch));
    }
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${scratch.baseUrl}${contract.radiomapFloors.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({ buid, floors: '0' }),
    });
    if (!res.ok || !res.body) throw new Error(`download: ${res.status}`);
    // Read the body piece by piece (the client must not hold it whole either).
    let bytes = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - baseline) / MB;
    console.log(
      `radiomap download: ${MEASUREMENTS.toLocaleString('en')} measurements (${scans.toLocaleString('en')} scans), ${(bytes / MB).toFixed(1)} MB of JSON in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `server process RSS: ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB, growth ${growthMb.toFixed(1)} MB (goal < ${GOAL_MB} MB): ${growthMb < GOAL_MB ? 'met' : 'NOT met'}`,
    );
    return { goalsMet: growthMb < GOAL_MB };
  } finally {
    await scratch.stop();
  }
};

export default bench;
