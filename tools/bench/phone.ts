import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StorageKeys } from '@indoor/domain';
import type { Browser } from 'playwright-core';
import { precompressDir } from '../../apps/web/precompress.js';
import type { BenchStatus } from '../lib/bench-status.js';
import { launchChromium } from '../lib/chromium.js';
import { percentile, round2 } from '../lib/percentiles.js';
import { REPO_ROOT, type ServerProcess, startServerProcess } from '../lib/server-process.js';

const DEMO_BUID = 'building_demo_engineering_hall';
/** A route over two floors of the demo building, as a shared route link carries it. */
const FROM = 'poi_demo_0_fire-exit';
const TO = 'poi_demo_1_postgraduate-office';
const VIEWPORT = { width: 390, height: 844 };
/** Chromium's network throttling, close to its "Fast 4G" preset. */
const NETWORK = {
  name: 'Fast 4G-like',
  latencyMs: 150,
  downloadBytesPerS: 200_000,
  uploadBytesPerS: 93_750,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The viewer transfers at most this share of the baseline's JavaScript bytes. */
const GOAL_RATIO = 0.6;
const ROUTE_TIMEOUT_MS = 60_000;
/** The viewer's route line layer (ROUTE_SOURCE_ID in apps/web/src/viewer/RouteLayer.tsx). */
const ROUTE_LAYER_ID = 'viewer-route';
/** The performance mark the bench's own watcher sets (the baseline may predate the app's). */
const ROUTE_DRAWN_MARK = 'bench-route-drawn';

/**
 * Runs in the page before its scripts: once the map hangs on its element (data-testid=map,
 * as MapView has done since before the split), marks the first frame drawn with the route's
 * line in it and its data loaded. The same watcher for both builds, whatever marks they set.
 * A string, not a function: tsx's name helpers would not exist in the page.
 */
const WATCH_ROUTE_DRAWN = `(() => {
  const attach = () => {
    const map = document.querySelector('[data-testid=map]')?.maplibreMap;
    if (!map) return void setTimeout(attach, 20);
    const onRender = () => {
      if (!map.getLayer(${JSON.stringify(ROUTE_LAYER_ID)})) return;
      if (!map.isSourceLoaded(${JSON.stringify(ROUTE_LAYER_ID)})) return;
      map.off('render', onRender);
      performance.mark(${JSON.stringify(ROUTE_DRAWN_MARK)});
    };
    map.on('render', onRender);
  };
  attach();
})();`;

const VITE = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/**
 * The commit before the screens became chunks of their own: the parent of the first
 * commit that made App.tsx load a screen lazily; HEAD while that change is uncommitted.
 */
function defaultBaseline(): string {
  const split = git([
    'log',
    '--reverse',
    '--format=%H',
    '-S',
    'lazy(',
    '--',
    'apps/web/src/App.tsx',
  ])
    .split('\n')
    .find((line) => line !== '');
  return split ? `${split}^` : 'HEAD';
}

/** Builds the web app of `tree` (a checkout of the repository) into `outDir`. */
function buildWebApp(tree: string, outDir: string): void {
  execFileSync(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(tree, 'apps/web'),
      stdio: 'inherit',
    },
  );
}

/**
 * The web app as it was at `commit`, built into `outDir`: a temporary worktree of that
 * commit that borrows this checkout's node_modules, removed again after the build.
 */
function buildWebAppAt(commit: string, outDir: string, scratch: string): void {
  const tree = path.join(scratch, 'baseline-tree');
  git(['worktree', 'add', '--detach', '--quiet', tree, commit]);
  try {
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    buildWebApp(tree, outDir);
  } finally {
    git(['worktree', 'remove', '--force', tree]);
  }
}

/** A copy of a build whose text files carry their brotli and gzip forms, as the build writes them now. */
async function precompressedCopy(dist: string, outDir: string): Promise<void> {
  fs.cpSync(dist, outDir, { recursive: true });
  await precompressDir(outDir);
}

/** A copy of a build without compressed forms: the server compresses every answer on the fly. */
function onTheFlyCopy(dist: string, outDir: string): void {
  fs.cpSync(dist, outDir, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
}

const hasCompressedForms = (dist: string): boolean =>
  fs.readdirSync(path.join(dist, 'assets')).some((file) => /\.(br|gz)$/.test(file));

interface Load {
  /** Bytes of the script responses, as received (compressed, with headers). */
  scriptBytes: number;
  scripts: number;
  /** Milliseconds from the navigation's start to the route's line drawn; null when it never was. */
  routeMs: number | null;
}

/** One visit with a new profile (an empty cache) over the throttled network. */
async function loadOnce(browser: Browser, baseUrl: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  const storage = { [StorageKeys.welcomeSeen]: 'true', [StorageKeys.mapType]: 'none' };
  await context.addInitScript((entries) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
    };
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript({ content: WATCH_ROUTE_DRAWN });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: NETWORK.downloadBytesPerS,
      uploadThroughput: NETWORK.uploadBytesPerS,
    });
    const scriptIds = new Set<string>();
    let scriptBytes = 0;
    let scripts = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' || event.response.mimeType.includes('javascript'))
        scriptIds.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!scriptIds.has(event.requestId)) return;
      scriptBytes += event.encodedDataLength;
      scripts += 1;
    });
    const query = new URLSearchParams({ buid: DEMO_BUID, from: FROM, to: TO });
    await page.goto(`${baseUrl}/viewer/?${query.toString()}`);
    let routeMs: number | null = null;
    try {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        ROUTE_DRAWN_MARK,
        { timeout: ROUTE_TIMEOUT_MS, polling: 50 },
      );
      routeMs = await page.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
        ROUTE_DRAWN_MARK,
      );
    } catch {
      routeMs = null;
    }
    // Whatever the page still asks for once the route is drawn (a late chunk) counts too.
    await page.waitForLoadState('networkidle');
    return { scriptBytes, scripts, routeMs };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function summary(label: string, loads: readonly Load[]): { bytes: number; routeMs: number | null } {
  const bytes = percentile(
    loads.map((l) => l.scriptBytes),
    50,
  );
  const drawn = loads.map((l) => l.routeMs).filter((ms): ms is number => ms !== null);
  const routeMs = drawn.length === loads.length ? percentile(drawn, 50) : null;
  const runs = loads.map((l) => (l.routeMs === null ? 'never' : String(round2(l.routeMs))));
  console.log(
    `  ${label.padEnd(38)} JS ${kB(bytes).padStart(10)} in ${loads[0]?.scripts ?? 0} scripts   route drawn ${
      routeMs === null ? 'n/a' : `${round2(routeMs)} ms`
    }  (runs: ${runs.join(', ')})`,
  );
  return { bytes, routeMs };
}

/**
 * The viewer on a phone over a mobile network: a shared route link of the demo building
 * opened at 390x844 under throttling, today's build against a baseline built in the same
 * run (`--baseline <ref>`, by default the commit before the screens became chunks).
 * Prints the JavaScript transferred (encodedDataLength of the script responses) and the
 * time until the route's line is drawn, for each build served two ways: compressed on the
 * fly by the server, and from .br/.gz files written at maximum quality. The ratios compare
 * like with like (the split alone) and each build as its build left it (as shipped).
 * Goal: at most 60 % of the baseline's JavaScript, as shipped.
 */
export default async function phoneBench(args: string[]): Promise<BenchStatus> {
  const at = args.indexOf('--baseline');
  const ref = at >= 0 ? args[at + 1] : defaultBaseline();
  if (!ref) throw new Error('usage: npm run bench -- phone [--baseline <git ref>]');
  const baselineCommit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-bench-'));
  const servers: ServerProcess[] = [];
  let browser: Browser | null = null;
  try {
    console.log(`building the baseline web app (${ref} = ${baselineCommit.slice(0, 10)})…`);
    const baselineDist = path.join(scratch, 'baseline-dist');
    buildWebAppAt(baselineCommit, baselineDist, scratch);
    console.log('building the web app of this checkout…');
    const currentDist = path.join(scratch, 'current-dist');
    buildWebApp(REPO_ROOT, currentDist);

    // Each build as it was built ("as shipped"), and both served the same two ways, so that
    // the split's share is measured apart from how the bytes are compressed: on the fly by
    // the server (brotli quality 4), and precompressed at the build's maximum quality.
    console.log('making the precompressed and the compressed-on-the-fly copies of both builds…');
    const shipped = {
      baseline: hasCompressedForms(baselineDist) ? 'precompressed' : 'on the fly',
      current: hasCompressedForms(currentDist) ? 'precompressed' : 'on the fly',
    } as const;
    // A build is its own form the way it was built; the other form is a copy of it.
    const twoWays = async (dist: string, name: string, form: (typeof shipped)['current']) => {
      const onTheFly = form === 'on the fly' ? dist : path.join(scratch, `${name}-on-the-fly`);
      const precompressed =
        form === 'precompressed' ? dist : path.join(scratch, `${name}-precompressed`);
      if (onTheFly !== dist) onTheFlyCopy(dist, onTheFly);
      if (precompressed !== dist) await precompressedCopy(dist, precompressed);
      return { onTheFly, precompressed };
    };
    const baselineForms = await twoWays(baselineDist, 'baseline', shipped.baseline);
    const currentForms = await twoWays(currentDist, 'current', shipped.current);
    const builds = {
      baselineOnTheFly: baselineForms.onTheFly,
      baselinePrecompressed: baselineForms.precompressed,
      currentOnTheFly: currentForms.onTheFly,
      currentPrecompressed: currentForms.precompressed,
    };

    const serve = async (dist: string) => {
      const server = await startServerProcess({
        env: { DEMO_DATA: '1', LOG_LEVEL: 'warn', WEB_DIST_DIR: dist },
      });
      servers.push(server);
      return server.baseUrl;
    };
    const urls = {
      baselineOnTheFly: await serve(builds.baselineOnTheFly),
      baselinePrecompressed: await serve(builds.baselinePrecompressed),
      currentOnTheFly: await serve(builds.currentOnTheFly),
      currentPrecompressed: await serve(builds.currentPrecompressed),
    };
    browser = await launchChromium();

    const loads: Record<keyof typeof urls, Load[]> = {
      baselineOnTheFly: [],
      baselinePrecompressed: [],
      currentOnTheFly: [],
      currentPrecompressed: [],
    };
    const order = Object.keys(urls) as (keyof typeof urls)[];
    // Alternated, so that a slower moment of the machine weighs on all alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of order) loads[build].push(await loadOnce(browser, urls[build]));
    }

    console.log(
      `phone: the viewer with a route (${FROM} → ${TO}) at ${VIEWPORT.width}x${VIEWPORT.height}, touch, device scale 1,`,
    );
    console.log(
      `  network "${NETWORK.name}" (CDP Network.emulateNetworkConditions): latency ${NETWORK.latencyMs} ms, ` +
        `download ${NETWORK.downloadBytesPerS} B/s (${(NETWORK.downloadBytesPerS * 8) / 1e6} Mbit/s), ` +
        `upload ${NETWORK.uploadBytesPerS} B/s (${(NETWORK.uploadBytesPerS * 8) / 1000} kbit/s);`,
    );
    console.log(
      `  a new profile (empty cache) each visit; median of ${RUNS} visits each; JS = script responses as received (headers included);`,
    );
    console.log(
      '  "on the fly": the server compresses each answer (brotli quality 4); "precompressed": the .br/.gz files written at maximum quality beside the build:',
    );
    const base = baselineCommit.slice(0, 10);
    const figures = {
      baselineOnTheFly: summary(`baseline ${base}, on the fly`, loads.baselineOnTheFly),
      baselinePrecompressed: summary(
        `baseline ${base}, precompressed`,
        loads.baselinePrecompressed,
      ),
      currentOnTheFly: summary('this checkout, on the fly', loads.currentOnTheFly),
      currentPrecompressed: summary('this checkout, precompressed', loads.currentPrecompressed),
    };
    const asShipped = {
      baseline: shipped.baseline === 'on the fly' ? 'baselineOnTheFly' : 'baselinePrecompressed',
      current: shipped.current === 'on the fly' ? 'currentOnTheFly' : 'currentPrecompressed',
    } as const;
    const ratio = (current: keyof typeof figures, baseline: keyof typeof figures) =>
      figures[current].bytes / figures[baseline].bytes;
    const verdict = (value: number) =>
      `${value.toFixed(3)} (goal: at most ${GOAL_RATIO}: ${value <= GOAL_RATIO ? 'met' : 'not met'})`;
    const splitOnTheFly = ratio('currentOnTheFly', 'baselineOnTheFly');
    const splitPrecompressed = ratio('currentPrecompressed', 'baselinePrecompressed');
    const shippedRatio = ratio(asShipped.current, asShipped.baseline);
    console.log('  JS ratio this checkout / baseline:');
    console.log(`    split only, both compressed on the fly:   ${verdict(splitOnTheFly)}`);
    console.log(`    split only, both precompressed:           ${verdict(splitPrecompressed)}`);
    console.log(
      `    as shipped (this checkout ${shipped.current}, baseline ${shipped.baseline} as its build left it): ${verdict(shippedRatio)}`,
    );
    const before = figures[asShipped.baseline];
    const after = figures[asShipped.current];
    if (before.routeMs !== null && after.routeMs !== null) {
      console.log(
        `  route drawn as shipped: ${round2(after.routeMs - before.routeMs)} ms against the baseline (ratio ${(after.routeMs / before.routeMs).toFixed(3)})`,
      );
    }
    // The goal is judged on each build as it is built, as this benchmark always compared them.
    return { goalsMet: shippedRatio <= GOAL_RATIO && after.routeMs !== null };
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
