import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearHistory,
  clearLocalSteps,
  currentId,
  HISTORY_LIMIT,
  type HistoryStep,
  nextStep,
  recordEdit,
  recordStep,
  redoLast,
  renameId,
  StepGone,
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

describe('the history of server edits', () => {
  beforeEach(() => clearHistory());

  it('drops a step whose undo finds what it needs gone, and keeps one that may work later', async () => {
    const log: string[] = [];
    recordEdit(entry('a', log));
    recordEdit({
      label: 'gone',
      undo: async () => {
        throw new StepGone('That floor plan is no longer kept.');
      },
      redo: async () => {},
    });
    recordEdit({
      label: 'offline',
      undo: async () => {
        throw new Error('The server cannot be reached.');
      },
      redo: async () => {},
    });
    const offline = await undoLast();
    expect(offline).toMatchObject({ status: 'failed', label: 'offline' });
    // Trying again may work: the step stays where it was.
    expect(useHistoryStore.getState().past.map((e) => e.label)).toEqual(['a', 'gone', 'offline']);
    useHistoryStore.setState({
      past: useHistoryStore.getState().past.filter((e) => e.label !== 'offline'),
    });
    const gone = await undoLast();
    expect(gone).toMatchObject({ status: 'failed', label: 'gone' });
    expect(gone.status === 'failed' && (gone.error as Error).message).toBe(
      'That floor plan is no longer kept.',
    );
    expect(useHistoryStore.getState().past.map((e) => e.label)).toEqual(['a']);
    expect(useHistoryStore.getState().future).toEqual([]);
    expect(useHistoryStore.getState().busy).toBe(false);
    // The next undo reaches the step before it.
    expect(await undoLast()).toEqual({ status: 'done', label: 'a', scope: 'server' });
    expect(log).toEqual(['undo a']);
  });

  it('undoes the latest edit first and redoes it again', async () => {
    const log: string[] = [];
    recordEdit(entry('a', log));
    recordEdit(entry('b', log));
    expect(await undoLast()).toEqual({ status: 'done', label: 'b', scope: 'server' });
    expect(await undoLast()).toEqual({ status: 'done', label: 'a', scope: 'server' });
    expect(await undoLast()).toEqual({ status: 'nothing' });
    expect(await redoLast()).toEqual({ status: 'done', label: 'a', scope: 'server' });
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
    expect(await undoLast()).toEqual({ status: 'done', label: 'x', scope: 'server' });
  });

  it('runs one step at a time: a press while one is under way waits for it, then runs', async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    recordEdit(entry('a', log));
    recordEdit({
      label: 'slow',
      undo: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      redo: async () => {
        log.push('redo slow');
      },
    });
    const first = undoLast();
    const second = undoLast();
    const third = redoLast();
    expect(log).toEqual([]);
    release();
    expect(await first).toEqual({ status: 'done', label: 'slow', scope: 'server' });
    expect(await second).toEqual({ status: 'done', label: 'a', scope: 'server' });
    expect(await third).toEqual({ status: 'done', label: 'a', scope: 'server' });
    expect(log).toEqual(['undo a', 'redo a']);
    expect(useHistoryStore.getState().past.map((e) => e.label)).toEqual(['a']);
    expect(useHistoryStore.getState().future.map((e) => e.label)).toEqual(['slow']);
    expect(useHistoryStore.getState().busy).toBe(false);
  });

  it('a step that fails drops the presses waiting behind it', async () => {
    const log: string[] = [];
    let refuse: (error: Error) => void = () => {};
    recordEdit(entry('a', log));
    recordEdit({
      label: 'offline',
      undo: () =>
        new Promise<void>((_, reject) => {
          refuse = reject;
        }),
      redo: async () => {},
    });
    const first = undoLast();
    const second = undoLast();
    const third = undoLast();
    refuse(new Error('The server cannot be reached.'));
    expect(await first).toMatchObject({ status: 'failed', label: 'offline' });
    expect(await second).toEqual({ status: 'nothing' });
    expect(await third).toEqual({ status: 'nothing' });
    expect(log).toEqual([]);
    expect(useHistoryStore.getState().past.map((e) => e.label)).toEqual(['a', 'offline']);
    // A press after the failure tries the step again.
    const again = undoLast();
    refuse(new Error('The server cannot be reached.'));
    expect(await again).toMatchObject({ status: 'failed', label: 'offline' });
  });

  it('clearing the history drops the presses waiting', async () => {
    const log: string[] = [];
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
    const waiting = undoLast();
    clearHistory();
    recordEdit(entry('new', log));
    release();
    await first;
    expect(await waiting).toEqual({ status: 'nothing' });
    expect(log).toEqual([]);
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

describe('one history, each step in its scope', () => {
  beforeEach(() => clearHistory());

  const local = (label: string, log: string[]): HistoryStep => ({
    label,
    scope: 'floor-plan-placement',
    undo: () => {
      log.push(`undo ${label}`);
    },
    redo: () => {
      log.push(`redo ${label}`);
    },
  });

  it('undoes only the steps of the scope asked for, newest first', async () => {
    const log: string[] = [];
    recordEdit(entry('server edit', log));
    recordStep(local('placement', log));
    expect(await undoLast('server')).toMatchObject({ status: 'done', label: 'server edit' });
    expect(await undoLast('floor-plan-placement')).toMatchObject({ label: 'placement' });
    expect(await undoLast('floor-plan-placement')).toEqual({ status: 'nothing' });
    expect(log).toEqual(['undo server edit', 'undo placement']);
  });

  it('does a local step at once, before the promise settles', () => {
    const log: string[] = [];
    recordStep(local('nudge', log));
    void undoLast('floor-plan-placement');
    expect(log).toEqual(['undo nudge']);
    expect(nextStep(useHistoryStore.getState(), 'redo', 'floor-plan-placement')?.label).toBe(
      'nudge',
    );
  });

  it('keeps the newest steps of a scope up to its limit, and the other scopes whole', () => {
    recordEdit(entry('a', []));
    recordStep(local('first', []), 1);
    recordStep(local('second', []), 1);
    const past = useHistoryStore.getState().past;
    expect(past.map((step) => step.label)).toEqual(['a', 'second']);
  });

  it('forgets a local scope when its mode ends, and a new step drops only its own redo', async () => {
    recordEdit(entry('server', []));
    await undoLast('server');
    recordStep(local('placement', []));
    expect(nextStep(useHistoryStore.getState(), 'redo', 'server')?.label).toBe('server');
    clearLocalSteps('floor-plan-placement');
    expect(nextStep(useHistoryStore.getState(), 'undo', 'floor-plan-placement')).toBeUndefined();
    expect(nextStep(useHistoryStore.getState(), 'redo', 'server')?.label).toBe('server');
  });
});
