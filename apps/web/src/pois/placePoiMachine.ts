import type { LatLng } from '@indoor/domain';
import { installPaletteDrop } from '../editor/behaviors/palette-drop';
import type { EditorMode, ModeContext } from '../editor/mode';

/** What the POI palette offers: a point of interest or a connector (a POI of type None). */
export type NewPoiKind = 'poi' | 'connector';

/**
 * Placing a new POI or connector (docs/pois-and-navigation.md#adding-a-poi): the item is dragged
 * from the POI palette and dropped near the selected floor's building, which leaves a temporary
 * marker (the new-POI icon) with its form. Add saves it (it gets a puid and becomes a normal
 * marker); deleting the temporary marker only removes it from the map.
 *
 *   idle --dragStart--> dragging --drop--> pending --submit--> saving --saved--> idle
 *     |                    |                 |  ^                 |
 *     +------placeAt-------|---------------->+  +------failed-----+
 *                          +--dragCancel--> idle      pending --cancel--> idle
 *
 * A drop the caller refused (too far from the building) never reaches this machine.
 */
export type PlacePoiState =
  | { name: 'idle' }
  | { name: 'dragging'; kind: NewPoiKind }
  | { name: 'pending'; kind: NewPoiKind; position: LatLng }
  | { name: 'saving'; kind: NewPoiKind; position: LatLng };

export type PlacePoiEvent =
  | { type: 'dragStart'; kind: NewPoiKind }
  | { type: 'dragCancel' }
  | { type: 'drop'; position: LatLng }
  | { type: 'placeAt'; kind: NewPoiKind; position: LatLng }
  | { type: 'move'; position: LatLng }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'failed' }
  | { type: 'cancel' };

export interface PlacePoiStep {
  state: PlacePoiState;
  accepted: boolean;
  /** True when the event was refused because a temporary marker is still open. */
  pendingFirst: boolean;
}

export const idlePlacePoi: PlacePoiState = { name: 'idle' };

const accept = (state: PlacePoiState): PlacePoiStep => ({
  state,
  accepted: true,
  pendingFirst: false,
});
const ignore = (state: PlacePoiState): PlacePoiStep => ({
  state,
  accepted: false,
  pendingFirst: false,
});
const finishFirst = (state: PlacePoiState): PlacePoiStep => ({
  state,
  accepted: false,
  pendingFirst: true,
});

export function placePoiTransition(state: PlacePoiState, event: PlacePoiEvent): PlacePoiStep {
  switch (state.name) {
    case 'idle':
      if (event.type === 'dragStart') return accept({ name: 'dragging', kind: event.kind });
      if (event.type === 'placeAt') {
        return accept({ name: 'pending', kind: event.kind, position: event.position });
      }
      return ignore(state);
    case 'dragging':
      if (event.type === 'drop') {
        return accept({ name: 'pending', kind: state.kind, position: event.position });
      }
      if (event.type === 'dragCancel' || event.type === 'cancel') return accept(idlePlacePoi);
      return ignore(state);
    case 'pending':
      if (event.type === 'dragStart' || event.type === 'placeAt') return finishFirst(state);
      if (event.type === 'move') return accept({ ...state, position: event.position });
      if (event.type === 'submit') {
        return accept({ name: 'saving', kind: state.kind, position: state.position });
      }
      if (event.type === 'cancel') return accept(idlePlacePoi);
      return ignore(state);
    case 'saving':
      if (event.type === 'dragStart' || event.type === 'placeAt') return finishFirst(state);
      if (event.type === 'saved') return accept(idlePlacePoi);
      if (event.type === 'failed') {
        return accept({ name: 'pending', kind: state.kind, position: state.position });
      }
      return ignore(state);
  }
}

/** The mode object: while a POI item is dragged, the map accepts it as a drop. */
export function createPlacePoiMode(
  kind: () => NewPoiKind | null,
  onDrop: (position: LatLng) => void,
): EditorMode {
  let removeDrop: (() => void) | null = null;
  return {
    id: 'place-poi',
    enter({ map }: ModeContext) {
      removeDrop?.();
      const item = kind();
      removeDrop = item ? installPaletteDrop(map, item, onDrop) : null;
    },
    exit() {
      removeDrop?.();
      removeDrop = null;
    },
  };
}
