import { type Floor, FloorPlanPlacementConstants, MapDefaults } from '@indoor/domain';
import type { RasterLayerSpecification } from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { floorTileUrlTemplate, useSelectedSpaceFloors } from './floorState';
import { useFloorPlanTileFailureAlert } from './useFloorPlanTileFailureAlert';

/** Every tile layer id starts with this; the rest names the building, floor and plan version. */
export const FLOOR_PLAN_TILES_ID_PREFIX = 'floor-plan-tiles';

/** The plan as it was tiled: drawn as it is, and at once when a newer version replaces it. */
export const floorPlanTilesLayer = {
  type: 'raster',
  paint: { 'raster-fade-duration': 0 },
} as const satisfies Omit<RasterLayerSpecification, 'id' | 'source'>;

/** The plan's bounding box as MapLibre source bounds [west, south, east, north], or undefined. */
export function floorPlanTileBounds(
  floor: Pick<Floor, 'bottom_left_lat' | 'bottom_left_lng' | 'top_right_lat' | 'top_right_lng'>,
): [number, number, number, number] | undefined {
  const bounds = [
    floor.bottom_left_lng,
    floor.bottom_left_lat,
    floor.top_right_lng,
    floor.top_right_lat,
  ].map((value) => (value === undefined || value.trim() === '' ? Number.NaN : Number(value)));
  const [west, south, east, north] = bounds;
  if (west === undefined || south === undefined || east === undefined || north === undefined) {
    return undefined;
  }
  if (!bounds.every(Number.isFinite) || !(west < east) || !(south < north)) return undefined;
  return [west, south, east, north];
}

/**
 * The selected floor's plan as a raster layer of the server's tiles. Markers are DOM
 * elements above the canvas, so the plan is always under them; a plan being placed
 * keeps its overlay above this layer (map/layerOrder.ts).
 */
export function FloorPlanTilesLayer() {
  const { buid, selectedFloor } = useSelectedSpaceFloors();
  if (!buid || !selectedFloor) return null;
  return <FloorPlanTiles buid={buid} floor={selectedFloor} />;
}

/** One floor's tiled plan (nothing for a floor without a plan); the viewer uses it directly. */
export function FloorPlanTiles({ buid, floor }: { buid: string; floor: Floor }) {
  const { floor_number: floorNumber, plan_version: version } = floor;
  // One source per plan version: a new upload is a new source, never a stale cache.
  const id = `${FLOOR_PLAN_TILES_ID_PREFIX}-${buid}-${floorNumber}-${version}`;
  useFloorPlanTileFailureAlert(id);
  if (!version) return null;
  const bounds = floorPlanTileBounds(floor);
  return (
    <Source
      key={id}
      id={id}
      type="raster"
      tiles={[floorTileUrlTemplate(window.location.origin, buid, floorNumber, version)]}
      tileSize={MapDefaults.tileSize}
      minzoom={FloorPlanPlacementConstants.tileMinZoom}
      maxzoom={MapDefaults.tileMaxZoom}
      // Tiles are only asked for inside the plan; MapLibre refuses a bounds key set to undefined.
      {...(bounds ? { bounds } : {})}
    >
      <Layer id={id} {...floorPlanTilesLayer} beforeId={beforeIdOf('floor-plan-tiles')} />
    </Source>
  );
}
