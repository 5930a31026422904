import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  newPlannerContext,
  newPlannerPage,
  newWatchedPage,
  type PlannerContextOptions,
} from './planner-page.js';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { startTileServer, type TileServer } from './tile-server.js';

export interface PlannerInBrowser {
  tiles: TileServer;
  server: ServerProcess;
  browser: Browser;
  /** Closes the browser, stops the server and the tile server, removes the scratch data. */
  close(): Promise<void>;
}

/**
 * The setup of every browser suite: the built server on a scratch data folder with
 * a loopback base map for every map type (no internet needed), and Chromium.
 */
export async function startPlannerInBrowser(
  env: NodeJS.ProcessEnv = {},
): Promise<PlannerInBrowser> {
  const tiles = await startTileServer();
  // Browser suites test what the planner does with its data, not its first start.
  const server = await startServerProcess({
    fromTemplate: true,
    env: {
      ...env,
      TILES_OSM_URL: tiles.template,
      TILES_CARTOLIGHT_URL: tiles.template,
      TILES_ROADMAP_URL: tiles.template,
      TILES_SATELLITE_URL: tiles.template,
    },
  });
  const browser = await launchBrowser();
  return {
    tiles,
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      await tiles.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

export interface PlannerSuite {
  /** The running server's address; read it in hooks and tests, not while the suite is collected. */
  readonly baseUrl: string;
  readonly browser: Browser;
  readonly tiles: TileServer;
  /** Page errors and failed requests to the server, which tests assert to be empty. */
  readonly problems: string[];
  /** Everything the server printed so far (e.g. the demo accounts' one-time passwords). */
  serverOutput(): string;
  /** A planner context (newPlannerContext), closed after the suite's tests. */
  newContext(options?: Omit<PlannerContextOptions, 'contexts'>): Promise<BrowserContext>;
  /** A page of `context` watched for problems. */
  newPageIn(context: BrowserContext): Promise<Page>;
  /** A page watched for problems in a new planner context. */
  newPage(options?: Omit<PlannerContextOptions, 'contexts'>): Promise<Page>;
}

/**
 * The setup of a browser suite, called in its describe: the planner starts before the
 * suite's own beforeAll hooks and closes, with the suite's contexts, after its tests.
 * `env` may be a function, read when the planner starts (after earlier hooks ran).
 */
export function usePlannerInBrowser(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
): PlannerSuite {
  let planner: PlannerInBrowser | undefined;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  beforeAll(async () => {
    planner = await startPlannerInBrowser(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await planner?.close();
  });
  const started = (): PlannerInBrowser => {
    if (!planner) throw new Error('the planner has not started');
    return planner;
  };
  const suite: PlannerSuite = {
    get baseUrl() {
      return started().server.baseUrl;
    },
    get browser() {
      return started().browser;
    },
    get tiles() {
      return started().tiles;
    },
    problems,
    serverOutput: () => started().server.output(),
    newContext: (options = {}) => newPlannerContext(suite.browser, { ...options, contexts }),
    newPageIn: (context) => newWatchedPage(context, suite.baseUrl, problems),
    newPage: (options = {}) =>
      newPlannerPage(suite.browser, suite.baseUrl, problems, { ...options, contexts }),
  };
  return suite;
}
