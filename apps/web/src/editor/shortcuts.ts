import { AlertLevel, PoiEditorMessages } from '@indoor/domain';
import { useEffect } from 'react';
import { errorMessage } from '../api/client';
import { isTextEntry } from '../components/textEntry';
import { showAlert } from '../state/alerts';
import { activeMode } from './editor';
import { type HistoryScope, redoLast, type StepOutcome, undoLast } from './history';
import type { ModeKey } from './mode';

/*
 * The one keyboard-shortcut dispatcher of the planner: one keydown listener on the
 * document. Ctrl/Cmd+Z undoes and Ctrl+Shift+Z / Ctrl+Y redoes one step of the history
 * in the active mode's scope; Escape goes to the active mode. A field that edits its own
 * value with the keyboard (components/textEntry.ts) keeps every one of these keys, and
 * Escape belongs to an open dialog first.
 */

/** The scope Ctrl+Z reaches now: the active mode's local steps, or the server edits. */
export function activeScope(): HistoryScope {
  return activeMode().historyScope ?? 'server';
}

/** Server steps say what was undone; a local step shows itself on the map. */
function report(outcome: StepOutcome, direction: 'undo' | 'redo'): void {
  if (outcome.status === 'nothing' || outcome.scope !== 'server') return;
  if (outcome.status === 'done') {
    const text =
      direction === 'undo'
        ? PoiEditorMessages.undone(outcome.label)
        : PoiEditorMessages.redone(outcome.label);
    showAlert({ level: AlertLevel.info, text });
  } else {
    const { error } = outcome;
    const reason = errorMessage(error, error instanceof Error ? error.message : String(error));
    const text =
      direction === 'undo'
        ? PoiEditorMessages.undoFailed(outcome.label, reason)
        : PoiEditorMessages.redoFailed(outcome.label, reason);
    showAlert({ level: AlertLevel.danger, text });
  }
}

/** Undoes one step of the active scope (or of `scope`) and tells the user what happened. */
export async function undoWithFeedback(scope: HistoryScope = activeScope()): Promise<void> {
  report(await undoLast(scope), 'undo');
}

export async function redoWithFeedback(scope: HistoryScope = activeScope()): Promise<void> {
  report(await redoLast(scope), 'redo');
}

export type Shortcut = 'undo' | 'redo' | 'escape';

const ARROWS: Record<string, [-1 | 0 | 1, -1 | 0 | 1]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Controls that act on Enter or arrows themselves: their keys are never a mode's. */
const OWN_KEYS_SELECTOR =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="slider"], [role="menuitem"]';

/**
 * The mode key of a key event (arrows in screen directions, Enter), or null: text fields
 * and controls that use these keys themselves keep them, as do modified keys.
 */
export function modeKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): ModeKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTextEntry(event.target)) return null;
  if (event.target instanceof Element && event.target.closest(OWN_KEYS_SELECTOR)) return null;
  if (event.key === 'Enter') return { type: 'enter' };
  if (event.key === 'Backspace') return { type: 'backspace' };
  if (event.key === 'Tab') return { type: 'tab', back: event.shiftKey };
  const arrow = ARROWS[event.key];
  if (!arrow) return null;
  return { type: 'arrow', dx: arrow[0], dy: arrow[1], fast: event.shiftKey };
}

/** The shortcut of a key event, or null (text fields keep their own keys). */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): Shortcut | null {
  if (isTextEntry(event.target)) return null;
  if (event.key === 'Escape') return 'escape';
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Installs the dispatcher on `doc`; answers how to remove it. */
export function installEditorShortcuts(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const mode = activeMode();
    const modeKey = mode.key ? modeKeyOf(event) : null;
    if (modeKey && !doc.querySelector('[aria-modal="true"]') && mode.key?.(modeKey)) {
      event.preventDefault();
      return;
    }
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    if (shortcut === 'escape') {
      if (!mode.escape || doc.querySelector('[aria-modal="true"]')) return;
      mode.escape();
      return;
    }
    event.preventDefault();
    void (shortcut === 'undo' ? undoWithFeedback() : redoWithFeedback());
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}

/** The dispatcher for as long as the main screen is shown. */
export function useEditorShortcuts(): void {
  useEffect(() => installEditorShortcuts(document), []);
}
