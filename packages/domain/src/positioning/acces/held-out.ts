import { seededRandom } from '../../random/seeded-random.js';
import { estimatePosition } from '../estimator.js';
import { isPositionEstimate, type SurveyScan } from '../types.js';
import { AccesDefaults } from './constants.js';
import { type AccesFeatures, accesFeatureContext, accesFeatures } from './features.js';
import type { AccesFloorSurvey, AccesLocation } from './floor-survey.js';
import { accesGridPoints, medianNearestM } from './grid-points.js';

/** A surveyed location positioned by a model that did not hold its fold. */
export interface HeldOutLocation {
  x: number;
  y: number;
  fold: number;
  /** The mean distance of its scans' estimates from its position, metres. */
  measuredErrorM: number;
  /** Its features against the locations its fold's model held. */
  features: AccesFeatures;
}

export interface AccesEvaluationOptions {
  folds: number;
  /**
   * The side of the blocks locations are dealt to folds in, in survey spacings; by default
   * the candidate (foldBlockCandidates) that makes held-out locations lie as far from the
   * remaining survey as the map's grid points lie from the whole survey (chooseFoldBlock).
   */
  foldBlockSpacings?: number;
  foldBlockCandidates: readonly number[];
  seed: number;
  densityRadiusM: number;
  bandwidthSpacings: number;
  minBandwidthM: number;
}

/** The RSS fields' bandwidth on a floor. */
export function accesBandwidthM(
  survey: AccesFloorSurvey,
  options: Pick<AccesEvaluationOptions, 'bandwidthSpacings' | 'minBandwidthM'>,
): number {
  return Math.max(options.minBandwidthM, options.bandwidthSpacings * survey.spacingM);
}

/**
 * The fold of each location: the floor cut in square blocks `foldBlockSpacings` survey
 * spacings wide, the blocks (in position order) shuffled with a seeded generator and dealt
 * to the folds in turn. Deterministic.
 */
export function assignFolds(
  survey: AccesFloorSurvey,
  options: { folds: number; foldBlockSpacings: number; seed: number },
): number[] {
  const block = Math.max(options.foldBlockSpacings * survey.spacingM, 1e-9);
  const keys = survey.locations.map((l) => `${Math.floor(l.x / block)}|${Math.floor(l.y / block)}`);
  const blocks = [...new Set(keys)].sort();
  const random = seededRandom(options.seed);
  for (let i = blocks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [blocks[i], blocks[j]] = [blocks[j] as string, blocks[i] as string];
  }
  const foldOfBlock = new Map(blocks.map((b, i) => [b, i % options.folds]));
  return keys.map((k) => foldOfBlock.get(k) as number);
}

/**
 * The fold block that makes the held-out evaluation look like the map: the candidate whose
 * held-out locations' median distance to the locations left in training is nearest (by
 * ratio) to the grid points' median distance to the whole survey, so that the calibration
 * learns from gaps like those it is read at. Geometry only (no error is looked at); ties go
 * to the smaller block.
 */
export function chooseFoldBlock(
  survey: AccesFloorSurvey,
  grid: { xs: ArrayLike<number>; ys: ArrayLike<number> },
  options: Pick<AccesEvaluationOptions, 'folds' | 'foldBlockCandidates' | 'seed'>,
): number {
  const target = Math.max(medianNearestM(survey, grid.xs, grid.ys), 1e-9);
  let best = options.foldBlockCandidates[0] as number;
  let bestMiss = Number.POSITIVE_INFINITY;
  for (const candidate of options.foldBlockCandidates) {
    const folds = assignFolds(survey, { ...options, foldBlockSpacings: candidate });
    const nearest = survey.locations.map((l, i) => {
      let d = Number.POSITIVE_INFINITY;
      survey.locations.forEach((m, j) => {
        if (folds[j] !== folds[i]) d = Math.min(d, Math.hypot(l.x - m.x, l.y - m.y));
      });
      return d;
    });
    nearest.sort((a, b) => a - b);
    const median = Math.max(nearest[Math.floor(nearest.length / 2)] as number, 1e-9);
    const miss = Math.abs(Math.log(median / target));
    if (miss < bestMiss - 1e-9) {
      best = candidate;
      bestMiss = miss;
    }
  }
  return best;
}

/**
 * Held-out evaluation of the estimator on one floor (without a grid: the default grid of
 * the survey's padded bounding box chooses the fold block): for each fold, a model built from the
 * floor's other locations' scans positions every scan of the fold's locations; a location's
 * measured error is the mean distance of its scans' estimates from its position (scans the
 * model cannot position are left out, and a location with none). Its features are measured
 * against the locations that model held. `onFold` hears each fold done (all `folds` of them,
 * an empty fold too).
 */
export function heldOutEvaluation(
  survey: AccesFloorSurvey,
  options: Partial<AccesEvaluationOptions> = {},
  grid?: { xs: ArrayLike<number>; ys: ArrayLike<number> },
  onFold: () => void = () => {},
): HeldOutLocation[] {
  const o: AccesEvaluationOptions = { ...AccesDefaults, ...options };
  const foldBlockSpacings =
    o.foldBlockSpacings ??
    chooseFoldBlock(survey, grid ?? accesGridPoints(survey, null, AccesDefaults), o);
  const folds = assignFolds(survey, { ...o, foldBlockSpacings });
  const bandwidthM = accesBandwidthM(survey, o);
  const held: HeldOutLocation[] = [];
  for (let fold = 0; fold < o.folds; fold++) {
    const kept: AccesLocation[] = [];
    const out: AccesLocation[] = [];
    survey.locations.forEach((l, i) => {
      (folds[i] === fold ? out : kept).push(l);
    });
    if (out.length === 0 || kept.length === 0) {
      onFold();
      continue;
    }
    const context = accesFeatureContext(survey, kept, {
      bandwidthM,
      densityRadiusM: o.densityRadiusM,
    });
    for (const location of out) {
      let sum = 0;
      let answered = 0;
      for (const s of location.scans) {
        const answer = estimatePosition(context.model, survey.scans[s] as SurveyScan);
        if (!isPositionEstimate(answer)) continue;
        const at =
          survey.frame && answer.lat !== undefined && answer.lon !== undefined
            ? survey.frame.toMetres({ lat: answer.lat, lon: answer.lon })
            : answer;
        sum += Math.hypot(at.x - location.x, at.y - location.y);
        answered++;
      }
      if (answered === 0) continue;
      held.push({
        x: location.x,
        y: location.y,
        fold,
        measuredErrorM: sum / answered,
        features: accesFeatures(context, location.x, location.y),
      });
    }
    onFold();
  }
  return held;
}
