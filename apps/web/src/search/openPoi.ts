import { type Poi, type Space, spaceGet } from '@indoor/domain';
import { callApi } from '../api/client';
import { useSelectionStore } from '../state/selection';

/**
 * Opens a POI found by search as a click on it would: its building and floor become the
 * selection and its info window opens. The building comes from the spaces on the map, or
 * from the server when the map does not list it.
 */
export async function openPoi(
  poi: Pick<Poi, 'buid' | 'floor_number' | 'puid'>,
  spaces: readonly Space[],
  fetchSpace: (buid: string) => Promise<Space> = (buid) => callApi(spaceGet, { body: { buid } }),
): Promise<void> {
  const space =
    spaces.find((candidate) => candidate.buid === poi.buid) ?? (await fetchSpace(poi.buid));
  const selection = useSelectionStore.getState();
  selection.selectSpace(space, { openPopup: false });
  // Choosing the floor clears the POI: the POI is chosen after it.
  selection.selectFloor(String(poi.floor_number));
  selection.selectPoi(poi.puid);
}
