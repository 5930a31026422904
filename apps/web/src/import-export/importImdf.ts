import {
  AlertLevel,
  ImdfImportConstants,
  ImdfImportMessages,
  MapDefaults,
  spaceImdfImport,
  spacePosition,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, uploadMultipart } from '../api/client';
import { useCamera } from '../map/camera';
import { spaceKeys } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

/** Refused before uploading: the server would refuse it anyway, after the whole upload. */
export class ImdfArchiveTooLargeError extends Error {
  constructor() {
    super(ImdfImportMessages.tooLarge);
    this.name = 'ImdfArchiveTooLargeError';
  }
}

/**
 * A failed import as the section shows it: the first line of the server's message, and
 * the validator's findings it lists on the lines after (docs/imdf.md#import).
 */
export function imdfImportFailure(error: unknown): { message: string; findings: string[] } {
  const text =
    error instanceof ImdfArchiveTooLargeError
      ? error.message
      : errorMessage(error, ImdfImportMessages.failed);
  const [message = ImdfImportMessages.failed, ...findings] = text.split('\n');
  return { message, findings };
}

/**
 * Uploads an IMDF archive to become a new building of the caller; on success the new
 * building is selected and the map flies to it, as choosing it in the spaces list does.
 */
export function useImportImdf() {
  const queryClient = useQueryClient();
  const { flyTo } = useCamera();
  return useMutation({
    mutationFn: async (file: File) => {
      if (file.size > ImdfImportConstants.archiveBytes) throw new ImdfArchiveTooLargeError();
      const form = new FormData();
      form.append('archive', file, file.name);
      return uploadMultipart(spaceImdfImport, form);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      useSelectionStore.getState().selectSpace(answer.space);
      const position = spacePosition(answer.space);
      if (position) flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) =>
      showAlert({ level: AlertLevel.danger, text: imdfImportFailure(error).message }),
  });
}
