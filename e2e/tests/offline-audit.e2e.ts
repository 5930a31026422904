import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  type AuditResult,
  type AuditRoute,
  contract,
  OfflineConstants,
  OfflineMessages,
} from '@indoor/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { type PlannerInBrowser, startPlannerInBrowser } from '../support/planner-in-browser.js';
import {
  DEMO_BUID,
  demoPassword,
  newPlannerContext,
  openMainScreen,
  postJson,
  signIn,
} from '../support/planner-page.js';
import { drawnPoiSymbols } from '../support/poi-symbols.js';
import { withPrivateDatabase } from '../support/private-database.js';

const PHONE = { width: 390, height: 844 };
/** The five results recorded offline, one per stop, in walking order. */
const RESULTS: readonly AuditResult[] = ['found', 'missing', 'damaged', 'wrong-location', 'found'];

interface OfflineRound {
  /** The first sync's answer is lost: the server stores the result, the page gets a 503. */
  loseFirstAnswer: boolean;
}

async function tokenOf(planner: PlannerInBrowser, username: string): Promise<string> {
  const password = demoPassword(planner.server.output(), username);
  const { user } = await postJson<{ user: { access_token: string } }>(
    planner.server.baseUrl,
    contract.userLogin.path,
    { username, password },
  );
  return user.access_token;
}

/** A new route over five POIs of the demo ground floor, assigned to the demo auditor. */
async function newRoute(planner: PlannerInBrowser, name: string): Promise<AuditRoute> {
  const token = await tokenOf(planner, 'planner');
  const { pois } = await postJson<{ pois: { puid: string; pois_type: string }[] }>(
    planner.server.baseUrl,
    contract.poisFloorAll.path,
    { buid: DEMO_BUID, floor_number: '0' },
  );
  const stops = pois.filter((p) => p.pois_type !== 'None').slice(0, RESULTS.length);
  expect(stops).toHaveLength(RESULTS.length);
  const created = await postJson<{ route: AuditRoute }>(
    planner.server.baseUrl,
    contract.auditRouteCreate.path,
    {
      name,
      assigned_auditors: ['auditor'],
      building_id: DEMO_BUID,
      floor_number: 0,
      pois: stops.map((p, i) => ({ puid: p.puid, order: i + 1 })),
      optimization_method: 'custom-order',
    },
    token,
  );
  return created.route;
}

async function routeOnServer(planner: PlannerInBrowser, id: string): Promise<AuditRoute> {
  const token = await tokenOf(planner, 'auditor');
  const response = await fetch(
    `${planner.server.baseUrl}${contract.auditRouteGet.path.replace(':id', id)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { route: AuditRoute }).route;
}

/** Whether the map draws a floor plan with all of its tiles in view loaded. */
function floorPlanDrawn(page: Page): Promise<boolean> {
  return page.evaluate((prefix) => {
    type MapLike = {
      getStyle(): { layers: { id: string; source?: string }[] };
      isSourceLoaded(id: string): boolean;
      areTilesLoaded(): boolean;
    };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    const plan = map?.getStyle().layers.find((layer) => layer.id.startsWith(prefix));
    if (!map || !plan?.source) return false;
    return map.isSourceLoaded(plan.source) && map.areTilesLoaded();
  }, 'floor-plan-tiles');
}

/** Records a result for one stop of the open checklist: the stop is chosen, then its result. */
async function record(page: Page, puid: string, result: AuditResult): Promise<void> {
  const stop = page.locator(`[data-testid=audit-stop][data-puid="${puid}"]`);
  if ((await stop.getAttribute('data-selected')) !== 'true')
    await stop.getByTestId('audit-stop-row').click();
  await stop.getByTestId(`audit-result-${result}`).click();
  await expect.poll(() => stop.getAttribute('data-waiting')).toBe(result);
}

async function openRoute(page: Page, name: string): Promise<void> {
  await page.getByTestId('tab-audit-routes').click();
  await page
    .getByTestId('audit-route')
    .filter({ hasText: name })
    .getByTestId('audit-route-open')
    .click();
  await page.getByTestId('audit-checklist').waitFor();
}

/**
 * The auditor's walk: a route opened online and kept, the connection lost, five results
 * recorded, the page reloaded offline, the connection back; the server then holds exactly
 * the five results.
 */
async function offlineRound(
  planner: PlannerInBrowser,
  database: string,
  round: OfflineRound,
): Promise<void> {
  const name = `Offline round ${randomUUID().slice(0, 8)}`;
  const route = await newRoute(planner, name);
  const stops = [...route.pois].sort((a, b) => a.order - b.order);
  const context: BrowserContext = await newPlannerContext(planner.browser, {
    mapType: 'none',
    contextOptions: { viewport: PHONE, isMobile: true, hasTouch: true },
  });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The results reaching the server, by client id; the first answer may be lost.
    const sent: string[] = [];
    let answersLost = 0;
    await context.route('**/api/auditor/routes/*/results', async (intercepted) => {
      const body = JSON.parse(intercepted.request().postData() ?? '{}') as { client_id?: string };
      sent.push(body.client_id ?? '');
      const response = await intercepted.fetch();
      if (round.loseFirstAnswer && answersLost === 0) {
        answersLost += 1;
        await intercepted.fulfill({ status: 503, json: { message: 'Service unavailable' } });
        return;
      }
      await intercepted.fulfill({ response });
    });

    // Online: sign in, open the route; it is kept on the device with its floor plan.
    await openMainScreen(page, planner.server.baseUrl);
    await signIn(page, {
      username: 'auditor',
      password: demoPassword(planner.server.output(), 'auditor'),
    });
    await openRoute(page, name);
    const note = page.getByTestId('kept-route-note');
    await note.and(page.locator('[data-state=kept]')).waitFor({ timeout: 60_000 });
    expect(await note.innerText()).toBe(OfflineMessages.routeKept);
    const keptTiles = await page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      return (await cache.keys()).filter((r) => r.url.includes('/api/floortiles/')).length;
    }, OfflineConstants.dataCache);
    expect(keptTiles).toBeGreaterThan(0);

    // Offline: five results wait on the device.
    await context.setOffline(true);
    for (const [i, result] of RESULTS.entries()) {
      const stop = stops[i];
      if (!stop) throw new Error('the route has fewer stops than results');
      await record(page, stop.puid, result);
    }
    await expect
      .poll(() => page.getByTestId('audit-outbox-waiting').innerText())
      .toContain(String(RESULTS.length));

    // A reload without a connection: the app opens from the service worker, still signed
    // in, the route with its floor plan and the five results waiting.
    await page.reload();
    await openRoute(page, name);
    for (const [i, result] of RESULTS.entries()) {
      const stop = page.locator(`[data-testid=audit-stop][data-puid="${stops[i]?.puid}"]`);
      await expect.poll(() => stop.getAttribute('data-waiting')).toBe(result);
    }
    await expect.poll(() => drawnPoiSymbols(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => floorPlanDrawn(page), { timeout: 30_000 }).toBe(true);
    await screenshot(page, `offline-audit-${database}-${round.loseFirstAnswer ? 'lost' : 'plain'}`);
    expect(sent).toEqual([]);

    // Back online: the queue goes out; nothing waits any more.
    await context.setOffline(false);
    await page.getByTestId('audit-outbox-waiting').waitFor({ state: 'detached', timeout: 60_000 });

    const onServer = await routeOnServer(planner, route.id);
    const results = stops.map((s) => onServer.pois.find((p) => p.puid === s.puid)?.result?.result);
    expect(results).toEqual(RESULTS);
    expect(onServer.progress.done).toBe(RESULTS.length);
    // Each result went out under its own client id; the one whose answer was lost went
    // again under the same id, and the server kept it once.
    const distinct = new Set(sent);
    expect(distinct.size).toBe(RESULTS.length);
    expect(sent.length).toBe(RESULTS.length + (round.loseFirstAnswer ? 1 : 0));
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('an audit route offline, on a phone', () => {
  let planner: PlannerInBrowser | undefined;
  beforeAll(async () => {
    planner = await startPlannerInBrowser({ DEMO_DATA: '1' });
  });
  afterAll(async () => {
    await planner?.close();
  });
  const started = () => {
    if (!planner) throw new Error('the planner has not started');
    return planner;
  };

  it('keeps five results recorded offline through a reload and sends each once', async () => {
    await offlineRound(started(), 'embedded', { loseFirstAnswer: false });
  });

  it('sends a result again when its answer was lost, and the server keeps it once', async () => {
    await offlineRound(started(), 'embedded', { loseFirstAnswer: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('does the same on PostgreSQL', async () => {
    await withPrivateDatabase('planner_offline_audit', async (url) => {
      const onPostgres = await startPlannerInBrowser({ DEMO_DATA: '1', DATABASE_URL: url });
      try {
        await offlineRound(onPostgres, 'postgres', { loseFirstAnswer: false });
        await offlineRound(onPostgres, 'postgres', { loseFirstAnswer: true });
      } finally {
        await onPostgres.close();
      }
    });
    if (process.env.PG_SUITE_MARKER)
      fs.appendFileSync(process.env.PG_SUITE_MARKER, 'e2e: offline audit on PostgreSQL\n');
  });
});
