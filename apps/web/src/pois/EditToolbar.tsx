import { PoiEditorMessages } from '@indoor/domain';
import { UndoRedoButtons } from '../editor/UndoRedoButtons';
import { toggleEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';

/** Edge mode toggle, and undo and redo of POI and connection edits. */
export function EditToolbar({ floorPoiName }: { floorPoiName: (puid: string) => string }) {
  const edge = useEdgeModeStore((state) => state.edge);
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
        <UndoRedoButtons testIdPrefix="poi" />
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
