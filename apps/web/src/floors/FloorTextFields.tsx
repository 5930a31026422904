import { FloorUiMessages } from '@indoor/domain';
import { TextField } from '../components/TextField';

interface FloorTextFieldsProps {
  name: string;
  description: string;
  onName: (value: string) => void;
  onDescription: (value: string) => void;
  /** floor-add or floor-edit: the test ids are `{prefix}-name` and `{prefix}-description`. */
  testIdPrefix: string;
}

/** A floor's name and description, as the add and edit forms both ask for them. */
export function FloorTextFields({
  name,
  description,
  onName,
  onDescription,
  testIdPrefix,
}: FloorTextFieldsProps) {
  return (
    <>
      <TextField
        label={FloorUiMessages.nameLabel}
        name="floor_name"
        value={name}
        onChange={onName}
        testId={`${testIdPrefix}-name`}
      />
      <TextField
        label={FloorUiMessages.descriptionLabel}
        name="description"
        value={description}
        onChange={onDescription}
        rows={2}
        testId={`${testIdPrefix}-description`}
      />
    </>
  );
}
