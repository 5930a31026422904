import path from 'node:path';
import { type Poi, WayfindingMessages } from '@indoor/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, screenshot } from '../support/browser.js';
import { screenPointsOf } from '../support/map-screen.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, DEMO_BUID, postJson } from '../support/planner-page.js';

const FIRE_EXIT = 'poi_demo_0_fire-exit';
const POSTGRADUATE_OFFICE = 'poi_demo_1_postgraduate-office';
const WEST_STAIR_FLOOR_1 = 'poi_demo_1_west-stair';
/** A store on the floor-1 landing of the west stair, reached over that stair only. */
const LANDING_STORE = 'Stair Landing Store 1.12';

/** The viewer's controls on a phone, none of which may cover another. */
const PHONE_CONTROLS = {
  card: '[data-testid="viewer-card"]',
  floorDown: '[data-testid="floor-down"]',
  floorSelect: '[data-testid="floor-select"]',
  floorUp: '[data-testid="floor-up"]',
  mapType: '[data-testid="map-type-select"]',
  zoom: '.zoom-controls',
  legend: '[data-testid="poi-legend-toggle"]',
  directions: '[data-testid="viewer-navigation"]',
  from: '[data-testid="route-from"]',
  to: '[data-testid="route-to"]',
} as const;

/**
 * The pairs of PHONE_CONTROLS whose boxes intersect (one inside the other, such as a field
 * in the directions, does not count), and those that leave the screen, except the fields
 * of the directions, which scroll inside the sheet.
 */
function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate((controls) => {
    const found = Object.entries(controls).map(([name, selector]) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`the viewer shows no ${name}`);
      return { name, element, box: element.getBoundingClientRect() };
    });
    const problems: string[] = [];
    for (const a of found) {
      for (const b of found) {
        if (a.name >= b.name || a.element.contains(b.element) || b.element.contains(a.element))
          continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 0 && down > 0) problems.push(`${a.name} covers ${b.name}`);
      }
    }
    const directions = document.querySelector(controls.directions);
    for (const { name, element, box } of found) {
      if (directions !== element && directions?.contains(element)) continue;
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
        problems.push(`${name} leaves the screen`);
    }
    return problems;
  }, PHONE_CONTROLS);
}

/** The box on screen of the route's points on a floor (from the route's answer). */
async function routeBoxOnScreen(page: Page, points: readonly { lat: number; lon: number }[]) {
  const onScreen = await screenPointsOf(page, points);
  const xs = onScreen.map((p) => p.x);
  const ys = onScreen.map((p) => p.y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}

/**
 * Step-free directions and route links in the viewer, on the demo building: from the fire
 * exit on the ground floor the shortest way to the postgraduate office on floor 1 is the
 * east stair beside both; the lift is further away.
 */
describe('step-free wayfinding and route links in the viewer, in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let context: BrowserContext;
  let page: Page;
  let landingStore = '';

  const post = <T>(path: string, body: unknown, token?: string) =>
    postJson<T>(planner.baseUrl, path, body, token);

  beforeAll(async () => {
    const { user } = await post<{ user: { access_token: string } }>('/api/user/login', ADMIN);
    const { pois } = await post<{ pois: Poi[] }>('/api/mapping/pois/space/all', {
      buid: DEMO_BUID,
    });
    const stair = pois.find((poi) => poi.puid === WEST_STAIR_FLOOR_1);
    if (!stair) throw new Error('the demo has no west stair on floor 1');
    const added = await post<{ puid: string }>(
      '/api/auth/mapping/pois/add',
      {
        buid: DEMO_BUID,
        floor_number: '1',
        name: LANDING_STORE,
        pois_type: 'Room',
        coordinates_lat: Number(stair.coordinates_lat) - 0.00002,
        coordinates_lon: stair.coordinates_lon,
      },
      user.access_token,
    );
    landingStore = added.puid;
    await post(
      '/api/auth/mapping/connection/add',
      { pois_a: WEST_STAIR_FLOOR_1, pois_b: landingStore },
      user.access_token,
    );
    context = await planner.newContext({
      mapType: 'none',
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: planner.baseUrl,
    });
    page = await planner.newPageIn(context);
  });

  const steps = () => page.getByTestId('route-summary').getByTestId('route-step').allTextContents();
  const stepFreeBox = () => page.getByRole('checkbox', { name: WayfindingMessages.stepFree });

  async function choose(testId: string, text: string, name: string): Promise<void> {
    await page.getByTestId(testId).fill(text);
    await page.getByTestId(`${testId}-option`).filter({ hasText: name }).click();
  }

  it('takes the stairs by default and the lift when the route must be step-free', async () => {
    await page.goto(`${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=0`);
    await choose('route-from', 'fire ex', 'Fire Exit');
    await choose('route-to', 'postgrad', 'Postgraduate Office 1.06');
    await page.getByTestId('route-show').click();
    await expect.poll(steps).toContain('Take the stairs to floor 1 (East Stair)');

    const stepFreeAnswer = page.waitForResponse((r) => r.url().endsWith('/api/navigation/route'));
    await stepFreeBox().check();
    expect((await stepFreeAnswer).request().postDataJSON()).toEqual({
      pois_from: FIRE_EXIT,
      pois_to: POSTGRADUATE_OFFICE,
      step_free: true,
    });
    await expect.poll(steps).toContain('Take the elevator to floor 1 (Lift)');
    expect((await steps()).join(' ')).not.toContain('stairs');
    await screenshot(page, 'viewer-wayfinding-step-free-1440');
  });

  it('says so when no step-free route exists', async () => {
    await choose('route-to', 'landing', LANDING_STORE);
    await page.getByTestId('route-show').click();
    const error = page.getByTestId('route-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(WayfindingMessages.noStepFreeRoute);
    expect(await page.getByTestId('route-summary').count()).toBe(0);
    await screenshot(page, 'viewer-wayfinding-no-step-free-1440');
    // With stairs allowed the store is reachable.
    await stepFreeBox().uncheck();
    await expect.poll(steps).toContain(`Arrive at ${LANDING_STORE}`);
  });

  it('copies a link that opens the viewer with both ends chosen and the route drawn', async () => {
    await choose('route-to', 'postgrad', 'Postgraduate Office 1.06');
    await stepFreeBox().check();
    await page.getByTestId('route-copy-link').click();
    await page.getByText(WayfindingMessages.linkCopied).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    expect(url.origin).toBe(planner.baseUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      buid: DEMO_BUID,
      from: FIRE_EXIT,
      to: POSTGRADUATE_OFFICE,
      step_free: '1',
    });

    // A reader at phone width opens the link.
    const phone = await planner.newContext({
      mapType: 'none',
      contextOptions: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    });
    const reader = await planner.newPageIn(phone);
    const answer = reader.waitForResponse((r) => r.url().endsWith('/api/navigation/route'));
    await reader.goto(link);
    expect((await answer).request().postDataJSON()).toEqual({
      pois_from: FIRE_EXIT,
      pois_to: POSTGRADUATE_OFFICE,
      step_free: true,
    });
    await reader.getByTestId('route-summary').waitFor();
    // The ends' names come with the floor's POIs, which may arrive after the route.
    await expect
      .poll(() => reader.getByTestId('route-from').inputValue())
      .toBe('Fire Exit (floor 0)');
    await expect
      .poll(() => reader.getByTestId('route-to').inputValue())
      .toBe('Postgraduate Office 1.06 (floor 1)');
    expect(
      await reader.getByRole('checkbox', { name: WayfindingMessages.stepFree }).isChecked(),
    ).toBe(true);
    expect(await reader.getByTestId('route-step').allTextContents()).toContain(
      'Take the elevator to floor 1 (Lift)',
    );
    // The viewer opens on the route's start floor.
    await expect.poll(() => reader.getByTestId('floor-select').inputValue()).toBe('0');
    await screenshot(reader, 'viewer-wayfinding-link-390');
    await phone.close();
  });

  it.each([
    [390, 844],
    [360, 740],
  ])('on a %i×%i phone keeps every control clear of the others and the route in sight', async (width, height) => {
    const phone = await planner.newContext({
      mapType: 'none',
      contextOptions: { viewport: { width, height }, isMobile: true, hasTouch: true },
    });
    const reader = await planner.newPageIn(phone);
    const answer = reader.waitForResponse((r) => r.url().endsWith('/api/navigation/route'));
    await reader.goto(
      `${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&from=${FIRE_EXIT}&to=${POSTGRADUATE_OFFICE}`,
    );
    const { pois } = (await (await answer).json()) as {
      pois: { floor_number: string; lat: string; lon: string }[];
    };
    await reader.locator('[data-testid="map"][data-route-drawn="0"]').waitFor();
    await reader.getByTestId('route-summary').waitFor();
    expect(await overlappingControls(reader)).toEqual([]);

    // The route on its start floor: on screen, under neither the card nor the sheet.
    const route = await routeBoxOnScreen(
      reader,
      pois
        .filter((poi) => poi.floor_number === '0')
        .map((poi) => ({ lat: Number(poi.lat), lon: Number(poi.lon) })),
    );
    const sheet = await reader.getByTestId('viewer-navigation').boundingBox();
    const card = await reader.getByTestId('viewer-card').boundingBox();
    if (!sheet || !card) throw new Error('the viewer shows no card or directions');
    expect(route.left).toBeGreaterThanOrEqual(0);
    expect(route.right).toBeLessThanOrEqual(width);
    expect(route.top).toBeGreaterThanOrEqual(card.y + card.height);
    expect(route.bottom).toBeLessThanOrEqual(sheet.y);
    // The sheet takes half of the screen at most and opens on the route's steps.
    expect(sheet.height).toBeLessThanOrEqual(height / 2 + 1);
    expect(await reader.getByTestId('route-summary').isVisible()).toBe(true);
    await screenshot(reader, `viewer-phone-${width}`);
    // The map between the card and the sheet on its own: headless Chromium's capture of
    // the whole page can leave the map's canvas blank beside the scrolling sheet.
    const mapTop = card.y + card.height;
    await reader.screenshot({
      path: path.join(ARTIFACTS_DIR, `viewer-phone-${width}-map.png`),
      clip: { x: 0, y: mapTop, width, height: sheet.y - mapTop },
    });

    // Scrolled to the fields, the sheet still covers nothing.
    await reader.getByTestId('route-from').scrollIntoViewIfNeeded();
    expect(await overlappingControls(reader)).toEqual([]);
    await phone.close();
    expect(problems).toEqual([]);
  });
});
