import { describe, expect, it } from 'vitest';
import { heatmapWeightCap } from './fingerprint-heatmap.js';

describe('fingerprint heatmap weight cap', () => {
  it("takes the floor's 95th percentile, so one hot spot does not set the scale", () => {
    const counts = [...Array.from({ length: 99 }, (_, i) => i + 1), 100_000];
    expect(heatmapWeightCap(counts)).toBe(95);
  });

  it('is the largest count with few cells, and at least 1', () => {
    expect(heatmapWeightCap([3, 8])).toBe(8);
    expect(heatmapWeightCap([])).toBe(1);
    expect(heatmapWeightCap([0, -2, Number.NaN])).toBe(1);
  });

  it('takes another percentile when asked', () => {
    expect(heatmapWeightCap([1, 2, 3, 4], 0.5)).toBe(2);
  });
});
