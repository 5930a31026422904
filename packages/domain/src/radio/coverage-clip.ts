import type { LatLng } from '../geo/coordinates.js';
import { localFrame } from '../geo/local-frame.js';
import type { PlanOutline } from './radiomap-placement.js';

/**
 * Coverage squares stay on the floor's placed plan (docs/wifi-layers.md#coverage): a cell is
 * kept when its centre lies inside the plan's outline (its corners, rotation included) or on
 * its edge. Without an outline (the floor has no plan) every cell is kept.
 */
export function keepInsideOutline<T extends LatLng>(
  points: readonly T[],
  outline: PlanOutline | null,
): T[] {
  const first = outline?.[0];
  if (!outline || !first || outline.length < 3) return [...points];
  const frame = localFrame(first);
  const corners = outline.map((corner) => frame.toMetres(corner));
  // The crossing-number test: a point is inside when a ray to the east crosses the outline
  // an odd number of times; points on an edge count as inside.
  const onEdge = (x: number, y: number): boolean =>
    corners.some((a, i) => {
      const b = corners[(i + 1) % corners.length] as typeof a;
      const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length === 0 || Math.abs(cross) / length > 1e-6) return false;
      const t = ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / (length * length);
      return t >= 0 && t <= 1;
    });
  const inside = (x: number, y: number): boolean => {
    let odd = false;
    for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
      const a = corners[i] as { x: number; y: number };
      const b = corners[j] as { x: number; y: number };
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    }
    return odd || onEdge(x, y);
  };
  return points.filter((point) => {
    const { x, y } = frame.toMetres(point);
    return inside(x, y);
  });
}
