import {
  type Connection,
  connectionAdd,
  connectionDelete,
  type Poi,
  poisAdd,
  poisDelete,
  poisUpdate,
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
  postJson,
  pressQuickAction,
  selectDemoBuilding,
} from '../support/planner-page.js';
import { poiMarker as poiMarkerOf } from '../support/poi-symbols.js';
import { centreOfTestId, dragBy, type ScreenPoint } from '../support/pointer.js';

/** The API calls that change POIs or connections on the server. */
const WRITES = new Set(
  [poisAdd, poisUpdate, poisDelete, connectionAdd, connectionDelete].map((e) => e.path),
);

/**
 * One Ctrl+Z undoes exactly one thing, whatever the active mode: the editor has one
 * history whose steps say their scope, and one keyboard dispatcher.
 */
describe('one Ctrl+Z undoes one thing in each mode (Chromium)', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  let page: Page;
  /** The write requests the page sent, by path, in order. */
  const writes: string[] = [];
  let pois: Poi[] = [];

  const floorPois = async () =>
    (
      await postJson<{ pois: Poi[] }>(planner.baseUrl, '/api/mapping/pois/floor/all', {
        buid: DEMO_BUID,
        floor_number: '0',
      })
    ).pois;
  const floorConnections = async () =>
    (
      await postJson<{ connections: Connection[] }>(
        planner.baseUrl,
        '/api/mapping/connection/floor/all',
        { buid: DEMO_BUID, floor_number: '0' },
      )
    ).connections;
  const positionOf = async (puid: string) => {
    const poi = (await floorPois()).find((p) => p.puid === puid);
    if (!poi) throw new Error(`POI ${puid} is gone`);
    return { lat: Number(poi.coordinates_lat), lon: Number(poi.coordinates_lon) };
  };
  const poiMarker = (puid: string) => poiMarkerOf(page, puid);
  const centreOf = (testId: string) => centreOfTestId(page, testId);
  const drag = (from: ScreenPoint, dx: number, dy: number) => dragBy(page, from, dx, dy);
  /** Lets whatever a key press started reach the server (or show that nothing did). */
  const settle = () => page.waitForTimeout(1000);
  const poiNamed = (name: string) => {
    const poi = pois.find((p) => p.name === name);
    if (!poi) throw new Error(`the demo has no ${name}`);
    return poi;
  };

  /** Drags a POI marker 60 px right; answers its position before, once saved. */
  async function movePoi(poi: Poi) {
    const before = await positionOf(poi.puid);
    const count = writes.length;
    const box = await poiMarker(poi.puid).boundingBox();
    if (!box) throw new Error('the marker is not on the screen');
    await drag({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, 60, 0);
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(count + 1);
    await expect
      .poll(async () => (await positionOf(poi.puid)).lon, { timeout: 10_000 })
      .toBeGreaterThan(before.lon);
    await expect.poll(() => page.getByTestId('poi-undo').isEnabled()).toBe(true);
    return before;
  }

  it('in browse, after a POI move: the POI goes back with exactly one server change', async () => {
    page = await planner.newPage({ contextOptions: { viewport: { width: 1440, height: 900 } } });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && WRITES.has(path)) writes.push(path);
    });
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('tab-pois-edit').click();
    pois = await floorPois();
    const entrance = poiNamed('Main Entrance');
    await poiMarker(entrance.puid).waitFor();

    const before = await movePoi(entrance);
    expect(writes).toEqual([poisUpdate.path]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(2);
    await settle();
    expect(writes).toEqual([poisUpdate.path, poisUpdate.path]);
    const after = await positionOf(entrance.puid);
    expect(after.lat).toBeCloseTo(before.lat, 9);
    expect(after.lon).toBeCloseTo(before.lon, 9);
  });

  it('in edge mode, after a connection add: the connection goes, nothing else', async () => {
    const connected = (a: string, b: string, all: Connection[]) =>
      all.filter((c) => (c.pois_a === a && c.pois_b === b) || (c.pois_a === b && c.pois_b === a))
        .length;
    // Two POIs of the ground floor not yet connected to each other.
    const all = await floorConnections();
    const saved = pois.filter((p) => p.pois_type !== 'None');
    let pair: [Poi, Poi] | null = null;
    for (const a of saved) {
      for (const b of saved) {
        if (a.puid < b.puid && connected(a.puid, b.puid, all) === 0) pair = pair ?? [a, b];
      }
    }
    if (!pair) throw new Error('every pair of POIs is connected');
    const [a, b] = pair;
    const count = writes.length;
    await page.getByTestId('edge-mode-toggle').click();
    await poiMarker(a.puid).click();
    await expect.poll(() => poiMarker(a.puid).getAttribute('data-highlighted')).toBe('true');
    await poiMarker(b.puid).click();
    await expect
      .poll(async () => connected(a.puid, b.puid, await floorConnections()), { timeout: 10_000 })
      .toBe(1);
    // The page's request event can come after the server already answered (a busy machine).
    await expect.poll(() => writes.slice(count)).toEqual([connectionAdd.path]);
    await expect.poll(() => page.getByTestId('poi-undo').isEnabled()).toBe(true);

    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => connected(a.puid, b.puid, await floorConnections()), { timeout: 10_000 })
      .toBe(0);
    await settle();
    await expect
      .poll(() => writes.slice(count))
      .toEqual([connectionAdd.path, connectionDelete.path]);
    // Still in edge mode: the key press did not leave it.
    expect(await page.getByTestId('edge-mode-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('edge-mode-toggle').click();
  });

  it('during floor-plan placement: the overlay moves back, no POI changes on the server', async () => {
    // A POI edit first, so that there is a server step Ctrl+Z must not reach.
    const office = poiNamed('Main Entrance');
    const before = await movePoi(office);
    const moved = await positionOf(office.puid);
    const count = writes.length;

    await page.getByTestId('tab-floors').click();
    await page.getByTestId('tab-floors-edit').click();
    await page.getByTestId('floor-plan-file').setInputFiles({
      name: 'small-plan.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } },
      })
        .png()
        .toBuffer(),
    });
    await page.getByTestId('floor-plan-overlay').waitFor();
    await page.waitForTimeout(500);
    // Three nudges to the right (2 px each), each one local step; one level is kept.
    const start = await centreOf('floor-plan-handle-topLeft');
    await page.getByTestId('floor-plan-overlay').focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    const nudged = await centreOf('floor-plan-handle-topLeft');
    expect(nudged.x - start.x).toBeCloseTo(6, 0);
    await screenshot(page, 'editor-undo-floor-plan-placement');

    await page.keyboard.press('Control+z');
    const undone = await centreOf('floor-plan-handle-topLeft');
    expect(undone.x - start.x).toBeCloseTo(4, 0);
    expect(undone.y).toBeCloseTo(start.y, 0);
    // One level: a second Ctrl+Z has nothing left in the placement, and goes nowhere else.
    await page.keyboard.press('Control+z');
    await settle();
    expect(writes.slice(count)).toEqual([]);
    expect(await positionOf(office.puid)).toEqual(moved);
    expect((await centreOf('floor-plan-handle-topLeft')).x).toBeCloseTo(undone.x, 0);

    // Escape ends the placement; now Ctrl+Z reaches the POI move, and only it.
    await page.keyboard.press('Escape');
    await page.getByTestId('floor-plan-overlay').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(count + 1);
    await settle();
    expect(writes.slice(count)).toEqual([poisUpdate.path]);
    const back = await positionOf(office.puid);
    expect(back.lon).toBeCloseTo(before.lon, 9);
  });

  /** Focus off any field, so the key reaches the editor's dispatcher. */
  const blurFocus = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  /**
   * With a mode active that keeps no steps of its own, one Ctrl+Z undoes the last server
   * edit once, and the mode's work under way stays as it was.
   */
  async function undoesOneServerEditKeeping(count: number, kept: () => Promise<number>) {
    await page.keyboard.press('Control+z');
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(count + 1);
    await settle();
    expect(writes.slice(count)).toEqual([poisUpdate.path]);
    expect(await kept()).toBe(1);
  }

  it('while a new POI is being placed: the last POI edit goes back, the new POI stays', async () => {
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('tab-pois-edit').click();
    const entrance = poiNamed('Main Entrance');
    await poiMarker(entrance.puid).waitFor();
    const before = await movePoi(entrance);
    const count = writes.length;

    await page.getByTestId('poi-palette-poi').focus();
    await page.keyboard.press('Enter');
    const form = page.getByTestId('new-poi-form');
    await form.waitFor();
    await blurFocus();
    await undoesOneServerEditKeeping(count, () => form.count());
    const back = await positionOf(entrance.puid);
    expect(back.lon).toBeCloseTo(before.lon, 9);
    await form.getByTestId('poi-form-delete').click();
    await form.waitFor({ state: 'detached' });
    // The form panned the map to show itself: bring the building back to the middle.
    await selectDemoBuilding(page);
    await expect
      .poll(async () => (await poiMarker(entrance.puid).boundingBox())?.y ?? -1, {
        timeout: 10_000,
      })
      .toBeLessThan(700);
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('tab-pois-edit').click();
  });

  it('while a new space is being placed: the last POI edit goes back, the space form stays', async () => {
    const entrance = poiNamed('Main Entrance');
    const before = await movePoi(entrance);
    const count = writes.length;

    await page.getByTestId('tab-spaces').click();
    await page.getByTestId('space-palette-item').focus();
    await page.keyboard.press('Enter');
    const form = page.getByTestId('new-space-form');
    await form.waitFor();
    await blurFocus();
    await undoesOneServerEditKeeping(count, () => form.count());
    expect((await positionOf(entrance.puid)).lon).toBeCloseTo(before.lon, 9);
    await page.getByTestId('new-space-cancel').click();
    await form.waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-space-marker').count()).toBe(0);
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('tab-pois-edit').click();
  });

  it('while a delete rectangle is drawn: the last POI edit goes back, the rectangle stays', async () => {
    const entrance = poiNamed('Main Entrance');
    const before = await movePoi(entrance);
    const count = writes.length;
    const quickAction = (action: string) => pressQuickAction(page, action);
    const grid = page.waitForResponse((response) =>
      response.url().includes('/api/radiomap/fingerprints/grid/'),
    );
    await quickAction('fingerprints');
    await grid;
    await quickAction('deleteMode');
    const hint = page.getByTestId('delete-rectangle-hint');
    await blurFocus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => hint.textContent()).toMatch(/^\d+ fingerprints? inside\./);
    const drawn = await hint.textContent();

    await undoesOneServerEditKeeping(count, () =>
      page.getByTestId('delete-rectangle-toolbar').count(),
    );
    expect(await hint.textContent()).toBe(drawn);
    expect((await positionOf(entrance.puid)).lon).toBeCloseTo(before.lon, 9);
    // Escape cancels the rectangle; nothing was deleted.
    await page.keyboard.press('Escape');
    await page.getByTestId('delete-rectangle-toolbar').waitFor({ state: 'detached' });
    await quickAction('fingerprints');
  });

  it('Ctrl+Z typed in a text field does nothing to the map', async () => {
    await page.getByTestId('tab-pois').click();
    await page.getByTestId('tab-pois-edit').click();
    const entrance = poiNamed('Main Entrance');
    await poiMarker(entrance.puid).waitFor();
    await movePoi(entrance);
    const moved = await positionOf(entrance.puid);
    const count = writes.length;

    const search = page.getByTestId('search-box');
    await search.click();
    await search.pressSequentially('lab');
    await page.keyboard.press('Control+z');
    await settle();
    expect(writes.length).toBe(count);
    expect(await positionOf(entrance.puid)).toEqual(moved);
    expect(await page.getByTestId('poi-undo').isEnabled()).toBe(true);
    // Outside the field the same key undoes the move.
    await search.blur();
    await page.keyboard.press('Control+z');
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(count + 1);
    expect(problems).toEqual([]);
  });
});
