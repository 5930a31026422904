import { type Ref, useId } from 'react';

interface TextFieldProps {
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
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          className="field__input"
          name={name}
          rows={rows}
          value={value}
          placeholder={placeholder}
          required={required}
          aria-describedby={hint ? hintId : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          ref={inputRef}
          id={id}
          className="field__input"
          type={type}
          name={name}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          required={required}
          minLength={minLength}
          aria-describedby={hint ? hintId : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
