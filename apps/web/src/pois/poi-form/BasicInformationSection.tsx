import { PoiUiMessages } from '@indoor/domain';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { CheckedField, type PoiFormSectionProps } from './fields';

/** Name, description, type (or a custom one) and whether the POI is a building entrance. */
export function BasicInformationSection({
  values,
  errors,
  change,
  text,
  bind,
  typeOptions,
}: PoiFormSectionProps & { typeOptions: readonly string[] }) {
  const labels = PoiUiMessages.labels;
  return (
    <fieldset className="poi-form__section">
      <legend className="poi-form__legend">{PoiUiMessages.sections.basic}</legend>
      <CheckedField label={labels.name} error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={bind('name')}
            name="name"
            value={values.name}
            required
            data-testid="poi-form-name"
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </CheckedField>
      <TextField
        label={labels.description}
        name="description"
        rows={2}
        value={values.description}
        onChange={text('description')}
        testId="poi-form-description"
      />
      <div className="form__row">
        <CheckedField label={labels.poisType} error={errors.poisType}>
          {(control) => (
            <select
              {...control}
              ref={bind('poisType')}
              name="poisType"
              value={values.poisType}
              data-testid="poi-form-type"
              onChange={(event) => change('poisType', event.target.value)}
            >
              {values.poisType === '' && <option value="">{PoiUiMessages.chooseType}</option>}
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </CheckedField>
        <TextField
          label={labels.customType}
          name="customType"
          value={values.customType}
          onChange={text('customType')}
          hint={PoiUiMessages.customTypeHint}
          testId="poi-form-custom-type"
        />
      </div>
      <CheckboxField
        label={labels.isBuildingEntrance}
        name="isBuildingEntrance"
        checked={values.isBuildingEntrance}
        onChange={(checked) => change('isBuildingEntrance', checked)}
        testId="poi-form-entrance"
      />
    </fieldset>
  );
}
