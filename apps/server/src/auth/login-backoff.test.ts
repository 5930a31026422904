import { describe, expect, it } from 'vitest';
import {
  type BackoffRule,
  nextFailureCount,
  remainingWaitMs,
  requiredWaitMs,
  waitSeconds,
} from './login-backoff.js';

const rule: BackoffRule = {
  freeFailures: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
};

describe('login back-off rule', () => {
  it('requires no wait for the free failures, then doubles the wait up to the cap', () => {
    expect([0, 1, 4].map((n) => requiredWaitMs(n, rule))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => requiredWaitMs(n, rule))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
    expect(requiredWaitMs(10, rule)).toBe(60_000);
    expect(requiredWaitMs(5_000, rule)).toBe(60_000);
  });

  it('counts the wait from the last failure', () => {
    const count = { failures: 6, lastFailureAt: 100_000 };
    expect(remainingWaitMs(count, 100_000, rule)).toBe(4_000);
    expect(remainingWaitMs(count, 103_500, rule)).toBe(500);
    expect(remainingWaitMs(count, 104_000, rule)).toBe(0);
    expect(remainingWaitMs(undefined, 0, rule)).toBe(0);
    expect(remainingWaitMs({ failures: 4, lastFailureAt: 100_000 }, 100_000, rule)).toBe(0);
  });

  it('forgets a count whose last failure is older than forgetAfterMs', () => {
    const old = { failures: 50, lastFailureAt: 0 };
    expect(remainingWaitMs(old, rule.forgetAfterMs - 1, rule)).toBe(0); // the cap has passed
    expect(nextFailureCount(old, rule.forgetAfterMs - 1, rule.forgetAfterMs)).toEqual({
      failures: 51,
      lastFailureAt: rule.forgetAfterMs - 1,
    });
    expect(nextFailureCount(old, rule.forgetAfterMs, rule.forgetAfterMs)).toEqual({
      failures: 1,
      lastFailureAt: rule.forgetAfterMs,
    });
    expect(nextFailureCount(undefined, 7, rule.forgetAfterMs)).toEqual({
      failures: 1,
      lastFailureAt: 7,
    });
  });

  it('announces whole seconds, never zero while a wait remains', () => {
    expect(waitSeconds(1)).toBe(1);
    expect(waitSeconds(2_000)).toBe(2);
    expect(waitSeconds(2_001)).toBe(3);
  });
});
