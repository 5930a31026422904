import fs from 'node:fs';
import {
  buildPath,
  contract,
  type Fingerprint,
  heatmapCellSideM,
  type LatLng,
  localFrame,
  RadioConstants,
  ServerLimits,
  seededRandom,
  tileOf,
  writeRadiomapLog,
} from '@indoor/domain';
import { sql } from 'kysely';
import type { BenchOutcome } from '../lib/bench-status.js';
import { percentile, round2 } from '../lib/percentiles.js';
import { createScratchDatabase, dropScratchDatabase } from '../lib/scratch-database.js';
import { type ScratchServer, startScratchServer } from '../lib/scratch-server.js';

/** Scans on the floor (BENCH_SCANS to try a smaller survey). */
const SCANS = Number(process.env.BENCH_SCANS ?? 1_000_000);
/** Timed requests per call (after 5 to warm up). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** Comma-separated subset of 'pglite,postgres' (both by default; postgres needs a URL). */
const ONLY = process.env.BENCH_DATABASES?.split(',').map((s) => s.trim());
const ADMIN = { username: 'radiobench', password: 'radiomap-bench-password' };

/**
 * The surveyed floor: 250 m x 160 m (a large terminal or mall floor, 40,000 m²) at
 * 35.14 N, 33.41 E. A surveyor stands on survey spots 1 m apart and takes several scans
 * on each; each day covers one of ten 25 m strips, so a week holds a part of the floor.
 * Every scan hears the same 10 access points (log-distance path loss plus noise).
 */
const FLOOR = { south: 35.14, west: 33.41, widthM: 250, depthM: 160 };
/** Survey metres east and north of the floor's south-west corner, in the domain's local frame. */
const FRAME = localFrame({ lat: FLOOR.south, lon: FLOOR.west });
const STRIPS = 10;
const SURVEY_DAYS = 50;
const SURVEY_START = Date.UTC(2025, 0, 6, 8, 0, 0);
const SCAN_INTERVAL_MS = 1500;
const ACCESS_POINTS = Array.from({ length: 10 }, (_, i) => ({
  mac: `02:be:0c:00:00:${i.toString(16).padStart(2, '0')}`,
  x: ((i % 5) + 0.5) * (FLOOR.widthM / 5),
  y: (Math.floor(i / 5) + 0.5) * (FLOOR.depthM / 2),
}));

/**
 * The goals of docs/wifi-layers.md#reading-layers-piece-by-piece (ms at p50 on PGlite, measurements
 * per second on PostgreSQL).
 */
const GOALS = {
  coverage: { 1: 15, 2: 15, 3: 25 } as Record<number, number>,
  tile: 10,
  perDay: 10,
  ingestPerSecond: 200_000,
  /** The first read after an upload, at most this many times the warm one. */
  coldOverWarm: 2,
};

const toLatLng = (x: number, y: number): LatLng => {
  const { lat, lon } = FRAME.toLatLng({ x, y });
  return { lat: Number(lat.toFixed(8)), lon: Number(lon.toFixed(8)) };
};

/** Scan number `index` of the survey (deterministic). */
function surveyScans(from: number, to: number): Fingerprint[] {
  const random = seededRandom(from + 1);
  const perDay = Math.ceil(SCANS / SURVEY_DAYS);
  const stripWidth = FLOOR.widthM / STRIPS;
  const spotsPerStrip = stripWidth * FLOOR.depthM;
  const scans: Fingerprint[] = [];
  for (let index = from; index < to; index++) {
    const day = Math.floor(index / perDay);
    const inDay = index % perDay;
    const strip = day % STRIPS;
    // The day walks its strip spot by spot, several scans per spot.
    const spot = Math.floor((inDay / perDay) * spotsPerStrip);
    const x = strip * stripWidth + (spot % stripWidth) + 0.5;
    const y = Math.floor(spot / stripWidth) + 0.5;
    const { lat, lon } = toLatLng(x, y);
    const rss = ACCESS_POINTS.map((ap) => {
      const metres = Math.max(1, Math.hypot(ap.x - x, ap.y - y));
      const value = -38 - 28 * Math.log10(metres) + (random() * 2 - 1) * 4;
      return Math.max(RadioConstants.minRss, Math.min(RadioConstants.maxRss, Math.round(value)));
    });
    scans.push({
      timestamp: SURVEY_START + day * RadioConstants.dayMs + inDay * SCAN_INTERVAL_MS,
      lat,
      lon,
      heading: Math.round(random() * 3600) / 10,
      macs: ACCESS_POINTS.map((ap) => ap.mac),
      rss,
    });
  }
  return scans;
}

/** The survey as log files each under the upload limit (and the measurement limit). */
function surveyFiles(buid: string): { files: Buffer[]; measurements: number } {
  const target = { buid, floor: 0 };
  const sample = Buffer.byteLength(writeRadiomapLog(surveyScans(0, 100), target)) / 100;
  const perFile = Math.min(
    Math.floor((ServerLimits.radiomapBytes * 0.97) / sample),
    Math.floor(RadioConstants.maxMeasurementsPerFile / ACCESS_POINTS.length),
  );
  const files: Buffer[] = [];
  let measurements = 0;
  for (let from = 0; from < SCANS; from += perFile) {
    const scans = surveyScans(from, Math.min(SCANS, from + perFile));
    measurements += scans.length * ACCESS_POINTS.length;
    const file = Buffer.from(writeRadiomapLog(scans, target));
    if (file.length > ServerLimits.radiomapBytes) throw new Error('a bench file is over the limit');
    files.push(file);
  }
  return { files, measurements };
}

interface Row {
  database: string;
  call: string;
  answer: string;
  /** The first request, right after the upload (the naive comparison's rows have none). */
  'first ms'?: number;
  'p50 ms': number;
  'p99 ms': number;
}

export default async function radiomapBench(): Promise<BenchOutcome> {
  const wanted = (label: string) => !ONLY || ONLY.includes(label);
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const rows: Row[] = [];
  const verdicts: string[] = [];
  const ingestion: Record<string, string | number>[] = [];
  if (wanted('pglite')) await run('pglite', undefined, rows, verdicts, ingestion);
  if (pgUrl && wanted('postgres')) {
    const url = await createScratchDatabase(pgUrl, 'planner_radiomap');
    try {
      await run('postgres', url, rows, verdicts, ingestion);
    } finally {
      await dropScratchDatabase(pgUrl, url);
    }
  }
  console.log(
    `radiomap: one floor of ${SCANS.toLocaleString('en')} scans x ${ACCESS_POINTS.length} access points (${FLOOR.widthM} m x ${FLOOR.depthM} m, ${SURVEY_DAYS} days), ${REQUESTS} sequential requests per call, Node ${process.version}`,
  );
  console.table(ingestion);
  console.table(rows);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`load average at the end (1, 5, 15 min): ${load}`);
  // Goals that this run could not judge are said so, and never counted as met.
  if (SCANS < 1_000_000)
    verdicts.push(
      `the goals are set for 1,000,000 scans; this run has ${SCANS.toLocaleString('en')}: NOT judged`,
    );
  if (!wanted('pglite'))
    verdicts.push('PGlite left out (BENCH_DATABASES): latency goals NOT judged');
  if (!pgUrl || !wanted('postgres'))
    verdicts.push(
      'PostgreSQL left out (no DATABASE_URL or TEST_DATABASE_URL, or BENCH_DATABASES): ingestion goal NOT judged',
    );
  for (const line of verdicts) console.log(line);
  // Judged on the goals themselves (the per-CPU ingestion line is a reading, not a goal).
  const judged = verdicts.filter((line) => !line.endsWith('on that measure'));
  return { goalsMet: judged.every((line) => line.endsWith(': met')) };
}

async function run(
  label: string,
  databaseUrl: string | undefined,
  rows: Row[],
  verdicts: string[],
  ingestion: Record<string, string | number>[],
): Promise<void> {
  const scratch = await startScratchServer({
    DEMO_DATA: '0',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_FAILED_LOGINS: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${scratch.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(process.env.BENCH_IDENTITY ? { 'accept-encoding': 'identity' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
      return text;
    };
    const login = JSON.parse(await post(contract.userLogin.path, ADMIN));
    const token = login.user.access_token as string;
    const centre = toLatLng(FLOOR.widthM / 2, FLOOR.depthM / 2);
    const space = JSON.parse(
      await post(
        contract.spaceAdd.path,
        { name: 'Radiomap bench', coordinates_lat: centre.lat, coordinates_lon: centre.lon },
        token,
      ),
    );
    const buid = space.buid as string;
    await post(contract.floorAdd.path, { buid, floor_number: 0, floor_name: 'Ground' }, token);

    const { files, measurements } = surveyFiles(buid);
    // Two uploads in flight, as a client sending several files would: the server parses
    // one while the other is written (writes to one floor take turns on its row lock).
    const backends = await postgresBackendPids(scratch);
    const pgCpuBefore = cpuSecondsOf(backends);
    const nodeCpuBefore = process.cpuUsage();
    const started = performance.now();
    let nextFile = 0;
    const sender = async () => {
      while (nextFile < files.length) {
        const file = files[nextFile++] as Buffer;
        const form = new FormData();
        form.append('json', JSON.stringify({ buid, floor: 0 }));
        form.append('radiomap', new Blob([file], { type: 'text/plain' }), 'survey.txt');
        const res = await fetch(`${scratch.baseUrl}${contract.radiomapUpload.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (!res.ok) throw new Error(`upload: ${res.status} ${(await res.text()).slice(0, 300)}`);
        await res.text();
      }
    };
    await Promise.all([sender(), sender()]);
    const seconds = (performance.now() - started) / 1000;
    const perSecond = Math.round(measurements / seconds);
    const nodeCpu = process.cpuUsage(nodeCpuBefore);
    const nodeCpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
    const pgCpuSeconds = cpuSecondsOf(backends) - pgCpuBefore;
    ingestion.push({
      database: label,
      files: files.length,
      'MB per file': round2(files[0] ? files[0].length / 1048576 : 0),
      seconds: round2(seconds),
      'scans/s': Math.round(SCANS / seconds),
      'measurements/s': perSecond,
      // CPU spent: the server's thread(s) in this process (parsing, requests) and, on
      // PostgreSQL, its backends serving this server. On a busy machine the wall clock
      // also counts waiting for a core.
      'server CPU s': round2(nodeCpuSeconds),
      'PostgreSQL CPU s': backends.length > 0 ? round2(pgCpuSeconds) : '-',
      // What that CPU work gives when each side has a core of its own (they overlap:
      // two uploads in flight): measurements per second of the busier side.
      'measurements/s per busier CPU': Math.round(
        measurements / Math.max(nodeCpuSeconds, backends.length > 0 ? pgCpuSeconds : 0),
      ),
    });
    if (label === 'postgres') {
      const cpuBound = Math.round(measurements / Math.max(nodeCpuSeconds, pgCpuSeconds));
      verdicts.push(
        `${label}: ingestion ${perSecond} measurements/s by the wall clock; goal at least ${GOALS.ingestPerSecond}: ${perSecond >= GOALS.ingestPerSecond ? 'met' : 'NOT met'}`,
        `${label}: ingestion ${cpuBound} measurements/s per CPU-second of the busier side (server ${round2(nodeCpuSeconds)} s, PostgreSQL ${round2(pgCpuSeconds)} s; the wall clock on this machine also counts waiting for a core): ${cpuBound >= GOALS.ingestPerSecond ? 'met' : 'NOT met'} on that measure`,
      );
    }

    const floor = { buid, floor: 0 };
    const lastDay = SURVEY_START + (SURVEY_DAYS - 1) * RadioConstants.dayMs;
    const week = {
      timestampX: SURVEY_START + 20 * RadioConstants.dayMs,
      timestampY: SURVEY_START + 27 * RadioConstants.dayMs - 1,
    };
    const allDays = { timestampX: 0, timestampY: lastDay + RadioConstants.dayMs };
    // Tiles across the floor: the client loads the ones in view.
    const tilesAt = (z: number) =>
      [0.2, 0.5, 0.8].flatMap((u) =>
        [0.3, 0.7].map((v) => ({
          ...tileOf(toLatLng(u * FLOOR.widthM, v * FLOOR.depthM), z),
          z,
        })),
      );

    /**
     * Times a call: its first request (the first read since the upload: cold, unless the
     * upload computed the answer) apart, then REQUESTS after 5 to warm up. With `coldGoal`,
     * the first read is judged against the warm p50 (the reads an upload makes out of date
     * answer within that many times their warm time).
     */
    const measure = async (
      call: string,
      path: string,
      bodies: unknown[],
      goal?: { ms: number; label: string },
      coldGoal?: number,
    ) => {
      const times: number[] = [];
      let size = 0;
      let points = 0;
      let firstMs = 0;
      for (let i = 0; i < REQUESTS + 5; i++) {
        const body = bodies[i % bodies.length];
        const t0 = performance.now();
        const text = await post(path, body);
        const elapsed = performance.now() - t0;
        if (i >= 5) times.push(elapsed);
        if (i === 0) {
          firstMs = elapsed;
          size = text.length;
          const parsed = JSON.parse(text) as { radioPoints?: unknown[] };
          points = parsed.radioPoints?.length ?? 0;
        }
      }
      const p50 = percentile(times, 50);
      rows.push({
        database: label,
        call,
        answer: `${points} points, ${round2(size / 1024)} KB`,
        'first ms': round2(firstMs),
        'p50 ms': round2(p50),
        'p99 ms': round2(percentile(times, 99)),
      });
      if (coldGoal !== undefined) {
        const ratio = firstMs / p50;
        verdicts.push(
          `${label}: ${call}, first read after the upload ${round2(firstMs)} ms, ${round2(ratio)}x the warm p50; goal at most ${coldGoal}x: ${ratio <= coldGoal ? 'met' : 'NOT met'}`,
        );
      }
      if (goal && label === 'pglite') {
        verdicts.push(
          `${label}: ${goal.label} p50 ${round2(p50)} ms; goal under ${goal.ms} ms: ${p50 < goal.ms ? 'met' : 'NOT met'}`,
        );
      }
    };

    for (const level of [1, 2, 3]) {
      await measure(
        `coverage level ${level}`,
        buildPath(contract.heatmapFloorAverage.path, { level: String(level) }),
        [floor],
        { ms: GOALS.coverage[level] ?? 0, label: `coverage level ${level}` },
        GOALS.coldOverWarm,
      );
    }
    for (const level of [1, 2, 3]) {
      const path = buildPath(contract.heatmapFloorAverageTimestamp.path, { level: String(level) });
      await measure(`coverage by time, all days, level ${level}`, path, [{ ...floor, ...allDays }]);
      await measure(`coverage by time, one week, level ${level}`, path, [{ ...floor, ...week }]);
    }
    await measure(
      'coverage level 3, one tile (z 21)',
      contract.heatmapFloorAverageTiles.path,
      tilesAt(21).map((t) => ({ ...floor, ...t })),
      { ms: GOALS.tile, label: 'coverage tile (z 21)' },
    );
    await measure(
      'coverage level 3 by time, one week, one tile (z 21)',
      contract.heatmapFloorAverageTimestampTiles.path,
      tilesAt(21).map((t) => ({ ...floor, ...t, ...week })),
      { ms: GOALS.tile, label: 'coverage tile by time (z 21)' },
    );
    for (const level of [1, 2]) {
      await measure(
        `fingerprint grid, level ${level} (zoomed out)`,
        buildPath(contract.radiomapFingerprintsGrid.path, { level: String(level) }),
        [floor],
      );
    }
    await measure(
      'fingerprint grid, level 3 (zoom 21)',
      buildPath(contract.radiomapFingerprintsGrid.path, { level: '3' }),
      [floor],
    );
    await measure(
      'fingerprint grid by time, one week, level 2',
      buildPath(contract.radiomapFingerprintsGrid.path, { level: '2' }),
      [{ ...floor, ...week }],
    );
    await measure(
      'fingerprint markers, one tile (z 22, max zoom)',
      contract.radiomapFingerprintsTile.path,
      tilesAt(22).map((t) => ({ ...floor, ...t })),
      { ms: GOALS.tile, label: 'fingerprint tile (z 22)' },
    );
    await measure(
      'fingerprint markers, one tile (z 20)',
      contract.radiomapFingerprintsTile.path,
      tilesAt(20).map((t) => ({ ...floor, ...t })),
      { ms: GOALS.tile, label: 'fingerprint tile (z 20)' },
      GOALS.coldOverWarm,
    );
    await measure(
      'fingerprint markers by time, one week, one tile (z 22)',
      contract.radiomapFingerprintsTile.path,
      tilesAt(22).map((t) => ({ ...floor, ...t, ...week })),
      { ms: GOALS.tile, label: 'fingerprint tile by time (z 22)' },
    );
    await measure(
      'fingerprints per day',
      contract.radiomapTime.path,
      [floor],
      { ms: GOALS.perDay, label: 'per-day counts' },
      GOALS.coldOverWarm,
    );
    await naiveComparison(label, scratch, buid, rows);
  } finally {
    await scratch.stop();
  }
}

/**
 * What the kept cells save: the same answers computed with a GROUP BY over the raw
 * fingerprint rows (level-1 coverage, per-day counts), timed in the database alone.
 */
async function naiveComparison(
  label: string,
  scratch: ScratchServer,
  buid: string,
  rows: Row[],
): Promise<void> {
  const db = scratch.server.database.db;
  const side = heatmapCellSideM(1) / RadioConstants.metresPerDegree;
  const queries = {
    'naive GROUP BY: coverage level 1 from raw rows': sql`
      select floor(lat / ${side}) as cy, floor(lon / (${side} / cos(radians(round(lat))))) as cx,
        sum(cardinality(rss)) as count, sum((select sum(v) from unnest(rss) v)) as rss_sum
      from fingerprints where buid = ${buid} and floor_number = 0
      group by 1, 2`,
    'naive GROUP BY: per-day counts from raw rows': sql`
      select floor(extract(epoch from measured_at) / 86400) as day, count(*) as scans
      from fingerprints where buid = ${buid} and floor_number = 0
      group by 1 order by 1`,
  };
  for (const [call, query] of Object.entries(queries)) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const result = await query.execute(db);
      if (i > 0) times.push(performance.now() - t0);
      count = result.rows.length;
    }
    rows.push({
      database: label,
      call,
      answer: `${count} rows`,
      'p50 ms': round2(percentile(times, 50)),
      'p99 ms': round2(percentile(times, 99)),
    });
  }
}

/** The PostgreSQL backends of the scratch server's database (none on PGlite). */
async function postgresBackendPids(scratch: ScratchServer): Promise<number[]> {
  if (scratch.server.database.kind !== 'postgres') return [];
  // Open every pooled connection first, so the backends that will do the work are known.
  const db = scratch.server.database.db;
  await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(db)));
  const result = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  return result.rows.map((r) => r.pid);
}

/** CPU seconds (user + system) used so far by the given local processes. */
function cpuSecondsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not a local process (a remote server): no figure.
    }
  }
  return ticks / 100;
}
