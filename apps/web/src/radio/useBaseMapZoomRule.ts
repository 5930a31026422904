import { baseMapOnZoomChange } from '@indoor/domain';
import { useEffect } from 'react';
import { readPreviousMapType, useUiStore } from '../state/ui';
import { atMaxZoom } from './coverage';

/**
 * The zoom-change rule for the base map (docs/wifi-layers.md#zoom-bands): at the maximum zoom with
 * the fingerprint markers shown the custom tile type takes over (the previous type saved as
 * previousMapTypeId); below it the custom tile type reverts to the saved type.
 */
export function useBaseMapZoomRule(zoom: number | null, markersShown: boolean): void {
  useEffect(() => {
    if (zoom === null) return;
    const atMax = atMaxZoom(zoom);
    const { mapType, setMapTypeForZoom } = useUiStore.getState();
    const state = { mapType, previous: readPreviousMapType() };
    const next = baseMapOnZoomChange(state, atMax, markersShown);
    if (next !== state) setMapTypeForZoom(next.mapType, next.previous);
  }, [zoom, markersShown]);
}
