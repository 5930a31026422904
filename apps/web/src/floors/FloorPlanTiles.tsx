import {
  buildPath,
  type Floor,
  FloorPlanPlacementConstants,
  floorTile,
  MapDefaults,
} from '@indoor/domain';
import type { RasterLayerSpecification } from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';
import { beforeIdOf, type LayerGroup } from '../map/layerOrder';
import { useFloorPlanTileFailureAlert } from './useFloorPlanTileFailureAlert';

/*
 * A floor's tiled plan on the map, without the planner's state: the viewer imports this
 * module alone, the planner's selected-floor layer (FloorPlanTilesLayer.tsx) builds on it.
 */

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
 * The MapLibre raster-tile template of a floor's plan. The plan version in the query makes
 * every upload a new URL (the server caches versioned tiles for good), and MapLibre's
 * workers need an absolute URL.
 */
export function floorTileUrlTemplate(
  origin: string,
  buid: string,
  floorNumber: string,
  planVersion: string,
): string {
  const path = buildPath(floorTile.path, {
    buid,
    floor_number: floorNumber,
    z: '{z}',
    x: '{x}',
    y: '{y}',
  }).replace(/%7B([xyz])%7D/g, '{$1}');
  return `${origin}${path}?v=${encodeURIComponent(planVersion)}`;
}

/**
 * One floor's tiled plan (nothing for a floor without a plan); the viewer uses it
 * directly. `opacity` below 1 draws it faintly (the floor below a plan being placed).
 */
export function FloorPlanTiles({
  buid,
  floor,
  opacity = 1,
  idPrefix = FLOOR_PLAN_TILES_ID_PREFIX,
  group = 'floor-plan-tiles',
}: {
  buid: string;
  floor: Floor;
  opacity?: number;
  /** Layers drawn at once (the selected floor and the faint floor below) need ids of their own. */
  idPrefix?: string;
  /** Where in the layer order (map/layerOrder.ts) the plan goes. */
  group?: LayerGroup;
}) {
  const { floor_number: floorNumber, plan_version: version } = floor;
  // One source per plan version: a new upload is a new source, never a stale cache.
  const id = `${idPrefix}-${buid}-${floorNumber}-${version}`;
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
      <Layer
        id={id}
        {...floorPlanTilesLayer}
        paint={{ ...floorPlanTilesLayer.paint, 'raster-opacity': opacity }}
        beforeId={beforeIdOf(group)}
      />
    </Source>
  );
}
