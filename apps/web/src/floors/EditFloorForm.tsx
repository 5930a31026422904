import { CommonUiMessages, type Floor, FloorUiMessages } from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { SubmitButton } from '../components/SubmitButton';
import { DeleteFloorDialog } from './DeleteFloorDialog';
import { FloorTextFields } from './FloorTextFields';
import { useUpdateFloor } from './floorMutations';

interface EditFloorFormProps {
  buid: string;
  floor: Floor;
}

/** Edits the selected floor's name and description, and deletes it after a confirmation. */
export function EditFloorForm({ buid, floor }: EditFloorFormProps) {
  const updateFloor = useUpdateFloor();
  const [name, setName] = useState(floor.floor_name);
  const [description, setDescription] = useState(floor.description);
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    updateFloor.mutate({
      buid,
      floor_number: floor.floor_number,
      floor_name: name.trim(),
      description: description.trim(),
    });
  };

  return (
    <form
      className="form"
      aria-label={FloorUiMessages.editFloorForm(floor.floor_number)}
      data-testid="floor-edit-form"
      onSubmit={submit}
    >
      <FloorTextFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        testIdPrefix="floor-edit"
      />
      <div className="button-row button-row--end">
        <ActionButton
          label={FloorUiMessages.deleteFloor}
          testId="floor-delete"
          variant="danger"
          onClick={() => setConfirming(true)}
        />
        <SubmitButton
          busy={updateFloor.isPending}
          label={FloorUiMessages.saveFloor}
          busyLabel={CommonUiMessages.saving}
          testId="floor-edit-submit"
          announceBusy={false}
        />
      </div>
      {confirming && (
        <DeleteFloorDialog buid={buid} floor={floor} onClose={() => setConfirming(false)} />
      )}
    </form>
  );
}
