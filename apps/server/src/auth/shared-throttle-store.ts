import type { Kysely } from 'kysely';
import { SharedCountersRepository } from '../db/repositories/shared-counters.repository.js';
import type { Database } from '../db/schema.js';
import type { FailureCount } from './login-backoff.js';
import type { ThrottleStore } from './login-throttle.js';

/**
 * Failure counts kept in PostgreSQL, shared by every server instance on the database:
 * N instances behind a load balancer allow the attempts of one, not N times as many.
 * Counts forgotten long ago are removed by the instance that counts next, at most once
 * per forget period.
 */
export class SharedThrottleStore implements ThrottleStore {
  private readonly counters: SharedCountersRepository;
  private sweptAt = 0;

  constructor(db: Kysely<Database>) {
    this.counters = new SharedCountersRepository(db);
  }

  async get(key: string): Promise<FailureCount | undefined> {
    return this.counters.failureCount(key);
  }

  async increment(key: string, now: number, forgetAfterMs: number): Promise<FailureCount> {
    const count = await this.counters.addFailure(key, now, forgetAfterMs);
    if (now - this.sweptAt >= forgetAfterMs) {
      this.sweptAt = now;
      await this.counters.sweepFailures(now - forgetAfterMs);
    }
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.counters.forgetFailures(key);
  }
}
