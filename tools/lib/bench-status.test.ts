import { describe, expect, it } from 'vitest';
import { benchExitStatus } from './bench-status.js';

describe('the exit status of a benchmark run', () => {
  it('is 1 when a goal was not met', () => {
    expect(benchExitStatus({ goalsMet: false })).toBe(1);
  });

  it('is 0 when every goal was met, and for a benchmark without goals', () => {
    expect(benchExitStatus({ goalsMet: true })).toBe(0);
    expect(benchExitStatus(undefined)).toBe(0);
  });
});
