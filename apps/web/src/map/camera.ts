import { MapAppearance } from '@indoor/domain';
import { useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { MapCamera } from './viewState';

/** The id under which MapView registers its map with the MapProvider. */
export const MAIN_MAP_ID = 'main';

export interface CameraActions {
  flyTo: (target: MapCamera) => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

/** Camera moves for components outside the map (panels, search, zoom buttons). */
export function useCamera(): CameraActions {
  const map = useMap()[MAIN_MAP_ID];
  return useMemo(
    () => ({
      flyTo: ({ lat, lon, zoom }) =>
        map?.flyTo({ center: [lon, lat], zoom, duration: MapAppearance.flyDurationMs }),
      zoomIn: () => map?.zoomIn(),
      zoomOut: () => map?.zoomOut(),
    }),
    [map],
  );
}
