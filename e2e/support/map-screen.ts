import type { Page } from 'playwright-core';

/** Where positions of the map are drawn on the page (CSS pixels), in their order. */
export function screenPointsOf(
  page: Page,
  points: readonly { lat: number; lon: number }[],
): Promise<{ x: number; y: number }[]> {
  return page.evaluate(
    (lonLats) => {
      type MapLike = {
        project(lngLat: [number, number]): { x: number; y: number };
        getCanvas(): HTMLCanvasElement;
      };
      const element = document.querySelector('[data-testid=map]') as
        | (HTMLElement & { maplibreMap?: MapLike })
        | null;
      const map = element?.maplibreMap;
      if (!map) throw new Error('the page has no map');
      const canvas = map.getCanvas().getBoundingClientRect();
      return lonLats.map((lonLat) => {
        const at = map.project(lonLat);
        return { x: canvas.left + at.x, y: canvas.top + at.y };
      });
    },
    points.map(({ lat, lon }): [number, number] => [lon, lat]),
  );
}
