import fs from 'node:fs';
import os from 'node:os';
import { AppShellMessages } from '@indoor/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchPageProblems } from '../support/browser.js';
import { demoPassword, newPlannerContext, signIn } from '../support/planner-page.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';
import { startTileServer, type TileServer } from '../support/tile-server.js';

/** A name no resolver knows, mapped by Chromium itself to the loopback address. */
const LAN_NAME = 'planner-lan.test';

/** The machine's first IPv4 address that is not loopback, as colleagues on the network use it. */
function networkAddress(): string | null {
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return null;
}

/**
 * Other devices reach the server by its address on the network over plain HTTP. A
 * browser treats only localhost as a secure context: anywhere else a content security
 * policy asking to upgrade insecure requests sends the page's scripts to HTTPS, which
 * the server does not answer, and the page stays blank.
 */
describe('the planner reached through a network address over plain HTTP', () => {
  let tiles: TileServer;
  let server: ServerProcess;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    const address = networkAddress();
    // The base map too comes from the network, as a tile server on the LAN would serve it.
    tiles = await startTileServer(address ?? '127.0.0.1');
    server = await startServerProcess({
      env: {
        HOST: '0.0.0.0',
        DEMO_DATA: '1',
        TILES_OSM_URL: tiles.template,
        TILES_CARTOLIGHT_URL: tiles.template,
        TILES_ROADMAP_URL: tiles.template,
        TILES_SATELLITE_URL: tiles.template,
      },
    });
    // Without a network interface, a host name that is not localhost on the loopback.
    browser = await launchBrowser(
      address ? [] : [`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
    );
    origin = `http://${address ?? LAN_NAME}:${server.port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await tiles?.close();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`shows the map and the control bar at ${width}x${height}`, async () => {
      const context = await newPlannerContext(browser, {
        contextOptions: { viewport: { width, height } },
      });
      const page = await context.newPage();
      const problems = watchPageProblems(page, origin);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      const answer = await page.goto(`${origin}/`);
      expect(answer?.status()).toBe(200);
      const policy = answer?.headers()['content-security-policy'] ?? '';
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(answer?.headers()['strict-transport-security']).toBeUndefined();
      await page.getByTestId('control-bar').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid=map] canvas').waitFor();
      await page.getByTestId('building-marker').first().waitFor();
      await screenshot(page, `network-address-${width}`);
      expect(failed.filter((url) => url.startsWith('https:'))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`offers an auditor signed in there only their audit routes and account, at ${width}x${height}`, async () => {
      const context = await newPlannerContext(browser, {
        contextOptions: { viewport: { width, height } },
      });
      const page = await context.newPage();
      const problems = watchPageProblems(page, origin);
      await page.goto(`${origin}/`);
      await page.getByTestId('control-bar').waitFor({ timeout: 30_000 });
      await signIn(page, {
        username: 'auditor',
        password: demoPassword(server.output(), 'auditor'),
      });
      const tabs = page.getByRole('tablist', { name: AppShellMessages.controlBarTabs });
      await expect
        .poll(() => tabs.getByRole('tab').allTextContents())
        .toEqual(['7 Audit routes', '8 Account']);
      await page.getByTestId('tab-audit-routes').click();
      await page.getByText('Ground floor safety round').first().waitFor();
      await screenshot(page, `network-address-auditor-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
