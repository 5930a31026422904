import { type Floor, FloorUiMessages } from '@indoor/domain';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { useDeleteFloor } from './floorMutations';

interface DeleteFloorDialogProps {
  buid: string;
  floor: Floor;
  onClose: () => void;
}

/** Asks before a floor goes with everything on it; Cancel has the focus. */
export function DeleteFloorDialog({ buid, floor, onClose }: DeleteFloorDialogProps) {
  const deleteFloor = useDeleteFloor();
  return (
    <ConfirmDeleteDialog
      title={FloorUiMessages.deleteFloorTitle(floor.floor_number)}
      message={FloorUiMessages.confirmDelete(floor.floor_number, floor.floor_name)}
      testId="floor-delete"
      pending={deleteFloor.isPending}
      onCancel={onClose}
      onConfirm={() =>
        deleteFloor.mutate({ buid, floor_number: floor.floor_number }, { onSuccess: onClose })
      }
    />
  );
}
