import {
  type Poi,
  PoiSymbolMessages,
  ServerMessages,
  ViewerNavigationMessages as Texts,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IconSizes } from '../../apps/web/src/map/iconSizes.js';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, DEMO_BUID, postJson } from '../support/planner-page.js';
import {
  clickPoiSymbol,
  poiSymbolBox,
  setPoiSymbolsShown,
  waitForPoiSymbol,
} from '../support/poi-symbols.js';

const MAIN_ENTRANCE = 'poi_demo_0_main-entrance';
const HEAD_OF_DEPARTMENT = 'poi_demo_2_head-of-department';
/** The demo's POIs on each floor that are not connectors (apps/server/demo-data). */
const NAVIGABLE_POIS_PER_FLOOR = 14;
/** A POI added on floor 2 without any connection: no route reaches it. */
const ISOLATED_POI_NAME = 'Storage Cupboard 2.12';

/**
 * The viewer's directions on the demo building: from the main entrance on the ground
 * floor to the head of department's office on floor 2, by the lift (floor 1 is only
 * passed in the shaft, so the route has a leg on floor 0 and one on floor 2).
 */
describe('indoor navigation in the viewer, in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let page: Page;

  beforeAll(async () => {
    await addIsolatedPoi();
    // The offline base map is one flat colour: what else the canvas shows is plan and route.
    page = await planner.newPage({ mapType: 'none' });
  });

  const post = <T>(path: string, body: unknown, token?: string) =>
    postJson<T>(planner.baseUrl, path, body, token);

  /** Beside the head of department's office, on floor 2, connected to nothing. */
  async function addIsolatedPoi(): Promise<void> {
    const { user } = await post<{ user: { access_token: string } }>('/api/user/login', ADMIN);
    const { pois } = await post<{ pois: Poi[] }>('/api/mapping/pois/space/all', {
      buid: DEMO_BUID,
    });
    const office = pois.find((poi) => poi.puid === HEAD_OF_DEPARTMENT);
    if (!office) throw new Error('the demo has no head of department office');
    await post(
      '/api/auth/mapping/pois/add',
      {
        buid: DEMO_BUID,
        floor_number: '2',
        name: ISOLATED_POI_NAME,
        pois_type: 'Room',
        coordinates_lat: Number(office.coordinates_lat) + 0.00003,
        coordinates_lon: office.coordinates_lon,
      },
      user.access_token,
    );
  }

  /** Types into a directions field and clicks the option that holds `name`. */
  async function chooseByClick(testId: string, text: string, name: string): Promise<void> {
    await page.getByTestId(testId).fill(text);
    const option = page.getByTestId(`${testId}-option`).filter({ hasText: name });
    await option.click();
    expect(await page.getByTestId(testId).inputValue()).toContain(`${name} (floor `);
  }

  const floorSelect = () => page.getByTestId('floor-select');
  /** The floor's POIs as the keyboard reaches them (the map draws their icons). */
  const poiKeys = (prefix = '') => page.locator(`[data-testid^="poi-key-${prefix}"]`);
  const planTileOf = (floor: string) =>
    page.waitForResponse(
      (r) => r.url().includes(`/api/floortiles/${DEMO_BUID}/${floor}/`) && r.status() === 200,
      { timeout: 20_000 },
    );

  /**
   * Pixels of the map canvas in the route's blue (drawn at opacity 0.7 over the plan);
   * the page's own elements over the canvas are hidden while it is taken.
   */
  async function routePixels(): Promise<number> {
    const hide = await page.addStyleTag({
      content:
        '.maplibregl-marker, .maplibregl-popup, .map-overlay, .viewer-navigation-dock { visibility: hidden !important; }',
    });
    // The POI icons are drawn on the canvas too, some of them blue: hidden meanwhile.
    await setPoiSymbolsShown(page, false);
    const canvas = await page.locator('[data-testid=map] canvas').screenshot();
    await setPoiSymbolsShown(page, true);
    await hide.evaluate((element) => (element as ChildNode).remove());
    const { data, info } = await sharp(canvas).raw().toBuffer({ resolveWithObject: true });
    let count = 0;
    for (let offset = 0; offset < data.length; offset += info.channels) {
      const [r, g, b] = [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
      if (b > 180 && b - r > 90 && b - g > 50) count += 1;
    }
    return count;
  }

  it('shows the POIs of the floor, without connectors, and a popup with the route buttons', async () => {
    const floorOneTile = planTileOf('1');
    await page.goto(`${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=1`);
    await floorOneTile;
    await expect.poll(() => poiKeys().count(), { timeout: 10_000 }).toBe(NAVIGABLE_POIS_PER_FLOOR);
    const pin = await waitForPoiSymbol(page, 'poi_demo_1_computer-lab');
    expect(pin.width).toBeCloseTo(IconSizes.poi.width, 0);
    expect(pin.height).toBeCloseTo(IconSizes.poi.height, 0);
    expect(await poiKeys('poi_demo_1_connector').count()).toBe(0);

    await floorSelect().selectOption('0');
    await expect.poll(() => poiKeys('poi_demo_0_').count()).toBe(14);
    await clickPoiSymbol(page, MAIN_ENTRANCE);
    const popup = page.getByTestId('viewer-poi-popup');
    await popup.waitFor();
    expect(await popup.getByRole('heading').textContent()).toBe('Main Entrance');
    expect(await popup.getByTestId('viewer-poi-popup-type').textContent()).toBe('Entrance');
    expect(await popup.textContent()).toContain('Main entrance from University Avenue');
    await screenshot(page, 'viewer-navigation-popup');
    await popup.getByRole('button', { name: Texts.routeFromHere }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.getByTestId('route-from').inputValue()).toBe('Main Entrance (floor 0)');
    await expect.poll(async () => (await poiSymbolBox(page, MAIN_ENTRANCE))?.tint).toBe('from');
  });

  it('refuses the same start and destination', async () => {
    const to = page.getByTestId('route-to');
    await to.fill('Main Ent');
    await page.getByTestId('route-to-option').filter({ hasText: 'Main Entrance' }).waitFor();
    await to.press('ArrowDown');
    await to.press('Enter');
    expect(await page.getByTestId('route-error').textContent()).toBe(Texts.samePoi);
    expect(await page.getByTestId('route-show').isDisabled()).toBe(true);
  });

  it('draws the route floor by floor from the start floor, with the floor change', async () => {
    // Chosen with the keyboard in the accessible combobox.
    const to = page.getByTestId('route-to');
    await to.fill('head of');
    const option = page.getByTestId('route-to-option').filter({ hasText: 'Head of Department' });
    await option.waitFor();
    await to.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await to.press('Enter');
    expect(await to.inputValue()).toBe('Head of Department 2.06 (floor 2)');
    expect(await page.getByTestId('route-error').count()).toBe(0);

    // Away from the start floor first: showing the route brings the viewer back to it.
    await floorSelect().selectOption('1');
    await expect.poll(() => new URL(page.url()).searchParams.get('floor')).toBe('1');
    const withoutRoute = await routePixels();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/navigation/route'));
    await page.getByTestId('route-show').click();
    const body = (await answer).request().postDataJSON();
    expect(body).toEqual({ pois_from: MAIN_ENTRANCE, pois_to: HEAD_OF_DEPARTMENT });
    const summary = page.getByTestId('route-summary');
    await summary.waitFor();
    await expect.poll(() => floorSelect().inputValue()).toBe('0');
    expect(new URL(page.url()).searchParams.get('floor')).toBe('0');

    expect(
      await summary
        .getByTestId('route-step-group')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-floor'))),
    ).toEqual(['0', '2']);
    expect(await summary.getByTestId('route-step').allTextContents()).toEqual([
      'Start at Main Entrance',
      'Take the elevator to floor 2 (Lift)',
      'Arrive on floor 2 at Lift',
      'Arrive at Head of Department 2.06',
    ]);
    expect(await summary.getByTestId('route-total').textContent()).toMatch(
      /^Total distance: about \d+ m$/,
    );

    // Floor 0: the first leg as a blue line, and the steps 1 and 2 as numbered circles.
    const markers = page.getByTestId('route-step-marker');
    await expect.poll(() => markers.allTextContents()).toEqual(['1', '2']);
    expect(await markers.nth(1).getAttribute('aria-label')).toBe(
      Texts.stepMarker(2, 'Take the elevator to floor 2 (Lift)'),
    );
    // The route's line is drawn once the map has rendered the floor.
    await expect.poll(routePixels, { timeout: 10_000 }).toBeGreaterThan(150);
    await screenshot(page, 'viewer-navigation-floor-0');
    expect(withoutRoute).toBeLessThan(20);
    // The legend names the line beside the route's start and destination.
    await page.getByTestId('poi-legend-toggle').click();
    const legendRows = page.getByTestId('poi-legend-row');
    expect((await legendRows.allTextContents()).slice(-3)).toEqual([
      PoiSymbolMessages.from,
      PoiSymbolMessages.to,
      Texts.routeLegend,
    ]);
    expect(await legendRows.last().locator('.poi-legend__line').count()).toBe(1);
    await screenshot(page, 'viewer-navigation-legend');
    await page.getByTestId('poi-legend-toggle').click();

    // The next floor along the route is floor 2: floor 1 is only passed in the lift.
    const floorTwoTile = planTileOf('2');
    await page.getByTestId('route-next-floor').click();
    await expect.poll(() => floorSelect().inputValue()).toBe('2');
    await floorTwoTile;
    await expect.poll(() => markers.allTextContents()).toEqual(['3', '4']);
    expect(await page.getByTestId('route-next-floor').isDisabled()).toBe(true);
    expect(
      await summary
        .locator('[data-testid=route-step-group][aria-current=step]')
        .getAttribute('data-floor'),
    ).toBe('2');
    await expect.poll(routePixels, { timeout: 10_000 }).toBeGreaterThan(150);
    await screenshot(page, 'viewer-navigation-floor-2');

    // The arrival's circle leads back down to where the lift was taken.
    await page
      .getByRole('button', { name: Texts.stepMarker(3, 'Arrive on floor 2 at Lift') })
      .click();
    await expect.poll(() => floorSelect().inputValue()).toBe('0');
    await expect.poll(() => markers.allTextContents()).toEqual(['1', '2']);
    expect(problems).toEqual([]);
  });

  it("shows the server's message when no route connects the two POIs", async () => {
    await page.getByTestId('route-clear').click();
    expect(await page.getByTestId('route-from').inputValue()).toBe('');
    expect(await page.getByTestId('route-summary').count()).toBe(0);
    expect(await page.getByTestId('route-step-marker').count()).toBe(0);

    await chooseByClick('route-from', 'Main', 'Main Entrance');
    await chooseByClick('route-to', 'cupboard', ISOLATED_POI_NAME);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/navigation/route'));
    await page.getByTestId('route-show').click();
    expect((await answer).status()).toBe(404);
    await expect
      .poll(() => page.getByTestId('route-error').textContent())
      .toBe(ServerMessages.noRoute);
    expect(await page.getByTestId('route-summary').count()).toBe(0);
    expect(await page.getByTestId('route-step-marker').count()).toBe(0);
    await screenshot(page, 'viewer-navigation-no-route');
    expect(problems).toEqual([]);
  });
});
