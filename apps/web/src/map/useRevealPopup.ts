import { MapAppearance } from '@indoor/domain';
import type { Popup as PopupInstance } from 'maplibre-gl';
import { type RefObject, useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { panToReveal } from './visibleArea';

/** Room kept between a popup and the edges of the visible map, in pixels. */
const POPUP_MARGIN_PX = 16;

/**
 * A popup cut off by the map's edge or the control bar: the map pans to show it. Runs
 * whenever `revealKey` changes (a new position or another object); null does nothing.
 */
export function useRevealPopup(
  popupRef: RefObject<PopupInstance | null>,
  revealKey: string | null,
): void {
  const { current: map } = useMap();
  useEffect(() => {
    if (revealKey === null || !map) return;
    const frame = requestAnimationFrame(() => {
      const element = popupRef.current?.getElement();
      if (!element) return;
      const [dx, dy] = panToReveal(map.getContainer(), element, POPUP_MARGIN_PX);
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: MapAppearance.flyDurationMs / 3 });
    });
    return () => cancelAnimationFrame(frame);
  }, [revealKey, map, popupRef]);
}
