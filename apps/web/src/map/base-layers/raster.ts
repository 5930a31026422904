import { type BaseMapConfig, MapDefaults, type MapType } from '@indoor/domain';
import type { RasterLayerSpecification, RasterSourceSpecification } from 'maplibre-gl';

export const RASTER_LAYER_ID = 'base-raster';

export const rasterSourceId = (mapType: MapType) => `base-${mapType}`;

/** The XYZ raster source of a configured base map; `maxzoom` lets MapLibre over-zoom past the provider's last level. */
export function rasterSource(baseMap: BaseMapConfig): RasterSourceSpecification {
  return {
    type: 'raster',
    tiles: [...baseMap.tiles],
    tileSize: MapDefaults.tileSize,
    maxzoom: baseMap.maxzoom,
    attribution: baseMap.attribution,
  };
}

export function rasterLayer(mapType: MapType): RasterLayerSpecification {
  return { id: RASTER_LAYER_ID, type: 'raster', source: rasterSourceId(mapType) };
}
