import { CommonUiMessages, ConnectivityMessages } from '@indoor/domain';
import { type ReactNode, useId, useRef } from 'react';
import { OfflineReason } from '../connectivity/OfflineReason';
import { useOfflineRefusal } from '../connectivity/useOfflineRefusal';
import { Dialog } from './Dialog';
import { FormError } from './FormError';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** A destructive action: its button is red. */
  danger?: boolean;
  pending: boolean;
  /** The server's refusal, shown in the dialog, which stays open. */
  error?: string | null;
  /** Prefix of the test ids: `{testId}-dialog`, `{testId}-confirm` and `{testId}-error`. */
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action; Cancel has the focus, so Enter does nothing by accident. Offline,
 * confirming does nothing but say why, and the dialog stays open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  pending,
  error,
  testId,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { offline, refused, refuse } = useOfflineRefusal();
  const reasonId = useId();
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={cancelRef} testId={`${testId}-dialog`}>
      {children}
      <FormError message={error} testId={`${testId}-error`} />
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {CommonUiMessages.cancel}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          disabled={pending}
          aria-busy={pending}
          aria-disabled={offline || undefined}
          aria-describedby={refused ? reasonId : undefined}
          data-testid={`${testId}-confirm`}
          onClick={(event) => {
            if (!refuse(event)) onConfirm();
          }}
        >
          {pending ? busyLabel : confirmLabel}
        </button>
        {refused && (
          <OfflineReason
            id={reasonId}
            text={ConnectivityMessages.actionOffline}
            testId={`${testId}-offline`}
          />
        )}
      </div>
    </Dialog>
  );
}
