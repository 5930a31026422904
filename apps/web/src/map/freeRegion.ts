import type { ScreenBox } from './visibleArea';

const width = (box: ScreenBox) => box.right - box.left;
const height = (box: ScreenBox) => box.bottom - box.top;

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The maximal rectangles of `bounds` that none of `covered` overlaps (the map less the
 * panels and buttons over it). Each covered box that overlaps a candidate is stepped
 * around on one of its four sides, so every maximal free rectangle is found; a handful
 * of boxes keeps the branching small. Empty when nothing of `bounds` is free.
 */
export function freeRectangles(bounds: ScreenBox, covered: readonly ScreenBox[]): ScreenBox[] {
  const found: ScreenBox[] = [];
  const visit = (region: ScreenBox) => {
    if (width(region) <= 0 || height(region) <= 0) return;
    const blocker = covered.find((box) => overlaps(box, region));
    if (!blocker) {
      found.push(region);
      return;
    }
    visit({ ...region, right: Math.min(region.right, blocker.left) });
    visit({ ...region, left: Math.max(region.left, blocker.right) });
    visit({ ...region, bottom: Math.min(region.bottom, blocker.top) });
    visit({ ...region, top: Math.max(region.top, blocker.bottom) });
  };
  visit(bounds);
  // Drop duplicates and rectangles inside another: only the maximal ones are useful.
  const inside = (a: ScreenBox, b: ScreenBox) =>
    a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
  return found.filter(
    (box, index) =>
      !found.some(
        (other, j) => j !== index && inside(box, other) && (!inside(other, box) || j < index),
      ),
  );
}

/** The free rectangle with the largest area, or null when nothing is free. */
export function largestFreeRectangle(
  bounds: ScreenBox,
  covered: readonly ScreenBox[],
): ScreenBox | null {
  let best: ScreenBox | null = null;
  for (const box of freeRectangles(bounds, covered)) {
    if (!best || width(box) * height(box) > width(best) * height(best)) best = box;
  }
  return best;
}

/**
 * The smallest pan that brings `box` (a popup) inside one of the free rectangles, each
 * shrunk by `margin`; [0, 0] when it already lies inside one. Positive x moves the view
 * right (content left), as map.panBy takes it. A box that no free rectangle holds is
 * brought inside `bounds` (the whole map: it then lies over a button, but on screen),
 * and a box larger than that by its top and left edges, where a popup's title and close
 * button are.
 */
export function panIntoFree(
  box: ScreenBox,
  free: readonly ScreenBox[],
  bounds: ScreenBox,
  margin: number,
): [number, number] {
  const shrink = (regions: readonly ScreenBox[]) =>
    regions
      .map((region) => ({
        left: region.left + margin,
        top: region.top + margin,
        right: region.right - margin,
        bottom: region.bottom - margin,
      }))
      .filter((region) => width(region) > 0 && height(region) > 0);
  const shrunk = shrink(free);
  const panInto = (region: ScreenBox): [number, number] => {
    const axis = (low: number, high: number, min: number, max: number) => {
      if (low < min || high - low > max - min) return low - min;
      if (high > max) return high - max;
      return 0;
    };
    return [
      axis(box.left, box.right, region.left, region.right),
      axis(box.top, box.bottom, region.top, region.bottom),
    ];
  };
  const fitting = shrunk.filter(
    (region) => width(region) >= width(box) && height(region) >= height(box),
  );
  if (fitting.length === 0) {
    const [whole] = shrink([bounds]);
    return whole ? panInto(whole) : [0, 0];
  }
  let best: [number, number] = panInto(fitting[0] as ScreenBox);
  for (const region of fitting.slice(1)) {
    const pan = panInto(region);
    if (Math.hypot(...pan) < Math.hypot(...best)) best = pan;
  }
  return best;
}
