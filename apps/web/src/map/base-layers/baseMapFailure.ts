import type { MapType } from '@indoor/domain';
import { rasterSourceId } from './raster';

/** What a MapLibre "error" event carries when a tile of a source fails. */
export interface MapErrorEvent {
  sourceId?: string;
  tile?: unknown;
}

/** Whether an error is a failed tile of the base map now shown (not a plan or heatmap tile). */
export function isBaseTileFailure(event: MapErrorEvent, mapType: MapType): boolean {
  return mapType !== 'none' && event.sourceId === rasterSourceId(mapType);
}
