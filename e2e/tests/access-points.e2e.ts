import {
  AccessPointLayerMessages,
  AccessPointMessages,
  type AccessPointWire,
  contract,
  StorageKeys,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  DEMO_BUID,
  openMainScreen,
  postJson,
  selectDemoBuilding,
} from '../support/planner-page.js';
import { setPoiSymbolsShown } from '../support/poi-symbols.js';

const FLOOR = '2';
/** The AP icon's disc colour (#5b2a86, apps/web/src/radio/access-points/accessPointIcon.ts). */
const ICON_RGB = [0x5b, 0x2a, 0x86] as const;
const TOLERANCE = 10;

interface IconPixels {
  count: number;
  /** Centres of the groups of icon pixels, in CSS pixels of the map canvas. */
  centres: { x: number; y: number }[];
}

/** Finds the AP icons the map draws: pixels of the icon's colour, grouped within 40 px. */
async function iconPixels(page: Page): Promise<IconPixels> {
  const png = await page.locator('[data-testid=map] canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const groups: { x: number; y: number; n: number }[] = [];
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const close = ICON_RGB.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= TOLERANCE);
      if (!close) continue;
      count++;
      const group = groups.find((g) => Math.hypot(g.x / g.n - x, g.y / g.n - y) < 40);
      if (group) {
        group.x += x;
        group.y += y;
        group.n++;
      } else groups.push({ x, y, n: 1 });
    }
  }
  return {
    count,
    centres: groups.filter((g) => g.n > 40).map((g) => ({ x: g.x / g.n, y: g.y / g.n })),
  };
}

type MapView = { center: [number, number]; zoom: number };
type CameraLike = {
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  jumpTo(view: MapView): void;
};

/** Where the map looks. */
const mapView = (page: Page): Promise<MapView> =>
  page.evaluate(() => {
    const map = (
      document.querySelector('[data-testid=map]') as HTMLElement & { maplibreMap: CameraLike }
    ).maplibreMap;
    const { lng, lat } = map.getCenter();
    return { center: [lng, lat] as [number, number], zoom: map.getZoom() };
  });

const setMapView = (page: Page, view: MapView): Promise<void> =>
  page.evaluate((target) => {
    const map = (
      document.querySelector('[data-testid=map]') as HTMLElement & { maplibreMap: CameraLike }
    ).maplibreMap;
    map.jumpTo(target);
  }, view);

describe('estimated access points in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1' });
  const { problems } = planner;
  let page: Page;
  let accessPoints: AccessPointWire[] = [];

  it("estimates the demo floor's access points from its synthetic radiomap", async () => {
    // Computed in the background from the first start; asked again while still computing.
    const ask = () =>
      postJson<{ accessPoints: AccessPointWire[]; status: string }>(
        planner.baseUrl,
        contract.accessPointsFloor.path,
        { buid: DEMO_BUID, floor: FLOOR },
      );
    await expect
      .poll(async () => (await ask()).status, { timeout: 30_000, interval: 500 })
      .toBe('ready');
    accessPoints = (await ask()).accessPoints;
    expect(accessPoints.length).toBeGreaterThanOrEqual(2);
  });

  it('turns the layer on from tab 5, draws the icons and opens an info window on click', async () => {
    page = await planner.newPage({ mapType: 'none' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMainScreen(page, planner.baseUrl);
    await selectDemoBuilding(page);
    await page.getByTestId('tab-heatmaps').click();
    const panel = page.getByTestId('tabpanel-heatmaps');
    await panel.getByTestId('heatmaps-floor-selector-select').selectOption(FLOOR);
    await panel.getByTestId('tab-access-points').click();
    const status = panel.getByTestId('access-points-status');
    expect(await status.textContent()).toBe(AccessPointLayerMessages.status(false));
    const toggle = panel.getByTestId('access-points-toggle');
    expect(await toggle.textContent()).toBe(AccessPointLayerMessages.show);

    await toggle.click();
    expect(await status.textContent()).toBe(AccessPointLayerMessages.status(true));
    expect(await toggle.textContent()).toBe(AccessPointLayerMessages.hide);
    const items = panel.getByTestId('access-points-list').locator('li');
    await expect.poll(() => items.count()).toBe(accessPoints.length);
    expect(await items.evaluateAll((li) => li.map((e) => e.getAttribute('data-value')))).toEqual(
      accessPoints.map((ap) => ap.AP),
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKeys.APsMode)).toBe(
      'YES',
    );

    // The icons on the canvas: at least one group of the icon's colour. The POI icons, drawn
    // above the APs (a Room's pin is a similar purple), are hidden while the APs are found.
    await setPoiSymbolsShown(page, false);
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBeGreaterThan(0);
    const view = await mapView(page);
    const box = await page.locator('[data-testid=map] canvas').boundingBox();
    if (!box) throw new Error('no map canvas');
    // Below the maximum zoom near APs share a numbered cluster: a click on one zooms in
    // until it falls apart, and a click on an AP then opens its info window.
    const info = page.getByTestId('ap-info-window');
    for (let click = 0; click < 6 && (await info.count()) === 0; click++) {
      await expect.poll(async () => (await iconPixels(page)).centres.length).toBeGreaterThan(0);
      const [centre] = (await iconPixels(page)).centres;
      if (!centre) throw new Error('no AP icon on the map');
      await page.mouse.click(box.x + centre.x, box.y + centre.y);
      await info.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await info.waitFor();
    await setPoiSymbolsShown(page, true);
    const id = await info.getAttribute('data-ap');
    expect(accessPoints.map((ap) => ap.AP)).toContain(id);
    const vendors = await postJson<{ accessPoints: string[] }>(
      planner.baseUrl,
      contract.accessPointsIds.path,
      { ids: [id] },
    );
    const manufacturerLine = info.getByTestId('ap-manufacturer');
    await expect
      .poll(() => manufacturerLine.textContent())
      .toBe(`${AccessPointLayerMessages.manufacturer}${vendors.accessPoints[0]}`);
    const ap = accessPoints.find((candidate) => candidate.AP === id);
    expect(await info.getByTestId('ap-measurements').textContent()).toBe(
      `${AccessPointLayerMessages.measurements}${ap?.measurements}`,
    );
    await page.screenshot({ path: '/tmp/access-points-1440.png' });
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
    // Back to the view the layer was turned on in, every AP in sight.
    await setMapView(page, view);
    expect(problems).toEqual([]);
  });

  it('hides one access point with the filter, and opens another from the keyboard', async () => {
    const panel = page.getByTestId('tabpanel-heatmaps');
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBeGreaterThan(0);
    const before = await iconPixels(page);
    const [first, second] = accessPoints;
    if (!first || !second) throw new Error('two APs needed');
    const firstItem = panel.locator(`li[data-value="${first.AP}"]`);
    await firstItem.getByRole('checkbox').uncheck();
    expect(await panel.getByTestId('access-points-count').textContent()).toBe(
      AccessPointLayerMessages.shownCount(accessPoints.length - 1, accessPoints.length),
    );
    expect(
      await panel
        .getByRole('button', { name: AccessPointLayerMessages.details(first.AP) })
        .isDisabled(),
    ).toBe(true);
    // Hide all, then show one: the map draws that one icon alone.
    await panel.getByRole('button', { name: AccessPointLayerMessages.hideAll }).click();
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBe(0);
    await panel.locator(`li[data-value="${second.AP}"]`).getByRole('checkbox').check();
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBe(1);
    expect((await iconPixels(page)).count).toBeLessThan(before.count);
    expect(await panel.getByTestId('access-points-count').textContent()).toBe(
      AccessPointLayerMessages.shownCount(1, accessPoints.length),
    );

    // On a phone, from the keyboard: the info window opens in the part of the map left visible.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByRole('button', { name: AccessPointLayerMessages.details(second.AP) }).focus();
    await page.keyboard.press('Enter');
    const info = page.getByTestId('ap-info-window');
    await info.waitFor();
    expect(await info.getAttribute('data-ap')).toBe(second.AP);
    // The map pans the window into the part left visible: wait until it is there.
    const placement = async () => {
      const popup = await info.boundingBox();
      const bar = await page.getByTestId('control-bar').boundingBox();
      if (!popup || !bar) return 'no info window or control bar';
      if (popup.y < 0) return `the window's top ${popup.y} is above the screen`;
      if (popup.y + popup.height > bar.y) return 'the window reaches under the control bar';
      return 'in view';
    };
    await expect.poll(placement, { timeout: 10_000 }).toBe('in view');
    await page.screenshot({ path: '/tmp/access-points-390.png' });
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await panel.getByRole('button', { name: AccessPointLayerMessages.showAll }).click();

    // By manufacturer: the demo's radios carry vendor prefixes, so the list names makers
    // with their counts, and hiding a maker hides its access points.
    const makers = await postJson<{ accessPoints: string[] }>(
      planner.baseUrl,
      contract.accessPointsIds.path,
      { ids: accessPoints.map((ap) => ap.AP) },
    );
    expect(makers.accessPoints).not.toContain(AccessPointMessages.unknownManufacturer);
    const byMaker = new Map<string, number>();
    for (const maker of makers.accessPoints) byMaker.set(maker, (byMaker.get(maker) ?? 0) + 1);
    expect(byMaker.size).toBeGreaterThan(1);
    await panel.getByTestId('access-points-filter-by').selectOption('manufacturer');
    const items = panel.getByTestId('access-points-list').locator('li');
    await expect
      .poll(() => items.evaluateAll((li) => li.map((e) => e.getAttribute('data-value')).sort()))
      .toEqual([...byMaker.keys()].sort());
    const [maker, count] = [...byMaker.entries()][0] as [string, number];
    await panel.locator(`li[data-value="${maker}"]`).getByRole('checkbox').uncheck();
    expect(await panel.getByTestId('access-points-count').textContent()).toBe(
      AccessPointLayerMessages.shownCount(accessPoints.length - count, accessPoints.length),
    );
    await panel.getByRole('button', { name: AccessPointLayerMessages.showAll }).click();
    await panel.getByTestId('access-points-filter-by').selectOption('mac');
    expect(problems).toEqual([]);
  });

  it('keeps the layer on after a reload (APsMode YES) and turns it off again', async () => {
    await page.reload();
    await page.getByTestId('tab-heatmaps').click();
    const panel = page.getByTestId('tabpanel-heatmaps');
    await panel.getByTestId('tab-access-points').click();
    const status = panel.getByTestId('access-points-status');
    await expect.poll(() => status.textContent()).toBe(AccessPointLayerMessages.status(true));
    await expect
      .poll(() => panel.getByTestId('access-points-list').locator('li').count())
      .toBe(accessPoints.length);
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBeGreaterThan(0);
    // Another base map is another style: the icon image is added to it again.
    // The OSM style's own tile source is there once the new style has loaded; the icons
    // must then be drawn again.
    await page.getByTestId('map-type-select').selectOption('osm');
    await expect
      .poll(() => page.locator('[data-testid=map]').getAttribute('data-base-map'), {
        timeout: 10_000,
      })
      .toBe('osm');
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBeGreaterThan(0);

    await panel.getByTestId('access-points-toggle').click();
    expect(await status.textContent()).toBe(AccessPointLayerMessages.status(false));
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKeys.APsMode)).toBe('NO');
    await expect.poll(async () => (await iconPixels(page)).centres.length).toBe(0);
    expect(problems).toEqual([]);
  });
});
