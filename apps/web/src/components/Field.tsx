import { type ReactNode, useId } from 'react';

/** What a field gives its control: the id its label points at and the hint to announce. */
export interface FieldControl {
  id: string;
  /** The hint's id, for `aria-describedby`; undefined when the field has no hint. */
  describedBy: string | undefined;
}

interface FieldProps {
  label: string;
  /** A short rule shown under the control and announced with it. */
  hint?: string;
  /** A class beside `field`, for a field laid out its own way. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, the control it names and an optional hint under it: every form field's frame. */
export function Field({ label, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
