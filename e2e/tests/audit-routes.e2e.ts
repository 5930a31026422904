import { AuditMessages, type AuditRoute, AuditRouteServerMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { lineVerticesOf } from '../support/map-screen.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  DEMO_BUID,
  demoPassword,
  openMainScreen,
  postJson,
  signIn,
} from '../support/planner-page.js';

const DEMO_ROUTE = 'Ground floor safety round';
const NEW_ROUTE = 'Second floor check E2E';
const RENAMED = 'Ground floor spot check E2E';

describe('audit routes in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  const account = (username: 'planner' | 'auditor') => ({
    username,
    password: demoPassword(planner.serverOutput(), username),
  });
  const routesOf = async (username: 'planner' | 'auditor') => {
    const { user } = await postJson<{ user: { access_token: string } }>(
      planner.baseUrl,
      '/api/user/login',
      account(username),
    );
    const response = await fetch(`${planner.baseUrl}/api/auditor/routes`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { routes: AuditRoute[] }).routes;
  };
  const alertText = (page: Page) => page.getByTestId('alert-area').innerText();
  const routeItem = (page: Page, name: string) =>
    page.getByTestId('audit-route').filter({ hasText: name });

  let labelUrl = '';

  it('plans, previews, saves, displays, edits and deletes a route as the demo planner', async () => {
    const page = await planner.newPage({
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await openMainScreen(page, planner.baseUrl);
    await signIn(page, account('planner'));
    await page.getByTestId('tab-audit-routes').click();

    // The demo route is listed; routes start hidden.
    await routeItem(page, DEMO_ROUTE).waitFor();
    expect(await page.getByTestId('audit-route-step').count()).toBe(0);

    // Building and floor; the ground floor's POIs load, connectors left out.
    await page.getByTestId('audit-building').selectOption(DEMO_BUID);
    await page.getByTestId('audit-floor').selectOption('0');
    await page.getByTestId('audit-poi').first().waitFor();
    const floorPois = (
      await postJson<{
        pois: {
          puid: string;
          pois_type: string;
          coordinates_lat: string;
          coordinates_lon: string;
        }[];
      }>(planner.baseUrl, '/api/mapping/pois/floor/all', { buid: DEMO_BUID, floor_number: '0' })
    ).pois;
    expect(await page.getByTestId('audit-poi').count()).toBe(
      floorPois.filter((p) => p.pois_type !== 'None').length,
    );

    // Saving an empty form is refused with the catalogue's text.
    await page.getByTestId('audit-save').click();
    await expect.poll(() => alertText(page)).toContain(AuditMessages.missingFields);

    // One POI cannot be optimised; four can, and the estimate follows.
    const boxes = page.getByTestId('audit-poi');
    await boxes.nth(0).check();
    await expect
      .poll(() => page.getByTestId('audit-notice').innerText())
      .toBe(AuditMessages.needTwoPois);
    expect(await page.getByTestId('audit-estimate').innerText()).toContain('Estimated time: 2 min');
    for (const i of [1, 2, 3]) await boxes.nth(i).check();
    expect(await page.getByTestId('audit-notice').count()).toBe(0);
    await expect.poll(() => page.getByTestId('audit-preview-step').count()).toBe(4);
    const estimate = await page.getByTestId('audit-estimate').innerText();
    expect(Number(/(\d+) min/.exec(estimate)?.[1])).toBeGreaterThanOrEqual(8);
    const colour = await page.getByTestId('audit-preview-step').first().getAttribute('data-colour');
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);

    // Custom order: the second stop moves down.
    await page.getByTestId('audit-method').selectOption('custom-order');
    const orderNames = () =>
      page.getByTestId('audit-order').locator('.audit-order__name').allInnerTexts();
    const before = await orderNames();
    await page.getByRole('button', { name: `Move ${before[1]} down` }).click();
    expect(await orderNames()).toEqual([before[0], before[2], before[1], before[3]]);
    const previewOrder = await page
      .getByTestId('audit-preview-step')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(previewOrder).toContain(`2. ${before[2]}`);
    expect(previewOrder).toContain(`3. ${before[1]}`);
    await screenshot(page, 'audit-routes-planner-preview-1440');

    // The auditor (planners see the first 2 assigned), a name; saved, the form resets.
    await page.getByTestId('audit-auditor').first().check();
    await page.getByTestId('audit-name').fill(NEW_ROUTE);
    await page.getByTestId('audit-description').fill('Four stops near the entrance');
    await page.getByTestId('audit-save').click();
    await expect.poll(() => alertText(page)).toContain(AuditMessages.saved);
    await routeItem(page, NEW_ROUTE).waitFor();
    expect(await page.getByTestId('audit-name').inputValue()).toBe('');
    expect(await page.getByTestId('audit-preview-step').count()).toBe(0);
    const saved = (await routesOf('planner')).find((r) => r.name === NEW_ROUTE);
    expect(saved).toMatchObject({
      optimization_method: 'custom-order',
      assigned_auditors: ['auditor'],
      status: 'active',
    });
    expect(saved?.pois.map((p) => p.name)).toEqual([before[0], before[2], before[1], before[3]]);

    // The display toggle shows the first route, the selector another; off removes it.
    await page.getByTestId('audit-display-toggle').check();
    const select = page.getByTestId('audit-display-select');
    const firstId = (await routesOf('planner'))[0]?.id ?? '';
    expect(await select.inputValue()).toBe(firstId);
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBeGreaterThan(0);
    await select.selectOption({ label: NEW_ROUTE });
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBe(4);
    await screenshot(page, 'audit-routes-displayed-1440');
    await page.getByTestId('audit-display-toggle').uncheck();
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBe(0);

    // View draws it; edit loads it into the form and saves with PUT.
    await routeItem(page, NEW_ROUTE).getByTestId('audit-route-view').click();
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBe(4);
    // Drawn along the walking graph: the line bends at connectors between the stops, and no
    // leg is drawn straight (every stop of the demo floor is reachable).
    const connectors = floorPois
      .filter((p) => p.pois_type === 'None')
      .map((p): [number, number] => [Number(p.coordinates_lon), Number(p.coordinates_lat)]);
    const atConnector = ([lon, lat]: [number, number]) =>
      connectors.some(([cLon, cLat]) => Math.abs(cLon - lon) < 1e-9 && Math.abs(cLat - lat) < 1e-9);
    await expect
      .poll(async () => (await lineVerticesOf(page, '-line')).filter(atConnector).length)
      .toBeGreaterThan(0);
    expect(await lineVerticesOf(page, '-straight')).toEqual([]);
    await routeItem(page, NEW_ROUTE).getByTestId('audit-route-edit').click();
    expect(await page.getByTestId('audit-name').inputValue()).toBe(NEW_ROUTE);
    await expect.poll(() => page.getByTestId('audit-preview-step').count()).toBe(4);
    await page.getByTestId('audit-name').fill(RENAMED);
    await page.getByTestId('audit-save').click();
    await routeItem(page, RENAMED).waitFor();
    await expect
      .poll(async () => (await routesOf('planner')).map((r) => r.name))
      .toContain(RENAMED);
    expect((await routesOf('planner')).find((r) => r.name === RENAMED)?.id).toBe(saved?.id);

    // Delete asks for confirmation, then the route is gone.
    await routeItem(page, RENAMED).getByTestId('audit-route-delete').click();
    const dialog = page.getByTestId('audit-route-delete-dialog');
    expect(await dialog.innerText()).toContain(AuditMessages.confirmDelete(RENAMED));
    await page.getByTestId('audit-route-delete-confirm').click();
    await expect.poll(() => routeItem(page, RENAMED).count()).toBe(0);
    expect((await routesOf('planner')).map((r) => r.name)).not.toContain(RENAMED);

    // QR labels of the demo route: one per stop, each a link to its checklist entry.
    const demo = (await routesOf('planner')).find((r) => r.name === DEMO_ROUTE);
    if (!demo) throw new Error('the demo route is missing');
    await routeItem(page, DEMO_ROUTE).getByTestId('audit-route-labels').click();
    await expect.poll(() => page.getByTestId('qr-label').count()).toBe(demo.pois.length);
    const pending = demo.pois.find((p) => p.result === null);
    if (!pending) throw new Error('the demo route has no open stop');
    labelUrl =
      (await page
        .getByTestId('qr-label')
        .nth(pending.order - 1)
        .getAttribute('data-url')) ?? '';
    expect(labelUrl).toContain(`route=${demo.id}`);
    expect(labelUrl).toContain(`poi=${pending.puid}`);
    await screenshot(page, 'audit-routes-qr-labels-1440');
    await page.getByTestId('qr-sheet-close').click();
    expect(problems).toEqual([]);
  });

  it('carries the demo route out as the demo auditor on a phone until it is completed', async () => {
    const page = await planner.newPage({
      contextOptions: { viewport: { width: 390, height: 844 } },
    });
    await openMainScreen(page, planner.baseUrl);
    await signIn(page, account('auditor'));

    // The QR label's link opens the route's checklist at the scanned POI.
    await page.goto(labelUrl);
    const checklist = page.getByTestId('audit-checklist');
    await checklist.waitFor();
    const puid = new URL(labelUrl).searchParams.get('poi');
    const selected = page.locator('[data-testid=audit-stop][data-selected=true]');
    expect(await selected.getAttribute('data-puid')).toBe(puid);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBeGreaterThan(0);
    await screenshot(page, 'audit-routes-checklist-390');

    // Every open stop gets a result, each pressed on the stop selected after the last one;
    // the last one completes the route.
    const open = page.locator('[data-testid=audit-stop][data-result=""]');
    let first = true;
    while ((await open.count()) > 0) {
      const stopPuid = await selected.getAttribute('data-puid');
      const stop = page.locator(`[data-testid=audit-stop][data-puid="${stopPuid}"]`);
      expect(await stop.getAttribute('data-result')).toBe('');
      if (first) await stop.getByTestId('audit-note').fill('Not on its bracket');
      await stop.getByTestId(first ? 'audit-result-missing' : 'audit-result-found').click();
      await expect.poll(() => stop.getAttribute('data-result')).not.toBe('');
      first = false;
    }
    expect(await selected.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('audit-checklist-status').innerText())
      .toBe('Completed');
    await expect.poll(() => alertText(page)).toContain(AuditRouteServerMessages.routeCompleted);
    await screenshot(page, 'audit-routes-completed-390');
    const demo = (await routesOf('auditor')).find((r) => r.name === DEMO_ROUTE);
    expect(demo?.status).toBe('completed');
    expect(demo?.pois.some((p) => p.result?.note === 'Not on its bracket')).toBe(true);

    // The results download as CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-download-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(problems).toEqual([]);
  });
});
