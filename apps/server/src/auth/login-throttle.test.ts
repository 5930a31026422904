import { describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryThrottleStore } from './login-throttle.js';

describe('the in-memory throttle store', () => {
  it('counts failures per key and starts again after forgetAfterMs', async () => {
    const store = new MemoryThrottleStore();
    expect(await store.increment('a', 1_000, 60_000)).toEqual({
      failures: 1,
      lastFailureAt: 1_000,
    });
    expect(await store.increment('a', 2_000, 60_000)).toEqual({
      failures: 2,
      lastFailureAt: 2_000,
    });
    expect(await store.get('b')).toBeUndefined();
    expect(await store.increment('a', 62_000, 60_000)).toEqual({
      failures: 1,
      lastFailureAt: 62_000,
    });
    await store.reset('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('sweeps forgotten counts as it grows, keeping recent ones', async () => {
    const store = new MemoryThrottleStore();
    for (let i = 0; i < 9_998; i += 1) await store.increment(`old${i}`, 0, 60_000);
    await store.increment('recent', 59_000, 60_000);
    // The 10,000th key sweeps: the old counts are forgetAfterMs old, 'recent' is not.
    await store.increment('trigger', 60_000, 60_000);
    expect(await store.get('old0')).toBeUndefined();
    expect(await store.get('old9997')).toBeUndefined();
    expect(await store.get('recent')).toEqual({ failures: 1, lastFailureAt: 59_000 });
  });
});

describe('LoginThrottle', () => {
  it('waits per username and address together; a success forgets only its pair', async () => {
    let now = 0;
    const throttle = new LoginThrottle(
      { failuresPerPair: 2, failuresPerAddress: 4 },
      new MemoryThrottleStore(),
      () => now,
    );
    await throttle.recordFailure('Owner', '10.0.0.1');
    await throttle.recordFailure('owner', '10.0.0.1');
    expect(await throttle.waitMs('OWNER', '10.0.0.1')).toBe(2_000);
    expect(await throttle.waitMs('owner', '10.0.0.2')).toBe(0);
    expect(await throttle.waitMs('someone', '10.0.0.1')).toBe(0);
    now = 500;
    expect(await throttle.waitMs('owner', '10.0.0.1')).toBe(1_500);
    await throttle.recordFailure('a', '10.0.0.1');
    await throttle.recordFailure('b', '10.0.0.1');
    // The address has 4 failures of all usernames: every username from it waits now.
    expect(await throttle.waitMs('someone', '10.0.0.1')).toBe(2_000);
    await throttle.recordSuccess('owner', '10.0.0.1');
    expect(await throttle.waitMs('someone', '10.0.0.1')).toBe(2_000);
    expect(await throttle.waitMs('owner', '10.0.0.2')).toBe(0);
  });
});
