import {
  AlertLevel,
  BackupMessages,
  MapDefaults,
  ServerLimits,
  spacePosition,
  spaceRestore,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, uploadMultipart } from '../api/client';
import { useCamera } from '../map/camera';
import { spaceKeys } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

/** Refused before uploading: the server would refuse it anyway, after the whole upload. */
export class ArchiveTooLargeError extends Error {
  constructor() {
    super(BackupMessages.tooLarge);
    this.name = 'ArchiveTooLargeError';
  }
}

/** The text for a failed restore: the server's reason when it gave one. */
export const restoreFailureText = (error: unknown): string =>
  error instanceof ArchiveTooLargeError
    ? error.message
    : errorMessage(error, BackupMessages.restoreFailed);

/**
 * Uploads a building archive to be restored as a new space; on success the new space
 * is selected and the map flies to it, as choosing it in the spaces list does.
 */
export function useRestoreArchive() {
  const queryClient = useQueryClient();
  const { flyTo } = useCamera();
  return useMutation({
    mutationFn: async (file: File) => {
      if (file.size > ServerLimits.archiveBytes) throw new ArchiveTooLargeError();
      const form = new FormData();
      form.append('archive', file, file.name);
      return uploadMultipart(spaceRestore, form);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      useSelectionStore.getState().selectSpace(answer.space);
      const position = spacePosition(answer.space);
      if (position) flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
      // A restore that left connections out is partial: it is a warning, not a success.
      const skipped = Object.values(answer.connections_skipped).some((count) => count > 0);
      showAlert({ level: skipped ? AlertLevel.warning : AlertLevel.success, text: answer.message });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: restoreFailureText(error) }),
  });
}
