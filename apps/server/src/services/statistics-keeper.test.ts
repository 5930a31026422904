import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatisticsKeeper } from './statistics-keeper.js';

const SETTINGS = { minRows: 100, settleMs: 1_000 };

describe('StatisticsKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes once enough rows were written, after the writes settle', async () => {
    const analyze = vi.fn(async () => {});
    const keeper = new StatisticsKeeper(analyze, SETTINGS);
    keeper.written(60);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analyze).not.toHaveBeenCalled();
    keeper.written(40);
    await vi.advanceTimersByTimeAsync(900);
    keeper.written(10);
    // Each write of enough rows pushes the refresh back: uploads in a row settle first.
    await vi.advanceTimersByTimeAsync(900);
    expect(analyze).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(analyze).toHaveBeenCalledTimes(1);
    // The count starts again after a refresh.
    keeper.written(99);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analyze).toHaveBeenCalledTimes(1);
  });

  it('runs one refresh at a time and tries again for the rows written meanwhile', async () => {
    let finish: () => void = () => {};
    const analyze = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const keeper = new StatisticsKeeper(analyze, SETTINGS);
    keeper.written(100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(1);
    keeper.written(100);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(analyze).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(2);
    finish();
    await keeper.settled();
  });

  it('keeps the rows counted when a refresh fails, so the next write tries again', async () => {
    const errors: unknown[] = [];
    const analyze = vi.fn(async () => {
      if (analyze.mock.calls.length === 1) throw new Error('database away');
    });
    const keeper = new StatisticsKeeper(analyze, SETTINGS, (error) => errors.push(error));
    keeper.written(100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(1);
    keeper.written(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(analyze).toHaveBeenCalledTimes(2);
  });

  it('refreshes nothing once stopped', async () => {
    const analyze = vi.fn(async () => {});
    const keeper = new StatisticsKeeper(analyze, SETTINGS);
    keeper.written(100);
    await keeper.stop();
    keeper.written(1_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(analyze).not.toHaveBeenCalled();
  });
});
