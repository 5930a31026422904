import fs from 'node:fs';
import path from 'node:path';
import { contract, LayerMessages, StorageKeys, WifiLayerMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, renderingSettled } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN,
  ADMIN_ENV,
  DEMO_BUID,
  openDemoAsAdmin,
  openMainScreen,
  postJson,
  pressQuickAction,
  selectDemoBuilding,
  signIn,
} from '../support/planner-page.js';
import { drawnPoiSymbols } from '../support/poi-symbols.js';

/** A floor of the demo building with its synthetic survey (four mornings in March 2025). */
const FLOOR = '2';
const COLOURS = ['green', 'yellow', 'orange', 'purple', 'red'] as const;

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await renderingSettled(page);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, name) });
};

/** The coverage points per colour the colour bar says are drawn. */
const drawnSquares = async (page: Page): Promise<number> => {
  let total = 0;
  for (const colour of COLOURS) {
    const count = await page.getByTestId(`colour-swatch-${colour}`).getAttribute('data-count');
    total += Number(count ?? 0);
  }
  return total;
};

const mapPicture = (page: Page) => page.getByTestId('map').screenshot();

interface LoggedScan {
  timestamp: string;
  lat: number;
  lon: number;
  heading: string;
}

/** The scans of a radiomap log (consecutive lines with the same first four values). */
function scansOfLog(log: string): LoggedScan[] {
  const scans = new Map<string, LoggedScan>();
  for (const line of log.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 8 || line.startsWith('#')) continue;
    const [timestamp = '', lat = '', lon = '', heading = ''] = fields;
    scans.set(`${timestamp} ${lat} ${lon} ${heading}`, {
      timestamp,
      lat: Number(lat),
      lon: Number(lon),
      heading,
    });
  }
  return [...scans.values()];
}

const scanKey = (scan: LoggedScan) => `${scan.timestamp} ${scan.lat} ${scan.lon} ${scan.heading}`;

/** Whether a scan lies in the delete request's rectangle (corners in either order). */
function inRectangle(box: Record<string, number>, scan: LoggedScan): boolean {
  const lats = [Number(box.lat1), Number(box.lat2)];
  const lons = [Number(box.lon1), Number(box.lon2)];
  return (
    scan.lat >= Math.min(...lats) &&
    scan.lat <= Math.max(...lats) &&
    scan.lon >= Math.min(...lons) &&
    scan.lon <= Math.max(...lons)
  );
}

describe('wifi layers in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let page: Page;

  const scansOfFloor = async () =>
    (
      await postJson<{ radioPoints: { count: number }[] }>(
        planner.baseUrl,
        contract.radiomapTime.path,
        { buid: DEMO_BUID, floor: FLOOR },
      )
    ).radioPoints.reduce((sum, day) => sum + day.count, 0);

  const floorScans = async () =>
    scansOfLog(
      (
        await postJson<{ rss_log_files: { rss_log: string }[] }>(
          planner.baseUrl,
          contract.radiomapFloors.path,
          { buid: DEMO_BUID, floors: FLOOR },
        )
      ).rss_log_files[0]?.rss_log ?? '',
    );

  const chooseFloor = async () => {
    await page.getByTestId('tab-heatmaps').click();
    await page
      .getByTestId('tabpanel-heatmaps')
      .getByTestId('heatmaps-floor-selector-select')
      .selectOption(FLOOR);
  };

  const quickAction = (action: string) => pressQuickAction(page, action);

  it('draws the coverage of the demo floor with the colour bar, and remembers it', async () => {
    page = await planner.newPage({
      mapType: 'cartolight',
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await openDemoAsAdmin(page, planner.baseUrl);
    await chooseFloor();
    await renderingSettled(page);
    const before = await mapPicture(page);

    await quickAction('coverage');
    const toggle = page.getByTestId('quick-toggle-coverage');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.textContent()).toBe('Hide WiFi Map');
    expect(await page.getByTestId('quick-status-coverage').textContent()).toBe(
      'WiFi Map is online',
    );
    // The shortcut opened tab 5 on its sub-tab, where the colour bar is.
    await page.getByTestId('heatmaps-subtab-coverage').waitFor();
    await expect.poll(() => drawnSquares(page), { timeout: 10_000 }).toBeGreaterThan(10);
    // Coverage drawn: the RSSClicked cookie says YES (docs/wifi-layers.md#layer-toggles).
    await expect
      .poll(
        async () => (await page.context().cookies()).find((c) => c.name === 'RSSClicked')?.value,
      )
      .toBe('YES');
    await renderingSettled(page);
    const after = await mapPicture(page);
    expect(Buffer.compare(before, after)).not.toBe(0);
    await shot(page, 'wifi-coverage-1440.png');

    // A colour of the survey hides and shows, with the tooltip and the faded swatch.
    const shownColour = [];
    for (const colour of COLOURS) {
      const count = await page.getByTestId(`colour-swatch-${colour}`).getAttribute('data-count');
      if (Number(count) > 0) shownColour.push(colour);
    }
    const [colour] = shownColour as [string];
    const swatch = page.getByTestId(`colour-swatch-${colour}`);
    expect(await swatch.getAttribute('title')).toBe(`click to hide ${colour} ones`);
    await swatch.click();
    expect(await swatch.getAttribute('title')).toBe(`click to show ${colour} ones`);
    expect(await swatch.getAttribute('class')).toContain('colour-bar__swatch--hidden');
    await shot(page, 'wifi-colour-bar-1440.png');
    await swatch.click();
    // Each swatch has its range of average RSS beside it.
    expect(await page.getByTestId('colour-range-green').textContent()).toBe('-30 to -60 dBm');
    expect(await page.getByTestId('colour-range-red').textContent()).toBe(
      'above -30 or below -100 dBm',
    );

    // The choice survives a reload.
    await page.reload();
    await page.locator('[data-testid=map] canvas').waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), StorageKeys.radioHeatmapRSSMode),
    ).toBe('YES');
    await expect
      .poll(() => page.getByTestId('quick-toggle-coverage').getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByTestId('tab-heatmaps').click();
    await expect.poll(() => drawnSquares(page), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('draws the coverage per zoom band: level 1 at 19, level 2 at 20, level 3 from 21 by tile', async () => {
    // The selected building is shown at zoom 19 (level 1): the coverage is drawn already.
    await shot(page, 'wifi-coverage-level1-1440.png');
    for (const level of [2, 3]) {
      // Level 3 comes tile by tile (the tile variant), levels 1 and 2 for the whole floor.
      const path =
        level === 3 ? '/api/heatmap/floor/average/3/tiles' : `/api/heatmap/floor/average/${level}`;
      const answered = page.waitForResponse((response) => response.url().endsWith(path));
      await page.getByTestId('zoom-in').click();
      await answered;
      await expect.poll(() => drawnSquares(page), { timeout: 10_000 }).toBeGreaterThan(0);
      await shot(page, `wifi-coverage-level${level}-1440.png`);
    }
    // Back to level 1.
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('zoom-out').click();
    await renderingSettled(page);
  });

  it('turns WiFi Map By Time on and off, and the ACCES map on and off (stored)', async () => {
    await quickAction('coverageTime');
    const toggle = page.getByTestId('quick-toggle-coverageTime');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.textContent()).toBe('Hide WiFi Map By Time');
    await page.getByTestId('time-chart').waitFor();
    await quickAction('coverageTime');
    expect(await toggle.textContent()).toBe('Show WiFi Map By Time');

    // The floor's ACCES map is asked for (computing or ready: the demo floor has a survey).
    const acces = page.getByTestId('quick-toggle-acces');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(contract.positionAccesMap.path),
    );
    await quickAction('acces');
    expect((await answered).status()).toBe(200);
    expect(await acces.textContent()).toBe('Hide ACCES Map');
    expect(await page.getByTestId('quick-status-acces').textContent()).toBe(
      'Localization is online',
    );
    expect(
      await page.evaluate((key) => localStorage.getItem(key), StorageKeys.localizationAccMode),
    ).toBe('YES');
    await quickAction('acces');
    expect(await acces.textContent()).toBe('Show ACCES Map');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), StorageKeys.localizationAccMode),
    ).toBe('NO');
  });

  it('shows the time bar and chooses a range with the brush', async () => {
    await quickAction('fingerprintsTime');
    const chart = page.getByTestId('time-chart');
    await chart.waitFor();
    const total = await page.getByTestId('time-chart-total').textContent();
    expect(total).toMatch(/^Total: \d+$/);
    // Brush over the first survey day only, once the chart has stopped moving (its axis and
    // the survey-day line are laid out after the counts arrive).
    const firstBar = chart.locator('.time-chart__bar').first();
    await chart.getByTestId('time-chart-tick').first().waitFor();
    // The panel scrolls: the pointer can only brush what is in sight.
    await chart.scrollIntoViewIfNeeded();
    let bar = await firstBar.boundingBox();
    await expect
      .poll(async () => {
        const now = await firstBar.boundingBox();
        const still = JSON.stringify(now) === JSON.stringify(bar);
        bar = now;
        return still;
      })
      .toBe(true);
    if (!bar) throw new Error('no bar');
    const y = bar.y + bar.height / 2;
    const ranged = page.waitForResponse(
      (response) =>
        response.url().includes('/api/radiomap/fingerprints/grid/') &&
        (response.request().postData() ?? '').includes('timestampX'),
    );
    await page.mouse.move(bar.x + 1, y);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width - 1, y, { steps: 5 });
    await page.mouse.up();
    await ranged;
    await expect
      .poll(() => page.getByTestId('time-chart-active').textContent())
      .not.toBe(total?.replace('Total', 'Active'));
    // The date axis, and the chosen day named under the chart.
    expect(await page.getByTestId('time-chart-tick').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('time-chart-range').textContent()).toBe('Showing 3 Mar 2025');
    await shot(page, 'wifi-time-brush-1440.png');
    // The reset link draws the layers again for all time.
    const allTime = page.waitForResponse(
      (response) =>
        response.url().includes('/api/radiomap/fingerprints/grid/') &&
        !(response.request().postData() ?? '').includes('timestampX'),
    );
    await page.getByTestId('time-chart-reset').click();
    await allTime;
    await expect
      .poll(() => page.getByTestId('time-chart-active').textContent())
      .toBe(total?.replace('Total', 'Active'));
    await quickAction('fingerprintsTime');
  });

  it('deletes the fingerprints inside a rectangle dragged on the map', async () => {
    const scansBefore = await scansOfFloor();
    expect(scansBefore).toBeGreaterThan(0);

    await quickAction('deleteMode');
    expect(await page.getByTestId('alert-area').textContent()).toContain(
      LayerMessages.pressShowFingerprints,
    );
    const grid = page.waitForResponse((response) =>
      response.url().includes('/api/radiomap/fingerprints/grid/'),
    );
    await quickAction('fingerprints');
    await grid;
    // From the keyboard: Enter starts at the map centre, arrows stretch, the hint counts
    // what is inside, Escape cancels (nothing deleted).
    await quickAction('deleteMode');
    expect(await page.getByTestId('quick-status-deleteMode').textContent()).toBe('Delete mode ON');
    const hint = page.getByTestId('delete-rectangle-hint');
    expect(await hint.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => hint.textContent()).toMatch(/^\d+ fingerprints? inside\./);
    await shot(page, 'wifi-delete-keyboard-1440.png');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('quick-status-deleteMode').textContent()).toBe('Delete mode OFF');
    await page.getByTestId('delete-rectangle-toolbar').waitFor({ state: 'detached' });
    expect(await scansOfFloor()).toBe(scansBefore);

    await quickAction('deleteMode');
    expect(await page.getByTestId('quick-status-deleteMode').textContent()).toBe('Delete mode ON');
    const logBefore = await floorScans();

    // A rectangle over the middle of the visible map (left of the control bar).
    const bar = await page.getByTestId('control-bar').boundingBox();
    if (!bar) throw new Error('no control bar');
    const cx = bar.x / 2;
    const cy = 450;
    await page.mouse.move(cx - 60, cy - 60);
    await page.mouse.down();
    await page.mouse.move(cx + 60, cy + 60, { steps: 8 });
    await shot(page, 'wifi-delete-rectangle-1440.png');
    await page.mouse.up();

    const dialog = page.getByTestId('delete-fingerprints-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(LayerMessages.confirmDelete);
    // The mode ended with the rectangle.
    expect(await page.getByTestId('quick-status-deleteMode').textContent()).toBe('Delete mode OFF');
    const deleteRequest = page.waitForRequest((request) =>
      request.url().includes('/api/auth/radiomap/delete/bbox'),
    );
    await page.getByTestId('delete-fingerprints-confirm').click();
    const box = JSON.parse((await deleteRequest).postData() ?? '{}') as Record<string, number>;
    const inside = logBefore.filter((scan) => inRectangle(box, scan));
    expect(inside.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('alert-area').textContent(), { timeout: 10_000 })
      .toMatch(/Successfully deleted \d+ fingerPrints\./);
    const text = (await page.getByTestId('alert-area').textContent()) ?? '';
    const deleted = Number(/Successfully deleted (\d+) fingerPrints/.exec(text)?.[1]);
    // Exactly the scans inside the rectangle went; every other one is still there.
    expect(deleted).toBe(inside.length);
    expect(await scansOfFloor()).toBe(scansBefore - deleted);
    const logAfter = await floorScans();
    expect(logAfter.map(scanKey).sort()).toEqual(
      logBefore
        .filter((scan) => !inRectangle(box, scan))
        .map(scanKey)
        .sort(),
    );
    await shot(page, 'wifi-deleted-1440.png');
    expect(problems).toEqual([]);
  });

  it('shows the fingerprint markers at the maximum zoom on the custom tile type, and reverts to the saved map type below it', async () => {
    const select = page.getByTestId('map-type-select');
    expect(await select.inputValue()).toBe('cartolight');
    const markers = page.waitForResponse((response) =>
      response.url().includes('/api/radiomap/fingerprints/tiles'),
    );
    for (let zoom = 19; zoom < 22; zoom++) await page.getByTestId('zoom-in').click();
    await markers;
    await expect.poll(() => select.inputValue()).toBe('none');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), StorageKeys.previousMapTypeId),
    ).toBe('cartolight');
    await shot(page, 'wifi-fingerprint-markers-1440.png');
    // A marker clicked opens its info window with the strongest access points (POIs hidden,
    // so no POI takes the click).
    await quickAction('pois');
    const spots = await page.evaluate(() => {
      type MapLike = {
        queryRenderedFeatures(options: { layers: string[] }): {
          geometry: { coordinates: [number, number] };
        }[];
        project(lngLat: [number, number]): { x: number; y: number };
        getCanvas(): HTMLCanvasElement;
      };
      const element = document.querySelector('[data-testid=map]') as HTMLElement & {
        maplibreMap: MapLike;
      };
      const map = element.maplibreMap;
      const canvas = map.getCanvas().getBoundingClientRect();
      return (
        map
          .queryRenderedFeatures({ layers: ['wifi-fingerprint-markers'] })
          .map((feature) => map.project(feature.geometry.coordinates))
          .map((at) => ({ x: canvas.left + at.x, y: canvas.top + at.y }))
          // Only markers not covered by the panel or the layer menu.
          .filter((at) => document.elementFromPoint(at.x, at.y) === map.getCanvas())
      );
    });
    const info = page.getByTestId('fingerprint-info-window');
    for (const spot of spots.slice(0, 12)) {
      await page.mouse.click(spot.x, spot.y);
      if (await info.count()) break;
    }
    expect(await info.textContent()).toContain('Strongest access points');
    expect(await info.textContent()).toMatch(/-\d+ dBm/);
    await page.keyboard.press('Escape');
    await expect.poll(() => info.count()).toBe(0);
    await quickAction('pois');
    await page.getByTestId('zoom-out').click();
    await expect.poll(() => select.inputValue()).toBe('cartolight');
    await shot(page, 'wifi-fingerprint-heatmap-1440.png');
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('zoom-out').click();
    await quickAction('fingerprints');
  });

  it('hides and shows the POIs and the connection lines', async () => {
    const markers = { count: () => drawnPoiSymbols(page) };
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    const shown = await markers.count();
    await quickAction('pois');
    await expect.poll(() => markers.count()).toBe(0);
    expect(await page.getByTestId('quick-status-pois').textContent()).toBe('POIs is offline');
    await renderingSettled(page);
    const withEdges = await mapPicture(page);
    await quickAction('edges');
    expect(await page.getByTestId('quick-status-edges').textContent()).toBe('Edges is offline');
    await renderingSettled(page);
    expect(Buffer.compare(withEdges, await mapPicture(page))).not.toBe(0);
    await shot(page, 'wifi-no-pois-no-edges-1440.png');
    await quickAction('edges');
    await quickAction('pois');
    await expect.poll(() => markers.count()).toBe(shown);
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKeys.POIsMode)).toBe(
      'YES',
    );
  });

  it('fits a phone screen', async () => {
    const phone = await planner.newPage({
      mapType: 'none',
      contextOptions: { viewport: { width: 390, height: 844 } },
    });
    page = phone;
    await openMainScreen(page, planner.baseUrl);
    await selectDemoBuilding(page);
    await chooseFloor();
    await quickAction('coverage');
    await expect.poll(() => drawnSquares(page), { timeout: 10_000 }).toBeGreaterThan(10);
    await shot(page, 'wifi-coverage-390.png');
    const menu = page.getByTestId('layer-quick-actions');
    await menu.locator('summary').click();
    await page.getByTestId('colour-swatch-green').scrollIntoViewIfNeeded();
    await shot(page, 'wifi-colour-bar-390.png');
    await quickAction('fingerprintsTime');
    await menu.locator('summary').click();
    const chart = page.getByTestId('time-chart');
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
    const first = await chart.locator('.time-chart__bar').first().boundingBox();
    if (!first) throw new Error('no bar');
    const ranged = page.waitForResponse(
      (response) =>
        response.url().includes('/api/radiomap/fingerprints/grid/') &&
        (response.request().postData() ?? '').includes('timestampX'),
    );
    await page.mouse.move(first.x + 1, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width * 2, first.y + first.height / 2, { steps: 4 });
    await page.mouse.up();
    await ranged;
    await shot(page, 'wifi-time-brush-390.png');
    await quickAction('fingerprints');
    // Signed out, delete mode is off and says who may delete; signed in as an admin it starts.
    const deleteToggle = page.getByTestId('quick-toggle-deleteMode');
    expect(await deleteToggle.isDisabled()).toBe(true);
    expect(await deleteToggle.getAttribute('title')).toBe(WifiLayerMessages.deleteNotAllowed);
    await signIn(page, ADMIN);
    await expect.poll(() => deleteToggle.isDisabled()).toBe(false);
    await quickAction('deleteMode');
    await menu.locator('summary').click();
    await page.mouse.move(150, 250);
    await page.mouse.down();
    await page.mouse.move(260, 330, { steps: 5 });
    await page.getByTestId('delete-rectangle-toolbar').waitFor();
    await shot(page, 'wifi-delete-rectangle-390.png');
    await page.mouse.up();
    expect(problems).toEqual([]);
  });
});
