import { SearchConstants } from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSearch, type SearchSnapshot } from './debouncedSearch';
import type { SearchOutcome, SearchResult } from './searchSources';

const result = (label: string): SearchResult => ({
  kind: 'place',
  id: `place:${label}`,
  label,
  detail: '',
  position: { lat: 1, lon: 2 },
});

function setup(search: (text: string, signal: AbortSignal) => Promise<SearchOutcome>) {
  const snapshots: SearchSnapshot[] = [];
  const controller = createDebouncedSearch({
    delayMs: SearchConstants.debounceMs,
    search,
    onChange: (snapshot) => snapshots.push(snapshot),
  });
  return { controller, snapshots, last: () => snapshots[snapshots.length - 1] };
}

describe('debounced search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 250 ms after the last keystroke, with the final text', async () => {
    const search = vi.fn(async (text: string) => ({ results: [result(text)], failed: false }));
    const { controller, last } = setup(search);
    controller.update('En');
    await vi.advanceTimersByTimeAsync(100);
    controller.update('Eng');
    await vi.advanceTimersByTimeAsync(200);
    controller.update('Engi');
    expect(last()?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(SearchConstants.debounceMs - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('Engi');
    expect(last()).toMatchObject({ status: 'done', results: [result('Engi')] });
  });

  it('never searches coordinates, invalid coordinates or too-short text', async () => {
    const search = vi.fn(async () => ({ results: [], failed: false }));
    const { controller, last } = setup(search);
    for (const text of ['35.1, 33.4', '91 20', 'E', '']) {
      controller.update(text);
      await vi.advanceTimersByTimeAsync(1000);
      expect(last()?.status).toBe('idle');
    }
    expect(search).not.toHaveBeenCalled();
    controller.update('35.1, 33.4');
    expect(last()?.query).toEqual({ kind: 'coordinates', position: { lat: 35.1, lon: 33.4 } });
  });

  it('aborts a running search when the text changes, and never shows its late answer', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((outcome: SearchOutcome) => void)[] = [];
    const search = vi.fn(
      (_text: string, signal: AbortSignal) =>
        new Promise<SearchOutcome>((resolve) => {
          signals.push(signal);
          answers.push(resolve);
        }),
    );
    const { controller, snapshots, last } = setup(search);
    controller.update('Library');
    await vi.advanceTimersByTimeAsync(SearchConstants.debounceMs);
    expect(last()?.status).toBe('loading');
    controller.update('Lab');
    expect(signals[0]?.aborted).toBe(true);
    answers[0]?.({ results: [result('stale')], failed: false });
    await vi.advanceTimersByTimeAsync(SearchConstants.debounceMs);
    answers[1]?.({ results: [result('fresh')], failed: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshots.some((s) => s.results.some((r) => r.label === 'stale'))).toBe(false);
    expect(last()).toMatchObject({ status: 'done', results: [result('fresh')] });
  });

  it('reports a failure when every source failed, and stops on cancel', async () => {
    const failing = setup(async () => ({ results: [], failed: true }));
    failing.controller.update('Anything');
    await vi.advanceTimersByTimeAsync(SearchConstants.debounceMs);
    expect(failing.last()?.status).toBe('failed');

    const search = vi.fn(async () => ({ results: [], failed: false }));
    const cancelled = setup(search);
    cancelled.controller.update('Anything');
    cancelled.controller.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
