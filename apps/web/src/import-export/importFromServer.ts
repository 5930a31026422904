import {
  AlertLevel,
  MapDefaults,
  ServerImportMessages,
  spaceImportFromServer,
  spacePosition,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../api/client';
import { useCamera } from '../map/camera';
import { spaceKeys } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

export interface ServerImportForm {
  server: string;
  building: string;
  apiKey: string;
}

/** The text for a failed import: the server's reason when it gave one. */
export const importFailureText = (error: unknown): string =>
  errorMessage(error, ServerImportMessages.importFailed);

/**
 * Asks the server to import a building from another server (docs/import-from-server.md);
 * on success the new building is selected and the map flies to it, as after a restore.
 */
export function useImportFromServer() {
  const queryClient = useQueryClient();
  const { flyTo } = useCamera();
  return useMutation({
    mutationFn: (form: ServerImportForm) =>
      callApi(spaceImportFromServer, {
        body: {
          server: form.server.trim(),
          building: form.building.trim(),
          ...(form.apiKey.trim() !== '' ? { api_key: form.apiKey.trim() } : {}),
        },
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      useSelectionStore.getState().selectSpace(answer.space);
      const position = spacePosition(answer.space);
      if (position) flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: importFailureText(error) }),
  });
}
