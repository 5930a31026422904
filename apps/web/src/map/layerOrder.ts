import type { BackgroundLayerSpecification } from 'maplibre-gl';

/**
 * The order of our map layers, declared once, bottom to top. Every base style carries
 * one empty, hidden marker layer per group (slotLayers, after the base map); a layer of
 * a group is added with `beforeId: beforeIdOf(group)` (react-map-gl's <Layer beforeId>,
 * or map.addLayer(layer, beforeId)), so it lands under its group's marker and above
 * every lower group, whenever it is added and after a style switch alike. No layer file
 * moves layers around on `styledata`.
 */
export const layerOrder = [
  /** While a plan is placed: the plan of the floor below it, faintly. */
  'floor-plan-below',
  /** The tiled plan of the selected floor. */
  'floor-plan-tiles',
  /** The rooms and doors of the selected floor: under everything drawn on the floor's plan. */
  'rooms',
  /** The wifi coverage squares of the selected floor. */
  'wifi-coverage',
  /** The fingerprint heatmap (zoomed out) and the fingerprint markers (maximum zoom). */
  'wifi-fingerprints',
  /** The ACCES map's circles (expected positioning error) and the survey-next route's line. */
  'acces',
  /** The viewer's route between two POIs. */
  'route',
  /** Saved connections, their click targets and the provisional red line of edge mode. */
  'connections',
  /** An audit route: the planner's preview or a saved route, a line with numbered stops. */
  'audit-route',
  /** The estimated wifi access points and their uncertainty circles. */
  'access-points',
  /** A red ring behind each POI whose last audit found a problem (the planner's map). */
  'audit-problems',
  /** The POIs' type icons and, from close zoom, their names. */
  'pois',
  /** The light-blue rectangle of the fingerprint delete mode. */
  'wifi-delete-rectangle',
  /** A room or door being drawn, and the corner handles of a room being changed. */
  'room-editor',
  /** The plan being placed, above everything it is placed against. */
  'floor-plan-overlay',
] as const;

export type LayerGroup = (typeof layerOrder)[number];

const slotId = (group: LayerGroup) => `slot-${group}`;

/** The id to pass as `beforeId` for a layer of `group`. */
export function beforeIdOf(group: LayerGroup): string {
  return slotId(group);
}

/** The marker layers of the groups, in order: appended to every base style. */
export const slotLayers: BackgroundLayerSpecification[] = layerOrder.map((group) => ({
  id: slotId(group),
  type: 'background',
  layout: { visibility: 'none' },
}));
