import { CommonUiMessages } from '@indoor/domain';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';

interface FormActionsProps {
  /** The failure of the last attempt, shown above the buttons. */
  error?: string | null;
  errorTestId?: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  submitTestId: string;
  /** Also disables the submit button, e.g. while nothing has changed. */
  submitDisabled?: boolean;
  /** Without it, the form has no Cancel button. */
  onCancel?: () => void;
  cancelTestId?: string;
  /** Also disable Cancel while the request is under way. */
  lockCancelWhileBusy?: boolean;
  className?: string;
}

/** The foot of a form: its error, Cancel if it has one, and a submit button with a busy state. */
export function FormActions({
  error,
  errorTestId,
  busy,
  submitLabel,
  busyLabel,
  submitTestId,
  submitDisabled = false,
  onCancel,
  cancelTestId,
  lockCancelWhileBusy = false,
  className = 'modal__actions',
}: FormActionsProps) {
  return (
    <>
      <FormError message={error} testId={errorTestId} />
      <div className={className}>
        {onCancel && (
          <button
            type="button"
            className="button"
            disabled={lockCancelWhileBusy && busy}
            data-testid={cancelTestId}
            onClick={onCancel}
          >
            {CommonUiMessages.cancel}
          </button>
        )}
        <SubmitButton
          busy={busy}
          label={submitLabel}
          busyLabel={busyLabel}
          testId={submitTestId}
          disabled={submitDisabled}
        />
      </div>
    </>
  );
}
