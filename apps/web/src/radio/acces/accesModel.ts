import {
  AccesColourRule,
  AccesLayerConstants,
  accesBandOf,
  type positionAccesMap,
  type ResponseOf,
} from '@indoor/domain';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { ZoomLevel } from '../coverage';

/** The server's ACCES answer (packages/domain/src/api/positioning.ts, positionAccesMap). */
export type AccesAnswer = ResponseOf<typeof positionAccesMap>;
export type AccesBandWire = AccesAnswer['bands'][number];
/** A position of the answer: [lat, lng] in degrees. */
export type AccesPosition = readonly [number, number];

/** One circle of the map: its grid point, predicted error (metres) and colour. */
export interface AccesCircleProperties {
  /** The grid point's index in the answer. */
  index: number;
  errorM: number;
  fill: string;
}

export interface AccesCircles {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: AccesCircleProperties;
    geometry: { type: 'Point'; coordinates: [number, number] };
  }[];
}

/**
 * The band of a predicted error among the answer's bands (docs/wifi-layers.md#acces-map), by
 * the domain's rule (accesBandOf): the band of the largest `aboveM` the value exceeds, the
 * lowest band also holding its own bound (0 m); null for a value that is not a valid error.
 */
export function accesBandOfAnswer(
  bands: readonly AccesBandWire[],
  errorM: number,
): AccesBandWire | null {
  if (!Number.isFinite(errorM) || errorM < 0) return null;
  const sorted = [...bands].sort((a, b) => b.aboveM - a.aboveM);
  return sorted.find((band) => errorM > band.aboveM) ?? sorted.at(-1) ?? null;
}

/**
 * The colour of a predicted error: its band's in the answer (the domain's AccesColourRule when
 * the answer names none); black for a value that is not a valid error.
 */
export function accesFill(bands: readonly AccesBandWire[], errorM: number): string {
  const band = bands.length > 0 ? accesBandOfAnswer(bands, errorM) : accesBandOf(errorM);
  return band?.hex ?? AccesColourRule.invalid.hex;
}

/** One circle per grid point of the answer, at its [lat, lng], coloured by its predicted error. */
export function accesCircles(
  answer: Pick<AccesAnswer, 'crlb' | 'geojson' | 'bands'>,
): AccesCircles {
  const features: AccesCircles['features'] = [];
  answer.geojson.coordinates.forEach(([lat, lng], index) => {
    const errorM = answer.crlb[index] ?? Number.NaN;
    features.push({
      type: 'Feature',
      properties: { index, errorM, fill: accesFill(answer.bands, errorM) },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    });
  });
  return { type: 'FeatureCollection', features };
}

/** The answer has nothing to draw: a floor with too few surveyed locations. */
export const accesEmpty = (answer: Pick<AccesAnswer, 'crlb'>): boolean => answer.crlb.length === 0;

/**
 * A circle's radius in metres at a zoom level (docs/wifi-layers.md#acces-map): at level 1 half
 * the diagonal of its grid cell, so the circles cover the floor without gaps; at levels 2 and 3
 * larger in Anyplace's proportions (1.5, 1.8, 1.9).
 */
export function accesRadiusM(stepM: number, level: ZoomLevel): number {
  const radii = AccesLayerConstants.levelRadii;
  const scale = (radii[level - 1] ?? radii[0]) / radii[0];
  return (stepM * Math.SQRT2 * scale) / 2;
}

/** The stroke width of a circle in pixels: 0.8 times the zoom level. */
export const accesStrokePx = (level: ZoomLevel): number =>
  AccesLayerConstants.strokePerLevelPx * level;

/** The equator's length in metres (WGS 84) and MapLibre's tile size in pixels at zoom 0. */
const EQUATOR_M = 40_075_016.686;
const WORLD_PX = 512;
const MAX_EXPRESSION_ZOOM = 24;

/**
 * A radius in metres as a MapLibre circle radius in pixels: a web-mercator pixel covers
 * EQUATOR_M × cos(lat) / (512 × 2^zoom) metres, so the pixels double with each zoom level
 * (an exponential interpolation of base 2 is exact between any two zooms).
 */
export function metresToPixelsExpression(metres: number, lat: number): ExpressionSpecification {
  const atZoom0 = (metres * WORLD_PX) / (EQUATOR_M * Math.cos((lat * Math.PI) / 180));
  return [
    'interpolate',
    ['exponential', 2],
    ['zoom'],
    0,
    atZoom0,
    MAX_EXPRESSION_ZOOM,
    atZoom0 * 2 ** MAX_EXPRESSION_ZOOM,
  ];
}

/** The middle latitude of the answer's grid (where metres are turned into pixels). */
export function middleLatitude(positions: readonly AccesPosition[]): number {
  if (positions.length === 0) return 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const [lat] of positions) {
    low = Math.min(low, lat);
    high = Math.max(high, lat);
  }
  return (low + high) / 2;
}
