import {
  buildRadiomapModel,
  type EstimatorOptions,
  estimatePosition,
  isPositionEstimate,
  type RadiomapModelOptions,
} from '@indoor/domain';
import type { UjiScan } from './ujiindoorloc.js';

/** Folds of phones: the validation file was taken months later with mostly other phones. */
const FOLDS = 4;
/** Every n-th held-out scan is tested (the folds stay quick). */
const TEST_EVERY = 3;
/**
 * A held-out scan is tested only within this distance of a location still in training on
 * its floor: the validation scans were taken inside the surveyed areas, while a held-out
 * phone's user may have walked rooms nobody else surveyed.
 */
const SURVEYED_WITHIN_M = 6;

export interface CrossValidationScore {
  meanM: number;
  medianM: number;
  floorHit: number;
  buildingHit: number;
  tested: number;
}

export interface CrossValidationFold {
  training: UjiScan[];
  testing: UjiScan[];
}

/** Leave-phones-out folds of the training file, each tested on scans inside surveyed areas. */
export function phoneFolds(training: readonly UjiScan[]): CrossValidationFold[] {
  const phones = [...new Set(training.map((s) => s.phoneId))].sort((a, b) => a - b);
  return Array.from({ length: FOLDS }, (_, fold) => {
    const held = new Set(phones.filter((_, i) => i % FOLDS === fold));
    const kept = training.filter((s) => !held.has(s.phoneId));
    const places = new Map<string, { x: number; y: number }[]>();
    for (const s of kept) {
      const key = `${s.building}|${s.floor}`;
      const list = places.get(key) ?? [];
      if (!list.some((p) => p.x === s.x && p.y === s.y)) list.push({ x: s.x, y: s.y });
      places.set(key, list);
    }
    const testing = training
      .filter((s) => held.has(s.phoneId))
      .filter((_, i) => i % TEST_EVERY === 0)
      .filter((s) =>
        (places.get(`${s.building}|${s.floor}`) ?? []).some(
          (p) => Math.hypot(p.x - s.x, p.y - s.y) <= SURVEYED_WITHIN_M,
        ),
      );
    return { training: kept, testing };
  });
}

/** The estimator's scores over the folds (each fold weighs as many scans as it tests). */
export function crossValidate(
  folds: readonly CrossValidationFold[],
  options: Partial<EstimatorOptions>,
  modelOptions: RadiomapModelOptions = {},
): CrossValidationScore {
  const errors: number[] = [];
  let floorHits = 0;
  let buildingHits = 0;
  let tested = 0;
  for (const fold of folds) {
    const model = buildRadiomapModel(fold.training, modelOptions);
    for (const scan of fold.testing) {
      tested++;
      const answer = estimatePosition(model, scan, options);
      if (!isPositionEstimate(answer)) continue;
      errors.push(Math.hypot(answer.x - scan.x, answer.y - scan.y));
      if (answer.building === String(scan.building)) buildingHits++;
      if (answer.building === String(scan.building) && answer.floor === String(scan.floor))
        floorHits++;
    }
  }
  const sorted = [...errors].sort((a, b) => a - b);
  return {
    meanM: errors.reduce((s, e) => s + e, 0) / errors.length,
    medianM: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    floorHit: floorHits / tested,
    buildingHit: buildingHits / tested,
    tested,
  };
}
