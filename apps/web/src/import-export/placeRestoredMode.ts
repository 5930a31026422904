import type { LatLng } from '@indoor/domain';
import type { MapMouseEvent } from 'maplibre-gl';
import { create } from 'zustand';
import { enterMode, leaveMode } from '../editor/editor';
import type { EditorMode } from '../editor/mode';
import { fromLngLat } from '../map/lngLat';

/**
 * The place-restored mode: after a restore the copy lies on its original; one click on
 * the map says where its point goes (the whole building moves with it). Escape cancels.
 */
export const usePlaceRestoredStore = create<{ buid: string | null }>()(() => ({ buid: null }));

let onPlace: ((position: LatLng) => void) | null = null;
let detach: (() => void) | null = null;

export const placeRestoredMode: EditorMode = {
  id: 'place-restored',
  takesMapClicks: true,
  enter({ map }) {
    const canvas = map.getCanvas();
    const previousCursor = canvas.style.cursor;
    canvas.style.cursor = 'crosshair';
    const onClick = (event: MapMouseEvent) => {
      const place = onPlace;
      const position = fromLngLat(event.lngLat);
      // The mode ends once every handler of this click has run, so none of them (a POI
      // icon or an access point under the pointer) takes the click as its own.
      map.off('click', onClick);
      queueMicrotask(() => {
        leaveMode(placeRestoredMode);
        place?.(position);
      });
    };
    map.on('click', onClick);
    detach = () => {
      map.off('click', onClick);
      canvas.style.cursor = previousCursor;
    };
  },
  exit() {
    detach?.();
    detach = null;
    onPlace = null;
    usePlaceRestoredStore.setState({ buid: null });
  },
  escape() {
    leaveMode(placeRestoredMode);
  },
};

/** Starts the one-click placement of the restored space `buid`; `place` gets the clicked point. */
export function startPlacingRestored(buid: string, place: (position: LatLng) => void): void {
  enterMode(placeRestoredMode);
  onPlace = place;
  usePlaceRestoredStore.setState({ buid });
}
