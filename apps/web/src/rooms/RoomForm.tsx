import {
  IMDF_ACCESSIBILITY_CATEGORIES,
  IMDF_UNIT_CATEGORIES,
  RoomConstants,
  RoomEditorMessages,
} from '@indoor/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { RoomFields } from './roomActions';

const categoryOptions = IMDF_UNIT_CATEGORIES.map((value) => ({ value, label: value }));

export const newRoomFields: RoomFields = {
  name: '',
  category: RoomConstants.defaultUnitCategory,
  accessibility: [],
};

interface RoomFormProps {
  initial: RoomFields;
  busy: boolean;
  /** Saves; a refused save keeps the form as it is. */
  onSave: (fields: RoomFields) => unknown;
  onCancel: () => void;
  /** Extra buttons before Save (the tracer's "Back to drawing"). */
  children?: ReactNode;
  testIdPrefix: string;
  /** The name field takes the focus when the form opens (after an outline is closed). */
  focusName?: boolean;
}

/**
 * A room's name, IMDF unit category and accessibility (docs/rooms.md#the-data): the form that
 * follows a traced outline, and the one that changes a room from the panel.
 */
export function RoomForm({
  initial,
  busy,
  onSave,
  onCancel,
  children,
  testIdPrefix,
  focusName = false,
}: RoomFormProps) {
  const [fields, setFields] = useState<RoomFields>(initial);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusName) form.current?.querySelector('input')?.focus();
  }, [focusName]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSave(fields);
  };
  return (
    <form ref={form} className="room-form" onSubmit={submit} data-testid={`${testIdPrefix}-form`}>
      <TextField
        label={RoomEditorMessages.name}
        name="room-name"
        value={fields.name}
        onChange={(name) =>
          setFields({ ...fields, name: name.slice(0, RoomConstants.nameMaxLength) })
        }
        testId={`${testIdPrefix}-name`}
      />
      <SelectField
        label={RoomEditorMessages.category}
        name="room-category"
        value={fields.category}
        options={categoryOptions}
        onChange={(category) => setFields({ ...fields, category })}
        testId={`${testIdPrefix}-category`}
      />
      <details className="room-form__accessibility">
        <summary>
          {RoomEditorMessages.accessibility}
          {fields.accessibility.length > 0 && ` (${fields.accessibility.length})`}
        </summary>
        <div className="form__choice-grid">
          {IMDF_ACCESSIBILITY_CATEGORIES.map((category) => (
            <CheckboxField
              key={category}
              label={category}
              name="room-accessibility"
              checked={fields.accessibility.includes(category)}
              testId={`${testIdPrefix}-accessibility-${category}`}
              onChange={(checked) =>
                setFields({
                  ...fields,
                  accessibility: IMDF_ACCESSIBILITY_CATEGORIES.filter((c) =>
                    c === category ? checked : fields.accessibility.includes(c),
                  ),
                })
              }
            />
          ))}
        </div>
      </details>
      <div className="button-row button-row--end">
        {children}
        <button
          type="button"
          className="button"
          onClick={onCancel}
          disabled={busy}
          data-testid={`${testIdPrefix}-cancel`}
        >
          {RoomEditorMessages.cancel}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid={`${testIdPrefix}-save`}
        >
          {busy ? RoomEditorMessages.saving : RoomEditorMessages.save}
        </button>
      </div>
    </form>
  );
}
