import type { LatLng } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { fromLngLat } from '../../map/lngLat';

/** The items of the drag palettes: a space, a POI and a connector. */
export type PaletteItem = 'space' | 'poi' | 'connector';

/** The drag-data type that marks a drag as coming from one of our palettes. */
export const PALETTE_MIME = 'application/x-indoor-palette';

/** Marks a native drag as carrying a palette item (call from the item's dragstart). */
export function startPaletteDrag(dataTransfer: DataTransfer | null, item: PaletteItem): void {
  if (!dataTransfer) return;
  dataTransfer.setData(PALETTE_MIME, item);
  dataTransfer.effectAllowed = 'copy';
}

const carriesPaletteItem = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes(PALETTE_MIME);

/**
 * Behavior shared by the placing modes: accepts a palette item dropped on the map and
 * reports the geographic position under the pointer. Returns the function that removes it.
 */
export function installPaletteDrop(
  map: Pick<MapLibreMap, 'getContainer' | 'unproject'>,
  item: PaletteItem,
  onDrop: (position: LatLng) => void,
): () => void {
  const container = map.getContainer();
  const onDragOver = (event: DragEvent) => {
    if (!carriesPaletteItem(event)) return;
    // Without this the browser refuses the drop.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDropEvent = (event: DragEvent) => {
    if (!carriesPaletteItem(event)) return;
    event.preventDefault();
    if (event.dataTransfer?.getData(PALETTE_MIME) !== item) return;
    const box = container.getBoundingClientRect();
    onDrop(fromLngLat(map.unproject([event.clientX - box.left, event.clientY - box.top])));
  };
  container.addEventListener('dragover', onDragOver);
  container.addEventListener('drop', onDropEvent);
  return () => {
    container.removeEventListener('dragover', onDragOver);
    container.removeEventListener('drop', onDropEvent);
  };
}
