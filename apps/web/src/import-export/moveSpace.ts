import { AlertLevel, BackupMessages, type LatLng, MapDefaults, spaceMove } from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../api/client';
import { floorKeys } from '../floors/floorQueries';
import { useCamera } from '../map/camera';
import { poiKeys } from '../pois/poiQueries';
import { spaceKeys } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

/**
 * Moves a whole space to a new point (its plans, POIs and fingerprints with it), then
 * refreshes its space, floors and POIs and pans there.
 */
export function useMoveSpace() {
  const queryClient = useQueryClient();
  const { flyTo } = useCamera();
  return useMutation({
    mutationFn: ({ buid, position }: { buid: string; position: LatLng }) =>
      callApi(spaceMove, {
        body: { buid, coordinates_lat: position.lat, coordinates_lon: position.lon },
      }),
    onSuccess: (answer, { buid, position }) => {
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      void queryClient.invalidateQueries({ queryKey: floorKeys.space(buid) });
      void queryClient.invalidateQueries({ queryKey: poiKeys.space(buid) });
      useSelectionStore.getState().selectSpace(answer.space);
      flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) =>
      showAlert({ level: AlertLevel.danger, text: errorMessage(error, BackupMessages.moveFailed) }),
  });
}
