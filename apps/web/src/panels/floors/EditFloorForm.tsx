import type { Floor } from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/TextField';
import { DeleteFloorDialog } from './DeleteFloorDialog';
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
      aria-label={`Edit floor ${floor.floor_number}`}
      data-testid="floor-edit-form"
      onSubmit={submit}
    >
      <TextField
        label="Name"
        name="floor_name"
        value={name}
        onChange={setName}
        testId="floor-edit-name"
      />
      <TextField
        label="Description"
        name="description"
        value={description}
        onChange={setDescription}
        rows={2}
        testId="floor-edit-description"
      />
      <div className="button-row button-row--end">
        <button
          type="button"
          className="button button--danger"
          data-testid="floor-delete"
          onClick={() => setConfirming(true)}
        >
          Delete floor
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={updateFloor.isPending}
          data-testid="floor-edit-submit"
        >
          {updateFloor.isPending ? 'Saving…' : 'Save floor'}
        </button>
      </div>
      {confirming && (
        <DeleteFloorDialog buid={buid} floor={floor} onClose={() => setConfirming(false)} />
      )}
    </form>
  );
}
