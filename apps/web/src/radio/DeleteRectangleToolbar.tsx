import { CommonUiMessages, DeleteRectangleMessages } from '@indoor/domain';
import { useEditorStore } from '../editor/editor';
import { drawnBox } from './deleteRectangleMachine';
import {
  countShownInside,
  deleteRectangleMode,
  stopDeleteRectangle,
  useDeleteRectangleStore,
} from './deleteRectangleMode';

/**
 * Over the map while delete mode is on: how to draw the rectangle with the mouse or the
 * keyboard, and while it is drawn how many fingerprints it holds (announced politely).
 */
export function DeleteRectangleToolbar() {
  const active = useEditorStore((state) => state.modeId === deleteRectangleMode.id);
  const rectangle = useDeleteRectangleStore((state) => state.rectangle);
  // Re-read when the shown fingerprints change as well as when the rectangle moves.
  useDeleteRectangleStore((state) => state.shownFingerprints);
  if (!active) return null;
  const box = rectangle.name === 'dragging' ? drawnBox(rectangle) : null;
  const hint = box
    ? DeleteRectangleMessages.draggingHint(countShownInside(box))
    : DeleteRectangleMessages.idleHint;
  return (
    <section
      className="map-toolbar"
      aria-label={DeleteRectangleMessages.toolbarLabel}
      data-testid="delete-rectangle-toolbar"
    >
      <output className="map-toolbar__hint" aria-live="polite" data-testid="delete-rectangle-hint">
        {hint}
      </output>
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button"
          data-testid="delete-rectangle-cancel"
          onClick={stopDeleteRectangle}
        >
          {CommonUiMessages.cancel}
        </button>
      </div>
    </section>
  );
}
