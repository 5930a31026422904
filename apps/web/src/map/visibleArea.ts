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
 * How far to pan so that `element` (a popup) lies inside the visible part with a margin;
 * [0, 0] when it already does. Positive x moves the view right (content left).
 */
export function panToReveal(
  container: HTMLElement,
  element: HTMLElement,
  margin: number,
): [number, number] {
  const visible = visibleMapBox(container, { belowTopControls: true });
  const box = element.getBoundingClientRect();
  let dx = 0;
  let dy = 0;
  if (box.top < visible.top + margin) dy = box.top - (visible.top + margin);
  else if (box.bottom > visible.bottom - margin) dy = box.bottom - (visible.bottom - margin);
  if (box.left < visible.left + margin) dx = box.left - (visible.left + margin);
  else if (box.right > visible.right - margin) dx = box.right - (visible.right - margin);
  return [dx, dy];
}
