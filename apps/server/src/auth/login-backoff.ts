/**
 * The back-off rule of sign-in throttling, pure: how long a key (a username and client
 * address together, or an address alone) must wait before its next attempt, from its
 * count of failures and the time of the last one.
 *
 *   failures < freeFailures          -> no wait
 *   failures = freeFailures + k      -> min(firstDelayMs * 2^k, maxDelayMs) after the last failure
 *   last failure older than forgetAfterMs -> counted from nothing again (see nextFailureCount)
 */
export interface BackoffRule {
  /** Failures allowed before any wait is required. */
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly forgetAfterMs: number;
}

/** The failures of one key: how many, and when the last happened (ms since the epoch). */
export interface FailureCount {
  readonly failures: number;
  readonly lastFailureAt: number;
}

/** The wait required after the last failure, for a key with this many failures. */
export function requiredWaitMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings overflows to Infinity long before it matters; min() caps it either way.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
}

/** How long, from `now`, the key must still wait before its next attempt (0: it may try now). */
export function remainingWaitMs(
  count: FailureCount | undefined,
  now: number,
  rule: BackoffRule,
): number {
  if (!count || now - count.lastFailureAt >= rule.forgetAfterMs) return 0;
  return Math.max(0, count.lastFailureAt + requiredWaitMs(count.failures, rule) - now);
}

/** The count after one more failure at `now`: an old count is forgotten first. */
export function nextFailureCount(
  count: FailureCount | undefined,
  now: number,
  forgetAfterMs: number,
): FailureCount {
  const fresh = !count || now - count.lastFailureAt >= forgetAfterMs;
  return { failures: fresh ? 1 : count.failures + 1, lastFailureAt: now };
}

/** Whole seconds to announce (Retry-After, the message): never 0 while a wait remains. */
export const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
