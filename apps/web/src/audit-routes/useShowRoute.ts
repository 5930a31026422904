import { type AuditRoute, type AuditRoutePoi, MapDefaults } from '@indoor/domain';
import { useCallback } from 'react';
import { useCamera } from '../map/camera';
import { useMapSpaces } from '../spaces/spaceQueries';
import { useSelectionStore } from '../state/selection';
import { drawnRoute, useAuditRouteStore } from './auditRouteStore';

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
      if (bounds)
        camera.fitBounds(bounds.southWest, bounds.northEast, {
          padding: 60,
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
