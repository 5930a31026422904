import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { SharedCountersRepository } from '../db/repositories/shared-counters.repository.js';
import type { Database } from '../db/schema.js';

/**
 * A store of @fastify/rate-limit kept in PostgreSQL: every instance on the database
 * counts the same window of a client address, so the limit per minute holds for the
 * whole installation. Fixed windows, as the plugin's own in-memory store counts them.
 * Each route limited gets its own counters (keys prefixed by method and path).
 */
export function sharedRateLimitStore(
  db: Kysely<Database>,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  const counters = new SharedCountersRepository(db);
  let sweptAt = 0;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      const counted = counters.addHit(`${this.prefix}${key}`, at, timeWindow).then(async (hits) => {
        if (at - sweptAt >= timeWindow) {
          sweptAt = at;
          await counters.sweepWindows(at - timeWindow);
        }
        return hits;
      });
      counted.then(
        (hits) => callback(null, { current: hits.hits, ttl: hits.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin hands in the route's merged limit options, the route under `routeInfo`. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedRateLimitStore(
        undefined,
        `${this.prefix}${String(route?.method ?? '')} ${String(route?.url ?? '')} `,
      );
    }
  }

  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
