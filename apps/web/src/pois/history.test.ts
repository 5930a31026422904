import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearHistory,
  currentId,
  HISTORY_LIMIT,
  recordEdit,
  redoLast,
  renameId,
  undoLast,
  useHistoryStore,
} from './history';

const entry = (label: string, log: string[]) => ({
  label,
  undo: vi.fn(async () => {
    log.push(`undo ${label}`);
  }),
  redo: vi.fn(async () => {
    log.push(`redo ${label}`);
  }),
});

describe('POI edit history', () => {
  beforeEach(() => clearHistory());

  it('undoes the latest edit first and redoes it again', async () => {
    const log: string[] = [];
    recordEdit(entry('a', log));
    recordEdit(entry('b', log));
    expect(await undoLast()).toEqual({ status: 'done', label: 'b' });
    expect(await undoLast()).toEqual({ status: 'done', label: 'a' });
    expect(await undoLast()).toEqual({ status: 'nothing' });
    expect(await redoLast()).toEqual({ status: 'done', label: 'a' });
    expect(log).toEqual(['undo b', 'undo a', 'redo a']);
    expect(useHistoryStore.getState().past.map((e) => e.label)).toEqual(['a']);
    expect(useHistoryStore.getState().future.map((e) => e.label)).toEqual(['b']);
  });

  it('a new edit drops what could be redone', async () => {
    const log: string[] = [];
    recordEdit(entry('a', log));
    await undoLast();
    recordEdit(entry('c', log));
    expect(useHistoryStore.getState().future).toEqual([]);
    expect(await redoLast()).toEqual({ status: 'nothing' });
  });

  it('keeps an entry whose undo failed, so it can be tried again', async () => {
    const failing = {
      label: 'x',
      undo: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined),
      redo: vi.fn(async () => {}),
    };
    recordEdit(failing);
    const outcome = await undoLast();
    expect(outcome.status).toBe('failed');
    expect(useHistoryStore.getState().past).toHaveLength(1);
    expect(useHistoryStore.getState().busy).toBe(false);
    expect(await undoLast()).toEqual({ status: 'done', label: 'x' });
  });

  it('runs one step at a time', async () => {
    let release: () => void = () => {};
    recordEdit({
      label: 'slow',
      undo: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      redo: async () => {},
    });
    const first = undoLast();
    expect(await undoLast()).toEqual({ status: 'nothing' });
    release();
    expect(await first).toEqual({ status: 'done', label: 'slow' });
  });

  it('keeps at most HISTORY_LIMIT edits', () => {
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) recordEdit(entry(String(i), []));
    const past = useHistoryStore.getState().past;
    expect(past).toHaveLength(HISTORY_LIMIT);
    expect(past[0]?.label).toBe('5');
  });

  it('follows renamed ids through several recreations', () => {
    renameId('poi_1', 'poi_2');
    renameId('poi_2', 'poi_3');
    expect(currentId('poi_1')).toBe('poi_3');
    expect(currentId('poi_9')).toBe('poi_9');
    clearHistory();
    expect(currentId('poi_1')).toBe('poi_1');
  });
});
