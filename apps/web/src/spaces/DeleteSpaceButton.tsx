import { type Space, SpaceUiMessages } from '@indoor/domain';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { SPACE_TYPE_LABEL } from './SpaceMarkers';
import { useDeleteSpace } from './spaceMutations';

/** Deletes the space after a confirmation dialog; Cancel has the focus, so Enter is safe. */
export function DeleteSpaceButton({ space }: { space: Space }) {
  const [confirming, setConfirming] = useState(false);
  const deleteSpace = useDeleteSpace();
  const typeLabel = SPACE_TYPE_LABEL[space.space_type].toLowerCase();

  return (
    <>
      <button
        type="button"
        className="button button--danger"
        data-testid="space-delete"
        onClick={() => setConfirming(true)}
      >
        {SpaceUiMessages.deleteSpace(typeLabel)}
      </button>
      {confirming && (
        <ConfirmDeleteDialog
          title={SpaceUiMessages.deleteSpace(typeLabel)}
          message={SpaceUiMessages.confirmDelete(typeLabel, space.name)}
          testId="space-delete"
          pending={deleteSpace.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deleteSpace.mutate(space, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
}
