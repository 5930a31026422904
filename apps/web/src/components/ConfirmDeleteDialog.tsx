import { CommonUiMessages } from '@indoor/domain';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteDialogProps {
  title: string;
  message: string;
  /** Prefix of the test ids: `{testId}-dialog` and `{testId}-confirm`. */
  testId: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something is deleted: the confirm dialog with a red Delete button. */
export function ConfirmDeleteDialog({ message, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      danger
      confirmLabel={CommonUiMessages.delete}
      busyLabel={CommonUiMessages.deleting}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}
