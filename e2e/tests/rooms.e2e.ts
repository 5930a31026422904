import {
  contract,
  localFrame,
  MapDefaults,
  type OpeningWire,
  RoomWebMessages,
  type Space,
  type UnitWire,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, DEMO_BUID, openDemoAsAdmin, postJson } from '../support/planner-page.js';
import { jumpMapTo, setPoiSymbolsShown } from '../support/poi-symbols.js';

/** The rooms' floor: not the one the planner opens on, so choosing a room must switch to it. */
const FLOOR = '1';
const SEMINAR = 'Seminar E2E';
const ARCHIVE = 'Archive E2E';

/** Layer ids of apps/web/src/rooms/roomLayers.ts. */
const FILL = 'rooms-fill';
const LABELS = 'rooms-labels';
const DOORS = 'rooms-openings';

interface Drawn {
  fills: string[];
  labels: string[];
  doors: number;
}

/** What the room layers draw now, read from the map's rendered features. */
function drawnRooms(page: Page): Promise<Drawn> {
  return page.evaluate(
    ([fill, labels, doors]) => {
      type MapLike = {
        getLayer(id: string): unknown;
        queryRenderedFeatures(options: { layers: string[] }): {
          properties: { name?: string };
        }[];
      };
      const map = (
        document.querySelector('[data-testid=map]') as HTMLElement & {
          maplibreMap?: MapLike;
        }
      ).maplibreMap;
      const names = (layer: string) =>
        map?.getLayer(layer)
          ? [
              ...new Set(
                map.queryRenderedFeatures({ layers: [layer] }).map((f) => f.properties.name ?? ''),
              ),
            ].sort()
          : [];
      const doorCount = map?.getLayer(doors)
        ? map.queryRenderedFeatures({ layers: [doors] }).length
        : 0;
      return { fills: names(fill), labels: names(labels), doors: doorCount };
    },
    [FILL, LABELS, DOORS] as const,
  );
}

/** The ids of the style's layers, bottom to top. */
function styleLayerIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type MapLike = { getStyle(): { layers: { id: string }[] } };
    const map = (
      document.querySelector('[data-testid=map]') as HTMLElement & {
        maplibreMap: MapLike;
      }
    ).maplibreMap;
    return map.getStyle().layers.map((layer) => layer.id);
  });
}

function camera(page: Page): Promise<{ lat: number; lon: number; zoom: number }> {
  return page.evaluate(() => {
    type MapLike = { getCenter(): { lat: number; lng: number }; getZoom(): number };
    const map = (
      document.querySelector('[data-testid=map]') as HTMLElement & {
        maplibreMap: MapLike;
      }
    ).maplibreMap;
    const { lat, lng } = map.getCenter();
    return { lat, lon: lng, zoom: map.getZoom() };
  });
}

describe('rooms and doors on the map in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let page: Page;
  let centre = { lat: 0, lon: 0 };
  let frame = localFrame(centre);
  const corner = (x: number, y: number): [number, number] => {
    const at = frame.toLatLng({ x, y });
    return [at.lon, at.lat];
  };
  const rectangle = (west: number, south: number, east: number, north: number) => [
    corner(west, south),
    corner(east, south),
    corner(east, north),
    corner(west, north),
    corner(west, south),
  ];

  it('adds two rooms sharing a wall and a door in it through the API', async () => {
    const token = (
      await postJson<{ user: { access_token: string } }>(
        planner.baseUrl,
        contract.userLogin.path,
        ADMIN,
      )
    ).user.access_token;
    const space = await postJson<Space>(planner.baseUrl, contract.spaceGet.path, {
      buid: DEMO_BUID,
    });
    centre = { lat: Number(space.coordinates_lat), lon: Number(space.coordinates_lon) };
    frame = localFrame(centre);
    // The demo's rooms traced on its plans are cleared from the floors this test looks at,
    // so that it sees only the rooms it draws.
    for (const floorNumber of ['0', FLOOR])
      await postJson(
        planner.baseUrl,
        contract.unitsFloorReplace.path,
        { buid: DEMO_BUID, floor_number: floorNumber, units: [], openings: [] },
        token,
      );
    const add = (name: string, polygon: [number, number][]) =>
      postJson<{ unit: UnitWire }>(
        planner.baseUrl,
        contract.unitAdd.path,
        { buid: DEMO_BUID, floor_number: FLOOR, name, category: 'classroom', polygon },
        token,
      );
    const seminar = (await add(SEMINAR, rectangle(-10, -4, 0, 4))).unit;
    await add(ARCHIVE, rectangle(0, -4, 8, 4));
    const { opening } = await postJson<{ opening: OpeningWire }>(
      planner.baseUrl,
      contract.openingAdd.path,
      {
        buid: DEMO_BUID,
        floor_number: FLOOR,
        unit_id: seminar.id,
        line: [corner(0, -0.6), corner(0, 0.6)],
      },
      token,
    );
    const stored = await postJson<{ units: UnitWire[]; openings: OpeningWire[] }>(
      planner.baseUrl,
      contract.unitsFloorAll.path,
      { buid: DEMO_BUID, floor_number: FLOOR },
    );
    expect(stored.units.map((unit) => unit.name).sort()).toEqual([ARCHIVE, SEMINAR]);
    expect(stored.openings.map((door) => door.id)).toEqual([opening.id]);
  });

  it("draws the rooms, their names and the door on their floor only, under the floor's POIs", async () => {
    page = await planner.newPage({ mapType: 'none' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDemoAsAdmin(page, planner.baseUrl);
    const floorSelect = page.getByTestId('map-floor-selector-select');
    await expect.poll(() => floorSelect.inputValue()).not.toBe(FLOOR);
    // The POIs' pins would take the labels' places (they are placed first): hidden here.
    await setPoiSymbolsShown(page, false);
    await jumpMapTo(page, centre.lat, centre.lon, 20);
    expect(await drawnRooms(page)).toEqual({ fills: [], labels: [], doors: 0 });

    await floorSelect.selectOption(FLOOR);
    await setPoiSymbolsShown(page, false);
    await jumpMapTo(page, centre.lat, centre.lon, 20);
    await expect
      .poll(() => drawnRooms(page), { timeout: 15_000 })
      .toEqual({ fills: [ARCHIVE, SEMINAR], labels: [ARCHIVE, SEMINAR], doors: 1 });

    // Above the floor plan, below the connections, the POIs and every route.
    const ids = await styleLayerIds(page);
    const index = (id: string) => ids.indexOf(id);
    expect(index(FILL)).toBeGreaterThan(index('slot-floor-plan-tiles'));
    expect(index(LABELS)).toBeLessThan(index('slot-rooms'));
    for (const above of ['slot-route', 'slot-connections', 'slot-audit-route', 'slot-pois']) {
      expect(index(LABELS)).toBeLessThan(index(above));
    }
    await page.screenshot({ path: '/tmp/rooms-e2e-1440.png' });
    await setPoiSymbolsShown(page, true);
    expect(problems).toEqual([]);
  });

  it('finds a room by name, then flies to it and shows its floor when it is chosen', async () => {
    const floorSelect = page.getByTestId('map-floor-selector-select');
    await floorSelect.selectOption('0');
    await expect.poll(async () => (await drawnRooms(page)).fills).toEqual([]);

    const search = page.getByTestId('search-box');
    await search.fill('archive e2');
    const result = page.locator('[data-testid=search-result][data-kind=room]');
    await result.first().waitFor({ timeout: 15_000 });
    expect(await result.count()).toBe(1);
    expect(await result.textContent()).toContain(RoomWebMessages.searchKind);
    expect(await result.textContent()).toContain(ARCHIVE);
    expect(await result.textContent()).toContain(FLOOR);
    await result.click();

    await expect.poll(() => floorSelect.inputValue()).toBe(FLOOR);
    // The archive spans 0 to 8 m east and -4 to 4 m north: the camera ends at its middle.
    const middle = frame.toLatLng({ x: 4, y: 0 });
    await expect
      .poll(async () => {
        const at = await camera(page);
        const m = localFrame(middle).toMetres(at);
        return Math.hypot(m.x, m.y) < 0.5 && Math.abs(at.zoom - MapDefaults.centringZoom) < 0.01;
      })
      .toBe(true);
    await expect.poll(async () => (await drawnRooms(page)).fills).toContain(ARCHIVE);
    expect(problems).toEqual([]);
  });
});
