import {
  AuditCycleConstants,
  CommonUiMessages,
  type Space,
  SpaceMessages,
  SpaceUiMessages,
} from '@indoor/domain';
import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { CheckboxField } from '../components/CheckboxField';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { SpaceFields } from './SpaceFields';
import { editValuesOf, type SpaceEditValues, validateSpaceEdit } from './spaceForm';
import { useUpdateSpace } from './spaceMutations';

/** The place types audited in the space, as one checkbox each, in the catalogue's order. */
function AuditedPlaceTypes({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (types: string[]) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="form__choices" aria-describedby={hintId}>
      <legend className="field__label">{SpaceMessages.auditedPlacesLegend}</legend>
      <p id={hintId} className="field__hint">
        {SpaceMessages.auditedPlacesHint}
      </p>
      <div className="form__choice-grid">
        {AuditCycleConstants.placeTypes.map((type) => (
          <CheckboxField
            key={type}
            label={type}
            name="audited_place_types"
            checked={chosen.includes(type)}
            testId={`edit-space-audited-${type}`}
            onChange={(checked) =>
              onChange(
                AuditCycleConstants.placeTypes.filter((t) =>
                  t === type ? checked : chosen.includes(t),
                ),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Tab 2's form. It holds only what the user changed: the other fields follow the stored
 * space, so a marker dragged meanwhile shows its new position here at once.
 */
export function SpaceEditForm({ space }: { space: Space }) {
  const [edits, setEdits] = useState<Partial<SpaceEditValues>>({});
  const [error, setError] = useState<string | null>(null);
  const updateSpace = useUpdateSpace();
  const values: SpaceEditValues = { ...editValuesOf(space), ...edits };
  const change = (patch: Partial<SpaceEditValues>) => {
    setEdits((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = validateSpaceEdit(space.buid, values);
    if (!verdict.ok) {
      setError(verdict.message);
      return;
    }
    updateSpace.mutate(verdict.body, { onSuccess: () => setEdits({}) });
  };

  return (
    <form
      className="form"
      onSubmit={submit}
      aria-label={SpaceUiMessages.editSpaceForm}
      data-testid="space-edit-form"
    >
      <SpaceFields values={values} onChange={change} testIdPrefix="edit-space" />
      <div className="form__row">
        <TextField
          label={SpaceUiMessages.latitudeLabel}
          name="coordinates_lat"
          inputMode="decimal"
          value={values.coordinates_lat}
          onChange={(coordinates_lat) => change({ coordinates_lat })}
          testId="edit-space-lat"
        />
        <TextField
          label={SpaceUiMessages.longitudeLabel}
          name="coordinates_lon"
          inputMode="decimal"
          value={values.coordinates_lon}
          onChange={(coordinates_lon) => change({ coordinates_lon })}
          testId="edit-space-lon"
        />
      </div>
      <TextField
        label={SpaceMessages.auditIntervalLabel}
        name="audit_interval_days"
        inputMode="decimal"
        value={values.audit_interval_days}
        onChange={(audit_interval_days) => change({ audit_interval_days })}
        hint={SpaceMessages.auditIntervalHint}
        testId="edit-space-audit-interval"
      />
      <AuditedPlaceTypes
        chosen={values.audited_place_types}
        onChange={(audited_place_types) => change({ audited_place_types })}
      />
      <FormError message={error} testId="space-edit-error" />
      <div className="button-row">
        <SubmitButton
          busy={updateSpace.isPending}
          label={SpaceUiMessages.saveChanges}
          busyLabel={CommonUiMessages.saving}
          testId="space-edit-save"
        />
        <ActionButton
          label={SpaceUiMessages.discardChanges}
          disabled={Object.keys(edits).length === 0 || updateSpace.isPending}
          onClick={() => {
            setEdits({});
            setError(null);
          }}
        />
      </div>
    </form>
  );
}
