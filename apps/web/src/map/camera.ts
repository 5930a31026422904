import type { LatLng } from '@indoor/domain';
import { useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MapAppearance } from './mapAppearance';
import type { MapCamera } from './viewState';

/** The id under which MapView registers its map with the MapProvider. */
export const MAIN_MAP_ID = 'main';

/**
 * A move asked for before the map existed (a list clicked while the map loads); MapView
 * takes it once the map is there, so the click is not lost.
 */
let waitingMove: MapCamera | null = null;

export function takeWaitingMove(): MapCamera | null {
  const move = waitingMove;
  waitingMove = null;
  return move;
}

/** Pixels kept free on each side of a framed box. */
export interface FitPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface CameraActions {
  /** False until the map exists. Before that flyTo is kept for the map; the others do nothing. */
  ready: boolean;
  /** Flies the target to the map's centre (the middle of the part the control bar leaves free). */
  flyTo: (target: MapCamera, options?: { animate?: boolean }) => void;
  /**
   * Frames the box from south-west to north-east, never closer than maxZoom; the padding
   * is the same on every side or given per side.
   */
  fitBounds: (
    southWest: LatLng,
    northEast: LatLng,
    options: { padding: number | FitPadding; maxZoom: number; animate?: boolean },
  ) => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

/** Camera moves for components outside the map (panels, search, zoom buttons). */
export function useCamera(): CameraActions {
  const map = useMap()[MAIN_MAP_ID];
  return useMemo(
    () => ({
      ready: map !== undefined,
      flyTo: ({ lat, lon, zoom }, { animate = true } = {}) => {
        if (!map) {
          waitingMove = { lat, lon, zoom };
          return;
        }
        map.flyTo({
          center: [lon, lat],
          zoom,
          duration: animate ? MapAppearance.flyDurationMs : 0,
        });
      },
      fitBounds: (southWest, northEast, { padding, maxZoom, animate = true }) =>
        map?.fitBounds(
          [
            [southWest.lon, southWest.lat],
            [northEast.lon, northEast.lat],
          ],
          { padding, maxZoom, duration: animate ? MapAppearance.flyDurationMs : 0 },
        ),
      zoomIn: () => map?.zoomIn(),
      zoomOut: () => map?.zoomOut(),
    }),
    [map],
  );
}
