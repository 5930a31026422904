import type { BackgroundLayerSpecification } from 'maplibre-gl';

/** How the map itself looks and moves in the planner and the viewer. */
export const MapAppearance = {
  /** Camera flights take this long; MapLibre's default takes several seconds from zoom 3. */
  flyDurationMs: 1500,
  /** Background under the base map, and the whole map for the offline "None" type. */
  backgroundColour: '#eef0f3' satisfies NonNullable<
    BackgroundLayerSpecification['paint']
  >['background-color'],
} as const;
