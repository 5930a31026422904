import type { AssetRow, Space } from '@indoor/domain';
import { navigate } from '../router';
import { openPoiOnNextRestore, useSelectionStore } from '../state/selection';

/**
 * Shows an asset on the map: its space, floor and POI become the selection (kept in
 * localStorage, which the main screen restores from), then the map opens with the
 * POI's info window.
 */
export function openAssetOnMap(asset: AssetRow, space: Space): void {
  const selection = useSelectionStore.getState();
  selection.selectSpace(space, { openPopup: false });
  selection.selectFloor(asset.floor_number);
  selection.selectPoi(asset.puid);
  // The map restores this selection when it opens, and opens the POI's info window.
  openPoiOnNextRestore();
  navigate('/');
}
