import { AlertLevel, PoiEditorMessages } from '@indoor/domain';
import { useEffect } from 'react';
import { errorMessage } from '../api/client';
import { isTextEntry } from '../components/textEntry';
import { showAlert } from '../state/alerts';
import { redoLast, type StepOutcome, undoLast } from './history';

function report(outcome: StepOutcome, direction: 'undo' | 'redo'): void {
  if (outcome.status === 'done') {
    const text =
      direction === 'undo'
        ? PoiEditorMessages.undone(outcome.label)
        : PoiEditorMessages.redone(outcome.label);
    showAlert({ level: AlertLevel.info, text });
  } else if (outcome.status === 'failed') {
    const reason = errorMessage(outcome.error, String(outcome.error));
    const text =
      direction === 'undo'
        ? PoiEditorMessages.undoFailed(outcome.label, reason)
        : PoiEditorMessages.redoFailed(outcome.label, reason);
    showAlert({ level: AlertLevel.danger, text });
  }
}

export async function undoWithFeedback(): Promise<void> {
  report(await undoLast(), 'undo');
}

export async function redoWithFeedback(): Promise<void> {
  report(await redoLast(), 'redo');
}

/** The undo shortcut of a key event: 'undo' for Ctrl+Z, 'redo' for Ctrl+Shift+Z or Ctrl+Y. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Ctrl+Z and Ctrl+Shift+Z anywhere on the main screen (outside text fields). */
export function useUndoShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      void (shortcut === 'undo' ? undoWithFeedback() : redoWithFeedback());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
