import type { ClientConfig, MapType } from '@indoor/domain';
import type { StyleSpecification } from 'maplibre-gl';
import { slotLayers } from '../layerOrder';
import { backgroundLayer } from './background';
import { rasterLayer, rasterSource, rasterSourceId } from './raster';

/**
 * The MapLibre style of a base map. It names no glyphs or sprite, so it renders without
 * any internet resource; "none", a type without tiles, or a config not loaded yet all
 * give the plain background. The hidden marker layers of map/layerOrder.ts come last.
 */
export function buildBaseStyle(
  mapType: MapType,
  config: ClientConfig | undefined,
): StyleSpecification {
  const baseMap = mapType === 'none' ? undefined : config?.baseMaps[mapType];
  if (!baseMap || baseMap.tiles.length === 0) {
    return { version: 8, sources: {}, layers: [backgroundLayer, ...slotLayers] };
  }
  return {
    version: 8,
    sources: { [rasterSourceId(mapType)]: rasterSource(baseMap) },
    layers: [backgroundLayer, rasterLayer(mapType), ...slotLayers],
  };
}
