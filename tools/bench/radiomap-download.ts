import { spawn } from 'node:child_process';
import { contract, type Fingerprint, writeRadiomapLog } from '@indoor/domain';
import { StatisticsConstants } from '../../apps/server/src/config/infrastructure.js';
import type { Bench } from '../lib/bench-status.js';
import { startScratchServer } from '../lib/scratch-server.js';

/** Measurements on the floor at the first download (BENCH_MEASUREMENTS for a smaller one): 10 per scan. */
const MEASUREMENTS = Number(process.env.BENCH_MEASUREMENTS ?? 1_000_000);
/** The floor then grows to this many times as many measurements and is downloaded again. */
const GROWTH = 3;
const MACS_PER_SCAN = 10;
/**
 * Downloading the floor (docs/wifi-layers.md#radiomap-upload) grows the server's memory by
 * less than this, and three times the measurements take at most RATIO_GOAL times as long
 * (the time grows linearly with the floor, not with its square).
 */
const GOAL_MB = 100;
const RATIO_GOAL = 3.5;
const MB = 1024 * 1024;

function* surveyBatches(from: number, scans: number, size: number): Generator<Fingerprint[]> {
  const macs = Array.from(
    { length: MACS_PER_SCAN },
    (_, i) => `02:be:0c:00:00:${i.toString(16).padStart(2, '0')}`,
  );
  for (let start = from; start < scans; start += size) {
    const batch: Fingerprint[] = [];
    for (let i = start; i < Math.min(scans, start + size); i++) {
      batch.push({
        timestamp: Date.UTC(2025, 0, 6) + i * 1500,
        // A 200 x 200 grid about a metre apart around the building's position (within the
        // 200 m an upload may lie from it), walked again and again at later times.
        lat: 35.145 + ((i % 200) - 100) * 0.00001,
        lon: 33.415 + ((Math.floor(i / 200) % 200) - 100) * 0.00001,
        heading: (i * 37) % 360,
        macs,
        rss: macs.map((_, m) => -40 - ((i + m * 7) % 60)),
      });
    }
    yield batch;
  }
}

interface Download {
  measurements: number;
  scans: number;
  megabytes: number;
  seconds: number;
  growthMb: number;
}

/**
 * A Node.js process that POSTs `body` as JSON to `url`, reads the answer piece by piece
 * without keeping it, and prints how many bytes came; answers that count.
 */
function downloadInChild(url: string, body: unknown): Promise<number> {
  const script = `
const res = await fetch(process.argv[1], {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
  body: process.argv[2],
});
if (!res.ok || !res.body) throw new Error('download: ' + res.status);
let bytes = 0;
for await (const chunk of res.body) bytes += chunk.length;
process.stdout.write(String(bytes));
`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', script, url, JSON.stringify(body)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code === 0) resolve(Number(out));
      else reject(new Error(`the download client exited with ${code}`));
    });
  });
}

/**
 * Downloads floor 0 of `buid` from a client process while this process's (the server's)
 * resident memory is sampled every 20 ms.
 */
async function download(baseUrl: string, buid: string, scans: number): Promise<Download> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  // The client is a process of its own, so that the memory sampled is the server's alone.
  const bytes = await downloadInChild(`${baseUrl}${contract.radiomapFloors.path}`, {
    buid,
    floors: '0',
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const result = {
    measurements: scans * MACS_PER_SCAN,
    scans,
    megabytes: bytes / MB,
    seconds,
    growthMb: (peak - baseline) / MB,
  };
  console.log(
    `radiomap download: ${result.measurements.toLocaleString('en')} measurements (${scans.toLocaleString('en')} scans), ${result.megabytes.toFixed(1)} MB of JSON in ${seconds.toFixed(1)} s; server RSS ${(baseline / MB).toFixed(0)} MB before, growth ${result.growthMb.toFixed(1)} MB (goal < ${GOAL_MB} MB: ${result.growthMb < GOAL_MB ? 'met' : 'NOT met'})`,
  );
  return result;
}

const ADMIN = { username: 'downloadbench', password: 'radiomap-download-bench-password' };
/** Scans per uploaded file (about 10 MB of log each, within the upload limit). */
const SCANS_PER_FILE = 10_000;

/**
 * `npm run bench -- radiomap-download`: a floor of 1M measurements (100,000 scans) uploaded
 * through the API to the in-process server (PGlite, or PostgreSQL with DATABASE_URL), then
 * downloaded through POST /api/radiomap/floors by a client process while the server's
 * resident memory is sampled; then the floor grows to 3M measurements and is downloaded again. Each download
 * starts once the background work its upload started is over (the access-point estimates
 * and the table statistics), so it is timed alone. Prints each answer's size, time and RSS
 * growth over the level before the request, and the ratio of the two times.
 */
const bench: Bench = async () => {
  const scratch = await startScratchServer({
    DEMO_DATA: '0',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${scratch.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    const token = (await post(contract.userLogin.path, ADMIN)).user.access_token as string;
    const { buid } = await post(
      contract.spaceAdd.path,
      {
        name: 'Radiomap download bench',
        description: '',
        is_published: 'true',
        coordinates_lat: '35.145',
        coordinates_lon: '33.415',
        space_type: 'building',
      },
      token,
    );
    await post(contract.floorAdd.path, { buid, floor_number: '0', floor_name: '0' }, token);
    const target = { buid, floor: 0 };
    const store = async (from: number, to: number) => {
      const started = performance.now();
      for (const batch of surveyBatches(from, to, SCANS_PER_FILE)) {
        const form = new FormData();
        form.append('json', JSON.stringify(target));
        const log = writeRadiomapLog(batch, target);
        form.append('radiomap', new Blob([log], { type: 'text/plain' }), 'survey.txt');
        const res = await fetch(`${scratch.baseUrl}${contract.radiomapUpload.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (!res.ok) throw new Error(`upload: ${res.status} ${(await res.text()).slice(0, 300)}`);
        await res.text();
      }
      // The background work the uploads started: the access-point estimates (asked for
      // until ready) and the refresh of the table statistics.
      for (;;) {
        const answer = await post(contract.accessPointsFloor.path, target);
        if (answer.status === 'ready') break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await new Promise((resolve) => setTimeout(resolve, StatisticsConstants.settleMs));
      await scratch.server.app.tableStatistics.settled();
      console.log(
        `uploaded scans ${from.toLocaleString('en')} to ${to.toLocaleString('en')} and the background work settled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    const first = Math.ceil(MEASUREMENTS / MACS_PER_SCAN);
    await store(0, first);
    const small = await download(scratch.baseUrl, buid, first);
    await store(first, GROWTH * first);
    const large = await download(scratch.baseUrl, buid, GROWTH * first);
    const ratio = large.seconds / small.seconds;
    const ratioMet = ratio <= RATIO_GOAL;
    console.log(
      `${GROWTH}x the measurements took ${ratio.toFixed(2)}x the time (goal at most ${RATIO_GOAL}x: ${ratioMet ? 'met' : 'NOT met'})`,
    );
    return {
      goalsMet: ratioMet && small.growthMb < GOAL_MB && large.growthMb < GOAL_MB,
    };
  } finally {
    await scratch.stop();
  }
};

export default bench;
