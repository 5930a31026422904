import type { CoverageColourRule } from '@indoor/domain';
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  HeatmapLayerSpecification,
} from 'maplibre-gl';

type CirclePaint = NonNullable<CircleLayerSpecification['paint']>;
type FillPaint = NonNullable<FillLayerSpecification['paint']>;
type HeatmapPaint = NonNullable<HeatmapLayerSpecification['paint']>;

/**
 * How the wifi survey layers are painted (the product's own values; which colour a signal
 * gets is the domain's CoverageColourRule, see docs/wifi-layers.md#coverage-colours).
 */
export const WifiLayerPaint = {
  /** What each coverage colour is drawn with on the map and in the colour bar. */
  coverageColourValues: {
    green: '#16a34a',
    yellow: '#facc15',
    orange: '#f97316',
    purple: '#9333ea',
    red: '#dc2626',
  } satisfies Record<(typeof CoverageColourRule.colours)[number], string>,
  coverageOpacity: 0.5 satisfies FillPaint['fill-opacity'],
  /** Fingerprint heatmap radius in pixels at zoom levels 1, 2 and 3. */
  heatmapRadiusPx: [20, 25, 30],
  heatmapOpacity: 0.8 satisfies HeatmapPaint['heatmap-opacity'],
  fingerprintMarker: {
    color: '#dc2626' satisfies CirclePaint['circle-color'],
    opacity: 0.7,
    strokeColor: '#ffffff',
    strokeWidth: 1,
  },
  /** The rectangle drawn to delete fingerprints (see docs/wifi-layers.md#delete-rectangle). */
  deleteRectangle: {
    color: 'lightblue' satisfies FillPaint['fill-color'],
    opacity: 0.5,
    outlineColor: '#1d4ed8',
  },
  /** Side of an access point's icon in CSS pixels. */
  apIconSize: 40,
  /** APs closer than this many pixels are drawn as one numbered cluster below the maximum zoom. */
  apClusterRadiusPx: 48,
} as const;
