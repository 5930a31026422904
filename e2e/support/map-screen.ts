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

/**
 * The [lon, lat] vertices of the line features in the map's GeoJSON sources whose id ends
 * with `suffix` (what the page draws, as MapLibre holds it).
 */
export function lineVerticesOf(page: Page, suffix: string): Promise<[number, number][]> {
  return page.evaluate((idSuffix) => {
    type Geometry = { type: string; coordinates: unknown };
    type MapLike = {
      getStyle(): { sources: Record<string, unknown> };
      getSource(id: string): { serialize(): { data?: { features?: { geometry: Geometry }[] } } };
    };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    if (!map) throw new Error('the page has no map');
    return Object.keys(map.getStyle().sources)
      .filter((id) => id.endsWith(idSuffix))
      .flatMap((id) => map.getSource(id).serialize().data?.features ?? [])
      .filter((feature) => feature.geometry.type === 'LineString')
      .flatMap((feature) => feature.geometry.coordinates as [number, number][]);
  }, suffix);
}
