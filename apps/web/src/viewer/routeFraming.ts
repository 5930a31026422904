import type { LatLng, RouteLeg } from '@indoor/domain';
import type { FitPadding } from '../map/camera';
import { mapCoverBoxes, type ScreenBox } from '../map/visibleArea';

/**
 * The padding that keeps a framed box clear of what covers the map: each cover is cut
 * off along the map edge that loses the least area (the directions sheet at a phone's
 * bottom, the directions panel at a desktop's right, the card at the top), plus a margin.
 * Where the covers leave too little room, only the margin is kept: a route under a panel
 * is better than none.
 */
export function clearPadding(
  size: { width: number; height: number },
  covers: readonly ScreenBox[],
  margin: number,
  minFree: number,
): FitPadding {
  const padding: FitPadding = { top: margin, right: margin, bottom: margin, left: margin };
  const { width, height } = size;
  for (const cover of covers) {
    const left = Math.max(0, cover.left);
    const top = Math.max(0, cover.top);
    const right = Math.min(width, cover.right);
    const bottom = Math.min(height, cover.bottom);
    if (right <= left || bottom <= top) continue;
    const cuts = [
      { side: 'top', by: bottom, lost: bottom * width },
      { side: 'bottom', by: height - top, lost: (height - top) * width },
      { side: 'left', by: right, lost: right * height },
      { side: 'right', by: width - left, lost: (width - left) * height },
    ] as const;
    const best = cuts.reduce((a, b) => (b.lost < a.lost ? b : a));
    padding[best.side] = Math.max(padding[best.side], best.by + margin);
  }
  const fits =
    width - padding.left - padding.right >= minFree &&
    height - padding.top - padding.bottom >= minFree;
  return fits ? padding : { top: margin, right: margin, bottom: margin, left: margin };
}

/** The south-west and north-east corners of a leg's points; null for a leg without points. */
export function legBounds(leg: RouteLeg): { southWest: LatLng; northEast: LatLng } | null {
  if (leg.points.length === 0) return null;
  const lats = leg.points.map(({ position }) => position.lat);
  const lons = leg.points.map(({ position }) => position.lon);
  return {
    southWest: { lat: Math.min(...lats), lon: Math.min(...lons) },
    northEast: { lat: Math.max(...lats), lon: Math.max(...lons) },
  };
}

/**
 * What covers the viewer's map where a route is framed: the card and the directions (the
 * top-left overlay holds the card on wide screens; on a phone it has no box of its own).
 */
const ROUTE_COVER_SELECTORS =
  '.map-overlay--top-left, [data-testid="viewer-card"], .viewer-navigation-dock';

/** The padding that frames a route on the viewer's map clear of its card and directions. */
export function routePadding(margin: number, minFree: number): FitPadding {
  const container = document.querySelector<HTMLElement>('[data-testid="map"]');
  if (!container) return { top: margin, right: margin, bottom: margin, left: margin };
  const size = { width: container.clientWidth, height: container.clientHeight };
  return clearPadding(size, mapCoverBoxes(container, ROUTE_COVER_SELECTORS), margin, minFree);
}
