import { SpaceUiMessages as M, type SpaceType } from '@indoor/domain';
import type { Ref } from 'react';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { SpaceFormValues } from './spaceForm';

export const SPACE_TYPE_OPTIONS: readonly { value: SpaceType; label: string }[] = [
  { value: 'building', label: M.spaceTypeLabels.building },
  { value: 'vessel', label: M.spaceTypeLabels.vessel },
];

interface SpaceFieldsProps {
  values: SpaceFormValues;
  onChange: (patch: Partial<SpaceFormValues>) => void;
  /** Prefix of the fields' test ids: `${testIdPrefix}-name` and so on. */
  testIdPrefix: string;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * The fields a space has in both the new-space popup and the edit tab
 * (docs/spaces-and-campuses.md#space-fields).
 */
export function SpaceFields({ values, onChange, testIdPrefix, nameRef }: SpaceFieldsProps) {
  return (
    <>
      <TextField
        label={M.nameLabel}
        name="name"
        value={values.name}
        onChange={(name) => onChange({ name })}
        required
        inputRef={nameRef}
        testId={`${testIdPrefix}-name`}
      />
      <TextField
        label={M.descriptionLabel}
        name="description"
        rows={2}
        value={values.description}
        placeholder="-"
        onChange={(description) => onChange({ description })}
        testId={`${testIdPrefix}-description`}
      />
      <div className="form__row">
        <TextField
          label={M.buildingCodeLabel}
          name="bucode"
          value={values.bucode}
          onChange={(bucode) => onChange({ bucode })}
          testId={`${testIdPrefix}-bucode`}
        />
        <SelectField
          label={M.typeLabel}
          name="space_type"
          value={values.space_type}
          options={SPACE_TYPE_OPTIONS}
          onChange={(space_type) => onChange({ space_type })}
          testId={`${testIdPrefix}-type`}
        />
      </div>
      <TextField
        label={M.addressLabel}
        name="address"
        value={values.address}
        placeholder="-"
        onChange={(address) => onChange({ address })}
        testId={`${testIdPrefix}-address`}
      />
      <TextField
        label={M.webAddressLabel}
        name="url"
        value={values.url}
        placeholder="-"
        onChange={(url) => onChange({ url })}
        testId={`${testIdPrefix}-url`}
      />
      <CheckboxField
        label={M.publishedCheckbox}
        name="is_published"
        checked={values.is_published}
        onChange={(is_published) => onChange({ is_published })}
        testId={`${testIdPrefix}-published`}
      />
    </>
  );
}
