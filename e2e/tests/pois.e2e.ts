import {
  type Connection,
  type Poi,
  PoiEditorMessages,
  PoiMessages,
  PoiTypes,
  ServerMessages,
  StorageKeys,
} from '@indoor/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, DEMO_BUID, openDemoAsAdmin, postJson } from '../support/planner-page.js';
import {
  drawnPoiLabels,
  drawnPoiSymbols,
  jumpMapTo,
  poiMarker,
  waitForPoiSymbol,
} from '../support/poi-symbols.js';

const NEW_POI = 'Boiler E2E';

describe('POIs, connections and the asset register in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  let adminToken: string | undefined;
  /** The floor's POIs as the admin reads them (with their asset details), or as `anonymous`. */
  const floorPois = async (floor: string, reader: 'admin' | 'anonymous' = 'admin') => {
    adminToken ??= (
      await postJson<{ user: { access_token: string } }>(planner.baseUrl, '/api/user/login', ADMIN)
    ).user.access_token;
    return (
      await postJson<{ pois: Poi[] }>(
        planner.baseUrl,
        '/api/mapping/pois/floor/all',
        { buid: DEMO_BUID, floor_number: floor },
        reader === 'admin' ? adminToken : undefined,
      )
    ).pois;
  };
  const floorConnections = async (floor: string) =>
    (
      await postJson<{ connections: Connection[] }>(
        planner.baseUrl,
        '/api/mapping/connection/floor/all',
        { buid: DEMO_BUID, floor_number: floor },
      )
    ).connections;
  const touching = (connections: Connection[], a: string, b: string) =>
    connections.filter(
      (c) => (c.pois_a === a && c.pois_b === b) || (c.pois_a === b && c.pois_b === a),
    );

  let page: Page;
  let newPuid = '';

  it('drops a POI from the palette next to the building and saves its asset form', async () => {
    page = await planner.newPage();
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-pois').click();

    // The ground floor's POIs are drawn as markers.
    const ground = await floorPois('0');
    const entrance = ground.find((poi) => poi.name === 'Main Entrance');
    if (!entrance) throw new Error('the demo has no Main Entrance');
    await poiMarker(page, entrance.puid).waitFor();
    await screenshot(page, 'pois-floor-markers');

    // Drag the POI item next to an existing marker, which lies on the floor.
    await page.getByTestId('tab-pois-edit').click();
    const palette = page.getByTestId('poi-palette-poi');
    await expect.poll(() => palette.isEnabled()).toBe(true);
    const box = await poiMarker(page, entrance.puid).boundingBox();
    if (!box) throw new Error('the entrance marker is not visible');
    const map = page.getByTestId('map');
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('no map');
    await palette.dragTo(map, {
      targetPosition: { x: box.x - mapBox.x + 40, y: box.y - mapBox.y - 30 },
    });
    const form = page.getByTestId('new-poi-form');
    await form.waitFor();
    await page.getByTestId('pending-poi-marker').waitFor();

    // Validation: a negative price is refused next to the field.
    await form.getByTestId('poi-form-name').fill(NEW_POI);
    await form.getByTestId('poi-form-type').selectOption('Other');
    await form.getByTestId('poi-form-price').fill('-3');
    await form.getByTestId('poi-form-submit').click();
    await expect
      .poll(() => form.getByTestId('poi-form-price').getAttribute('aria-invalid'))
      .toBe('true');

    await form.getByTestId('poi-form-description').fill('Plant room boiler');
    await form.getByTestId('poi-form-manufacturer').fill('Acme Heating');
    await form.getByTestId('poi-form-model').fill('AH-200');
    await form.getByTestId('poi-form-serial').fill('SN-0042');
    await form.getByTestId('poi-form-purchase-date').fill('2024-03-15');
    await form.getByTestId('poi-form-price').fill('1250.50');
    await form.getByTestId('poi-form-quantity').fill('2');
    await form.getByTestId('poi-form-link').fill('https://example.com/ah-200');
    await form.getByTestId('poi-form-tags').fill('heating, plant , ');
    await form.getByTestId('poi-form-warranty-scope').fill('Parts and labour');
    await form.getByTestId('poi-form-warranty-expiration').fill('2029-03-15');
    await screenshot(page, 'pois-new-poi-form');
    await form.getByTestId('poi-form-submit').click();
    await form.waitFor({ state: 'detached' });

    const saved = (await floorPois('0')).find((poi) => poi.name === NEW_POI);
    if (!saved) throw new Error('the new POI was not saved');
    newPuid = saved.puid;
    expect(saved).toMatchObject({
      pois_type: 'Other',
      description: 'Plant room boiler',
      manufacturer: 'Acme Heating',
      modelNumber: 'AH-200',
      serialNumber: 'SN-0042',
      purchaseDate: '2024-03-15',
      price: 1250.5,
      quantity: 2,
      link: 'https://example.com/ah-200',
      tags: ['heating', 'plant'],
      warranty: { scope: 'Parts and labour', expirationDate: '2029-03-15', isLifetime: false },
    });
    // The published demo building is public, its asset register is not.
    const seenByAnyone = (await floorPois('0', 'anonymous')).find((poi) => poi.puid === newPuid);
    expect(seenByAnyone?.name).toBe(NEW_POI);
    expect(seenByAnyone).not.toHaveProperty('serialNumber');
    expect(seenByAnyone).not.toHaveProperty('warranty');
    await expect
      .poll(() => page.getByTestId('alert-area').textContent())
      .toContain(PoiEditorMessages.added(NEW_POI));
    // The temporary marker became a normal one, with its info window open.
    await poiMarker(page, newPuid).waitFor();
    await page.getByTestId('poi-info-window').waitFor();
    expect(await page.getByTestId('poi-form-puid').inputValue()).toBe(newPuid);
  });

  it('connects the new POI to another in edge mode and undoes the connection', async () => {
    const ground = await floorPois('0');
    const entrance = ground.find((poi) => poi.name === 'Main Entrance');
    if (!entrance) throw new Error('the demo has no Main Entrance');
    expect(touching(await floorConnections('0'), newPuid, entrance.puid)).toHaveLength(0);

    await page.getByTestId('edge-mode-toggle').click();
    expect(await page.getByTestId('edge-mode-toggle').getAttribute('aria-pressed')).toBe('true');
    await poiMarker(page, newPuid).click();
    // The first POI is enlarged (31x48).
    await expect.poll(() => poiMarker(page, newPuid).getAttribute('data-highlighted')).toBe('true');
    await poiMarker(page, entrance.puid).click();
    await expect
      .poll(async () => touching(await floorConnections('0'), newPuid, entrance.puid).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect
      .poll(() => page.getByTestId('alert-area').textContent())
      .toContain(PoiEditorMessages.connected);
    await expect.poll(() => page.getByTestId('poi-undo').isEnabled()).toBe(true);
    await screenshot(page, 'pois-connected');

    // A POI with a connection cannot be deleted: the server's message shows, the marker stays.
    await page.getByTestId('edge-mode-toggle').click();
    await poiMarker(page, newPuid).click();
    const infoWindow = page.getByTestId('poi-info-window');
    await infoWindow.waitFor();
    await infoWindow.getByTestId('poi-form-delete').click();
    await expect
      .poll(() => page.getByTestId('alert-area').textContent())
      .toContain(PoiMessages.deleteConnectionsFirst);
    expect(await poiMarker(page, newPuid).count()).toBe(1);

    await page.getByTestId('poi-undo').click();
    await expect
      .poll(async () => touching(await floorConnections('0'), newPuid, entrance.puid).length, {
        timeout: 10_000,
      })
      .toBe(0);
    // Redo through the keyboard brings it back; undo again removes it.
    await expect.poll(() => page.getByTestId('poi-redo').isEnabled()).toBe(true);
    await page.keyboard.press('Control+Shift+Z');
    await expect
      .poll(async () => touching(await floorConnections('0'), newPuid, entrance.puid).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect.poll(() => page.getByTestId('poi-undo').isEnabled()).toBe(true);
    await page.keyboard.press('Control+Z');
    await expect
      .poll(async () => touching(await floorConnections('0'), newPuid, entrance.puid).length, {
        timeout: 10_000,
      })
      .toBe(0);
  });

  it('deletes a connection clicked in edge mode and restores it with undo', async () => {
    const ground = await floorPois('0');
    const byPuid = new Map(ground.map((poi) => [poi.puid, poi]));
    /** Where a marker points: the tip of a pin, the centre of a connector dot. */
    const pointOf = async (poi: Poi) => {
      const box = await poiMarker(page, poi.puid).boundingBox();
      if (!box) return null;
      const connector = poi.pois_type === 'None';
      return {
        x: box.x + box.width / 2,
        y: connector ? box.y + box.height / 2 : box.y + box.height,
      };
    };
    // The longest on-screen connection of the floor leaves room to click its middle.
    let target: { connection: Connection; x: number; y: number; length: number } | null = null;
    for (const connection of await floorConnections('0')) {
      const a = byPuid.get(connection.pois_a);
      const b = byPuid.get(connection.pois_b);
      if (!a || !b) continue;
      const [pa, pb] = [await pointOf(a), await pointOf(b)];
      if (!pa || !pb) continue;
      const length = Math.hypot(pa.x - pb.x, pa.y - pb.y);
      if (!target || length > target.length) {
        target = { connection, x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2, length };
      }
    }
    if (!target) throw new Error('no connection on the screen');
    const { connection } = target;
    const count = async () =>
      touching(await floorConnections('0'), connection.pois_a, connection.pois_b).length;
    expect(await count()).toBe(1);

    // Without edge mode a click on the line only explains how to delete it.
    await page.mouse.click(target.x, target.y);
    await expect
      .poll(() => page.getByTestId('alert-area').textContent())
      .toContain(PoiMessages.enableEdgeMode);
    expect(await count()).toBe(1);

    await page.getByTestId('edge-mode-toggle').click();
    await page.mouse.click(target.x, target.y);
    await expect.poll(count, { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => page.getByTestId('alert-area').textContent())
      .toContain(ServerMessages.connectionDeleted);
    await expect.poll(() => page.getByTestId('poi-undo').isEnabled()).toBe(true);
    await page.getByTestId('poi-undo').click();
    await expect.poll(count, { timeout: 10_000 }).toBe(1);
    await page.getByTestId('edge-mode-toggle').click();
  });

  it('places a connector with the keyboard; the graph check finds it unconnected', async () => {
    await page.getByTestId('tab-pois-edit').click();
    const before = new Set((await floorPois('0')).map((poi) => poi.puid));
    await page.getByTestId('poi-palette-connector').focus();
    await page.keyboard.press('Enter');
    const form = page.locator('[data-testid=new-poi-form][data-kind=connector]');
    await form.waitFor();
    await form.getByTestId('connector-form-submit').click();
    await form.waitFor({ state: 'detached' });
    const connector = (await floorPois('0')).find((poi) => !before.has(poi.puid));
    expect(connector).toMatchObject({ pois_type: 'None', name: 'Connector' });
    if (!connector) return;
    // Its info window shows the id read-only, with Update and Delete.
    const infoWindow = page.getByTestId('poi-info-window');
    await infoWindow.waitFor();
    expect(await infoWindow.getByTestId('connector-form-id').inputValue()).toBe(connector.puid);

    // The graph check lists it as unconnected; its Show button selects it.
    await page.getByTestId('tab-pois-view').click();
    const finding = page
      .getByTestId('graph-issue')
      .filter({ hasText: connector.name })
      .filter({ hasText: 'floor 0' });
    await page.getByTestId('graph-issues-refresh').click();
    await finding.first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await finding.first().getByTestId('graph-issue-show').click();
    await expect
      .poll(() => page.getByTestId('poi-info-window').getAttribute('data-puid'))
      .toBe(connector.puid);
    await screenshot(page, 'pois-graph-check');
  });

  it('lists the POI in the asset register and downloads it as XLSX', async () => {
    await page.goto(`${planner.baseUrl}/assets`);
    const row = page.getByRole('row').filter({ hasText: NEW_POI });
    await row.waitFor({ timeout: 15_000 });
    await screenshot(page, 'pois-asset-register');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /xlsx/i }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const cells: string[] = [];
    sheet.eachRow((r) => {
      r.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells).toContain(NEW_POI);
    expect(cells).toContain('SN-0042');

    // A row opens its POI on the map.
    await row.click();
    await page.waitForURL(`${planner.baseUrl}/`);
    await poiMarker(page, newPuid).waitFor();
    await page.getByTestId('poi-info-window').waitFor();
    // A plain reload remembers the selection but does not open the POI's form again.
    await page.reload();
    // The info window would open in the same render as the markers: none is there.
    await poiMarker(page, newPuid).waitFor();
    expect(await page.getByTestId('poi-info-window').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens a POI found by the search box: its floor selected, its info window open', async () => {
    const lab = (await floorPois('1')).find((poi) => poi.pois_type !== 'None');
    if (!lab) throw new Error('the demo has no POI on floor 1');
    const search = page.getByTestId('search-box');
    await search.fill(lab.name);
    const option = page.getByTestId('search-result').filter({ hasText: lab.name }).first();
    await option.waitFor();
    await option.click();
    const infoWindow = page.getByTestId('poi-info-window');
    await infoWindow.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('poi-form-puid').inputValue()).toBe(lab.puid);
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKeys.lastFloor)).toBe(
      '1',
    );
    // Once the camera has arrived, the window is panned fully into view.
    await expect
      .poll(async () => (await infoWindow.boundingBox())?.y ?? -1, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(0);
    await screenshot(page, 'pois-opened-from-search');
    expect(problems).toEqual([]);
  });

  it('draws every type with its own icon, the names from zoom 20, and a legend of the icons', async () => {
    await page.keyboard.press('Escape');
    const lab = (await floorPois('1')).find((poi) => poi.name.startsWith('Computer Lab'));
    if (!lab) throw new Error('the demo has no computer lab');
    const [lat, lon] = [Number(lab.coordinates_lat), Number(lab.coordinates_lon)];
    // Names only from zoom 20 on; below, the icons alone.
    await jumpMapTo(page, lat, lon, 19.5);
    await waitForPoiSymbol(page, lab.puid);
    expect(await drawnPoiLabels(page)).toBe(0);
    await jumpMapTo(page, lat, lon, 20.5);
    await screenshot(page, 'pois-labels-zoom-20');
    await expect.poll(() => drawnPoiLabels(page), { timeout: 10_000 }).toBeGreaterThan(0);
    // Labels that would collide are left out: never more than the icons drawn.
    expect(await drawnPoiLabels(page)).toBeLessThanOrEqual(await drawnPoiSymbols(page));
    await screenshot(page, 'pois-labels-zoom-20');

    await page.getByTestId('poi-legend-toggle').click();
    const rows = page.getByTestId('poi-legend-row');
    // Every POI type, a connector and a building entrance, each with its icon.
    expect(await rows.count()).toBe(PoiTypes.length + 2);
    expect(await rows.locator('img').count()).toBe(PoiTypes.length + 2);
    expect(await rows.first().textContent()).toBe(PoiTypes[0]);
    await screenshot(page, 'pois-legend');
    await page.getByTestId('poi-legend-toggle').click();
    expect(await rows.count()).toBe(0);
  });
});
