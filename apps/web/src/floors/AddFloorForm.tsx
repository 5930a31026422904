import { CommonUiMessages, type Floor, FloorUiMessages, nextFloorNumber } from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { FloorTextFields } from './FloorTextFields';
import { useAddFloor } from './floorMutations';

interface AddFloorFormProps {
  buid: string;
  floors: readonly Floor[];
}

/**
 * Adds a floor; its number starts as the next one (highest plus 1:
 * docs/floors-and-plans.md#floors).
 */
export function AddFloorForm({ buid, floors }: AddFloorFormProps) {
  const addFloor = useAddFloor();
  const suggested = String(nextFloorNumber(floors.map((floor) => floor.floor_number)));
  // Null follows the suggestion, which moves on as floors are added.
  const [typedNumber, setTypedNumber] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const floorNumber = typedNumber ?? suggested;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { number: typedNumber, name, description };
    addFloor.mutate(
      { buid, floor_number: floorNumber, floor_name: name.trim(), description: description.trim() },
      {
        // Only what was sent is cleared: a field typed again while the add was on its
        // way already belongs to the next floor.
        onSuccess: () => {
          setTypedNumber((now) => (now === sent.number ? null : now));
          setName((now) => (now === sent.name ? '' : now));
          setDescription((now) => (now === sent.description ? '' : now));
        },
      },
    );
  };

  return (
    <form
      className="form"
      aria-label={FloorUiMessages.addFloorForm}
      data-testid="floor-add-form"
      onSubmit={submit}
    >
      <TextField
        label={FloorUiMessages.floorNumberLabel}
        name="floor_number"
        value={floorNumber}
        onChange={setTypedNumber}
        inputMode="decimal"
        required
        hint={FloorUiMessages.floorNumberHint}
        testId="floor-add-number"
      />
      <FloorTextFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        testIdPrefix="floor-add"
      />
      <div className="button-row button-row--end">
        <SubmitButton
          busy={addFloor.isPending}
          label={FloorUiMessages.addFloor}
          busyLabel={CommonUiMessages.adding}
          testId="floor-add-submit"
          announceBusy={false}
        />
      </div>
    </form>
  );
}
