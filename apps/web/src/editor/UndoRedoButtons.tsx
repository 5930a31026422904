import { PoiEditorMessages } from '@indoor/domain';
import { nextStep, useHistoryStore } from './history';
import { redoWithFeedback, undoWithFeedback } from './shortcuts';

/**
 * Undo and Redo of the server edits of the one history (POI and connection edits, floor
 * plans set over others or placed again), titled with the step they would take. A floor
 * plan being placed has its own Undo in its toolbar.
 */
export function UndoRedoButtons({ testIdPrefix }: { testIdPrefix: string }) {
  const lastDone = useHistoryStore((state) => nextStep(state, 'undo', 'server'));
  const lastUndone = useHistoryStore((state) => nextStep(state, 'redo', 'server'));
  const busy = useHistoryStore((state) => state.busy);
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid={`${testIdPrefix}-undo`}
        disabled={!lastDone || busy}
        title={
          lastDone ? PoiEditorMessages.undoTitle(lastDone.label) : PoiEditorMessages.nothingToUndo
        }
        onClick={() => void undoWithFeedback('server')}
      >
        {PoiEditorMessages.undo}
      </button>
      <button
        type="button"
        className="button"
        data-testid={`${testIdPrefix}-redo`}
        disabled={!lastUndone || busy}
        title={
          lastUndone
            ? PoiEditorMessages.redoTitle(lastUndone.label)
            : PoiEditorMessages.nothingToRedo
        }
        onClick={() => void redoWithFeedback('server')}
      >
        {PoiEditorMessages.redo}
      </button>
    </>
  );
}
