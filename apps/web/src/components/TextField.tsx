import { type Ref, useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  name: string;
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
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        required={required}
        minLength={minLength}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
