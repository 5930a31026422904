import type { MapType } from '../map/constants.js';

/**
 * The base map of a zoom change (docs/map-and-editor.md#base-maps, the
 * previousMapTypeId key). The providers have no tiles of their own at the maximum zoom,
 * so while the fingerprint markers are shown there the map uses the custom tile type
 * (the plain background, 'none') and saves the type it had as the previous one; a zoom
 * change below the maximum reverts the custom tile type to that saved type.
 */
export const CustomTileMapType: MapType = 'none';

export interface BaseMapChoice {
  mapType: MapType;
  /** The saved previous map type (previousMapTypeId); null when none is saved. */
  previous: MapType | null;
}

export function baseMapOnZoomChange(
  state: BaseMapChoice,
  atMaxZoom: boolean,
  fingerprintMarkersShown: boolean,
): BaseMapChoice {
  if (atMaxZoom && fingerprintMarkersShown && state.mapType !== CustomTileMapType) {
    return { mapType: CustomTileMapType, previous: state.mapType };
  }
  if (!atMaxZoom && state.mapType === CustomTileMapType && state.previous !== null) {
    return { mapType: state.previous, previous: state.previous };
  }
  return state;
}
