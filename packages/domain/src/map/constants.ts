/**
 * The map of the planner and the viewer: zooms, base maps, search and location
 * (see docs/map-and-editor.md). The zoom levels are the product's documented ones.
 */

export const MapDefaults = {
  initialCenter: { lat: 57, lon: 21 },
  initialZoom: 3,
  /** The heatmap zoom band (see docs/wifi-layers.md#zoom-bands). */
  heatmapMinZoom: 19,
  heatmapMaxZoom: 21,
  maxZoom: 22,
  /** Floor-plan tiles (see docs/floors-and-plans.md#tiling). */
  tileSize: 256,
  tileMinZoom: 1,
  tileMaxZoom: 22,
  searchPanZoom: 17,
  selectedSpaceZoom: 19,
  centringZoom: 20,
  firstUserLocationZoom: 19,
  /** A plan being placed, and the least zoom a plan may be set at (see docs/floors-and-plans.md#setting-a-plan). */
  floorPlanPlacedZoom: 19,
  floorPlanMinZoom: 18,
  /** How far (degrees) a POI may lie outside its floor's plan and still belong to it. */
  poiNearFloorToleranceDeg: 0.001,
  infoWindowMaxWidth: 500,
} as const;

/**
 * Base map types of the map-type dropdown. "none" is the offline choice
 * (see docs/map-and-editor.md#base-maps).
 */
export const MapTypes = ['osm', 'cartolight', 'roadmap', 'satellite', 'none'] as const;
export type MapType = (typeof MapTypes)[number];
export const DefaultMapType: MapType = 'cartolight';
/** Labels shown until the server's base-map configuration has loaded. */
export const MapTypeLabels: Record<MapType, string> = {
  osm: 'OSM',
  cartolight: 'CartoLight',
  roadmap: 'Roadmap',
  satellite: 'Satellite',
  none: 'None (offline)',
};

/**
 * The search box (see docs/map-and-editor.md#search): the coordinate search is the
 * product's documented one; the text search's numbers are the product's own.
 */
export const SearchConstants = {
  /** Results are fetched once the text has not changed for this long. */
  debounceMs: 250,
  /** Shorter texts match too much to be useful. */
  minTextLength: 2,
  spaceResultLimit: 5,
  poiResultLimit: 5,
  /** Places from the configured Nominatim-compatible geocoder. */
  geocoderResultLimit: 5,
} as const;

/** Options of the browser's geolocation watch (see docs/map-and-editor.md#my-location). */
export const GeolocationConstants = {
  enableHighAccuracy: true,
  timeoutMs: 15_000,
  maximumAgeMs: 10_000,
} as const;
