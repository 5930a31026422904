import { LoginThrottleConstants } from '@indoor/domain';
import {
  type BackoffRule,
  type FailureCount,
  nextFailureCount,
  remainingWaitMs,
} from './login-backoff.js';

/**
 * Where failure counts live: in memory for one instance (MemoryThrottleStore), or in
 * PostgreSQL for every instance on the database (SharedThrottleStore, one atomic
 * INSERT … ON CONFLICT DO UPDATE per failure).
 */
export interface ThrottleStore {
  get(key: string): Promise<FailureCount | undefined>;
  /** Counts one failure at `now`, atomically; a count older than forgetAfterMs starts again at 1. */
  increment(key: string, now: number, forgetAfterMs: number): Promise<FailureCount>;
  reset(key: string): Promise<void>;
}

/** The store of one server instance. Forgotten counts are swept as the map grows. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counts = new Map<string, FailureCount>();
  private sweepAt = 10_000;

  async get(key: string): Promise<FailureCount | undefined> {
    return this.counts.get(key);
  }

  async increment(key: string, now: number, forgetAfterMs: number): Promise<FailureCount> {
    const next = nextFailureCount(this.counts.get(key), now, forgetAfterMs);
    this.counts.set(key, next);
    if (this.counts.size >= this.sweepAt) {
      for (const [k, count] of this.counts) {
        if (now - count.lastFailureAt >= forgetAfterMs) this.counts.delete(k);
      }
      // Sweep again only once the map has doubled past what is still remembered.
      this.sweepAt = Math.max(10_000, this.counts.size * 2);
    }
    return next;
  }

  async reset(key: string): Promise<void> {
    this.counts.delete(key);
  }
}

export interface LoginThrottleLimits {
  /** Failures of one username from one address before the wait starts. */
  failuresPerPair: number;
  /** Failures from one address, all usernames together, before the wait starts (spraying). */
  failuresPerAddress: number;
}

/**
 * Throttles sign-in by username and client address together, with a wait that doubles
 * with every failure past the free ones (login-backoff.ts): a stranger guessing a
 * password slows only their own address, and the owner signing in from elsewhere is
 * unaffected. A generous count per address alone slows one address spraying many
 * usernames. A successful sign-in forgets its own pair (never the address's count).
 */
export class LoginThrottle {
  private readonly pairRule: BackoffRule;
  private readonly addressRule: BackoffRule;

  constructor(
    limits: LoginThrottleLimits,
    private readonly store: ThrottleStore = new MemoryThrottleStore(),
    private readonly now: () => number = Date.now,
  ) {
    const delays = {
      firstDelayMs: LoginThrottleConstants.firstDelayMs,
      maxDelayMs: LoginThrottleConstants.maxDelayMs,
      forgetAfterMs: LoginThrottleConstants.forgetAfterMs,
    };
    this.pairRule = { ...delays, freeFailures: limits.failuresPerPair };
    this.addressRule = { ...delays, freeFailures: limits.failuresPerAddress };
  }

  private static pairKey(username: string, address: string): string {
    // Usernames are unique regardless of case; JSON keeps the two parts apart.
    return JSON.stringify(['pair', username.toLowerCase(), address]);
  }

  private static addressKey(address: string): string {
    return JSON.stringify(['address', address]);
  }

  /** Milliseconds this username and address must still wait before trying again (0: none). */
  async waitMs(username: string, address: string): Promise<number> {
    const now = this.now();
    const [pair, from] = await Promise.all([
      this.store.get(LoginThrottle.pairKey(username, address)),
      this.store.get(LoginThrottle.addressKey(address)),
    ]);
    return Math.max(
      remainingWaitMs(pair, now, this.pairRule),
      remainingWaitMs(from, now, this.addressRule),
    );
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const now = this.now();
    const forget = LoginThrottleConstants.forgetAfterMs;
    await this.store.increment(LoginThrottle.pairKey(username, address), now, forget);
    await this.store.increment(LoginThrottle.addressKey(address), now, forget);
  }

  async recordSuccess(username: string, address: string): Promise<void> {
    await this.store.reset(LoginThrottle.pairKey(username, address));
  }
}
