import type { Locator, Page } from 'playwright-core';

/** A box on the screen in CSS pixels, as Playwright's boundingBox gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `inner` lies within `outer`, half a pixel of rounding allowed. */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return box;
}

/**
 * Whether what the user would hit at each point (elementFromPoint) is `selector`'s
 * element or inside it: nothing else draws over it there. One line per covered point.
 */
export async function uncoveredAt(
  page: Page,
  selector: string,
  points: { x: number; y: number }[],
): Promise<string[]> {
  return page.evaluate(
    ({ selector, points }) => {
      const target = document.querySelector(selector);
      return points.flatMap(({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        if (target && hit && (hit === target || target.contains(hit))) return [];
        const name = hit
          ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}`
          : 'nothing';
        return [`(${Math.round(x)}, ${Math.round(y)}) shows ${name}`];
      });
    },
    { selector, points },
  );
}

/** The four corners of a box, `inset` pixels inside it. */
export const cornersOf = (box: Box, inset = 3) => [
  { x: box.x + inset, y: box.y + inset },
  { x: box.x + box.width - inset, y: box.y + inset },
  { x: box.x + box.width - inset, y: box.y + box.height - inset },
  { x: box.x + inset, y: box.y + box.height - inset },
];
