import type { RasterLayerSpecification } from 'maplibre-gl';

type RasterOpacity = NonNullable<RasterLayerSpecification['paint']>['raster-opacity'];

/** How plans show through while one is placed (see docs/floors-and-plans.md#floor-plan-placement). */
export const FloorPlanPaint = {
  /** The overlay lets the base map and an earlier plan show through while it is aligned. */
  overlayOpacity: 0.7 satisfies RasterOpacity,
  /** The plan of the floor below shows through this faintly while a plan is placed. */
  floorBelowOpacity: 0.35 satisfies RasterOpacity,
} as const;
