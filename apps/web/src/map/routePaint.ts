import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';

type LinePaint = NonNullable<LineLayerSpecification['paint']>;
type CirclePaint = NonNullable<CircleLayerSpecification['paint']>;

/**
 * How a walked route is drawn: the viewer's directions and the audit routes of the planner
 * (a line and a numbered marker of radius 10 at each stop; see docs/audit.md#showing-routes).
 */
export const RoutePaint = {
  /** A saturated blue that no floor-plan colour of the demo building comes close to. */
  colour: '#2563eb' satisfies LinePaint['line-color'],
  opacity: 0.7 satisfies LinePaint['line-opacity'],
  weight: 3 satisfies LinePaint['line-width'],
  stepRadius: 10 satisfies CirclePaint['circle-radius'],
  /** An audit route's leg with no walking path: dashes and gaps, in line widths. */
  straightDash: [2, 2],
  /** The first and last step markers of the viewer's directions: where the walk starts and ends. */
  startColour: '#15803d',
  endColour: '#b91c1c',
} as const;
