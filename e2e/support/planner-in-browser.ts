import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
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
  const server = await startServerProcess({
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
