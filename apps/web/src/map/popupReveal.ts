import type { Map as MapLibreMap, Popup as PopupInstance } from 'maplibre-gl';
import { type RefObject, useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MapAppearance } from './mapAppearance';
import { panToReveal } from './visibleArea';

/**
 * The one way popups stay on screen. Every popup of a map (space, POI, access point, the
 * forms of a new space or POI, the viewer's) is revealed when it opens and whenever its
 * content changes size: the map pans just enough to bring it into the free part of the
 * map (visibleArea.ts: clear of the control bar, the search row, the buttons on the map's
 * left and any mode panel). A popup that code moves to another place asks for the same
 * with useRevealPopup. A form shown as a bottom sheet (phone width, styles.css) is fixed
 * to the screen and needs no pan.
 */

/** Room kept between a popup and what covers the map, in pixels. */
const POPUP_MARGIN_PX = 16;
const POPUP_SELECTOR = '.maplibregl-popup';

const waiting = new WeakMap<MapLibreMap, { popups: Set<HTMLElement>; frame: number }>();

function reveal(map: MapLibreMap, popup: HTMLElement): void {
  if (!popup.isConnected || getComputedStyle(popup).position === 'fixed') return;
  const [dx, dy] = panToReveal(map.getContainer(), popup, POPUP_MARGIN_PX);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: MapAppearance.flyDurationMs / 3 });
}

/** Reveals `popup` on the next frame, once however often it is asked for in this one. */
export function schedulePopupReveal(map: MapLibreMap, popup: HTMLElement): void {
  let entry = waiting.get(map);
  if (!entry) {
    entry = { popups: new Set(), frame: 0 };
    waiting.set(map, entry);
  }
  entry.popups.add(popup);
  if (entry.frame !== 0) return;
  const current = entry;
  current.frame = requestAnimationFrame(() => {
    current.frame = 0;
    const popups = [...current.popups];
    current.popups.clear();
    // A popup opened with a camera flight (a POI chosen from a list) is revealed where
    // the flight ends; panning now would stop the flight halfway.
    if (map.isMoving()) {
      map.once('moveend', () => {
        for (const popup of popups) schedulePopupReveal(map, popup);
      });
      return;
    }
    for (const popup of popups) reveal(map, popup);
  });
}

/** Watches the map for popups opening and changing size; mounted once inside the map. */
export function RevealPopups(): null {
  const { current } = useMap();
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const container = map.getContainer();
    const resizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const popup = entry.target.closest<HTMLElement>(POPUP_SELECTOR);
        if (popup) schedulePopupReveal(map, popup);
      }
    });
    const watch = (popup: HTMLElement) => {
      // Observing reports the first size at once: that is the reveal on opening.
      resizes.observe(popup.querySelector('.maplibregl-popup-content') ?? popup);
    };
    const opened = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches(POPUP_SELECTOR)) watch(node);
        }
      }
    });
    opened.observe(container, { childList: true });
    for (const popup of container.querySelectorAll<HTMLElement>(`:scope > ${POPUP_SELECTOR}`)) {
      watch(popup);
    }
    return () => {
      opened.disconnect();
      resizes.disconnect();
    };
  }, [current]);
  return null;
}

/**
 * For a popup that code moves without closing it (a pending marker dragged elsewhere,
 * the info window switched to another POI): reveals it again whenever `revealKey`
 * changes; null does nothing (a form being saved stays where it is).
 */
export function useRevealPopup(
  popupRef: RefObject<PopupInstance | null>,
  revealKey: string | null,
): void {
  const { current: map } = useMap();
  useEffect(() => {
    if (revealKey === null || !map) return;
    const popup = popupRef.current?.getElement();
    if (popup) schedulePopupReveal(map.getMap(), popup);
  }, [revealKey, map, popupRef]);
}
