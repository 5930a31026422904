import { union } from '@turf/union';
import { pointInRing, ringSignedArea, withoutRepeats, type XY } from '../imdf/geometry.js';
import type { LonLat } from './types.js';

/*
 * The plane geometry of the planner's room editor (docs/rooms.md#editing): snapping a pointer
 * to the corners and walls of the rooms around it, the right angle Shift draws, a room cut in
 * two along a line and two rooms joined into one. Points are [x, y] in any flat frame: screen
 * pixels for snapping (tolerances are pixels), [longitude, latitude] for splitting and
 * joining (a cut and a union are the same in every affine frame).
 */

/** A point of a flat frame: [x, y] (screen pixels, or [longitude, latitude]). */
export type PlanePoint = XY;

/** An open ring (no closing repeat) that the pointer may snap to, with its owner's id. */
export interface SnapRing {
  id: string;
  corners: readonly XY[];
}

/** Where the pointer snapped: onto a corner or onto a wall (an edge) of the ring `id`. */
export interface Snap {
  point: XY;
  kind: 'corner' | 'edge';
  id: string;
  /** The corner's index, or the index of the edge's first corner. */
  index: number;
}

/** The point of segment ab nearest to p. */
export function nearestOnSegment(p: XY, a: XY, b: XY): XY {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return a;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return [a[0] + t * dx, a[1] + t * dy];
}

const distance = (a: XY, b: XY) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * The corner within `tolerance` of p nearest to it, else the nearest point on an edge within
 * `tolerance`, else null: a corner wins over a wall, so that rooms meet corner to corner.
 */
export function snapToRings(p: XY, rings: readonly SnapRing[], tolerance: number): Snap | null {
  let corner: Snap | null = null;
  let cornerDistance = tolerance;
  let edge: Snap | null = null;
  let edgeDistance = tolerance;
  for (const { id, corners } of rings) {
    corners.forEach((c, index) => {
      const d = distance(p, c);
      if (d <= cornerDistance) {
        cornerDistance = d;
        corner = { point: c, kind: 'corner', id, index };
      }
      const next = corners[(index + 1) % corners.length];
      if (!next || corners.length < 2) return;
      const on = nearestOnSegment(p, c, next);
      const dEdge = distance(p, on);
      if (dEdge <= edgeDistance) {
        edgeDistance = dEdge;
        edge = { point: on, kind: 'edge', id, index };
      }
    });
  }
  return corner ?? edge;
}

/**
 * The point the next corner goes to when Shift holds the new edge at a right angle: from
 * `last`, straight on along the edge `previous`→`last` or square to it, whichever is nearer
 * to p; without a previous edge, level or plumb on the screen.
 */
export function rightAngleCorner(previous: XY | null, last: XY, p: XY): XY {
  const vx = p[0] - last[0];
  const vy = p[1] - last[1];
  let ux = 1;
  let uy = 0;
  if (previous) {
    const length = distance(previous, last);
    if (length > 0) {
      ux = (last[0] - previous[0]) / length;
      uy = (last[1] - previous[1]) / length;
    }
  }
  const along = vx * ux + vy * uy;
  const across = -vx * uy + vy * ux;
  if (Math.abs(along) >= Math.abs(across)) return [last[0] + along * ux, last[1] + along * uy];
  return [last[0] - across * uy, last[1] + across * ux];
}

/** Where segment ab crosses segment cd: t along ab and s along cd, or null when parallel. */
function crossing(a: XY, b: XY, c: XY, d: XY): { t: number; s: number } | null {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return null;
  const qx = c[0] - a[0];
  const qy = c[1] - a[1];
  return { t: (qx * sy - qy * sx) / denominator, s: (qx * ry - qy * rx) / denominator };
}

/** Parameters this close to an end of an edge count as its corner. */
const END = 1e-9;

/**
 * The two rings a straight cut from a to b makes of `ring` (open, no closing repeat), or null
 * unless the cut crosses the outline exactly twice with the part between inside it (a cut
 * that ends inside the room, runs outside it or only touches it cuts nothing). Each new
 * ring starts at a point of the cut, as the old ring's corners follow it.
 */
export function splitRing(ring: readonly XY[], a: XY, b: XY): [XY[], XY[]] | null {
  const corners = withoutRepeats(ring);
  const n = corners.length;
  if (n < 3) return null;
  const hits: { t: number; edge: number; s: number; point: XY }[] = [];
  for (let i = 0; i < n; i += 1) {
    const c = corners[i] as XY;
    const d = corners[(i + 1) % n] as XY;
    const hit = crossing(a, b, c, d);
    // A crossing at an edge's first corner is counted with the edge before it.
    if (!hit || hit.t < 0 || hit.t > 1 || hit.s <= END || hit.s > 1 + END) continue;
    const s = Math.min(hit.s, 1);
    hits.push({
      t: hit.t,
      edge: i,
      s,
      point: [c[0] + s * (d[0] - c[0]), c[1] + s * (d[1] - c[1])],
    });
  }
  if (hits.length !== 2) return null;
  const [first, second] = [...hits].sort((p, q) => p.edge - q.edge) as [
    (typeof hits)[number],
    (typeof hits)[number],
  ];
  if (first.edge === second.edge) return null;
  const middle: XY = [
    (first.point[0] + second.point[0]) / 2,
    (first.point[1] + second.point[1]) / 2,
  ];
  if (!pointInRing(middle, corners)) return null;
  // A cut through a corner (s = 1) reuses that corner instead of repeating it.
  const after = (hit: (typeof hits)[number]) => (hit.s >= 1 - END ? hit.edge + 2 : hit.edge + 1);
  const one: XY[] = [first.point];
  for (let i = after(first); i <= second.edge; i += 1) one.push(corners[i % n] as XY);
  one.push(second.point);
  const two: XY[] = [second.point];
  for (let i = after(second); i <= first.edge + n; i += 1) two.push(corners[i % n] as XY);
  two.push(first.point);
  const parts = [withoutRepeats(one), withoutRepeats(two)];
  if (parts.some((part) => part.length < 3 || Math.abs(ringSignedArea(part)) === 0)) return null;
  return parts as [XY[], XY[]];
}

/** A closed outline ([lon, lat] corners, the last repeating the first) from an open ring. */
export function closeRing(corners: readonly XY[]): LonLat[] {
  const open = withoutRepeats(corners);
  const first = open[0];
  return first ? [...open, first].map(([x, y]) => [x, y]) : [];
}

/**
 * The one outline of two rooms joined (closed [lon, lat] rings), or null when they do not
 * share a stretch of wall (the union falls apart in two), or the union has a hole (a room
 * of the product has none). The union is @turf/union's.
 */
export function mergeOutlines(a: readonly LonLat[], b: readonly LonLat[]): LonLat[] | null {
  const feature = (ring: readonly LonLat[]) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates: [closeRing(ring)] },
  });
  const joined = union({ type: 'FeatureCollection', features: [feature(a), feature(b)] });
  if (!joined) return null;
  const { geometry } = joined;
  let rings: number[][][] | undefined;
  if (geometry.type === 'Polygon') rings = geometry.coordinates;
  else if (geometry.coordinates.length === 1) rings = geometry.coordinates[0];
  if (rings?.length !== 1 || !rings[0]) return null;
  // Two rooms meeting at one corner only union into a ring that passes that corner twice.
  const outer = withoutRepeats(rings[0].map(([x, y]) => [x ?? 0, y ?? 0] as XY));
  const seen = new Set(outer.map(([x, y]) => `${x},${y}`));
  if (seen.size !== outer.length) return null;
  return closeRing(outer);
}
