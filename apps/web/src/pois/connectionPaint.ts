import type { LineLayerSpecification } from 'maplibre-gl';

type LinePaint = NonNullable<LineLayerSpecification['paint']>;
interface ConnectionLine {
  color: LinePaint['line-color'] & string;
  opacity: number;
  weight: number;
}

/** The connection lines between POIs: saved ones, and the one being drawn in edge mode. */
export const ConnectionPaint = {
  provisional: { color: 'red', opacity: 0.5, weight: 4 },
  saved: { color: 'blue', opacity: 0.5, weight: 4 },
} as const satisfies Record<string, ConnectionLine>;
