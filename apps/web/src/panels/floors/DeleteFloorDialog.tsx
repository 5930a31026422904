import { type Floor, FloorUiMessages } from '@indoor/domain';
import { useRef } from 'react';
import { Dialog } from '../../components/Dialog';
import { useDeleteFloor } from './floorMutations';

interface DeleteFloorDialogProps {
  buid: string;
  floor: Floor;
  onClose: () => void;
}

/** Asks before a floor goes with everything on it; Cancel has the focus. */
export function DeleteFloorDialog({ buid, floor, onClose }: DeleteFloorDialogProps) {
  const deleteFloor = useDeleteFloor();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={`Delete floor ${floor.floor_number}`}
      onClose={onClose}
      initialFocus={cancelRef}
      testId="floor-delete-dialog"
    >
      <p>{FloorUiMessages.confirmDelete(floor.floor_number, floor.floor_name)}</p>
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={deleteFloor.isPending}
          data-testid="floor-delete-confirm"
          onClick={() =>
            deleteFloor.mutate({ buid, floor_number: floor.floor_number }, { onSuccess: onClose })
          }
        >
          {deleteFloor.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
