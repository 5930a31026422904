import type { AssetRow, Space } from '@indoor/domain';
import { navigate } from '../router';
import { useSelectionStore } from '../state/selection';

/**
 * Shows an asset on the map: its space, floor and POI become the selection (kept in
 * localStorage, which the main screen restores from), then the map opens.
 */
export function openAssetOnMap(asset: AssetRow, space: Space): void {
  const selection = useSelectionStore.getState();
  selection.selectSpace(space, { openPopup: false });
  selection.selectFloor(asset.floor_number);
  selection.selectPoi(asset.puid);
  navigate('/');
}
