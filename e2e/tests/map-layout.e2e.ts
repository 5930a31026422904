import {
  latLngToWorldPixel,
  MapDefaults,
  type Poi,
  poiPosition,
  SessionStorageKeys,
  type Space,
  spacePosition,
  worldPixelToLatLng,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Box, boxOf, cornersOf, inside, intersects, uncoveredAt } from '../support/boxes.js';
import { renderingSettled, screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN_ENV, DEMO_BUID, openDemoAsAdmin, postJson } from '../support/planner-page.js';
import { poiSymbolBox, waitForPoiSymbol } from '../support/poi-symbols.js';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
type Viewport = typeof WIDE;
const HANDLES = [
  'floor-plan-handle-topLeft',
  'floor-plan-handle-topRight',
  'floor-plan-handle-bottomRight',
  'floor-plan-handle-bottomLeft',
  'floor-plan-rotate-handle',
];

const overlapOf = (a: Box, b: Box): Box => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  };
};

/** The map less the control bar: on the right of a wide screen, at the bottom of a phone's. */
async function visibleMap(page: Page): Promise<Box> {
  const map = await boxOf(page.getByTestId('map'));
  const bar = await boxOf(page.getByTestId('control-bar'));
  if (bar.x > map.x + map.width / 2) return { ...map, width: bar.x - map.x };
  return { ...map, height: bar.y - map.y };
}

async function largePlanPng(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

describe('the map layout: placement handles, popups and forms stay in sight and uncovered', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  async function plannerAt(viewport: Viewport): Promise<Page> {
    const page = await planner.newPage({ contextOptions: { viewport } });
    await openDemoAsAdmin(page, planner.baseUrl);
    return page;
  }

  for (const viewport of [WIDE, PHONE]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`starts a floor-plan placement with every handle in the free map at ${size}`, async () => {
      const page = await plannerAt(viewport);
      await page.getByTestId('tab-floors').click();
      await page.getByTestId('tab-floors-edit').click();
      if (viewport === PHONE) {
        // A new image over a floor's plan starts where that plan is, at its size: on a
        // phone the demo's ground floor does not fit above the panel at zoom 18, where
        // plans are set. A new floor's image is fitted to the free map, as here.
        await page.getByTestId('floor-add-submit').click();
        await expect
          .poll(() => page.getByTestId('map-floor-selector-select').inputValue())
          .toBe('3');
      }
      await page.getByTestId('floor-plan-file').setInputFiles({
        name: 'large-plan.png',
        mimeType: 'image/png',
        buffer: await largePlanPng(),
      });
      await page.getByTestId('floor-plan-overlay').waitFor();
      const problemsOfHandles = async () => {
        const visible = await visibleMap(page);
        const found: string[] = [];
        for (const handle of HANDLES) {
          const box = await boxOf(page.getByTestId(handle));
          const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          if (!inside({ ...centre, width: 0, height: 0 }, visible)) {
            found.push(`${handle} lies outside the visible map`);
          }
          const covered = await uncoveredAt(page, `[data-testid="${handle}"]`, [centre]);
          found.push(...covered.map((text) => `${handle}: ${text}`));
        }
        return found;
      };
      await expect.poll(problemsOfHandles, { timeout: 10_000 }).toEqual([]);
      await screenshot(page, `map-layout-placement-${size}`);
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
    });

    it(`keeps the new-space form clear of the map's buttons at ${size}`, async () => {
      const page = await plannerAt(viewport);
      await page.getByTestId('tab-spaces').click();
      const palette = page.getByTestId('space-palette-item');
      await expect.poll(() => palette.isEnabled()).toBe(true);
      // Dropped just right of the zoom buttons, where the form used to open over them.
      const zoom = await boxOf(page.getByTestId('zoom-in'));
      await palette.dragTo(page.getByTestId('map'), {
        targetPosition: { x: zoom.x + zoom.width + 30, y: zoom.y + 30 },
      });
      const form = page.getByTestId('new-space-form');
      await form.waitFor();
      // The part of the form in sight: a bottom sheet may scroll the rest out of it.
      const content = page.locator('.maplibregl-popup-content', { has: form });
      const formInSight = async () => overlapOf(await boxOf(form), await boxOf(content));
      const coveredCorners = async () =>
        uncoveredAt(page, '[data-testid="new-space-form"]', cornersOf(await formInSight()));
      await expect.poll(coveredCorners, { timeout: 10_000 }).toEqual([]);
      expect(inside(await boxOf(content), { x: 0, y: 0, ...viewport })).toBe(true);
      await screenshot(page, `map-layout-new-space-form-${size}`);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });
  }

  it("keeps the selected building's info window clear of the search box and the buttons at phone width", async () => {
    const page = await plannerAt(PHONE);
    const popup = page.locator('.maplibregl-popup', { has: page.getByTestId('building-popup') });
    await popup.waitFor();
    const screen = { x: 0, y: 0, ...PHONE };
    const layoutProblems = async () => {
      const box = await boxOf(popup);
      const found: string[] = [];
      if (!inside(box, screen))
        found.push(`the window ${JSON.stringify(box)} overflows the screen`);
      for (const control of ['search-box', 'zoom-in', 'zoom-out', 'map-floor-selector']) {
        const controlBox = await page.getByTestId(control).first().boundingBox();
        if (controlBox && intersects(box, controlBox)) found.push(`it overlaps ${control}`);
      }
      const layers = await page.locator('.layer-quick-actions').first().boundingBox();
      if (layers && intersects(box, layers)) found.push('it overlaps the layers button');
      return found;
    };
    await expect.poll(layoutProblems, { timeout: 10_000 }).toEqual([]);
    await screenshot(page, 'map-layout-building-popup-390x844');
    expect(problems).toEqual([]);
  });

  it('shows a POI form at phone width as a bottom sheet clear of the zoom and floor buttons', async () => {
    const page = await plannerAt(PHONE);
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('floor-poi-item').first().click();
    const window = page.getByTestId('poi-info-window');
    await window.waitFor();
    const sheet = page.locator('.maplibregl-popup', { has: window });
    const screen = { x: 0, y: 0, ...PHONE };
    const layoutProblems = async () => {
      const box = await boxOf(sheet);
      const found: string[] = [];
      if (!inside(box, screen)) found.push(`the form ${JSON.stringify(box)} overflows the screen`);
      for (const control of ['zoom-in', 'zoom-out', 'map-floor-selector']) {
        const controlBox = await page.getByTestId(control).first().boundingBox();
        if (controlBox && intersects(box, controlBox)) found.push(`${control} overlaps the form`);
      }
      found.push(...(await uncoveredAt(page, '.maplibregl-popup.form-popup', cornersOf(box))));
      // The close button stays reachable.
      const close = await boxOf(sheet.locator('.maplibregl-popup-close-button'));
      if (!inside(close, screen)) found.push('the close button is off the screen');
      found.push(
        ...(await uncoveredAt(page, '.maplibregl-popup-close-button', [
          { x: close.x + close.width / 2, y: close.y + close.height / 2 },
        ])),
      );
      return found;
    };
    await expect.poll(layoutProblems, { timeout: 10_000 }).toEqual([]);
    // The map stays in sight above the sheet.
    expect((await boxOf(sheet)).y).toBeGreaterThan(PHONE.height * 0.3);
    await screenshot(page, 'map-layout-poi-form-390x844');
    await sheet.locator('.maplibregl-popup-close-button').click();
    await window.waitFor({ state: 'detached' });

    // A new POI's form is a sheet as well.
    await page.getByTestId('tab-pois-edit').click();
    const palette = page.getByTestId('poi-palette-poi');
    await expect.poll(() => palette.isEnabled()).toBe(true);
    await palette.focus();
    await page.keyboard.press('Enter');
    const newForm = page.getByTestId('new-poi-form');
    await newForm.waitFor();
    const newSheet = page.locator('.maplibregl-popup', { has: newForm });
    await expect.poll(async () => inside(await boxOf(newSheet), screen)).toBe(true);
    const zoom = await boxOf(page.getByTestId('zoom-in'));
    expect(intersects(await boxOf(newSheet), zoom)).toBe(false);
    await screenshot(page, 'map-layout-new-poi-form-390x844');
    expect(problems).toEqual([]);
  });

  it('brings a POI info window opened near the map edge fully into the free map at 1440x900', async () => {
    const page = await plannerAt(WIDE);
    await page.getByTestId('tab-pois').click();
    const { pois } = await postJson<{ pois: Poi[] }>(
      planner.baseUrl,
      '/api/mapping/pois/floor/all',
      { buid: DEMO_BUID, floor_number: '0' },
    );
    // The north-westernmost POI: the others lie right of and below it.
    const positions = pois.flatMap((poi) => {
      const at = poiPosition(poi);
      return at ? [at] : [];
    });
    const poiAt = positions.reduce((a, b) => (b.lat - b.lon > a.lat - a.lon ? b : a));

    // Pan (search box, zoom 17) so that the POI stands near the map's top-left corner,
    // just clear of the search row, the layers button and the zoom buttons.
    const visible = await visibleMap(page);
    const centreOnScreen = { x: visible.x + visible.width / 2, y: visible.y + visible.height / 2 };
    const wanted = { x: 80, y: 130 };
    // MapLibre's zoom z is the domain's 256-pixel-tile zoom z + 1.
    const worldZoom = MapDefaults.searchPanZoom + 1;
    const poiWorld = latLngToWorldPixel(poiAt, worldZoom);
    const centre = worldPixelToLatLng(
      {
        x: poiWorld.x - (wanted.x - centreOnScreen.x),
        y: poiWorld.y - (wanted.y - centreOnScreen.y),
      },
      worldZoom,
    );
    const search = page.getByTestId('search-box');
    await search.fill(`${centre.lat.toFixed(8)}, ${centre.lon.toFixed(8)}`);
    await search.press('Enter');
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), SessionStorageKeys.mapZoom), {
        timeout: 10_000,
      })
      .toBe(String(MapDefaults.searchPanZoom));
    await screenshot(page, 'map-layout-poi-near-edge-before');

    // Click the POI where it is drawn (whatever draws it), a little above its foot.
    await page.mouse.click(wanted.x, wanted.y - 10);
    const window = page.getByTestId('poi-info-window');
    await window.waitFor({ timeout: 10_000 });
    const popup = page.locator('.maplibregl-popup', { has: window });
    const placementProblems = async () => {
      const box = await boxOf(popup);
      const found: string[] = [];
      if (!inside(box, await visibleMap(page))) {
        found.push(`the info window ${JSON.stringify(box)} is cut off by the map's edge`);
      }
      // The content's corners: beside the tip at the bottom the popup is see-through.
      const content = await boxOf(popup.locator('.maplibregl-popup-content'));
      found.push(...(await uncoveredAt(page, '.maplibregl-popup.poi-popup', cornersOf(content))));
      return found;
    };
    await expect.poll(placementProblems, { timeout: 10_000 }).toEqual([]);
    await screenshot(page, 'map-layout-poi-near-edge-1440x900');
    expect(problems).toEqual([]);
  });

  it("keeps the demo building's marker off its POIs at zoom 20, where the plan is drawn", async () => {
    const page = await plannerAt(WIDE);
    const space = await postJson<Space>(planner.baseUrl, '/api/mapping/space/get', {
      buid: DEMO_BUID,
    });
    const { pois } = await postJson<{ pois: Poi[] }>(
      planner.baseUrl,
      '/api/mapping/pois/floor/all',
      { buid: DEMO_BUID, floor_number: '0' },
    );
    const at = spacePosition(space);
    expect(at).not.toBeNull();
    // Zoom 20 on the building's own position, where its pin used to stand over the plan.
    await page.evaluate(
      ({ lat, lon, zoom }) => {
        const element = document.querySelector('[data-testid=map]') as HTMLElement & {
          maplibreMap?: { jumpTo(options: { center: [number, number]; zoom: number }): void };
        };
        element.maplibreMap?.jumpTo({ center: [lon, lat], zoom });
      },
      { lat: at?.lat ?? 0, lon: at?.lon ?? 0, zoom: MapDefaults.centringZoom },
    );
    await waitForPoiSymbol(page, pois[0]?.puid ?? '');
    await renderingSettled(page);
    const marker = page.locator(`[data-testid=building-marker][data-buid=${DEMO_BUID}]`);
    // The marker is still there to open the building, as a label at the plan's edge.
    await expect.poll(() => marker.getAttribute('data-compact')).toBe('true');
    const markerBox = await boxOf(marker);
    const drawn = (await Promise.all(pois.map((poi) => poiSymbolBox(page, poi.puid)))).flatMap(
      (box, i) => (box ? [{ puid: pois[i]?.puid, box }] : []),
    );
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.filter(({ box }) => intersects(box, markerBox)).map((d) => d.puid)).toEqual([]);
    await screenshot(page, 'map-layout-building-label-zoom-20');
    // Clicking the label still opens the building's info window.
    await marker.click();
    await page.getByTestId('building-popup').waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });
});
