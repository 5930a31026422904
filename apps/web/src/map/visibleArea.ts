import { freeRectangles, panIntoFree } from './freeRegion';

/** A box in client (viewport) pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const CONTROL_BAR_SELECTOR = '[data-testid="control-bar"]';
const TOP_LEFT_OVERLAY_SELECTOR = '.map-overlay--top-left';

/**
 * The part of the map the user actually sees: the control bar covers the right side of
 * the map on wide screens and its bottom on narrow ones (styles.css). Without a control
 * bar (the viewer) it is the whole map.
 */
export function visibleMapBox(
  container: HTMLElement,
  { belowTopControls = false }: { belowTopControls?: boolean } = {},
): ScreenBox {
  const map = container.getBoundingClientRect();
  const box = { left: map.left, top: map.top, right: map.right, bottom: map.bottom };
  const bar = document.querySelector(CONTROL_BAR_SELECTOR)?.getBoundingClientRect();
  if (bar && bar.width > 0) {
    const middleX = (map.left + map.right) / 2;
    const middleY = (map.top + map.bottom) / 2;
    if (bar.left > middleX) box.right = Math.min(box.right, bar.left);
    else if (bar.top > middleY) box.bottom = Math.min(box.bottom, bar.top);
  }
  if (belowTopControls) {
    // The search box and map-type dropdown sit above the map at the top left.
    const controls = document.querySelector(TOP_LEFT_OVERLAY_SELECTOR)?.getBoundingClientRect();
    if (controls && controls.height > 0) box.top = Math.max(box.top, controls.bottom);
  }
  return box;
}

/**
 * The map padding that makes the map's centre the middle of the visible part: what the
 * camera centres on (search, selection, centring) is then never under the control bar.
 */
export function coveredMapPadding(container: HTMLElement): {
  top: number;
  right: number;
  bottom: number;
  left: number;
} {
  const map = container.getBoundingClientRect();
  const visible = visibleMapBox(container);
  return { top: 0, left: 0, right: map.right - visible.right, bottom: map.bottom - visible.bottom };
}

/**
 * Everything that draws over the map and would hide what lies under it: the control bar,
 * the search row (the viewer's card), the buttons down the map's left side, a mode's panel, the attribution
 * and the POI legend.
 * Popups are not listed: they are what gets moved out of the way of these.
 */
const MAP_COVER_SELECTORS = [
  CONTROL_BAR_SELECTOR,
  TOP_LEFT_OVERLAY_SELECTOR,
  // The viewer's card and map-type choice on a phone, where they stand on their own.
  '[data-testid="viewer-card"]',
  '.map-type-select',
  '.layer-quick-actions',
  '.zoom-controls',
  '.map-floor-control',
  '.floor-plan-toolbar',
  '.map-toolbar',
  '.viewer-navigation-dock',
  '.base-map-notice',
  '.maplibregl-ctrl-bottom-left',
  '.poi-legend',
].join(', ');

/**
 * The boxes of what covers the map (MAP_COVER_SELECTORS unless a screen names its own
 * covers), in the map container's pixels.
 */
export function mapCoverBoxes(
  container: HTMLElement,
  selectors: string = MAP_COVER_SELECTORS,
): ScreenBox[] {
  const map = container.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>(selectors)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      left: box.left - map.left,
      top: box.top - map.top,
      right: box.right - map.left,
      bottom: box.bottom - map.top,
    }));
}

/**
 * How far to pan so that `element` (a popup) lies in the free part of the map (the map
 * less mapCoverBoxes) with a margin; [0, 0] when it already does. Positive x moves the
 * view right (content left).
 */
export function panToReveal(
  container: HTMLElement,
  element: HTMLElement,
  margin: number,
): [number, number] {
  const map = container.getBoundingClientRect();
  const bounds = { left: 0, top: 0, right: map.width, bottom: map.height };
  const free = freeRectangles(bounds, mapCoverBoxes(container));
  const box = element.getBoundingClientRect();
  return panIntoFree(
    {
      left: box.left - map.left,
      top: box.top - map.top,
      right: box.right - map.left,
      bottom: box.bottom - map.top,
    },
    free,
    bounds,
    margin,
  );
}
