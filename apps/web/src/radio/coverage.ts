import {
  CoverageColourRule,
  clipRingToOutline,
  coverageColourOf,
  type LatLng,
  LayerZoom,
  MapDefaults,
  type PlanCorners,
  type PlanOutline,
  planOutlineFromCorners,
  RadioConstants,
  wirePointPosition,
} from '@indoor/domain';
import type { FeatureCollection, Polygon } from 'geojson';
import { WifiLayerPaint } from './wifiLayerPaint';

/**
 * The five coverage colours of the colour bar (docs/wifi-layers.md#coverage-colours), strongest
 * signal first.
 */
export const signalColours = CoverageColourRule.colours;
export type SignalColour = (typeof signalColours)[number];

/** What each colour is drawn with on the map and in the colour bar. */
export const signalColourValues: Record<SignalColour, string> = WifiLayerPaint.coverageColourValues;

/**
 * The signal colour rule (docs/wifi-layers.md#coverage-colours) on the average strength (dBm):
 * green -30 to -60, yellow below -60 to -70, orange below -70 to -90, purple below -90 to -100,
 * otherwise red. The colour bar's legend shows the same ranges (coverageColourRanges).
 */
export const signalColour: (average: number) => SignalColour = coverageColourOf;

export type ZoomLevel = 1 | 2 | 3;

/**
 * The zoom bands (docs/wifi-layers.md#zoom-bands): level 1 at or below the minimum heatmap zoom,
 * level 2 strictly between the minimum and the maximum, level 3 above.
 */
export function zoomLevel(zoom: number): ZoomLevel {
  if (zoom <= MapDefaults.heatmapMinZoom) return 1;
  if (zoom < MapDefaults.heatmapMaxZoom) return 2;
  return 3;
}

/** Fingerprint markers only at the maximum zoom (the map may stop a hair below it). */
export const atMaxZoom = (zoom: number): boolean => zoom >= MapDefaults.maxZoom - 0.01;

/** Half the side of a coverage square of a band, in metres (5, 2, 0.75). */
export const coverageHalfSizeM = (level: ZoomLevel): number =>
  LayerZoom.coverageHalfSizeM[level - 1] ?? LayerZoom.coverageHalfSizeM[0];

export interface CoveragePoint extends LatLng {
  average: number;
  count: number;
}

/** A heatmap point of the server (x lat, y lon, w JSON text) as a coverage point; null if unreadable. */
export function readCoveragePoint(point: {
  x: number;
  y: number;
  w: string;
}): CoveragePoint | null {
  try {
    const w = JSON.parse(point.w) as { average?: unknown; count?: unknown };
    const average = Number(w.average);
    if (!Number.isFinite(average) || !Number.isFinite(point.x) || !Number.isFinite(point.y)) {
      return null;
    }
    return { ...wirePointPosition(point), average, count: Number(w.count) || 0 };
  } catch {
    return null;
  }
}

export type CoverageSquares = FeatureCollection<Polygon, { colour: SignalColour; fill: string }>;

/** The corners of a point's square (south-west first, anticlockwise), half-side `half` metres. */
function squareRing(point: LatLng, half: number): LatLng[] {
  const dLat = half / RadioConstants.metresPerDegree;
  const dLon = half / (RadioConstants.metresPerDegree * Math.cos((point.lat * Math.PI) / 180));
  const [s, n, w, e] = [point.lat - dLat, point.lat + dLat, point.lon - dLon, point.lon + dLon];
  return [
    { lat: s, lon: w },
    { lat: s, lon: e },
    { lat: n, lon: e },
    { lat: n, lon: w },
  ];
}

const outlineOf = (planCorners: PlanCorners | null): PlanOutline | null =>
  planCorners ? planOutlineFromCorners(planCorners) : null;

/**
 * The coverage points drawn on a floor (docs/wifi-layers.md#coverage): on a floor with a placed
 * plan those whose square reaches the plan (its corners, rotation included); all of them on a
 * floor without a plan.
 */
export function coveragePointsOnPlan(
  points: readonly CoveragePoint[],
  level: ZoomLevel,
  planCorners: PlanCorners | null,
): CoveragePoint[] {
  const outline = outlineOf(planCorners);
  if (!outline) return [...points];
  const half = coverageHalfSizeM(level);
  return points.filter((point) => clipRingToOutline(squareRing(point, half), outline).length > 0);
}

/**
 * The squares of the coverage layer: one per point, coloured by the rule, minus hidden colours,
 * each cut to the floor's plan when it has one (a square wholly off the plan is left out).
 */
export function coverageSquares(
  points: readonly CoveragePoint[],
  level: ZoomLevel,
  hidden: readonly SignalColour[],
  planCorners: PlanCorners | null = null,
): CoverageSquares {
  const half = coverageHalfSizeM(level);
  const hiddenSet = new Set(hidden);
  const outline = outlineOf(planCorners);
  const features: CoverageSquares['features'] = [];
  for (const point of points) {
    const colour = signalColour(point.average);
    if (hiddenSet.has(colour)) continue;
    const ring = clipRingToOutline(squareRing(point, half), outline);
    const [start] = ring;
    if (!start) continue;
    features.push({
      type: 'Feature',
      properties: { colour, fill: signalColourValues[colour] },
      geometry: {
        type: 'Polygon',
        coordinates: [[...ring, start].map((corner) => [corner.lon, corner.lat])],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** How many points have each colour: only colours with some can be hidden or shown. */
export function colourCounts(
  points: readonly CoveragePoint[],
): Partial<Record<SignalColour, number>> {
  const counts: Partial<Record<SignalColour, number>> = {};
  for (const point of points) {
    const colour = signalColour(point.average);
    counts[colour] = (counts[colour] ?? 0) + 1;
  }
  return counts;
}
