import { ConnectivityMessages } from '@indoor/domain';
import { type Ref, useId } from 'react';
import { OfflineReason } from '../connectivity/OfflineReason';
import { useOfflineRefusal } from '../connectivity/useOfflineRefusal';

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
  /** The form's main action (the default); false for a secondary one, e.g. adding a row. */
  primary?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A form's submit button with its busy state. Offline it is marked unavailable, and a press
 * (or Enter in a field) submits nothing: the form keeps what was typed, and the button's
 * reason shows under it until the connection is back.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  testId,
  disabled = false,
  announceBusy = true,
  primary = true,
  buttonRef,
}: SubmitButtonProps) {
  const { offline, refused, refuse } = useOfflineRefusal();
  const reasonId = useId();
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        className={primary ? 'button button--primary' : 'button'}
        disabled={busy || disabled}
        aria-busy={announceBusy ? busy : undefined}
        aria-disabled={offline || undefined}
        aria-describedby={refused ? reasonId : undefined}
        data-testid={testId}
        onClick={refuse}
      >
        {busy ? busyLabel : label}
      </button>
      {refused && (
        <OfflineReason
          id={reasonId}
          text={ConnectivityMessages.formOffline}
          testId={`${testId}-offline`}
        />
      )}
    </>
  );
}
