import { MapDefaults, spacePosition } from '@indoor/domain';
import { useEffect, useRef, useState } from 'react';
import { useCamera } from '../map/camera';
import { restoreSelection, useSelectionStore } from '../state/selection';
import { useSelectedSpace } from './useSelectedSpace';

/**
 * Keeps the selection and the server in step on the main screen
 * (docs/spaces-and-campuses.md#selection):
 * - on load, the stored selection is restored and the map jumps to the space at zoom 19
 *   (no flight: the first render is not delayed by an animation nobody asked for);
 * - a fresh copy of the selected space refreshes the stored snapshot;
 * - a selected space the server no longer shows is unselected.
 */
export function useSelectionSync(): void {
  const [restored] = useState(restoreSelection);
  const camera = useCamera();
  const selected = useSelectedSpace();
  const flown = useRef(false);
  const rememberSpace = useSelectionStore((state) => state.rememberSpace);
  const clearSelection = useSelectionStore((state) => state.clearSelection);

  useEffect(() => {
    if (flown.current || !camera.ready || !restored.buid) return;
    // The user chose something else before the map was ready: that choice wins.
    if (selected.buid !== restored.buid) {
      flown.current = true;
      return;
    }
    const space = restored.space ?? selected.space;
    const position = space ? spacePosition(space) : null;
    if (!position) return;
    flown.current = true;
    camera.flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom }, { animate: false });
  }, [camera, restored, selected.buid, selected.space]);

  useEffect(() => {
    if (selected.space) rememberSpace(selected.space);
  }, [selected.space, rememberSpace]);

  useEffect(() => {
    if (selected.notFound) clearSelection();
  }, [selected.notFound, clearSelection]);
}
