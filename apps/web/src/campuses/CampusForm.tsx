import { CampusUiMessages, CommonUiMessages, type Space, spacePickerLabel } from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { SPACE_TYPE_LABEL } from '../spaces/SpaceMarkers';
import type { CampusFormValues } from './campusForm';

interface CampusFormProps {
  initial: CampusFormValues;
  /** The spaces that can be chosen: the ones the user sees on the map. */
  spaces: readonly Space[];
  /** Adding asks no id; editing shows it, and changing it renames the campus. */
  askId: boolean;
  submitLabel: string;
  busy: boolean;
  testId: string;
  /** Checks and sends the values; answers a message to show when they are refused. */
  onSubmit: (values: CampusFormValues) => string | null;
  onCancel?: () => void;
}

export function CampusForm({
  initial,
  spaces,
  askId,
  submitLabel,
  busy,
  testId,
  onSubmit,
  onCancel,
}: CampusFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<CampusFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const known = new Set(spaces.map((space) => space.buid));
  // Members the user no longer sees stay listed, so saving does not drop them silently.
  const hidden = values.buids.filter((buid) => !known.has(buid));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(onSubmit(values));
  };
  const toggle = (buid: string, on: boolean) =>
    change({
      buids: on
        ? [...values.buids.filter((b) => b !== buid), buid]
        : values.buids.filter((b) => b !== buid),
    });

  return (
    <form className="form" onSubmit={submit} data-testid={testId} aria-label={submitLabel}>
      <TextField
        label={CampusUiMessages.nameLabel}
        name="name"
        value={values.name}
        onChange={(name) => change({ name })}
        required
        testId={`${testId}-name`}
      />
      <TextField
        label={CampusUiMessages.descriptionLabel}
        name="description"
        rows={2}
        value={values.description}
        placeholder="-"
        onChange={(description) => change({ description })}
        testId={`${testId}-description`}
      />
      {askId && (
        <TextField
          label={CampusUiMessages.campusIdLabel}
          name="cuid"
          value={values.cuid}
          onChange={(cuid) => change({ cuid })}
          hint={CampusUiMessages.campusIdHint}
          testId={`${testId}-cuid`}
        />
      )}
      <fieldset className="checkbox-list">
        <legend className="field__label">{CampusUiMessages.buildingsLegend}</legend>
        {spaces.map((space) => (
          <label key={space.buid} className="field field--checkbox">
            <input
              type="checkbox"
              checked={values.buids.includes(space.buid)}
              data-testid={`${testId}-building`}
              data-buid={space.buid}
              onChange={(event) => toggle(space.buid, event.target.checked)}
            />
            <span>
              {spacePickerLabel(space, spaces)}{' '}
              <span className="checkbox-list__meta">{SPACE_TYPE_LABEL[space.space_type]}</span>
            </span>
          </label>
        ))}
        {hidden.map((buid) => (
          <label key={buid} className="field field--checkbox">
            <input
              type="checkbox"
              checked
              onChange={(event) => toggle(buid, event.target.checked)}
            />
            <span>
              <code>{buid}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <FormError message={error} testId={`${testId}-error`} />
      <div className="button-row">
        <SubmitButton busy={busy} label={submitLabel} testId={`${testId}-submit`} />
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {CommonUiMessages.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
