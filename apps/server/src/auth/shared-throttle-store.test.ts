import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { sharedRateLimitStore } from '../http/shared-rate-limit-store.js';
import { describeEachDatabase, openTestDatabase } from '../test/test-database.js';
import { LoginThrottle } from './login-throttle.js';
import { SharedThrottleStore } from './shared-throttle-store.js';

const FORGET = 60_000;

describeEachDatabase('sign-in throttles and rate limits shared through the database', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts failures per key and starts again after forgetAfterMs', async () => {
    const store = new SharedThrottleStore(database.db);
    expect(await store.increment('a', 1_000, FORGET)).toEqual({
      failures: 1,
      lastFailureAt: 1_000,
    });
    expect(await store.increment('a', 2_000, FORGET)).toEqual({
      failures: 2,
      lastFailureAt: 2_000,
    });
    expect(await store.get('a')).toEqual({ failures: 2, lastFailureAt: 2_000 });
    expect(await store.get('b')).toBeUndefined();
    expect(await store.increment('a', 62_000, FORGET)).toEqual({
      failures: 1,
      lastFailureAt: 62_000,
    });
    await store.reset('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('counts every failure of two instances at once, none lost', async () => {
    const one = new SharedThrottleStore(database.db);
    const two = new SharedThrottleStore(database.db);
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).increment('race', now, FORGET)),
    );
    expect(await one.get('race')).toEqual({ failures: 20, lastFailureAt: now });
  });

  it('makes a pair wait on one instance after failures counted on another', async () => {
    const now = 1_700_000_000_000;
    const limits = { failuresPerPair: 2, failuresPerAddress: 100 };
    const a = new LoginThrottle(limits, new SharedThrottleStore(database.db), () => now);
    const b = new LoginThrottle(limits, new SharedThrottleStore(database.db), () => now);
    await a.recordFailure('Owner', '10.0.0.9');
    expect(await b.waitMs('owner', '10.0.0.9')).toBe(0);
    await b.recordFailure('owner', '10.0.0.9');
    expect(await a.waitMs('OWNER', '10.0.0.9')).toBeGreaterThan(0);
    await b.recordSuccess('owner', '10.0.0.9');
    expect(await a.waitMs('owner', '10.0.0.9')).toBe(0);
  });

  it('sweeps counts forgotten long ago, keeping recent ones', async () => {
    const store = new SharedThrottleStore(database.db);
    const now = 10_000_000;
    await store.increment('old', now - 3 * FORGET, FORGET);
    // The first count of a store sweeps: 'old' is older than the forget period.
    const fresh = new SharedThrottleStore(database.db);
    await fresh.increment('recent', now, FORGET);
    expect(await fresh.get('old')).toBeUndefined();
    expect(await fresh.get('recent')).toEqual({ failures: 1, lastFailureAt: now });
  });

  it('counts rate-limit windows across instances, per route, and starts a new window', async () => {
    let now = 5_000_000;
    const Store = sharedRateLimitStore(database.db, () => now);
    const route = { routeInfo: { method: 'POST', url: '/api/user/login' } } as never;
    const a = new Store({}).child(route);
    const b = new Store({}).child(route);
    const other = new Store({}).child({
      routeInfo: { method: 'POST', url: '/api/user/register' },
    } as never);
    const incr = (store: typeof a, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          60_000,
          3,
        ),
      );
    expect(await incr(a, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(await incr(b, '10.0.0.1')).toEqual({ current: 2, ttl: 50_000 });
    expect(await incr(a, '10.0.0.1')).toEqual({ current: 3, ttl: 50_000 });
    expect(await incr(other, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr(b, '10.0.0.2')).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000;
    expect(await incr(b, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });
});
