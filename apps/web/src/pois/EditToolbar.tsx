import { PoiEditorMessages } from '@indoor/domain';
import { isEdgeModeOn } from '../editor/modes/edge-mode';
import { toggleEdgeMode, useEdgeEditorStore } from './edgeEditor';
import { useHistoryStore } from './history';
import { redoWithFeedback, undoWithFeedback } from './undoRedo';

/** Edge mode toggle, and undo and redo of POI and connection edits. */
export function EditToolbar({ floorPoiName }: { floorPoiName: (puid: string) => string }) {
  const edge = useEdgeEditorStore((state) => state.edge);
  const past = useHistoryStore((state) => state.past);
  const future = useHistoryStore((state) => state.future);
  const busy = useHistoryStore((state) => state.busy);
  const on = isEdgeModeOn(edge);
  const lastDone = past.at(-1);
  const lastUndone = future.at(-1);

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
          onClick={() => void undoWithFeedback()}
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
          onClick={() => void redoWithFeedback()}
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
