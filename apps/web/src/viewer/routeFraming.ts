import type { LatLng, RouteLeg } from '@indoor/domain';
import type { FitPadding } from '../map/camera';
import { clearPadding, mapCoverBoxes } from '../map/visibleArea';

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
