import { AlertLevel, FloorMessages } from '@indoor/domain';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { MapErrorEvent } from '../map/base-layers/baseMapFailure';
import { showAlert } from '../state/alerts';

/** Plan tile sources already reported in this page: a failing plan says so once, not per tile. */
const reported = new Set<string>();

/**
 * Says "Can't download floorplan" when the tiles of a plan's source fail to load (the
 * server errs or cannot be reached). A tile outside the plan is a 404, which MapLibre does
 * not report as an error, so a plan that loads never raises it.
 */
export function useFloorPlanTileFailureAlert(sourceId: string): void {
  const { current } = useMap();
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const onError = (event: MapErrorEvent) => {
      if (event.sourceId !== sourceId || reported.has(sourceId)) return;
      reported.add(sourceId);
      showAlert({ level: AlertLevel.danger, text: FloorMessages.cantDownload });
    };
    map.on('error', onError);
    return () => {
      map.off('error', onError);
    };
  }, [current, sourceId]);
}
