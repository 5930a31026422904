import { ControlTabs, SessionStorageKeys, StorageKeys, ViewerMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot, watchPageProblems } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { DEMO_BUID, DEMO_NAME, selectDemoBuilding } from '../support/planner-page.js';

describe('the web shell in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1' });
  let page: Page;
  let problems: string[];

  // A fresh profile for every test, with the welcome modal (this suite's subject).
  beforeEach(async () => {
    const context = await planner.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    problems = watchPageProblems(page, planner.baseUrl);
  });

  const openMainScreen = async () => {
    await page.goto(planner.baseUrl);
    await page.getByTestId('welcome-modal').waitFor();
    await page.locator('[data-testid=map] canvas').waitFor();
  };
  const closeWelcome = async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('welcome-modal').waitFor({ state: 'detached' });
  };

  it('shows the welcome modal on the first visit only', async () => {
    await openMainScreen();
    await screenshot(page, 'welcome-modal');
    await closeWelcome();
    await page.reload();
    await page.getByTestId('map').waitFor();
    await page.getByTestId('building-marker').first().waitFor();
    expect(await page.getByTestId('welcome-modal').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('renders the map canvas with base-map tiles from the configured tile server', async () => {
    await openMainScreen();
    await closeWelcome();
    const canvas = page.locator('[data-testid=map] canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(600);
    expect(box?.height).toBeGreaterThan(400);
    await expect.poll(() => planner.tiles.requests(), { timeout: 20_000 }).toBeGreaterThan(0);
    // A rendered raster has both the tile fill and its darker grid lines: not one flat colour.
    const spread = async () => {
      const shot = await page.locator('[data-testid=map]').screenshot();
      return (await sharp(shot).stats()).channels[0]?.stdev ?? 0;
    };
    await expect.poll(spread, { timeout: 10_000 }).toBeGreaterThan(3);
    await screenshot(page, 'main-screen');
    expect(problems).toEqual([]);
  });

  it('opens every numbered tab of the control bar, by click and by keyboard', async () => {
    await openMainScreen();
    await closeWelcome();
    for (const tab of ControlTabs) {
      await page.getByTestId(`tab-${tab.id}`).click();
      await expect.poll(() => page.getByTestId(`tabpanel-${tab.id}`).isVisible()).toBe(true);
      expect(await page.getByTestId(`tab-${tab.id}`).getAttribute('aria-selected')).toBe('true');
    }
    await page.getByTestId('tab-spaces').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('tabpanel-floors').isVisible()).toBe(true);
    await screenshot(page, 'tabs');
  });

  it('lists the demo building and flies to it; its marker opens a popup with name and id', async () => {
    await openMainScreen();
    await closeWelcome();
    await selectDemoBuilding(page);
    await page.getByTestId('building-marker').first().click();
    const popup = page.getByTestId('building-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(DEMO_NAME);
    expect(await popup.textContent()).toContain(DEMO_BUID);
    await screenshot(page, 'building-popup');
  });

  it('pans to typed coordinates at zoom 17 and keeps centre and zoom across a reload', async () => {
    await openMainScreen();
    await closeWelcome();
    const input = page.getByTestId('search-box');
    await input.fill('48.8584, 2.2945');
    await input.press('Enter');
    await expect
      .poll(() => page.evaluate((k) => sessionStorage.getItem(k), SessionStorageKeys.mapZoom), {
        timeout: 10_000,
      })
      .toBe('17');
    const centre = JSON.parse(
      (await page.evaluate((k) => sessionStorage.getItem(k), SessionStorageKeys.mapCenter)) ?? '{}',
    );
    expect(centre.lat).toBeCloseTo(48.8584, 3);
    expect(centre.lng).toBeCloseTo(2.2945, 3);
    // The tile level the map draws at zoom 17 (the base map's tiles may be a level finer).
    const tileLevelAt17 = planner.tiles.paths().at(-1)?.split('/')[2];
    const tilesBeforeReload = planner.tiles.paths().length;
    await page.reload();
    await page.getByTestId('map').waitFor();
    // The reloaded map draws at the kept zoom: it asks for tiles of that level again.
    await expect
      .poll(
        () =>
          planner.tiles
            .paths()
            .slice(tilesBeforeReload)
            .some((tile) => tile.split('/')[2] === tileLevelAt17),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SessionStorageKeys.mapZoom)).toBe(
      '17',
    );
  });

  it('switches the base map and remembers the choice', async () => {
    await openMainScreen();
    await closeWelcome();
    const select = page.getByTestId('map-type-select');
    expect(await select.inputValue()).toBe('cartolight');
    await select.selectOption('none');
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.mapType)).toBe('none');
    await page.reload();
    await page.getByTestId('map').waitFor();
    expect(await page.getByTestId('map-type-select').inputValue()).toBe('none');
  });

  it('the viewer shows a building link signed out, and a clear message for an unknown id', async () => {
    await page.goto(`${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=1`);
    await page.getByTestId('viewer').waitFor();
    await expect
      .poll(() => page.getByTestId('viewer').textContent(), { timeout: 10_000 })
      .toContain(DEMO_NAME);
    expect(await page.getByTestId('control-bar').count()).toBe(0);
    await screenshot(page, 'viewer-building');
    await page.goto(`${planner.baseUrl}/viewer/?buid=building_unknown`);
    await expect
      .poll(() => page.getByTestId('viewer-message').textContent(), { timeout: 10_000 })
      .toBe(ViewerMessages.spaceUnavailable);
    expect(problems).toEqual([]);
  });

  it('the API docs page lists the endpoints and asks no other host for anything', async () => {
    const elsewhere: string[] = [];
    const consoleErrors: string[] = [];
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      lastRequestAt = Date.now();
      if (!request.url().startsWith(planner.baseUrl)) elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${planner.baseUrl}/api/docs/`);
    await page.getByText('Indoor planner API').first().waitFor();
    await page.getByText('/api/version').first().waitFor();
    // Settled once a second passes with no new request: a late font or script from another
    // host would have started by then. (Playwright's networkidle also waits for every open
    // request to end, which one slow answer of a busy machine can hold past its timeout.)
    await expect.poll(() => Date.now() - lastRequestAt, { timeout: 20_000 }).toBeGreaterThan(1_000);
    // Scalar's AI agent is on by default when the page is served from localhost.
    expect(await page.getByText('Ask AI').count()).toBe(0);
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(problems).toEqual([]);
  });
});
