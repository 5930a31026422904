import { StorageKeys } from '@indoor/domain';
import type { Browser, Page } from 'playwright-core';
import { FirstRenderHook } from '../../apps/web/src/map/firstRenderMarks.js';
import type { BenchStatus } from '../lib/bench-status.js';
import { launchChromium } from '../lib/chromium.js';
import { percentile, round2 } from '../lib/percentiles.js';
import { startServerProcess } from '../lib/server-process.js';

/** The fields of a resource timing entry read here (tools are compiled without the DOM types). */
interface ResourceEntry {
  name: string;
  responseEnd: number;
}

const DEMO_BUID = 'building_demo_engineering_hall';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_GAP_MS = 300;
/** After the plan and the POIs arrived, the map must stay idle this long to count as stable. */
const QUIET_MS = 1000;

/**
 * Milliseconds from the navigation's start (the first request) to the first map idle
 * event after the floor plan's tiles and the floor's POIs had arrived; null when that
 * did not happen within the time limit.
 */
async function stableRenderMs(page: Page): Promise<number | null> {
  const deadline = Date.now() + 30_000;
  let last: number | null = null;
  while (Date.now() < deadline) {
    last = await page.evaluate((idleMark) => {
      const resources = performance.getEntriesByType('resource') as unknown as ResourceEntry[];
      const plan = resources.filter((r) => r.name.includes('/api/floortiles/'));
      const pois = resources.filter((r) => r.name.includes('/api/mapping/pois/floor/all'));
      if (plan.length === 0 || pois.length === 0) return null;
      const arrived = Math.max(...[...plan, ...pois].map((r) => r.responseEnd));
      const idle = performance.getEntriesByName(idleMark).find((m) => m.startTime >= arrived);
      return idle ? idle.startTime : null;
    }, FirstRenderHook.idleMark);
    if (last !== null) {
      // Stable: nothing more arrives and the answer stays the same for a while.
      await page.waitForTimeout(QUIET_MS);
      const again = await page.evaluate((idleMark) => {
        const resources = performance.getEntriesByType('resource') as unknown as ResourceEntry[];
        const arrived = Math.max(
          ...resources
            .filter(
              (r) =>
                r.name.includes('/api/floortiles/') ||
                r.name.includes('/api/mapping/pois/floor/all'),
            )
            .map((r) => r.responseEnd),
        );
        return (
          performance.getEntriesByName(idleMark).find((m) => m.startTime >= arrived)?.startTime ??
          null
        );
      }, FirstRenderHook.idleMark);
      if (again === last) return last;
      last = null;
    }
    await page.waitForTimeout(100);
  }
  return null;
}

interface Screen {
  name: string;
  url: string;
  storage: Record<string, string>;
}

async function measure(browser: Browser, screen: Screen): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new profile each run: an empty HTTP cache, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((entries) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, screen.storage);
    const page = await context.newPage();
    await page.goto(screen.url);
    const ms = await stableRenderMs(page);
    await context.close();
    if (ms === null) throw new Error(`${screen.name}: the map never showed the plan and POIs`);
    times.push(ms);
  }
  return times;
}

/**
 * First render of the demo building, planner against viewer: Chromium from the first
 * request to the map's idle event with the floor plan and the POIs drawn, on the offline
 * base map (no internet). The planner opens with the building remembered from an earlier
 * visit, the viewer from its link. Goal: planner median within 0.3 s of the viewer's.
 */
export default async function firstRenderBench(): Promise<BenchStatus> {
  const server = await startServerProcess({ env: { DEMO_DATA: '1', LOG_LEVEL: 'warn' } });
  const browser = await launchChromium();
  try {
    const common = { [StorageKeys.welcomeSeen]: 'true', [StorageKeys.mapType]: 'none' };
    const viewer = await measure(browser, {
      name: 'viewer',
      url: `${server.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=0`,
      storage: common,
    });
    const planner = await measure(browser, {
      name: 'planner',
      url: server.baseUrl,
      storage: {
        ...common,
        [StorageKeys.lastBuilding]: DEMO_BUID,
        [StorageKeys.lastFloor]: '0',
      },
    });
    const viewerMedian = percentile(viewer, 50);
    const plannerMedian = percentile(planner, 50);
    const gap = plannerMedian - viewerMedian;
    console.log(`first render, median of ${RUNS} (ms from the first request to the idle map):`);
    console.log(`  viewer   ${round2(viewerMedian)}  (runs: ${viewer.map(round2).join(', ')})`);
    console.log(`  planner  ${round2(plannerMedian)}  (runs: ${planner.map(round2).join(', ')})`);
    console.log(`  planner - viewer: ${round2(gap)} ms (goal: at most ${GOAL_GAP_MS} ms)`);
    return { goalsMet: gap <= GOAL_GAP_MS };
  } finally {
    await browser.close();
    await server.stop();
  }
}
