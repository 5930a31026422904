import { CommonUiMessages } from '@indoor/domain';
import { useRef } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDeleteDialogProps {
  title: string;
  message: string;
  /** Prefix of the test ids: `{testId}-dialog` and `{testId}-confirm`. */
  testId: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something is deleted; Cancel has the focus, so Enter does not destroy by accident. */
export function ConfirmDeleteDialog({
  title,
  message,
  testId,
  pending,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={cancelRef} testId={`${testId}-dialog`}>
      <p>{message}</p>
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {CommonUiMessages.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          aria-busy={pending}
          data-testid={`${testId}-confirm`}
          onClick={onConfirm}
        >
          {pending ? CommonUiMessages.deleting : CommonUiMessages.delete}
        </button>
      </div>
    </Dialog>
  );
}
