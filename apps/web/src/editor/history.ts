import { create } from 'zustand';

/*
 * The one history of labelled steps of the planner's editor. Every step says its scope:
 *
 * - 'server': an edit the server has acknowledged (POI add, move, update, delete,
 *   connection add, delete, a floor plan set over another or placed again). Both
 *   directions go through the API; a step whose undo or redo fails stays where it was, so
 *   the user can try again, unless it failed for good (StepGone).
 * - a local scope named after the mode that owns it ('floor-plan-placement'): a change
 *   that exists only in the browser until the mode commits it (Set). Its undo and redo
 *   are synchronous and never reach the server; its steps end with the mode.
 *
 * Ctrl+Z reaches the steps of the active mode's scope only (editor/mode.ts
 * historyScope), so one key press undoes exactly one thing.
 */

export type HistoryScope = 'server' | 'floor-plan-placement';

export interface HistoryStep {
  /** What the step did, in words ("adding \"Boiler\""). */
  label: string;
  scope: HistoryScope;
  undo(): Promise<void> | void;
  redo(): Promise<void> | void;
}

/** A server edit as the capabilities record it: the scope is 'server'. */
export type HistoryEntry = Omit<HistoryStep, 'scope'>;

/** How many server edits can be undone. */
export const HISTORY_LIMIT = 100;

interface HistoryState {
  /** Oldest first, every scope interleaved in the order the steps were taken. */
  past: HistoryStep[];
  future: HistoryStep[];
  /** True while an undo or redo is under way: one at a time, the next ones wait for it. */
  busy: boolean;
}

export const useHistoryStore = create<HistoryState>()(() => ({
  past: [],
  future: [],
  busy: false,
}));

/** Keeps the newest `limit` steps of `scope` and every step of the other scopes. */
function keepNewest(steps: HistoryStep[], scope: HistoryScope, limit: number): HistoryStep[] {
  let over = steps.filter((step) => step.scope === scope).length - limit;
  return steps.filter((step) => {
    if (over > 0 && step.scope === scope) {
      over -= 1;
      return false;
    }
    return true;
  });
}

/**
 * Records a step that has just been taken. A new step drops what could be redone in its
 * scope; at most `limit` steps of its scope are kept.
 */
export function recordStep(step: HistoryStep, limit = HISTORY_LIMIT): void {
  const { past, future } = useHistoryStore.getState();
  useHistoryStore.setState({
    past: keepNewest([...past, step], step.scope, limit),
    future: future.filter((kept) => kept.scope !== step.scope),
  });
}

/** Records a server edit that has just succeeded. */
export function recordEdit(entry: HistoryEntry): void {
  recordStep({ ...entry, scope: 'server' });
}

/** The step Ctrl+Z (or Ctrl+Shift+Z) would take in `scope`, or undefined. */
export function nextStep(
  state: Pick<HistoryState, 'past' | 'future'>,
  direction: 'undo' | 'redo',
  scope: HistoryScope,
): HistoryStep | undefined {
  return (direction === 'undo' ? state.past : state.future).findLast(
    (step) => step.scope === scope,
  );
}

/**
 * Thrown by an undo or redo that can never succeed: what it would bring back is gone (a
 * replaced floor plan the server no longer keeps, or one another change has overtaken).
 * The step then leaves the history, so the next Ctrl+Z reaches the step before it.
 */
export class StepGone extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepGone';
  }
}

export type StepOutcome =
  | { status: 'done'; label: string; scope: HistoryScope }
  | { status: 'failed'; label: string; scope: HistoryScope; error: unknown }
  | { status: 'nothing' };

/** Drops a step whose undo or redo found what it needs gone. */
function forgetStep(entry: HistoryStep): void {
  const now = useHistoryStore.getState();
  const without = (steps: HistoryStep[]) => steps.filter((step) => step !== entry);
  useHistoryStore.setState({ past: without(now.past), future: without(now.future) });
}

function moveStep(entry: HistoryStep, direction: 'undo' | 'redo'): void {
  const now = useHistoryStore.getState();
  const without = (steps: HistoryStep[]) => steps.filter((step) => step !== entry);
  if (direction === 'undo') {
    useHistoryStore.setState({ past: without(now.past), future: [...now.future, entry] });
  } else {
    useHistoryStore.setState({ future: without(now.future), past: [...now.past, entry] });
  }
}

/**
 * Undoes or redoes the newest step of `scope`. A local step is done before this returns
 * (the overlay moves back at once); a server step when its request is answered.
 */
function run(direction: 'undo' | 'redo', scope: HistoryScope): Promise<StepOutcome> {
  const state = useHistoryStore.getState();
  const entry = nextStep(state, direction, scope);
  if (!entry) return Promise.resolve({ status: 'nothing' });
  const { label } = entry;
  let pending: Promise<void> | void;
  try {
    pending = direction === 'undo' ? entry.undo() : entry.redo();
  } catch (error) {
    if (error instanceof StepGone) forgetStep(entry);
    return Promise.resolve({ status: 'failed', label, scope, error });
  }
  if (!(pending instanceof Promise)) {
    moveStep(entry, direction);
    return Promise.resolve({ status: 'done', label, scope });
  }
  useHistoryStore.setState({ busy: true });
  return pending.then(
    (): StepOutcome => {
      moveStep(entry, direction);
      useHistoryStore.setState({ busy: false });
      return { status: 'done', label, scope };
    },
    (error: unknown): StepOutcome => {
      if (error instanceof StepGone) forgetStep(entry);
      useHistoryStore.setState({ busy: false });
      return { status: 'failed', label, scope, error };
    },
  );
}

/*
 * Steps run one at a time, in the order they were asked for: an undo or redo asked for while
 * another is under way (Ctrl+Z pressed twice before the server answers) waits for it and
 * then runs, on the history as that one left it. A step that fails drops those waiting
 * behind it (they were meant to go on from it), and so does clearing the history.
 */
let last: Promise<StepOutcome> = Promise.resolve({ status: 'nothing' });
/** Counts the failures and clearings: a waiting step asked for before one is dropped. */
let era = 0;

function step(direction: 'undo' | 'redo', scope: HistoryScope): Promise<StepOutcome> {
  const asked = era;
  const outcome = useHistoryStore.getState().busy
    ? last.then(() => (asked === era ? run(direction, scope) : nothing()))
    : run(direction, scope);
  last = outcome.then((done) => {
    if (done.status === 'failed') era += 1;
    return done;
  });
  return outcome;
}

const nothing = (): Promise<StepOutcome> => Promise.resolve({ status: 'nothing' });

export const undoLast = (scope: HistoryScope = 'server') => step('undo', scope);
export const redoLast = (scope: HistoryScope = 'server') => step('redo', scope);

/** Forgets the steps of a local scope: its mode committed or dropped what they changed. */
export function clearLocalSteps(scope: HistoryScope): void {
  const { past, future } = useHistoryStore.getState();
  const others = (steps: HistoryStep[]) => steps.filter((kept) => kept.scope !== scope);
  useHistoryStore.setState({ past: others(past), future: others(future) });
}

/** Forgets every step (another space was selected, or the user signed out). */
export function clearHistory(): void {
  useHistoryStore.setState({ past: [], future: [], busy: false });
  era += 1;
  renamed.clear();
}

/*
 * Undoing a delete recreates the POI or connection, and the server gives it a new id.
 * Older steps still name the old id; they look it up here to reach the new one.
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
