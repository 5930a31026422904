import { contract, RoomEditorMessages, type Space, type UnitWire } from '@indoor/domain';
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

const NAME = 'Keyboard Lab E2E';

/** Presses a key `times` times (Shift+Arrow moves the pointer 10 px, an arrow alone 1 px). */
async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

/** The map's own view of the page: the keyboard pointer drawn, and pixels of positions. */
function onMap<T>(page: Page, read: string, arg: unknown = null): Promise<T> {
  return page.evaluate(
    ([read, arg]) => {
      type MapLike = {
        getLayer(id: string): unknown;
        queryRenderedFeatures(options: { layers: string[] }): unknown[];
        project(p: [number, number]): { x: number; y: number };
      };
      const map = (
        document.querySelector('[data-testid=map]') as HTMLElement & { maplibreMap: MapLike }
      ).maplibreMap;
      if (read === 'pointers') {
        return map.getLayer('room-editor-pointer')
          ? map.queryRenderedFeatures({ layers: ['room-editor-pointer'] }).length
          : 0;
      }
      return (arg as [number, number][]).map((corner) => {
        const { x, y } = map.project(corner);
        return [x, y];
      });
    },
    [read, arg] as const,
  ) as Promise<T>;
}

describe('drawing a room with the keyboard only in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  it('moves the pointer with the arrows, puts corners with Enter, closes, names and saves', async () => {
    const page = await planner.newPage({ mapType: 'none' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDemoAsAdmin(page, planner.baseUrl);
    const space = await postJson<Space>(planner.baseUrl, contract.spaceGet.path, {
      buid: DEMO_BUID,
    });
    await page.getByTestId('tab-floors').click();
    const floor = await page.getByTestId('map-floor-selector-select').inputValue();
    // The demo's rooms are cleared from this floor, so that the room is drawn on free ground
    // (no snapping to the demo's walls) and is the only one listed.
    await clearDemoRooms(planner.baseUrl, floor);
    await page.reload();
    await page.getByTestId('tab-floors').click();
    await jumpMapTo(page, Number(space.coordinates_lat), Number(space.coordinates_lon), 20);

    // "Draw a room" pressed from the keyboard; the map then has the keys.
    await page.getByTestId('room-draw').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('room-trace-toolbar').waitFor();
    await expect
      .poll(() => page.getByTestId('room-toolbar-keys').textContent())
      .toBe(RoomEditorMessages.traceKeysHint);
    await expect.poll(() => onMap<number>(page, 'pointers')).toBe(1);

    // A rectangle 80 px by 60 px south-west of the map's centre, one Enter per corner.
    await press(page, 'Shift+ArrowLeft', 10);
    await press(page, 'Shift+ArrowDown', 5);
    await press(page, 'ArrowRight', 3);
    await page.keyboard.press('Enter');
    await press(page, 'Shift+ArrowRight', 8);
    await page.keyboard.press('Enter');
    await press(page, 'Shift+ArrowDown', 6);
    await page.keyboard.press('Enter');
    await press(page, 'Shift+ArrowLeft', 8);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('room-toolbar-hint').textContent())
      .toBe(RoomEditorMessages.traceHint(4));
    // Enter again on the last corner closes the room; the name field has the focus.
    await page.keyboard.press('Enter');
    await page.getByTestId('room-new-form').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('room-new-name');
    await page.keyboard.type(NAME);
    await page.keyboard.press('Enter');

    await page.getByTestId('room-item').filter({ hasText: NAME }).waitFor();
    const { units } = await postJson<{ units: UnitWire[] }>(
      planner.baseUrl,
      contract.unitsFloorAll.path,
      { buid: DEMO_BUID, floor_number: floor },
    );
    expect(units.map((unit) => unit.name)).toEqual([NAME]);
    const polygon = units[0]?.polygon as [number, number][];
    expect(polygon).toHaveLength(5);
    const pixels = await onMap<[number, number][]>(page, 'pixels', polygon.slice(0, 4));
    const [a, b, c, d] = pixels as [
      [number, number],
      [number, number],
      [number, number],
      [number, number],
    ];
    // Each side as the arrows drew it, to a pixel's rounding.
    expect(b[0] - a[0]).toBeCloseTo(80, 0);
    expect(b[1] - a[1]).toBeCloseTo(0, 0);
    expect(c[1] - b[1]).toBeCloseTo(60, 0);
    expect(c[0] - d[0]).toBeCloseTo(80, 0);
    // The pointer is gone with the drawing.
    await expect.poll(() => onMap<number>(page, 'pointers')).toBe(0);
    expect(problems).toEqual([]);
  });
});
