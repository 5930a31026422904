import { LayerMessages, WifiLayerMessages } from '@indoor/domain';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { useSelectionStore } from '../state/selection';
import { dispatchRectangle, useDeleteRectangleStore } from './deleteRectangleMode';
import { useWifiLayerStore } from './wifiLayerStore';
import { useDeleteFingerprints } from './wifiQueries';

/**
 * The confirm of a drawn delete rectangle (docs/wifi-layers.md#delete-rectangle), then the delete.
 * Undo is not offered, so the confirm is the guard.
 */
export function DeleteFingerprintsDialog() {
  const rectangle = useDeleteRectangleStore((state) => state.rectangle);
  const buid = useSelectionStore((state) => state.selectedBuid);
  const floor = useSelectionStore((state) => state.selectedFloor);
  const remove = useDeleteFingerprints();
  if (rectangle.name !== 'confirming' && rectangle.name !== 'deleting') return null;

  const confirm = () => {
    if (rectangle.name !== 'confirming' || buid === null || floor === null) return;
    const { fingerprintsTime, range } = useWifiLayerStore.getState();
    dispatchRectangle({ type: 'confirm' });
    remove.mutate(
      { buid, floor, box: rectangle.box, range: fingerprintsTime ? range : null },
      { onSettled: () => dispatchRectangle({ type: 'done' }) },
    );
  };

  return (
    <ConfirmDeleteDialog
      title={WifiLayerMessages.deleteTitle}
      message={LayerMessages.confirmDelete}
      testId="delete-fingerprints"
      pending={rectangle.name === 'deleting'}
      onCancel={() => dispatchRectangle({ type: 'cancel' })}
      onConfirm={confirm}
    />
  );
}
