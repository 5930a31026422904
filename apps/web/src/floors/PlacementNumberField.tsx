import { type KeyboardEvent, useId, useState } from 'react';

interface PlacementNumberFieldProps {
  label: string;
  /** The value the plan has now; shown while the field is not being edited. */
  value: number;
  format: (value: number) => string;
  /** The typed text as a value, or null when it is refused. */
  parse: (text: string) => number | null;
  /** Why a typed text is refused. */
  invalidMessage: string;
  /** How to enter a value: the field's tooltip, and read with it. */
  hint: string;
  /** Applies a typed value (one undoable step of the placement). */
  onCommit: (value: number) => void;
  disabled: boolean;
  testId: string;
}

/**
 * A number typed beside the overlay's handles (the plan's width or rotation), applied on
 * Enter or when the field is left. A refused text stays in the field, marked invalid with
 * the reason, and changes nothing; Escape puts the plan's value back. While the field is
 * not being edited it follows the plan, so a drag of a handle shows up in it.
 */
export function PlacementNumberField({
  label,
  value,
  format,
  parse,
  invalidMessage,
  hint,
  onCommit,
  disabled,
  testId,
}: PlacementNumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  /** The text being typed; null while the field shows the plan's value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const parsed = parse(draft);
    if (parsed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    // An unchanged value is no step of history (the placement machine ignores it).
    onCommit(parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
      setInvalid(false);
    }
  };

  return (
    <div className="floor-plan-toolbar__number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? format(value)}
        disabled={disabled}
        title={hint}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        data-testid={testId}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
      {invalid && (
        <span
          id={errorId}
          className="field__error floor-plan-toolbar__number-error"
          role="alert"
          data-testid={`${testId}-error`}
        >
          {invalidMessage}
        </span>
      )}
    </div>
  );
}
