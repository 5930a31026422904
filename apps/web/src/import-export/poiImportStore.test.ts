import { AlertLevel, ImportExportConstants, PoiFileMessages, PoiMessages } from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { blobText, captureDownloads } from '../test/downloads';
import {
  importOutcome,
  PoiImportRefusal,
  type PoiImportTask,
  usePoiImportStore,
} from './poiImportStore';

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
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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

  it('runs the later tasks after every first task, and counts each kind apart', async () => {
    const order: string[] = [];
    const reload = vi.fn();
    const files = captureDownloads();
    await usePoiImportStore.getState().start({
      tasks: [
        { ...task(async () => order.push('update')), kind: 'update' },
        {
          ...task(async () => {
            order.push('add');
            throw new PoiImportRefusal('Out of the plan.');
          }),
          kind: 'add',
        },
        { ...task(async () => order.push('add')), kind: 'add' },
      ],
      thenTasks: [
        { ...task(async () => order.push('connection')), kind: 'connection' },
        { ...task(async () => {}), kind: 'connection', run: undefined, reason: 'No end.' },
      ],
      reload,
    });
    expect(order.at(-1)).toBe('connection');
    expect(useAlertStore.getState().alert).toMatchObject({
      level: AlertLevel.warning,
      text: PoiFileMessages.partialResult({
        updated: { done: 1, total: 1 },
        added: { done: 1, total: 2 },
        connections: { done: 1, total: 2 },
      }),
    });
    expect(useAlertStore.getState().alert?.text).toMatch(
      /^Updated 1 of 1 POIs\. Added 1 of 2 POIs\. Added 1 of 2 connections\./,
    );
    // What was changed is shown: the data is read again.
    vi.advanceTimersByTime(ImportExportConstants.poiFileReloadDelayMs);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
    const log = JSON.parse(await blobText(files[0]?.blob));
    expect(log.map((entry: { reason?: string }) => entry.reason)).toEqual([
      'Out of the plan.',
      'No end.',
    ]);
  });

  it('says success only when every change was made', () => {
    const none = { done: 0, total: 0 };
    expect(importOutcome({ update: { done: 91, total: 91 }, add: none, connection: none })).toEqual(
      { level: AlertLevel.success, text: PoiMessages.poisUpdated },
    );
    expect(importOutcome({ update: none, add: { done: 0, total: 91 }, connection: none })).toEqual({
      level: AlertLevel.danger,
      text: PoiFileMessages.partialResult({
        updated: none,
        added: { done: 0, total: 91 },
        connections: none,
      }),
    });
    expect(
      importOutcome({ update: { done: 3, total: 91 }, add: none, connection: none }).text,
    ).toMatch(/^Updated 3 of 91 POIs\./);
  });
});
