import { ImportExportConstants, PoiFileMessages, PoiMessages } from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { type PoiImportTask, usePoiImportStore } from './poiImportStore';

const task = (run: () => Promise<unknown>): PoiImportTask => ({
  name: 'Desk',
  puid: 'poi_1',
  description: 'd',
  failureStatus: PoiMessages.fileUpdateFailed,
  run,
});

describe('POI import store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAlertStore.setState({ alert: null });
    usePoiImportStore.setState({
      progress: null,
      running: false,
      settled: 0,
      succeeded: 0,
      total: 0,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('reloads the data 2.5 s after a clean import, then clears the progress', async () => {
    const reload = vi.fn();
    await usePoiImportStore.getState().start({ tasks: [task(async () => {})], reload });
    expect(useAlertStore.getState().alert?.text).toBe(PoiMessages.poisUpdated);
    expect(usePoiImportStore.getState().progress).toBe(100);
    vi.advanceTimersByTime(ImportExportConstants.poiFileReloadDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(ImportExportConstants.progressClearMs);
    expect(usePoiImportStore.getState().progress).toBeNull();
  });

  it('sends at most the configured number of updates at once, and refuses a second import', async () => {
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<void>((resolve) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        releases.push(() => {
          inFlight -= 1;
          resolve();
        });
      });
    const reload = vi.fn();
    const running = usePoiImportStore
      .getState()
      .start({ tasks: Array.from({ length: 10 }, () => task(slow)), reload });
    await vi.advanceTimersByTimeAsync(0);
    expect(inFlight).toBe(ImportExportConstants.concurrency);
    await usePoiImportStore.getState().start({ tasks: [task(async () => {})], reload });
    expect(useAlertStore.getState().alert?.text).toBe(PoiFileMessages.busy);
    while (releases.length > 0) {
      releases.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    await running;
    expect(most).toBe(ImportExportConstants.concurrency);
    expect(usePoiImportStore.getState().succeeded).toBe(10);
  });
});
