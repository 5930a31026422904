import { PoiFormRules, PoiUiMessages } from '@indoor/domain';
import { TextField } from '../../components/TextField';
import { CheckedField, type PoiFormSectionProps } from './fields';

/** Manufacturer, model, serial number, purchase date, price, quantity, link and tags. */
export function AssetDetailsSection({ values, errors, change, text, bind }: PoiFormSectionProps) {
  const labels = PoiUiMessages.labels;
  return (
    <fieldset className="poi-form__section">
      <legend className="poi-form__legend">{PoiUiMessages.sections.asset}</legend>
      <div className="form__row">
        <TextField
          label={labels.manufacturer}
          name="manufacturer"
          value={values.manufacturer}
          onChange={text('manufacturer')}
          testId="poi-form-manufacturer"
        />
        <TextField
          label={labels.modelNumber}
          name="modelNumber"
          value={values.modelNumber}
          onChange={text('modelNumber')}
          testId="poi-form-model"
        />
      </div>
      <div className="form__row">
        <TextField
          label={labels.serialNumber}
          name="serialNumber"
          value={values.serialNumber}
          onChange={text('serialNumber')}
          testId="poi-form-serial"
        />
        <CheckedField label={labels.purchaseDate} error={errors.purchaseDate}>
          {(control) => (
            <input
              {...control}
              ref={bind('purchaseDate')}
              type="date"
              name="purchaseDate"
              value={values.purchaseDate}
              data-testid="poi-form-purchase-date"
              onChange={(event) => change('purchaseDate', event.target.value)}
            />
          )}
        </CheckedField>
      </div>
      <div className="form__row">
        <CheckedField label={labels.price} error={errors.price}>
          {(control) => (
            <input
              {...control}
              ref={bind('price')}
              type="number"
              name="price"
              min={0}
              step={PoiFormRules.priceStep}
              inputMode="decimal"
              value={values.price}
              data-testid="poi-form-price"
              onChange={(event) => change('price', event.target.value)}
            />
          )}
        </CheckedField>
        <CheckedField label={labels.quantity} error={errors.quantity}>
          {(control) => (
            <input
              {...control}
              ref={bind('quantity')}
              type="number"
              name="quantity"
              min={PoiFormRules.minQuantity}
              max={PoiFormRules.maxQuantity}
              step={1}
              inputMode="numeric"
              value={values.quantity}
              data-testid="poi-form-quantity"
              onChange={(event) => change('quantity', event.target.value)}
            />
          )}
        </CheckedField>
      </div>
      <CheckedField label={labels.link} error={errors.link}>
        {(control) => (
          <input
            {...control}
            ref={bind('link')}
            type="url"
            name="link"
            placeholder="https://"
            value={values.link}
            data-testid="poi-form-link"
            onChange={(event) => change('link', event.target.value)}
          />
        )}
      </CheckedField>
      <TextField
        label={labels.tags}
        name="tags"
        value={values.tags}
        onChange={text('tags')}
        hint={PoiUiMessages.tagsHint}
        testId="poi-form-tags"
      />
    </fieldset>
  );
}
