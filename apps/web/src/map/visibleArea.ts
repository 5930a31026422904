import type { FitPadding } from './camera';
import { freeRectangles, panIntoFree } from './freeRegion';

/** A box in client (viewport) pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The planner's control bar (a side panel, or a sheet over the map's bottom on a phone). */
export const CONTROL_BAR_SELECTOR = '[data-testid="control-bar"]';
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
  const box = element.getBoundingClientRect();
  return panToRevealBox(
    container,
    {
      left: box.left - map.left,
      top: box.top - map.top,
      right: box.right - map.left,
      bottom: box.bottom - map.top,
    },
    margin,
  );
}

/** The same for a box in the map container's pixels (a point drawn on the map). */
export function panToRevealBox(
  container: HTMLElement,
  box: ScreenBox,
  margin: number,
): [number, number] {
  const map = container.getBoundingClientRect();
  if (map.width === 0 || map.height === 0) return [0, 0];
  const bounds = { left: 0, top: 0, right: map.width, bottom: map.height };
  return panIntoFree(box, freeRectangles(bounds, mapCoverBoxes(container)), bounds, margin);
}

/**
 * The padding that keeps a framed box clear of what covers the map: each cover is cut
 * off along the map edge that loses the least area (the directions sheet at a phone's
 * bottom, the directions panel at a desktop's right, the card at the top), plus a margin.
 * Where the covers leave too little room, only the margin is kept: a route under a panel
 * is better than none.
 */
export function clearPadding(
  size: { width: number; height: number },
  covers: readonly ScreenBox[],
  margin: number,
  minFree: number,
): FitPadding {
  const padding: FitPadding = { top: margin, right: margin, bottom: margin, left: margin };
  const { width, height } = size;
  for (const cover of covers) {
    const left = Math.max(0, cover.left);
    const top = Math.max(0, cover.top);
    const right = Math.min(width, cover.right);
    const bottom = Math.min(height, cover.bottom);
    if (right <= left || bottom <= top) continue;
    const cuts = [
      { side: 'top', by: bottom, lost: bottom * width },
      { side: 'bottom', by: height - top, lost: (height - top) * width },
      { side: 'left', by: right, lost: right * height },
      { side: 'right', by: width - left, lost: (width - left) * height },
    ] as const;
    const best = cuts.reduce((a, b) => (b.lost < a.lost ? b : a));
    padding[best.side] = Math.max(padding[best.side], best.by + margin);
  }
  const fits =
    width - padding.left - padding.right >= minFree &&
    height - padding.top - padding.bottom >= minFree;
  return fits ? padding : { top: margin, right: margin, bottom: margin, left: margin };
}

/**
 * The padding that frames a box on the planner's map clear of what `selectors` name (the
 * search row, the Layers button, the zoom and floor buttons…), on top of the map's own
 * padding, which already keeps the control bar out (coveredMapPadding).
 */
export function framingPadding(
  container: HTMLElement,
  selectors: string,
  margin: number,
  minFree: number,
): FitPadding {
  const covered = coveredMapPadding(container);
  const size = {
    width: container.clientWidth - covered.right,
    height: container.clientHeight - covered.bottom,
  };
  return clearPadding(size, mapCoverBoxes(container, selectors), margin, minFree);
}
