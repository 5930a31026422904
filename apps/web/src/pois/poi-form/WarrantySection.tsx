import { PoiUiMessages } from '@indoor/domain';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { CheckedField, type PoiFormSectionProps } from './fields';

/** The warranty: its scope, and an expiration date unless it is lifetime. */
export function WarrantySection({ values, errors, change, text, bind }: PoiFormSectionProps) {
  const labels = PoiUiMessages.labels;
  return (
    <fieldset className="poi-form__section">
      <legend className="poi-form__legend">{PoiUiMessages.sections.warranty}</legend>
      <TextField
        label={labels.warrantyScope}
        name="warrantyScope"
        value={values.warrantyScope}
        onChange={text('warrantyScope')}
        testId="poi-form-warranty-scope"
      />
      <div className="form__row poi-form__warranty-row">
        <CheckedField label={labels.warrantyExpiration} error={errors.warrantyExpiration}>
          {(control) => (
            <input
              {...control}
              ref={bind('warrantyExpiration')}
              type="date"
              name="warrantyExpiration"
              value={values.warrantyExpiration}
              disabled={values.warrantyLifetime}
              data-testid="poi-form-warranty-expiration"
              onChange={(event) => change('warrantyExpiration', event.target.value)}
            />
          )}
        </CheckedField>
        <CheckboxField
          label={labels.warrantyLifetime}
          name="warrantyLifetime"
          checked={values.warrantyLifetime}
          onChange={(checked) => change('warrantyLifetime', checked)}
          testId="poi-form-warranty-lifetime"
        />
      </div>
    </fieldset>
  );
}
