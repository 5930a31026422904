import { create } from 'zustand';

/**
 * One undoable edit of the POI layer. Both directions go through the API; an entry
 * whose undo or redo fails stays where it was, so the user can try again.
 */
export interface HistoryEntry {
  /** What the edit did, in words ("adding \"Boiler\""). */
  label: string;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/** How many edits can be undone. */
export const HISTORY_LIMIT = 100;

interface HistoryState {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** True while an undo or redo is under way: one at a time. */
  busy: boolean;
}

export const useHistoryStore = create<HistoryState>()(() => ({
  past: [],
  future: [],
  busy: false,
}));

/** Records an edit that has just succeeded; a new edit drops the redo stack. */
export function recordEdit(entry: HistoryEntry): void {
  const { past } = useHistoryStore.getState();
  useHistoryStore.setState({ past: [...past, entry].slice(-HISTORY_LIMIT), future: [] });
}

export type StepOutcome =
  | { status: 'done'; label: string }
  | { status: 'failed'; label: string; error: unknown }
  | { status: 'nothing' };

async function step(direction: 'undo' | 'redo'): Promise<StepOutcome> {
  const state = useHistoryStore.getState();
  if (state.busy) return { status: 'nothing' };
  const source = direction === 'undo' ? state.past : state.future;
  const entry = source.at(-1);
  if (!entry) return { status: 'nothing' };
  useHistoryStore.setState({ busy: true });
  try {
    await (direction === 'undo' ? entry.undo() : entry.redo());
    const now = useHistoryStore.getState();
    if (direction === 'undo') {
      useHistoryStore.setState({ past: now.past.slice(0, -1), future: [...now.future, entry] });
    } else {
      useHistoryStore.setState({ future: now.future.slice(0, -1), past: [...now.past, entry] });
    }
    return { status: 'done', label: entry.label };
  } catch (error) {
    return { status: 'failed', label: entry.label, error };
  } finally {
    useHistoryStore.setState({ busy: false });
  }
}

export const undoLast = () => step('undo');
export const redoLast = () => step('redo');

/** Forgets every edit (another space was selected, or the user signed out). */
export function clearHistory(): void {
  useHistoryStore.setState({ past: [], future: [], busy: false });
  renamed.clear();
}

/*
 * Undoing a delete recreates the POI or connection, and the server gives it a new id.
 * Older entries still name the old id; they look it up here to reach the new one.
 */
const renamed = new Map<string, string>();

/** Notes that what was `previous` is now called `next`. */
export function renameId(previous: string, next: string): void {
  if (previous !== next) renamed.set(previous, next);
}

/** The id an object has now, following every rename since it was recorded. */
export function currentId(id: string): string {
  let current = id;
  const seen = new Set<string>();
  while (renamed.has(current) && !seen.has(current)) {
    seen.add(current);
    current = renamed.get(current) ?? current;
  }
  return current;
}
