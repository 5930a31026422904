import type { XY } from '../../imdf/geometry.js';
import type { SurveyScan } from '../types.js';
import { type AccesCalibration, fitAccesCalibration, predictedErrorM } from './calibration.js';
import { AccesColourRule } from './colours.js';
import { AccesDefaults } from './constants.js';
import { type AccesFeatures, accesFeatureContext, accesFeatures } from './features.js';
import { accesFloorSurvey } from './floor-survey.js';
import { type AccesGridOptions, accesGridPoints } from './grid-points.js';
import { type AccesEvaluationOptions, accesBandwidthM, heldOutEvaluation } from './held-out.js';
import { pickSurveyPoints, shortWalk } from './survey-next.js';

/**
 * A position as the ACCES answer gives it: [lat, lng] for a survey in degrees; for a survey
 * in metres [y, x] of its frame (northing first, in the same order).
 */
export type AccesPosition = [number, number];

export interface AccesOptions extends AccesEvaluationOptions, AccesGridOptions {
  surveyNextCount: number;
  surveyNextCandidates: number;
  minLocations: number;
}

/**
 * The accuracy map of one floor, in the shape of Anyplace's ACCES answer (crlb and
 * geojson.coordinates, one value per grid point) with our own fields: the values are the
 * predicted positioning error in metres, calibrated on the floor's own survey.
 */
export interface AccesAnswer {
  /** Predicted positioning error per grid point, metres (two decimals). */
  crlb: number[];
  geojson: { coordinates: AccesPosition[] };
  predicted: true;
  /** The uncalibrated Anyplace-style bound per grid point, metres (features.ts fisherCrlbM). */
  rawCrlbM: number[];
  stepM: number;
  bands: typeof AccesColourRule.bands;
  /** Where one more survey point would most reduce the predicted error, in walking order. */
  surveyNext: AccesPosition[];
  /** Held-out locations the calibration was fitted on (0: too few locations, empty map). */
  heldOutLocations: number;
  calibration: AccesCalibration | null;
}

/** Steps of a map done of all it takes: each fold held out, the grid's predictions, survey next. */
export interface AccesProgress {
  done: number;
  total: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

const emptyAnswer = (stepM: number): AccesAnswer => ({
  crlb: [],
  geojson: { coordinates: [] },
  predicted: true,
  rawCrlbM: [],
  stepM,
  bands: AccesColourRule.bands,
  surveyNext: [],
  heldOutLocations: 0,
  calibration: null,
});

/**
 * The accuracy map of one floor (docs/positioning.md#acces-the-accuracy-map): the floor's
 * survey positions its own held-out locations (heldOutEvaluation), a calibration is fitted
 * from their features to their measured errors (fitAccesCalibration), and every grid point
 * inside the outline (or the survey's bounding box grown by paddingM) gets its predicted
 * error; then the points where to survey next. `floorSurvey` holds one floor's scans;
 * `outline` is a polygon in the answer's positions. Pure and deterministic. Fewer than
 * minLocations surveyed locations (or none held out) give an empty map. `onProgress` hears
 * the steps done (AccesProgress) after each one, for a caller that shows how far it is.
 */
export function accesGrid(
  floorSurvey: readonly SurveyScan[],
  outline?: readonly (readonly [number, number])[],
  options: Partial<AccesOptions> = {},
  onProgress: (progress: AccesProgress) => void = () => {},
): AccesAnswer {
  const o: AccesOptions = { ...AccesDefaults, ...options };
  const progress: AccesProgress = { done: 0, total: o.folds + 2 };
  const step = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };
  const survey = accesFloorSurvey(floorSurvey);
  const frame = survey.frame;
  const toMetres = (p: readonly [number, number]): XY => {
    if (frame) {
      const m = frame.toMetres({ lat: p[0], lon: p[1] });
      return [m.x, m.y];
    }
    return [p[1], p[0]];
  };
  const toPosition = (x: number, y: number): AccesPosition => {
    if (frame) {
      const p = frame.toLatLng({ x, y });
      return [p.lat, p.lon];
    }
    return [y, x];
  };
  if (survey.locations.length < o.minLocations) return emptyAnswer(o.stepM ?? 0);

  const ring = outline && outline.length >= 3 ? outline.map(toMetres) : null;
  const { xs, ys, stepM } = accesGridPoints(survey, ring, o);
  const held = heldOutEvaluation(survey, o, { xs, ys }, step);
  if (held.length === 0) return emptyAnswer(stepM);
  const calibration = fitAccesCalibration(held);

  const context = accesFeatureContext(survey, survey.locations, {
    bandwidthM: accesBandwidthM(survey, o),
    densityRadiusM: o.densityRadiusM,
  });
  const features: AccesFeatures[] = xs.map((x, i) => accesFeatures(context, x, ys[i] as number));
  step();
  const picks = pickSurveyPoints(xs, ys, features, calibration, {
    count: o.surveyNextCount,
    candidates: o.surveyNextCandidates,
    densityRadiusM: o.densityRadiusM,
  });
  const walk = shortWalk(picks.map((i) => ({ x: xs[i] as number, y: ys[i] as number })));
  step();
  return {
    crlb: features.map((f) => round2(predictedErrorM(calibration, f))),
    geojson: { coordinates: xs.map((x, i) => toPosition(x, ys[i] as number)) },
    predicted: true,
    rawCrlbM: features.map((f) => round2(f.crlbM)),
    stepM,
    bands: AccesColourRule.bands,
    surveyNext: walk.map((w) => {
      const i = picks[w] as number;
      return toPosition(xs[i] as number, ys[i] as number);
    }),
    heldOutLocations: held.length,
    calibration,
  };
}
