import { PoiEditorMessages } from '@indoor/domain';
import { nextStep, useHistoryStore } from '../editor/history';
import { redoWithFeedback, undoWithFeedback } from '../editor/shortcuts';
import { toggleEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';

/** Edge mode toggle, and undo and redo of POI and connection edits. */
export function EditToolbar({ floorPoiName }: { floorPoiName: (puid: string) => string }) {
  const edge = useEdgeModeStore((state) => state.edge);
  // The server edits of the one history: a floor plan being placed has its own Undo.
  const lastDone = useHistoryStore((state) => nextStep(state, 'undo', 'server'));
  const lastUndone = useHistoryStore((state) => nextStep(state, 'redo', 'server'));
  const busy = useHistoryStore((state) => state.busy);
  const on = isEdgeModeOn(edge);

  return (
    <div className="poi-toolbar">
      <div className="button-row">
        <button
          type="button"
          className={on ? 'button button--primary' : 'button'}
          aria-pressed={on}
          data-testid="edge-mode-toggle"
          onClick={toggleEdgeMode}
        >
          {on ? PoiEditorMessages.edgeModeOn : PoiEditorMessages.edgeModeOff}
        </button>
        <button
          type="button"
          className="button"
          data-testid="poi-undo"
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
          data-testid="poi-redo"
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
      </div>
      {on && (
        <p className="panel__note" data-testid="edge-mode-status" aria-live="polite">
          {edge.name === 'picked'
            ? PoiEditorMessages.edgeModePicked(floorPoiName(edge.first))
            : edge.name === 'connecting'
              ? PoiEditorMessages.connecting
              : PoiEditorMessages.edgeModeHint}
        </p>
      )}
    </div>
  );
}
