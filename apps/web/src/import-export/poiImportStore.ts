import { AlertLevel, ImportExportConstants, PoiFileMessages, PoiMessages } from '@indoor/domain';
import { create } from 'zustand';
import { errorMessage } from '../api/client';
import { saveFile } from '../assets/downloads';
import { showAlert } from '../state/alerts';

/** One line of the POI import log (docs/import-export.md#import-progress-and-log). */
export interface PoiImportLogEntry {
  name: string;
  puid: string;
  description: string;
  status: string;
  /** The server's reason, when it gave one. */
  reason?: string;
}

/**
 * One change an import makes: `run` sends it, or the entry is already known to fail
 * (`failed`, e.g. a spreadsheet row naming no POI), which is logged as it is.
 */
export interface PoiImportTask {
  /** What the change does, counted apart in the alert; 'update' when not said. */
  kind?: PoiImportKind;
  name: string;
  puid: string;
  description: string;
  /** Status logged when `run` fails. */
  failureStatus: string;
  /** Why the change is not even tried (no `run`), logged as the reason. */
  reason?: string;
  run?: () => Promise<unknown>;
}

/** A change that cannot be made, for the reason its message gives (logged as it is). */
export class PoiImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoiImportRefusal';
  }
}

export type PoiImportKind = 'update' | 'add' | 'connection';

export interface PoiImportRun {
  tasks: readonly PoiImportTask[];
  /** Run once every task has settled (the connections between POIs the tasks add). */
  thenTasks?: readonly PoiImportTask[];
  /**
   * Fetches the changed data again (2.5 s after a clean import:
   * docs/import-export.md#import-progress-and-log).
   */
  reload: () => void;
}

/**
 * The running POI import: progress (successes / total) survives switching tabs,
 * and a second import cannot start before the first has ended.
 */
interface PoiImportState {
  /** Percent of the changes that succeeded; null when no import runs or shows its end. */
  progress: number | null;
  succeeded: number;
  settled: number;
  total: number;
  running: boolean;
  start: (run: PoiImportRun) => Promise<void>;
}

/** Runs the tasks with at most `concurrency` at once; `onSettled` after each. */
export async function runBounded<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export const logFileText = (entries: readonly PoiImportLogEntry[]) =>
  `${JSON.stringify(entries, null, 2)}\n`;

type Counts = Record<PoiImportKind, { done: number; total: number }>;

/**
 * How an import ended (docs/import-export.md#import-progress-and-log): the verbatim success text
 * only when every change was made; otherwise how many of each kind were made, and the log.
 */
export function importOutcome(counts: Counts): { level: AlertLevel; text: string } {
  const all = Object.values(counts);
  if (all.every((count) => count.done === count.total))
    return { level: AlertLevel.success, text: PoiMessages.poisUpdated };
  const text = PoiFileMessages.partialResult({
    updated: counts.update,
    added: counts.add,
    connections: counts.connection,
  });
  const someDone = all.some((count) => count.done > 0);
  return { level: someDone ? AlertLevel.warning : AlertLevel.danger, text };
}

export const usePoiImportStore = create<PoiImportState>()((set, get) => ({
  progress: null,
  succeeded: 0,
  settled: 0,
  total: 0,
  running: false,
  start: async ({ tasks, thenTasks = [], reload }) => {
    if (get().running) {
      showAlert({ level: AlertLevel.warning, text: PoiFileMessages.busy });
      return;
    }
    const total = tasks.length + thenTasks.length;
    set({ running: true, progress: 0, succeeded: 0, settled: 0, total });
    const failures: PoiImportLogEntry[] = [];
    const counts: Counts = {
      update: { done: 0, total: 0 },
      add: { done: 0, total: 0 },
      connection: { done: 0, total: 0 },
    };
    const runTask = async (task: PoiImportTask) => {
      const count = counts[task.kind ?? 'update'];
      count.total += 1;
      let ok = false;
      let reason = task.reason ?? '';
      if (task.run) {
        try {
          await task.run();
          ok = true;
        } catch (error) {
          reason = error instanceof PoiImportRefusal ? error.message : errorMessage(error, '');
        }
      }
      if (ok) count.done += 1;
      else
        failures.push({
          name: task.name,
          puid: task.puid,
          description: task.description,
          status: task.failureStatus,
          ...(reason ? { reason } : {}),
        });
      const { succeeded, settled } = get();
      const nowSucceeded = succeeded + (ok ? 1 : 0);
      set({
        succeeded: nowSucceeded,
        settled: settled + 1,
        progress: Math.round((nowSucceeded / total) * 100),
      });
    };
    try {
      await runBounded(tasks, ImportExportConstants.concurrency, runTask);
      await runBounded(thenTasks, ImportExportConstants.concurrency, runTask);
      const outcome = importOutcome(counts);
      if (failures.length > 0) {
        saveFile(
          new Blob([logFileText(failures)], { type: 'text/plain;charset=utf-8' }),
          ImportExportConstants.logFileName,
        );
      }
      showAlert(outcome);
      if (get().succeeded > 0) setTimeout(reload, ImportExportConstants.poiFileReloadDelayMs);
    } finally {
      set({ running: false });
      setTimeout(() => {
        if (!get().running) set({ progress: null, succeeded: 0, settled: 0, total: 0 });
      }, ImportExportConstants.progressClearMs);
    }
  },
}));
