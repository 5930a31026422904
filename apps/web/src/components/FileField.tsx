import type { RefObject } from 'react';
import { Field } from './Field';

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
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          className="field__input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
