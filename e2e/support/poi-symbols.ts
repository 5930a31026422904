import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where the map draws a POI's icon, in page pixels, and whether it is drawn enlarged. */
export interface PoiSymbolBox {
  x: number;
  y: number;
  width: number;
  height: number;
  highlighted: boolean;
  /** The icon's tint: 'type', 'entrance', or a route's 'from' or 'to'. */
  tint: string;
}

/**
 * The icon of a POI on the map's canvas (the POI symbol layer draws it, no element does):
 * read from the map's rendered features, through the map the app hangs on its element.
 * Null while the icon is not drawn.
 */
export function poiSymbolBox(page: Page, puid: string): Promise<PoiSymbolBox | null> {
  return page.evaluate((wanted) => {
    type Feature = {
      geometry: { type: string; coordinates: [number, number] };
      properties: {
        puid: string;
        height: number;
        anchor: string;
        highlighted: boolean;
        icon: string;
      };
    };
    type MapLike = {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): Feature[];
      project(lngLat: [number, number]): { x: number; y: number };
      getCanvas(): HTMLCanvasElement;
    };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    if (!map?.getLayer('poi-symbols-icons')) return null;
    const feature = map
      .queryRenderedFeatures({ layers: ['poi-symbols-icons'] })
      .find((f) => f.properties.puid === wanted);
    if (!feature) return null;
    const at = map.project(feature.geometry.coordinates);
    const canvas = map.getCanvas().getBoundingClientRect();
    const height = Number(feature.properties.height);
    const pin = feature.properties.anchor === 'bottom';
    const width = pin ? (height * 21) / 32 : height;
    const highlighted = String(feature.properties.highlighted) === 'true';
    return {
      x: canvas.left + at.x - width / 2,
      y: canvas.top + at.y - (pin ? height : height / 2),
      width,
      height,
      highlighted,
      tint: String(feature.properties.icon).split('|')[2] ?? '',
    };
  }, puid);
}

/** Waits until the map draws the POI's icon, and answers where. */
export async function waitForPoiSymbol(page: Page, puid: string): Promise<PoiSymbolBox> {
  let box: PoiSymbolBox | null = null;
  await expect
    .poll(
      async () => {
        box = await poiSymbolBox(page, puid);
        return box !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return box as unknown as PoiSymbolBox;
}

/** Clicks the middle of a POI's pin head (or its connector dot) as a user would. */
export async function clickPoiSymbol(page: Page, puid: string): Promise<void> {
  const box = await waitForPoiSymbol(page, puid);
  const headY = box.width === box.height ? box.height / 2 : box.width / 2;
  await page.mouse.click(box.x + box.width / 2, box.y + headY);
}

/** How many features of one of the map's layers are drawn now (0 while the layer is missing). */
function drawnFeatures(page: Page, layer: string): Promise<number> {
  return page.evaluate((id) => {
    type MapLike = {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): unknown[];
    };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    if (!map?.getLayer(id)) return 0;
    return map.queryRenderedFeatures({ layers: [id] }).length;
  }, layer);
}

/** How many POI icons the map draws now. */
export const drawnPoiSymbols = (page: Page): Promise<number> =>
  drawnFeatures(page, 'poi-symbols-icons');

/**
 * A POI's icon, asked as the tests asked the markers it replaces: waited for, where it
 * is, clicked, whether it is highlighted (data-highlighted), and whether it is drawn.
 */
export function poiMarker(page: Page, puid: string) {
  return {
    waitFor: async () => {
      await waitForPoiSymbol(page, puid);
    },
    boundingBox: () => poiSymbolBox(page, puid),
    click: () => clickPoiSymbol(page, puid),
    getAttribute: async (name: 'data-highlighted') => {
      if (name !== 'data-highlighted') throw new Error(`no ${name} on a POI icon`);
      const box = await poiSymbolBox(page, puid);
      return box ? String(box.highlighted) : null;
    },
    count: async () => ((await poiSymbolBox(page, puid)) ? 1 : 0),
  };
}

/** Shows or hides the POI icons and labels on the canvas, and waits for the map to draw. */
export function setPoiSymbolsShown(page: Page, shown: boolean): Promise<void> {
  return page.evaluate(async (visible) => {
    type MapLike = {
      getLayer(id: string): unknown;
      setLayoutProperty(layer: string, name: string, value: string): void;
      once(event: string, listener: () => void): void;
      triggerRepaint(): void;
    };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    if (!map) return;
    for (const layer of ['poi-symbols-icons', 'poi-symbols-labels']) {
      if (map.getLayer(layer))
        map.setLayoutProperty(layer, 'visibility', visible ? 'visible' : 'none');
    }
    await new Promise<void>((resolve) => {
      map.once('idle', resolve);
      map.triggerRepaint();
    });
  }, shown);
}

/** How many POI name labels the map draws now (those that collide with others are left out). */
export const drawnPoiLabels = (page: Page): Promise<number> =>
  drawnFeatures(page, 'poi-symbols-labels');

/** Moves the map's camera at once and waits until it has drawn the new view. */
export function jumpMapTo(page: Page, lat: number, lon: number, zoom: number): Promise<void> {
  return page.evaluate(
    async ([lat, lon, zoom]) => {
      type MapLike = {
        jumpTo(options: { center: [number, number]; zoom: number }): void;
        once(event: string, listener: () => void): void;
        triggerRepaint(): void;
      };
      const element = document.querySelector('[data-testid=map]') as
        | (HTMLElement & { maplibreMap?: MapLike })
        | null;
      const map = element?.maplibreMap;
      if (!map) throw new Error('no map');
      // A jump to the view already shown draws no frame and so would never be idle: one
      // repaint is asked for. The cap keeps a request that never settles from hanging the
      // test; what the caller checks next is polled anyway.
      await new Promise<void>((resolve) => {
        map.once('idle', resolve);
        map.jumpTo({ center: [lon, lat], zoom });
        map.triggerRepaint();
        setTimeout(resolve, 10_000);
      });
    },
    [lat, lon, zoom] as const,
  );
}
