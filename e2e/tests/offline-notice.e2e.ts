import {
  AppShellMessages,
  ConnectivityMessages,
  ConnectorType,
  type Poi,
  PoiMessages,
} from '@indoor/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boxOf, cornersOf, inside, intersects, uncoveredAt } from '../support/boxes.js';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  DEMO_BUID,
  demoPassword,
  openMainScreen,
  postJson,
  selectDemoBuilding,
  signIn,
} from '../support/planner-page.js';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const NOTICE = '[data-testid="control-bar"] [data-testid="offline-notice"]';

describe('offline: the planner says so in its own place and keeps a typed form', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  const plannerAccount = () => ({
    username: 'planner',
    password: demoPassword(planner.serverOutput(), 'planner'),
  });
  const groundFloorPois = async () =>
    (
      await postJson<{ pois: Poi[] }>(planner.baseUrl, '/api/mapping/pois/floor/all', {
        buid: DEMO_BUID,
        floor_number: '0',
      })
    ).pois;

  /** Whatever the notice's box must not overlap: the map's controls, the tabs, the base-map notice. */
  const othersOf = (page: Page): [string, Locator][] => [
    ['search row', page.locator('.map-overlay--top-left')],
    ['layers', page.getByTestId('layer-quick-actions')],
    ['zoom', page.locator('.zoom-controls')],
    ['floor buttons', page.locator('.map-floor-control')],
    ['legend', page.locator('.poi-legend')],
    ['attribution', page.locator('.maplibregl-ctrl-bottom-left')],
    ['control bar header', page.locator('.control-bar__header')],
    ['tabs', page.getByRole('tablist', { name: AppShellMessages.controlBarTabs })],
    ['base-map notice', page.getByTestId('base-map-notice')],
  ];

  async function overlapsOfNotice(page: Page): Promise<string[]> {
    const notice = await boxOf(page.locator(NOTICE));
    const found: string[] = [];
    if (!inside(notice, await boxOf(page.getByTestId('control-bar')))) {
      found.push('the notice lies outside the control bar');
    }
    for (const [name, locator] of othersOf(page)) {
      // Not there or hidden (the tabs of the phone sheet at its lowest height): nothing to hit.
      if ((await locator.count()) === 0) continue;
      const box = await locator.first().boundingBox();
      if (box && intersects(notice, box)) found.push(`the notice overlaps the ${name}`);
    }
    // The base-map notice stands clear of the control bar, which would hide it.
    const baseMap = await boxOf(page.getByTestId('base-map-notice'));
    if (intersects(baseMap, await boxOf(page.getByTestId('control-bar')))) {
      found.push('the base-map notice overlaps the control bar');
    }
    found.push(...(await uncoveredAt(page, NOTICE, cornersOf(notice))));
    return found;
  }

  for (const [viewport, poiIndex] of [
    [WIDE, 0],
    [PHONE, 1],
  ] as const) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`says it is offline, refuses to save and keeps the typed name, then saves online at ${size}`, async () => {
      const context = await planner.newContext({ contextOptions: { viewport } });
      const page = await planner.newPageIn(context);
      await openMainScreen(page, planner.baseUrl);
      await signIn(page, plannerAccount());
      await selectDemoBuilding(page);
      await page.getByTestId('tab-pois').click();

      // Online the notice is an empty live region without a box.
      const notice = page.locator(NOTICE);
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await notice.innerText()).toBe('');
      expect(await notice.boundingBox()).toBeNull();

      await context.setOffline(true);
      await expect
        .poll(() => notice.innerText())
        .toBe(`${ConnectivityMessages.offline} ${ConnectivityMessages.editsWait}`);
      // New tiles fail offline: the base map says so once, over the map.
      await page.getByTestId('zoom-out').click();
      await page.getByTestId('zoom-out').click();
      await page.getByTestId('base-map-notice').waitFor();
      expect(await overlapsOfNotice(page)).toEqual([]);
      await screenshot(page, `offline-notice-planner-${size}`);

      if (viewport === PHONE) {
        // At the sheet's lowest height the notice keeps its first sentence, and the sheet
        // grows by that line rather than hide it.
        await page.getByTestId('control-bar-size').click();
        await page.getByTestId('control-bar-size').click();
        expect(await page.getByTestId('control-bar').getAttribute('data-sheet')).toBe('peek');
        expect(await notice.innerText()).toBe(ConnectivityMessages.offline);
        expect(await overlapsOfNotice(page)).toEqual([]);
        await screenshot(page, `offline-notice-peek-${size}`);
        await page.getByTestId('control-bar-size').click();
      }

      const poi = (await groundFloorPois())
        .filter((p) => p.pois_type !== ConnectorType)
        .sort((a, b) => a.name.localeCompare(b.name))[poiIndex];
      if (!poi) throw new Error('the demo has too few POIs on its ground floor');
      await page.getByTestId('floor-poi-item').filter({ hasText: poi.name }).first().click();
      const form = page.locator(`[data-testid=poi-info-window][data-puid="${poi.puid}"]`);
      const name = form.getByTestId('poi-form-name');
      const typed = `${poi.name} (checked offline ${size})`;
      await name.fill(typed);

      // Offline the button says it is unavailable; pressed (a user can), it sends nothing,
      // keeps the field as typed and says why. Enter in the field does the same.
      const update = form.getByTestId('poi-form-submit');
      expect(await update.getAttribute('aria-disabled')).toBe('true');
      await update.click({ force: true });
      const reason = form.getByTestId('poi-form-submit-offline');
      expect(await reason.innerText()).toBe(ConnectivityMessages.formOffline);
      expect(await reason.getAttribute('role')).toBe('alert');
      expect(await update.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
      await name.press('Enter');
      expect(await name.inputValue()).toBe(typed);
      expect(await form.getByTestId('poi-form-puid').inputValue()).toBe(poi.puid);
      await screenshot(page, `offline-notice-form-${size}`);
      const unsent = (await groundFloorPois()).find((p) => p.puid === poi.puid);
      expect(unsent?.name).toBe(poi.name);

      // Back online: the notice and the reason go, and the same form saves what was typed.
      await context.setOffline(false);
      await expect.poll(() => notice.innerText()).toBe('');
      await reason.waitFor({ state: 'detached' });
      expect(await update.getAttribute('aria-disabled')).toBeNull();
      expect(await name.inputValue()).toBe(typed);
      await update.click();
      await expect
        .poll(() => page.getByTestId('alert-area').innerText())
        .toContain(PoiMessages.updated);
      await expect
        .poll(async () => (await groundFloorPois()).find((p) => p.puid === poi.puid)?.name)
        .toBe(typed);
      expect(problems).toEqual([]);
    });
  }
});
