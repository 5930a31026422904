import {
  contract,
  localFrame,
  type OpeningWire,
  RoomEditorMessages,
  type Space,
  type UnitWire,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  clearDemoRooms,
  DEMO_BUID,
  openDemoAsAdmin,
  postJson,
} from '../support/planner-page.js';
import { jumpMapTo } from '../support/poi-symbols.js';

const NAME = 'Drawn Lab E2E';

/** The rooms' fill and the doors as the map draws them (apps/web/src/rooms/roomLayers.ts). */
function drawn(page: Page): Promise<{ rooms: string[]; doors: number }> {
  return page.evaluate(() => {
    type MapLike = {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): { properties: { name?: string } }[];
    };
    const map = (
      document.querySelector('[data-testid=map]') as HTMLElement & { maplibreMap?: MapLike }
    ).maplibreMap;
    const rendered = (layer: string) =>
      map?.getLayer(layer) ? map.queryRenderedFeatures({ layers: [layer] }) : [];
    return {
      rooms: [...new Set(rendered('rooms-fill').map((f) => f.properties.name ?? ''))].sort(),
      doors: rendered('rooms-openings').length,
    };
  });
}

/** The page position of a [lon, lat] on the map. */
function onPage(page: Page, [lon, lat]: [number, number]): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([lon, lat]) => {
      type MapLike = { project(p: [number, number]): { x: number; y: number } };
      const element = document.querySelector('[data-testid=map]') as HTMLElement & {
        maplibreMap: MapLike;
      };
      const box = element.getBoundingClientRect();
      const { x, y } = element.maplibreMap.project([lon, lat]);
      return { x: box.left + x, y: box.top + y };
    },
    [lon, lat] as const,
  );
}

describe('drawing a room and its door with the mouse in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  let page: Page;
  let centre = { lat: 0, lon: 0 };
  let floor = '';

  it('draws a room, names it, sees it listed and drawn, adds a door, and undoes both', async () => {
    page = await planner.newPage({ mapType: 'none' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDemoAsAdmin(page, planner.baseUrl);
    const space = await postJson<Space>(planner.baseUrl, contract.spaceGet.path, {
      buid: DEMO_BUID,
    });
    centre = { lat: Number(space.coordinates_lat), lon: Number(space.coordinates_lon) };
    const frame = localFrame(centre);
    // South-west of the space's point, clear of its marker.
    const at = (x: number, y: number): [number, number] => {
      const p = frame.toLatLng({ x, y });
      return [p.lon, p.lat];
    };
    await page.getByTestId('tab-floors').click();
    floor = await page.getByTestId('map-floor-selector-select').inputValue();
    // The demo's rooms traced on its plans are cleared from this floor, so that the test
    // draws on free ground and sees only the rooms it draws.
    await clearDemoRooms(planner.baseUrl, floor);
    await page.reload();
    await page.getByTestId('tab-floors').click();
    await jumpMapTo(page, centre.lat, centre.lon, 20);

    await page.getByTestId('room-draw').click();
    const corners = [at(-22, -10), at(-8, -10), at(-8, -2), at(-22, -2)];
    for (const corner of corners) {
      const { x, y } = await onPage(page, corner);
      await page.mouse.click(x, y);
    }
    await expect
      .poll(() => page.getByTestId('room-toolbar-hint').textContent())
      .toBe(RoomEditorMessages.traceHint(4));
    // A click a few pixels off the first corner closes the outline on it.
    const first = await onPage(page, corners[0] as [number, number]);
    await page.mouse.click(first.x + 3, first.y - 2);
    await page.getByTestId('room-new-name').fill(NAME);
    await page.getByTestId('room-new-category').selectOption('laboratory');
    await page.getByTestId('room-new-save').click();

    await page.getByTestId('room-item').filter({ hasText: NAME }).waitFor();
    await expect.poll(async () => (await drawn(page)).rooms, { timeout: 15_000 }).toEqual([NAME]);
    const read = () =>
      postJson<{ units: UnitWire[]; openings: OpeningWire[] }>(
        planner.baseUrl,
        contract.unitsFloorAll.path,
        { buid: DEMO_BUID, floor_number: floor },
      );
    const stored = (await read()).units;
    expect(stored.map((unit) => [unit.name, unit.category])).toEqual([[NAME, 'laboratory']]);
    expect(stored[0]?.polygon).toHaveLength(5);
    const east = stored[0]?.polygon.map(([lon, lat]) => frame.toMetres({ lat, lon }));
    expect(Math.max(...(east ?? []).map((m) => m.x))).toBeCloseTo(-8, 0);

    // A door in the east wall: its ends are snapped onto the wall.
    await page.getByTestId('door-add').click();
    for (const end of [at(-7.7, -7), at(-8.3, -5)]) {
      const { x, y } = await onPage(page, end);
      await page.mouse.click(x, y);
    }
    await page.getByTestId('room-door-category').selectOption('pedestrian.principal');
    await page.getByTestId('room-door-save').click();
    await expect.poll(() => page.getByTestId('door-item').count()).toBe(1);
    await expect.poll(async () => (await drawn(page)).doors, { timeout: 15_000 }).toBe(1);
    const door = (await read()).openings[0];
    expect(door?.unit_id).toBe(stored[0]?.id);
    expect(door?.category).toBe('pedestrian.principal');
    for (const [lon, lat] of door?.line ?? []) {
      expect(frame.toMetres({ lat, lon }).x).toBeCloseTo(-8, 1);
    }

    // Ctrl+Z takes back the door, then the room.
    await page.locator('[data-testid=map] canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('door-item').count()).toBe(0);
    await expect.poll(async () => (await read()).openings).toEqual([]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('room-item').count()).toBe(0);
    await expect.poll(async () => (await drawn(page)).rooms).toEqual([]);
    expect((await read()).units).toEqual([]);
    // And Ctrl+Shift+Z brings the room back with its id.
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await read()).units.map((u) => u.id)).toEqual([stored[0]?.id]);
    expect(problems).toEqual([]);
  });

  it('splits the room along a line drawn across it, merges the parts back, and undoes both', async () => {
    const frame = localFrame(centre);
    const at = (x: number, y: number): [number, number] => {
      const p = frame.toLatLng({ x, y });
      return [p.lon, p.lat];
    };
    const read = () =>
      postJson<{ units: UnitWire[] }>(planner.baseUrl, contract.unitsFloorAll.path, {
        buid: DEMO_BUID,
        floor_number: floor,
      });
    await page.getByTestId('room-item').filter({ hasText: NAME }).click();
    await page.getByTestId('room-split').click();
    await jumpMapTo(page, centre.lat, centre.lon, 20);
    for (const end of [at(-15, -13), at(-15, 1)]) {
      const { x, y } = await onPage(page, end);
      await page.mouse.click(x, y);
    }
    await expect
      .poll(async () => (await read()).units.map((u) => u.name).sort())
      .toEqual([NAME, `${NAME} 2`]);
    await expect.poll(() => page.getByTestId('room-item').count()).toBe(2);

    await page
      .getByTestId('room-item')
      .filter({ hasText: `${NAME} 2` })
      .click();
    await page.getByTestId('room-merge').click();
    await page.getByTestId('room-merge-confirm').click();
    await expect.poll(async () => (await read()).units.map((u) => u.name)).toEqual([`${NAME} 2`]);
    const merged = (await read()).units[0];
    const xs = (merged?.polygon ?? []).map(([lon, lat]) => frame.toMetres({ lat, lon }).x);
    expect(Math.min(...xs)).toBeCloseTo(-22, 0);
    expect(Math.max(...xs)).toBeCloseTo(-8, 0);

    await page.locator('[data-testid=map] canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await read()).units.length).toBe(2);
    // The list shows the undone merge (the step is over) before the next Ctrl+Z.
    await expect.poll(() => page.getByTestId('room-item').count()).toBe(2);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await read()).units.map((u) => u.name)).toEqual([NAME]);
    expect(problems).toEqual([]);
  });
});
