import { describe, expect, it } from 'vitest';
import { ranks, spearman } from './rank-correlation.js';

describe('spearman', () => {
  it('averages the ranks of ties', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });
  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    const x = [1, 2, 3, 4, 5];
    expect(
      spearman(
        x,
        x.map((v) => v ** 3),
      ),
    ).toBeCloseTo(1, 12);
    expect(
      spearman(
        x,
        x.map((v) => -Math.exp(v)),
      ),
    ).toBeCloseTo(-1, 12);
  });
  it('matches the textbook formula 1 - 6 sum d² / (n (n² - 1)) without ties', () => {
    // Ranks (1..5) against (2, 1, 4, 3, 5): sum d² = 4, 1 - 24 / 120 = 0.8.
    expect(spearman([1, 2, 3, 4, 5], [20, 10, 40, 30, 50])).toBeCloseTo(0.8, 12);
  });
  it('is NaN without spread', () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});
