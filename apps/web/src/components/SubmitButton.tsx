import type { Ref } from 'react';

interface SubmitButtonProps {
  /** The request is under way: the button is disabled and shows `busyLabel`. */
  busy: boolean;
  label: string;
  /** What the button says while busy; its label otherwise. */
  busyLabel?: string;
  testId: string;
  /** Also disabled for another reason, e.g. nothing to send. */
  disabled?: boolean;
  /** Says `aria-busy` (true or false); off for the forms that never did. */
  announceBusy?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A form's primary submit button with its busy state. */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  testId,
  disabled = false,
  announceBusy = true,
  buttonRef,
}: SubmitButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      className="button button--primary"
      disabled={busy || disabled}
      aria-busy={announceBusy ? busy : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
