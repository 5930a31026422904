import { type RefObject, useId } from 'react';

interface FileFieldProps {
  label: string;
  /** What the file must be, shown under the field and announced with it. */
  hint: string;
  accept: string;
  /** The input, so the form can clear it after an upload or focus it. */
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
}

/** A labelled file chooser with its hint: the upload forms of the panels. */
export function FileField({
  label,
  hint,
  accept,
  inputRef,
  onFile,
  disabled,
  invalid,
  testId,
}: FileFieldProps) {
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
        type="file"
        accept={accept}
        className="field__input"
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <span id={hintId} className="field__hint">
        {hint}
      </span>
    </div>
  );
}
