import { MapDefaults, PoiFormRules, PoiTypes, PoiUiMessages } from '@indoor/domain';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CheckboxField } from '../components/CheckboxField';
import { TextField } from '../components/TextField';
import { type PoiFormValues, poiFormErrors, validatePoiForm } from './poiForm';

export type PoiFormKind = 'new' | 'existing';

interface PoiFormProps {
  /** A new POI is a temporary marker: its Delete only removes the marker. */
  kind: PoiFormKind;
  /** Read once when the form mounts: give the form a `key` (the puid) to start it over. */
  initial: PoiFormValues;
  /** Shown read-only for an existing POI. */
  puid?: string;
  /** Custom types already used in the building, offered after the SPEC's types. */
  extraTypes?: readonly string[];
  busy: boolean;
  /** The failure of the last save, shown above the buttons. */
  error?: string | null;
  /** Called only with values that passed validatePoiForm. */
  onSubmit: (values: PoiFormValues) => void;
  onDelete: () => void;
  /** Escape calls it (closing the popup, say). */
  onCancel?: () => void;
  /** Focus the name field when the form opens (default true). */
  autoFocus?: boolean;
}

type Errors = Partial<Record<keyof PoiFormValues, string>>;
type Control = HTMLInputElement | HTMLSelectElement;

/** The POI Asset Management form of SPEC section 2, sized for a map popup or the POI panel. */
export function PoiForm({
  initial,
  puid,
  extraTypes = [],
  onSubmit,
  autoFocus = true,
  ...frame
}: PoiFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const controls = useRef<Partial<Record<keyof PoiFormValues, Control | null>>>({});
  const bind = (field: keyof PoiFormValues) => (element: Control | null) => {
    controls.current[field] = element;
  };

  useEffect(() => {
    if (autoFocus) controls.current.name?.focus();
  }, [autoFocus]);

  const change = <Field extends keyof PoiFormValues>(field: Field, value: PoiFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };
  const text = (field: keyof PoiFormValues) => (value: string) => change(field, value);

  const submit = () => {
    const verdict = validatePoiForm(values);
    if (!verdict.ok) {
      setErrors(poiFormErrors(values));
      controls.current[verdict.field]?.focus();
      return;
    }
    setErrors({});
    onSubmit(values);
  };

  const typeOptions = [
    ...new Set(
      [...PoiTypes, ...extraTypes, initial.poisType].map((t) => t.trim()).filter((t) => t !== ''),
    ),
  ];
  const labels = PoiUiMessages.labels;

  return (
    <PoiFormFrame
      {...frame}
      title={PoiUiMessages.formTitle}
      className="poi-form"
      testId="poi-form"
      onSubmit={submit}
    >
      {frame.kind === 'existing' && puid !== undefined && (
        <ReadOnlyId label={labels.puid} value={puid} testId="poi-form-puid" />
      )}

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
    </PoiFormFrame>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface CheckedFieldProps {
  label: string;
  /** The validation message, shown under the control and announced with it. */
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The markup of TextField for a control it cannot render (date, number, select) and
 * with a validation message tied to the control by aria-invalid and aria-describedby.
 */
function CheckedField({ label, error, children }: CheckedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** An id shown read-only, selectable for copying. */
export function ReadOnlyId({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <CheckedField label={label}>
      {(control) => (
        <input
          {...control}
          className={`${control.className} poi-form__id`}
          value={value}
          readOnly
          data-testid={testId}
        />
      )}
    </CheckedField>
  );
}

interface PoiFormButtonsProps {
  kind: PoiFormKind;
  busy: boolean;
  error?: string | null | undefined;
  onDelete: () => void;
  /** Test ids are `{prefix}-error`, `{prefix}-submit` and `{prefix}-delete`. */
  testIdPrefix: string;
  /** Focus the submit button when the form opens (the connector form has no field). */
  autoFocusSubmit?: boolean | undefined;
}

interface PoiFormFrameProps extends Omit<PoiFormButtonsProps, 'testIdPrefix'> {
  title: string;
  className: string;
  /** The form's test id, and the prefix of its buttons' (PoiFormButtons). */
  testId: string;
  /** Add or Update, unless busy; the browser's own submission never happens. */
  onSubmit: () => void;
  /** Escape calls it (closing the popup, say). */
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}

/** The form around the POI and connector forms: the title, the fields, then the buttons. */
export function PoiFormFrame({
  title,
  className,
  testId,
  onSubmit,
  onCancel,
  children,
  ...buttons
}: PoiFormFrameProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!buttons.busy) onSubmit();
  };
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <form
      className={className}
      style={{ maxWidth: MapDefaults.infoWindowMaxWidth }}
      aria-labelledby={titleId}
      data-testid={testId}
      noValidate
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
    >
      <h3 id={titleId} className="poi-form__title">
        {title}
      </h3>
      {children}
      <PoiFormButtons {...buttons} testIdPrefix={testId} />
    </form>
  );
}

/**
 * The foot of the POI and connector forms: Add or Update, and Delete. FormActions does
 * not fit: its second button is always Cancel, and these forms have none (Escape cancels).
 */
function PoiFormButtons({
  kind,
  busy,
  error,
  onDelete,
  testIdPrefix,
  autoFocusSubmit = false,
}: PoiFormButtonsProps) {
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocusSubmit) submitButton.current?.focus();
  }, [autoFocusSubmit]);
  const isNew = kind === 'new';
  const submitLabel = isNew
    ? { idle: PoiUiMessages.add, busy: PoiUiMessages.adding }
    : { idle: PoiUiMessages.update, busy: PoiUiMessages.updating };
  return (
    <>
      {error && (
        <p className="form__error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {error}
        </p>
      )}
      <div className="button-row button-row--end poi-form__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          title={isNew ? PoiUiMessages.deleteUnsavedHint : undefined}
          data-testid={`${testIdPrefix}-delete`}
          onClick={onDelete}
        >
          {PoiUiMessages.delete}
        </button>
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          data-testid={`${testIdPrefix}-submit`}
        >
          {busy ? submitLabel.busy : submitLabel.idle}
        </button>
      </div>
    </>
  );
}
