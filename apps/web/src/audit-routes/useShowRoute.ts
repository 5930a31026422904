import {
  type AuditRoute,
  AuditRouteConstants,
  type AuditRoutePoi,
  MapDefaults,
} from '@indoor/domain';
import { useCallback } from 'react';
import { useCamera } from '../map/camera';
import { framingPadding } from '../map/visibleArea';
import { useMapSpaces } from '../spaces/spaceQueries';
import { useSelectionStore } from '../state/selection';
import { drawnRoute, useAuditRouteStore } from './auditRouteStore';

const MAP_SELECTOR = '[data-testid="map"]';
/**
 * What draws over the planner's map where a route is framed (the control bar is the map's
 * own padding): the search row, the Layers button and the zoom and floor buttons down the
 * left side, which on a phone stand over the route's left part.
 */
const ROUTE_COVER_SELECTORS =
  '.map-overlay--top-left, .layer-quick-actions, .zoom-controls, .map-floor-control';

/** The box around a route's stops, or null without stops. */
export function routeBounds(route: AuditRoute) {
  if (route.pois.length === 0) return null;
  const lats = route.pois.map((p) => p.coordinates.lat);
  const lons = route.pois.map((p) => p.coordinates.lon);
  return {
    southWest: { lat: Math.min(...lats), lon: Math.min(...lons) },
    northEast: { lat: Math.max(...lats), lon: Math.max(...lons) },
  };
}

/**
 * Draws a saved route: its building and floor become the map's selection (so the floor
 * plan under it shows) and the map frames its stops. Null takes it off the map.
 */
export function useShowRoute(): (route: AuditRoute | null, colourIndex?: number) => void {
  const { spaces } = useMapSpaces();
  const camera = useCamera();
  return useCallback(
    (route, colourIndex = 0) => {
      const store = useAuditRouteStore.getState();
      if (!route) {
        store.show(null);
        return;
      }
      store.show(drawnRoute(route, colourIndex));
      const selection = useSelectionStore.getState();
      const space = spaces.find((s) => s.buid === route.building_id);
      if (space && selection.selectedBuid !== route.building_id)
        selection.selectSpace(space, { openPopup: false });
      if (
        Number(useSelectionStore.getState().selectedFloor) !== route.floor_number ||
        useSelectionStore.getState().selectedFloor === null
      )
        useSelectionStore.getState().selectFloor(String(route.floor_number));
      const bounds = routeBounds(route);
      const container = document.querySelector<HTMLElement>(MAP_SELECTOR);
      if (bounds)
        camera.fitBounds(bounds.southWest, bounds.northEast, {
          padding: container
            ? framingPadding(
                container,
                ROUTE_COVER_SELECTORS,
                AuditRouteConstants.routeFitMarginPx,
                AuditRouteConstants.routeFitMinFreePx,
              )
            : AuditRouteConstants.routeFitMarginPx,
          maxZoom: MapDefaults.selectedSpaceZoom + 1,
        });
    },
    [spaces, camera],
  );
}

/**
 * Eases the map to one stop of a route, as close as to a POI chosen from a list; the map's
 * centre is the part the control bar leaves free, so the stop shows beside or above it.
 */
export function useShowStop(): (stop: AuditRoutePoi) => void {
  const camera = useCamera();
  return useCallback(
    (stop) => camera.flyTo({ ...stop.coordinates, zoom: MapDefaults.centringZoom }),
    [camera],
  );
}
