import type { LatLng } from '../geo/coordinates.js';
import { type LocalMetres, localFrame } from '../geo/local-frame.js';
import type { PlanOutline } from './radiomap-placement.js';

/**
 * Coverage squares stay on the floor's placed plan (docs/wifi-layers.md#coverage): each square is
 * cut to the plan's outline (its corners, rotation included), and a square wholly outside it
 * is not drawn. Without an outline (the floor has no plan) squares are drawn whole.
 */

/** Twice the signed area of a ring in a local frame: positive when it turns anticlockwise. */
function signedArea2(ring: readonly LocalMetres[]): number {
  let area = 0;
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as LocalMetres;
    area += a.x * b.y - b.x * a.y;
  });
  return area;
}

/**
 * The part of a ring (a square's corners, not closed) inside a convex outline, by
 * Sutherland-Hodgman clipping in the outline's local frame: the ring unchanged without an
 * outline, an empty list when nothing of it is inside. Plans are parallelograms, so convex.
 */
export function clipRingToOutline(ring: readonly LatLng[], outline: PlanOutline | null): LatLng[] {
  const first = outline?.[0];
  if (!outline || !first || outline.length < 3) return [...ring];
  const frame = localFrame(first);
  const corners = outline.map((corner) => frame.toMetres(corner));
  const turn = Math.sign(signedArea2(corners));
  if (turn === 0) return [...ring];
  let polygon: LocalMetres[] = ring.map((p) => frame.toMetres(p));
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] as LocalMetres;
    const side = (p: LocalMetres) => turn * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const input = polygon;
    polygon = [];
    input.forEach((current, j) => {
      const previous = input[(j + input.length - 1) % input.length] as LocalMetres;
      const [sc, sp] = [side(current), side(previous)];
      if (sc >= 0) {
        if (sp < 0) polygon.push(crossing(previous, current, sp, sc));
        polygon.push(current);
      } else if (sp >= 0) {
        polygon.push(crossing(previous, current, sp, sc));
      }
    });
  });
  if (polygon.length < 3 || Math.abs(signedArea2(polygon)) < 1e-9) return [];
  return polygon.map((m) => frame.toLatLng(m));
}

/** Where the segment p..q crosses an edge, from the two sides' signed distances. */
function crossing(p: LocalMetres, q: LocalMetres, sp: number, sq: number): LocalMetres {
  const t = sp / (sp - sq);
  return { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) };
}
