import type { ChangeEvent, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'url';
  name: string;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  inputMode?: 'text' | 'decimal';
  testId?: string;
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  /** A short rule shown under the field and announced with it. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  required,
  minLength,
  hint,
  inputRef,
  placeholder,
  rows,
  inputMode,
  testId,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => {
        const shared = {
          id,
          className: 'field__input',
          name,
          value,
          placeholder,
          required,
          'aria-describedby': describedBy,
          'data-testid': testId,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        return rows ? (
          <textarea {...shared} rows={rows} />
        ) : (
          <input
            {...shared}
            ref={inputRef}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            minLength={minLength}
          />
        );
      }}
    </Field>
  );
}
