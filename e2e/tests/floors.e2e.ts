import {
  type Floor,
  FloorMessages,
  georeferenceCorners,
  georeferenceFromPlacement,
  haversineMetres,
  type LatLng,
  latLngToMercator,
  latLngToWorldPixel,
  MapDefaults,
  mercatorToLatLng,
  mercatorWorldSizeM,
  type PlanCorners,
  type PlanPlacement,
  pixelToLatLng,
  placementFromCorners,
  ServerMessages,
  SessionStorageKeys,
  StorageKeys,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  DEMO_BUID,
  openDemoAsAdmin,
  openMainScreen,
  postJson,
  selectDemoBuilding,
} from '../support/planner-page.js';
import { centreOfTestId, dragBy, type ScreenPoint } from '../support/pointer.js';

/** Where the demo building stands (apps/server/demo-data/demo-building.json). */
const DEMO_POSITION: LatLng = { lat: 35.14475, lon: 33.41115 };
const PLAN = { width: 800, height: 500, border: 40 };
const ROTATION_STEPS = 20;
const NUDGE_RIGHT_PRESSES = 5;
/** FloorPlanPlacementConstants.nudgePx: screen pixels per arrow press. */
const NUDGE_PX = 2;

/**
 * A light plan with a thick red border and a black arrow pointing to the image's top,
 * so its placement and rotation can be read off the tiles and the screenshots.
 */
async function arrowPlanPng(): Promise<Buffer> {
  const { width, height, border } = PLAN;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#d62020"/>
    <rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" fill="#f4efe2"/>
    <rect x="${width / 2 - 15}" y="150" width="30" height="280" fill="#000"/>
    <polygon points="${width / 2},70 ${width / 2 - 80},170 ${width / 2 + 80},170" fill="#000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A plain plan small enough for all its handles to be on the screen at zoom 19. */
async function smallPlanPng(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

/** Width, height and rotation from the placement toolbar's readout. */
function parseReadout(text: string | null): { widthM: number; heightM: number; rotation: number } {
  const match = /([\d.]+) m × ([\d.]+) m, rotated (-?[\d.]+)°/.exec(text ?? '');
  if (!match) throw new Error(`unexpected readout: ${text}`);
  return { widthM: Number(match[1]), heightM: Number(match[2]), rotation: Number(match[3]) };
}

/** MapLibre's zoom counts 512-px worlds: mercator metres per screen pixel at a zoom. */
const mercatorPerScreenPixel = (zoom: number) => mercatorWorldSizeM / (512 * 2 ** zoom);

describe('floors and floor plans in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  const alertText = (page: Page) => page.getByTestId('alert-area').getByRole('alert').textContent();
  const storedZoom = (page: Page) =>
    page.evaluate((key) => sessionStorage.getItem(key), SessionStorageKeys.mapZoom);

  async function floorsOfDemo(): Promise<Floor[]> {
    const { floors } = await postJson<{ floors: Floor[] }>(
      planner.baseUrl,
      '/api/mapping/floor/all',
      { buid: DEMO_BUID },
    );
    return floors;
  }

  /** The RGBA colour the server's tiles show at a position, at a tile zoom. */
  async function tileColourAt(
    floorNumber: string,
    at: LatLng,
    zoom: number,
  ): Promise<[number, number, number, number]> {
    const world = latLngToWorldPixel(at, zoom);
    const x = Math.floor(world.x / MapDefaults.tileSize);
    const y = Math.floor(world.y / MapDefaults.tileSize);
    const response = await fetch(
      `${planner.baseUrl}/api/floortiles/${DEMO_BUID}/${floorNumber}/${zoom}/${x}/${y}.png`,
    );
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = Math.floor(world.x - x * MapDefaults.tileSize);
    const py = Math.floor(world.y - y * MapDefaults.tileSize);
    const offset = (py * info.width + px) * info.channels;
    return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 0];
  }

  it("shows the demo building's floor 1 from its plan tiles", async () => {
    // The offline base map is one flat colour: whatever else the canvas shows is the plan.
    const page = await planner.newPage({ mapType: 'none' });
    await openMainScreen(page, planner.baseUrl);
    await selectDemoBuilding(page);

    await page.getByTestId('tab-floors').click();
    const selector = page.getByTestId('floor-selector-select');
    await selector.waitFor();
    const floorOneTile = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/floortiles/${DEMO_BUID}/1/`) && response.status() === 200,
    );
    await selector.selectOption('1');
    await floorOneTile;
    expect(await page.getByTestId('map-floor-selector-select').inputValue()).toBe('1');
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKeys.lastFloor)).toBe(
      '1',
    );
    // The up and down buttons step through the floors in numeric order.
    await page.getByTestId('map-floor-selector-up').click();
    expect(await selector.inputValue()).toBe('2');
    await page.getByTestId('map-floor-selector-down').click();
    expect(await selector.inputValue()).toBe('1');
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('19');

    await screenshot(page, 'floors-demo-floor-1');
    // Markers and popups are page elements over the canvas; hide them to measure the canvas.
    await page.addStyleTag({
      content: '.maplibregl-marker, .maplibregl-popup { visibility: hidden !important; }',
    });
    const canvasSpread = async () => {
      const canvas = await page.locator('[data-testid=map] canvas').screenshot();
      const stats = await sharp(canvas).stats();
      return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
    };
    // The plan's tiles are drawn over the flat background once they have arrived.
    await expect.poll(canvasSpread, { timeout: 10_000 }).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it("says once that a floor's plan cannot be downloaded when its tiles fail, never when they load", async () => {
    const page = await planner.newPage({ mapType: 'none' });
    // Every alert the page shows, also one that hides again before the test looks.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownAlerts: shown });
      new MutationObserver(() => {
        for (const alert of Array.from(
          document.querySelectorAll('[data-testid=alert-area] [role=alert]'),
        )) {
          if (alert.hasAttribute('data-counted')) continue;
          alert.setAttribute('data-counted', '');
          shown.push(alert.querySelector('.alert__text')?.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const cantDownloadAlerts = () =>
      page.evaluate(
        (text) =>
          (window as unknown as { shownAlerts: string[] }).shownAlerts.filter((t) => t === text)
            .length,
        FloorMessages.cantDownload,
      );
    await openMainScreen(page, planner.baseUrl);
    await selectDemoBuilding(page);
    await page.getByTestId('tab-floors').click();
    const selector = page.getByTestId('floor-selector-select');
    const floorOneTile = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/floortiles/${DEMO_BUID}/1/`) && response.status() === 200,
    );
    await selector.selectOption('1');
    await floorOneTile;
    await page.waitForLoadState('networkidle');
    expect(await cantDownloadAlerts()).toBe(0);

    // The tile server is unreachable for floor 2: one alert, however many tiles fail.
    let failed = 0;
    await page.route(`**/api/floortiles/${DEMO_BUID}/2/**`, (route) => {
      failed += 1;
      return route.abort('connectionrefused');
    });
    await selector.selectOption('2');
    await expect.poll(cantDownloadAlerts, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(failed).toBeGreaterThan(1);
    expect(await cantDownloadAlerts()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('moves, resizes and rotates the overlay with the mouse; undo and Escape', async () => {
    const page = await planner.newPage();
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-floors').click();
    await page.getByTestId('tab-floors-edit').click();
    // The ground floor (selected first) has a plan: the new image starts where it is.
    const ground = (await floorsOfDemo()).find((f) => f.floor_number === '0');
    const groundCorners = ground?.plan_corners;
    if (!groundCorners) throw new Error('the demo ground floor has no plan');
    const current = placementFromCorners(groundCorners as unknown as PlanCorners, {
      widthPx: 300,
      heightPx: 200,
    });
    await page.getByTestId('floor-plan-file').setInputFiles({
      name: 'small-plan.png',
      mimeType: 'image/png',
      buffer: await smallPlanPng(),
    });
    await page.getByTestId('floor-plan-overlay').waitFor();
    // The camera shows the whole plan, from a zoom where it may be set.
    await expect
      .poll(async () => Number(await storedZoom(page)), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(MapDefaults.floorPlanMinZoom);
    const readout = async () =>
      parseReadout(await page.getByTestId('floor-plan-readout').textContent());
    const centreOf = (testId: string) => centreOfTestId(page, testId);
    const drag = (from: ScreenPoint, dx: number, dy: number) => dragBy(page, from, dx, dy);
    const start = await readout();
    expect(start.rotation).toBeCloseTo(current.rotationDegrees, 1);
    expect(start.widthM).toBeCloseTo(current.widthM, 1);

    // The body: pressed near a corner, away from the building marker over the plan's centre.
    const topLeft = await centreOf('floor-plan-handle-topLeft');
    const bottomRight = await centreOf('floor-plan-handle-bottomRight');
    await drag({ x: bottomRight.x - 40, y: bottomRight.y - 30 }, 100, 20);
    const moved = await centreOf('floor-plan-handle-topLeft');
    expect(moved.x - topLeft.x).toBeCloseTo(100, 0);
    expect(moved.y - topLeft.y).toBeCloseTo(20, 0);
    expect(await readout()).toEqual(start);
    await page.getByTestId('floor-plan-undo').click();
    const undone = await centreOf('floor-plan-handle-topLeft');
    expect(undone.x).toBeCloseTo(topLeft.x, 0);
    expect(undone.y).toBeCloseTo(topLeft.y, 0);

    // A corner: pulled sideways only, the plan still grows along its diagonal.
    await drag(await centreOf('floor-plan-handle-bottomRight'), 90, 0);
    const resized = await readout();
    expect(resized.widthM).toBeGreaterThan(start.widthM * 1.05);
    expect(resized.widthM / resized.heightM).toBeCloseTo(1.5, 1);
    const anchor = await centreOf('floor-plan-handle-topLeft');
    expect(anchor.x).toBeCloseTo(topLeft.x, 0);
    expect(anchor.y).toBeCloseTo(topLeft.y, 0);

    // The rotate handle, carried round to the east of the centre: the plan's top faces east.
    const rotateHandle = await centreOf('floor-plan-rotate-handle');
    const planCentre = {
      x: (anchor.x + (await centreOf('floor-plan-handle-bottomRight')).x) / 2,
      y: (anchor.y + (await centreOf('floor-plan-handle-bottomRight')).y) / 2,
    };
    await drag(rotateHandle, planCentre.x + 150 - rotateHandle.x, planCentre.y - rotateHandle.y);
    const turned = await readout();
    expect(turned.rotation).toBeCloseTo(90, 0);
    expect(turned.widthM).toBe(resized.widthM);

    // Another base map keeps the overlay.
    await page.getByTestId('map-type-select').selectOption('none');
    // The plan's blue shows through at the overlay's opacity over the flat background.
    const blueOverRed = async () => {
      const canvas = await page.screenshot({
        clip: { x: planCentre.x - 20, y: planCentre.y + 40, width: 8, height: 8 },
      });
      const { channels } = await sharp(canvas).stats();
      return (channels[2]?.mean ?? 0) - (channels[0]?.mean ?? 0);
    };
    await expect.poll(blueOverRed, { timeout: 10_000 }).toBeGreaterThan(40);
    await screenshot(page, 'floors-overlay-mouse');

    await page.getByTestId('floor-plan-overlay').focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('floor-plan-overlay').waitFor({ state: 'detached' });
    expect(await page.getByTestId('floor-plan-toolbar').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('uploads a rotated plan placed in the browser; the tiles sit where the overlay was', async () => {
    // Wide enough for the 800 x 500 plan and its handles to fit below the placement panel,
    // so it is first shown at its canvas size.
    const page = await planner.newPage({
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await openDemoAsAdmin(page, planner.baseUrl);

    // A new floor: its number defaults to the next one (the demo has floors 0, 1 and 2).
    await page.getByTestId('tab-floors').click();
    await page.getByTestId('tab-floors-edit').click();
    const numberField = page.getByTestId('floor-add-number');
    await expect.poll(() => numberField.inputValue()).toBe('3');
    await page.getByTestId('floor-add-name').fill('Roof lab');
    await page.getByTestId('floor-add-submit').click();
    await expect.poll(() => alertText(page)).toBe(ServerMessages.floorAdded);
    await expect.poll(() => page.getByTestId('map-floor-selector-select').inputValue()).toBe('3');

    await page.getByTestId('floor-plan-file').setInputFiles({
      name: 'arrow-plan.png',
      mimeType: 'image/png',
      buffer: await arrowPlanPng(),
    });
    const overlay = page.getByTestId('floor-plan-overlay');
    await overlay.waitFor();
    expect(await page.getByTestId('floor-plan-floor-number').inputValue()).toBe('3');
    // The map went to zoom 19 over the building, the plan appeared centred on it.
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('19');

    await overlay.focus();
    for (let i = 0; i < ROTATION_STEPS; i += 1) await page.keyboard.press(']');
    for (let i = 0; i < NUDGE_RIGHT_PRESSES; i += 1) await page.keyboard.press('ArrowRight');
    // One more turn, taken back with the one level of undo.
    await page.keyboard.press(']');
    expect(await page.getByTestId('floor-plan-readout').textContent()).toContain('rotated 21.0°');
    await page.keyboard.press('Control+z');
    const readout = await page.getByTestId('floor-plan-readout').textContent();
    expect(readout).toContain('rotated 20.0°');
    await screenshot(page, 'floors-rotated-overlay');

    // The placement the test expects: centred on the building, moved 10 px east, 800 px
    // shown at zoom 19 (the canvas fits the window, so it is not halved, and the free
    // part of the map, so it is not shrunk), turned 20°.
    const metresPerMercator = Math.cos((DEMO_POSITION.lat * Math.PI) / 180);
    const perPixel = mercatorPerScreenPixel(MapDefaults.floorPlanPlacedZoom);
    const centreMercator = latLngToMercator(DEMO_POSITION);
    const expected: PlanPlacement = {
      centre: mercatorToLatLng({
        x: centreMercator.x + NUDGE_RIGHT_PRESSES * NUDGE_PX * perPixel,
        y: centreMercator.y,
      }),
      widthM: PLAN.width * perPixel * metresPerMercator,
      rotationDegrees: ROTATION_STEPS,
      widthPx: PLAN.width,
      heightPx: PLAN.height,
    };
    expect(readout).toContain(`${expected.widthM.toFixed(1)} m ×`);
    const expectedGeo = georeferenceFromPlacement(expected);

    const uploadAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/mapping/floor/floorplan/upload'),
    );
    const newTile = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/floortiles/${DEMO_BUID}/3/`) && response.status() === 200,
    );
    await page.getByTestId('floor-plan-set').click();
    expect((await uploadAnswer).status()).toBe(200);
    await expect.poll(() => alertText(page)).toBe(FloorMessages.uploaded);
    await overlay.waitFor({ state: 'detached' });
    await newTile;
    await expect
      .poll(() => alertText(page), { timeout: 5000 })
      .toMatch(/^Floor plan: \d+\.\d m × \d+\.\d m$/);
    await screenshot(page, 'floors-rotated-tiled');

    // The stored corners are the overlay's corners.
    const floor = (await floorsOfDemo()).find((f) => f.floor_number === '3');
    expect(floor?.floor_name).toBe('Roof lab');
    const stored = floor?.plan_corners;
    if (!stored) throw new Error('floor 3 has no plan corners');
    const corners = georeferenceCorners(expectedGeo);
    corners.forEach(([lon, lat], index) => {
      const [storedLon, storedLat] = stored[index] ?? [Number.NaN, Number.NaN];
      expect(haversineMetres({ lat, lon }, { lat: storedLat, lon: storedLon })).toBeLessThan(0.5);
    });

    // The tiles at zoom 20: light fill beside the centre, red on the border, black on the arrow.
    const fill = await tileColourAt('3', pixelToLatLng(expectedGeo, { x: 200, y: 250 }), 20);
    expect(fill[3]).toBe(255);
    expect(Math.min(fill[0], fill[1], fill[2])).toBeGreaterThan(200);
    const border = await tileColourAt('3', pixelToLatLng(expectedGeo, { x: 20, y: 250 }), 20);
    expect(border[3]).toBe(255);
    expect(border[0]).toBeGreaterThan(170);
    expect(border[1]).toBeLessThan(90);
    const arrowTip = await tileColourAt('3', pixelToLatLng(expectedGeo, { x: 400, y: 120 }), 20);
    expect(arrowTip[3]).toBe(255);
    expect(Math.max(arrowTip[0], arrowTip[1], arrowTip[2])).toBeLessThan(60);
    expect(problems).toEqual([]);
  });
});
