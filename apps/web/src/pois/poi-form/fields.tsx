import type { ReactNode } from 'react';
import { useId } from 'react';
import type { PoiFormValues } from '../poiForm';

/** The validation messages of the form, by field. */
export type PoiFormErrors = Partial<Record<keyof PoiFormValues, string>>;
export type PoiFormControl = HTMLInputElement | HTMLSelectElement;

/** What each section of the POI form gets from the form that holds the values. */
export interface PoiFormSectionProps {
  values: PoiFormValues;
  errors: PoiFormErrors;
  change: <Field extends keyof PoiFormValues>(field: Field, value: PoiFormValues[Field]) => void;
  /** The change handler of a text field. */
  text: (field: keyof PoiFormValues) => (value: string) => void;
  /** Keeps a control, so that a failed validation can focus it. */
  bind: (field: keyof PoiFormValues) => (element: PoiFormControl | null) => void;
}

export interface ControlProps {
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
export function CheckedField({ label, error, children }: CheckedFieldProps) {
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
