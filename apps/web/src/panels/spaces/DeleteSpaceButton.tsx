import { type Space, SpaceUiMessages } from '@indoor/domain';
import { useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { SPACE_TYPE_LABEL } from '../../map/markers/SpaceMarkers';
import { useDeleteSpace } from '../../spaces/spaceMutations';

/** Deletes the space after a confirmation dialog; Cancel has the focus, so Enter is safe. */
export function DeleteSpaceButton({ space }: { space: Space }) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteSpace = useDeleteSpace();
  const typeLabel = SPACE_TYPE_LABEL[space.space_type].toLowerCase();

  return (
    <>
      <button
        type="button"
        className="button button--danger"
        data-testid="space-delete"
        onClick={() => setConfirming(true)}
      >
        Delete {typeLabel}
      </button>
      {confirming && (
        <Dialog
          title={`Delete ${typeLabel}`}
          onClose={() => setConfirming(false)}
          initialFocus={cancelRef}
          testId="space-delete-dialog"
        >
          <p>{SpaceUiMessages.confirmDelete(typeLabel, space.name)}</p>
          <div className="modal__actions">
            <button
              ref={cancelRef}
              type="button"
              className="button"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={deleteSpace.isPending}
              aria-busy={deleteSpace.isPending}
              data-testid="space-delete-confirm"
              onClick={() => deleteSpace.mutate(space, { onSettled: () => setConfirming(false) })}
            >
              {deleteSpace.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
