import { FingerprintHeatmapConstants } from './constants.js';

/**
 * The count at which a fingerprint heatmap cell weighs fully
 * (docs/wifi-layers.md#fingerprints-layer): the floor's own `percentile` of its cell counts
 * (nearest rank), at least 1. Cells above it weigh no more than it, so one dense spot does
 * not fade every other cell; with few cells it is the largest count.
 */
export function heatmapWeightCap(
  counts: readonly number[],
  percentile: number = FingerprintHeatmapConstants.weightPercentile,
): number {
  const positive = counts.filter((count) => Number.isFinite(count) && count > 0);
  if (positive.length === 0) return 1;
  positive.sort((a, b) => a - b);
  const rank = Math.min(positive.length, Math.max(1, Math.ceil(percentile * positive.length)));
  return Math.max(1, positive[rank - 1] as number);
}
