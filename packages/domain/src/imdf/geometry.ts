/**
 * Plane geometry for the IMDF validator, in metres of a local frame (geo/local-frame.ts):
 * point in polygon, distance to a boundary, segment intersection, ring simplicity and the
 * area two polygons share. Rings here are open (the closing position of GeoJSON dropped);
 * a polygon is its outer ring followed by its holes.
 */

/** Metres east (x) and north (y) of a local origin. */
export type XY = readonly [number, number];
export type Ring = readonly XY[];
export type PolygonRings = readonly Ring[];

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Below this (in metres or square metres) a length, cross product or area counts as zero. */
const EPSILON = 1e-9;

const x = (p: XY) => p[0];
const y = (p: XY) => p[1];

/** Twice the signed area of a, b, c: positive when they turn left (counter-clockwise). */
export function cross(a: XY, b: XY, c: XY): number {
  return (x(b) - x(a)) * (y(c) - y(a)) - (y(b) - y(a)) * (x(c) - x(a));
}

export function boxOfPoints(points: readonly XY[]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [px, py] of points) {
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  return { minX, minY, maxX, maxY };
}

export function mergeBoxes(boxes: readonly Box[]): Box {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/** Whether two boxes share a point, after growing `a` by `margin` on every side. */
export function boxesOverlap(a: Box, b: Box, margin = 0): boolean {
  return (
    a.minX - margin <= b.maxX &&
    b.minX <= a.maxX + margin &&
    a.minY - margin <= b.maxY &&
    b.minY <= a.maxY + margin
  );
}

/** Whether two boxes share an area (not only an edge or a corner). */
export function boxesShareArea(a: Box, b: Box): boolean {
  return (
    Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX) > EPSILON &&
    Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY) > EPSILON
  );
}

function onSegment(p: XY, a: XY, b: XY): boolean {
  return (
    Math.min(x(a), x(b)) - EPSILON <= x(p) &&
    x(p) <= Math.max(x(a), x(b)) + EPSILON &&
    Math.min(y(a), y(b)) - EPSILON <= y(p) &&
    y(p) <= Math.max(y(a), y(b)) + EPSILON
  );
}

/** Whether segments ab and cd share at least one point (touching counts). */
export function segmentsIntersect(a: XY, b: XY, c: XY, d: XY): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  ) {
    return true;
  }
  return (
    (Math.abs(d1) <= EPSILON && onSegment(a, c, d)) ||
    (Math.abs(d2) <= EPSILON && onSegment(b, c, d)) ||
    (Math.abs(d3) <= EPSILON && onSegment(c, a, b)) ||
    (Math.abs(d4) <= EPSILON && onSegment(d, a, b))
  );
}

const samePoint = (a: XY, b: XY) =>
  Math.abs(x(a) - x(b)) <= EPSILON && Math.abs(y(a) - y(b)) <= EPSILON;

/** The ring without repeated consecutive positions (nor a closing repeat of the first). */
export function withoutRepeats(ring: Ring): XY[] {
  const out: XY[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || !samePoint(last, p)) out.push(p);
  }
  while (out.length > 1 && samePoint(out[0] as XY, out[out.length - 1] as XY)) out.pop();
  return out;
}

/**
 * Whether a ring is not simple: two of its edges cross or touch anywhere but at the vertex
 * they share, an edge doubles back on the one before it, or fewer than three distinct
 * positions are left. Edges are swept in order of their west end, so only edges whose
 * x-ranges overlap are compared.
 */
export function ringSelfIntersects(ring: Ring): boolean {
  const points = withoutRepeats(ring);
  const n = points.length;
  if (n < 3) return true;
  const edges = points.map((a, i) => {
    const b = points[(i + 1) % n] as XY;
    return { i, a, b, minX: Math.min(x(a), x(b)), maxX: Math.max(x(a), x(b)) };
  });
  for (let i = 0; i < n; i += 1) {
    const a = points[i] as XY;
    const b = points[(i + 1) % n] as XY;
    const c = points[(i + 2) % n] as XY;
    // A spike: the next edge runs back along this one.
    if (Math.abs(cross(a, b, c)) <= EPSILON) {
      const dot = (x(b) - x(a)) * (x(c) - x(b)) + (y(b) - y(a)) * (y(c) - y(b));
      if (dot < 0) return true;
    }
  }
  const sorted = [...edges].sort((e, f) => e.minX - f.minX);
  for (let s = 0; s < sorted.length; s += 1) {
    const e = sorted[s];
    if (!e) continue;
    for (let t = s + 1; t < sorted.length; t += 1) {
      const f = sorted[t];
      if (!f || f.minX > e.maxX + EPSILON) break;
      const gap = Math.abs(e.i - f.i);
      if (gap === 1 || gap === n - 1) continue;
      if (segmentsIntersect(e.a, e.b, f.a, f.b)) return true;
    }
  }
  return false;
}

/** The signed area of an open ring, positive when counter-clockwise. */
export function ringSignedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i] as XY;
    const b = ring[(i + 1) % ring.length] as XY;
    sum += x(a) * y(b) - x(b) * y(a);
  }
  return sum / 2;
}

/** The area of a polygon: its outer ring less its holes. */
export function polygonArea(polygon: PolygonRings): number {
  return polygon.reduce(
    (sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ringSignedArea(ring)),
    0,
  );
}

/** Whether a ring turns the same way at every corner (straight corners allowed). */
export function ringIsConvex(ring: Ring): boolean {
  const points = withoutRepeats(ring);
  let sign = 0;
  for (let i = 0; i < points.length; i += 1) {
    const turn = cross(
      points[i] as XY,
      points[(i + 1) % points.length] as XY,
      points[(i + 2) % points.length] as XY,
    );
    if (Math.abs(turn) <= EPSILON) continue;
    if (sign === 0) sign = Math.sign(turn);
    else if (Math.sign(turn) !== sign) return false;
  }
  return points.length >= 3;
}

/** Even-odd test; a point on the boundary may fall either way (callers add a tolerance). */
export function pointInRing(p: XY, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i] as XY;
    const b = ring[j] as XY;
    if (y(a) > y(p) !== y(b) > y(p)) {
      const atY = x(a) + ((y(p) - y(a)) * (x(b) - x(a))) / (y(b) - y(a));
      if (x(p) < atY) inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and in none of the holes. */
export function pointInPolygon(p: XY, polygon: PolygonRings): boolean {
  const [outer, ...holes] = polygon;
  return !!outer && pointInRing(p, outer) && !holes.some((hole) => pointInRing(p, hole));
}

export function distanceToSegment(p: XY, a: XY, b: XY): number {
  const dx = x(b) - x(a);
  const dy = y(b) - y(a);
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((x(p) - x(a)) * dx + (y(p) - y(a)) * dy) / lengthSquared));
  return Math.hypot(x(p) - (x(a) + t * dx), y(p) - (y(a) + t * dy));
}

/** The distance from a point to the nearest edge of any of the rings. */
export function distanceToBoundary(p: XY, rings: readonly Ring[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 1) {
      const d = distanceToSegment(p, ring[i] as XY, ring[(i + 1) % ring.length] as XY);
      if (d < best) best = d;
    }
  }
  return best;
}

export type Triangle = readonly [XY, XY, XY];

function pointInTriangle(p: XY, a: XY, b: XY, c: XY): boolean {
  return cross(a, b, p) >= -EPSILON && cross(b, c, p) >= -EPSILON && cross(c, a, p) >= -EPSILON;
}

/**
 * Ear clipping of a simple ring into counter-clockwise triangles that cover it exactly
 * (collinear and repeated positions dropped first). A ring that is not simple gives
 * triangles that may not cover it; the validator reports such rings before measuring areas.
 */
export function triangulateRing(ring: Ring): Triangle[] {
  const points = withoutRepeats(ring);
  if (ringSignedArea(points) < 0) points.reverse();
  const indices = points.map((_, i) => i);
  const triangles: Triangle[] = [];
  const at = (k: number) => points[indices[(k + indices.length) % indices.length] as number] as XY;
  let k = 0;
  let sinceLastEar = 0;
  while (indices.length > 3 && sinceLastEar <= indices.length) {
    const a = at(k - 1);
    const b = at(k);
    const c = at(k + 1);
    const turn = cross(a, b, c);
    if (Math.abs(turn) <= EPSILON) {
      // A straight (or doubled-back) vertex adds no area: drop it.
      indices.splice(k % indices.length, 1);
      sinceLastEar = 0;
      continue;
    }
    let isEar = turn > 0;
    if (isEar) {
      for (const index of indices) {
        const p = points[index] as XY;
        if (p === a || p === b || p === c) continue;
        if (pointInTriangle(p, a, b, c)) {
          isEar = false;
          break;
        }
      }
    }
    if (isEar) {
      triangles.push([a, b, c]);
      indices.splice(k % indices.length, 1);
      sinceLastEar = 0;
    } else {
      k = (k + 1) % indices.length;
      sinceLastEar += 1;
    }
  }
  if (indices.length === 3) {
    const [a, b, c] = [at(0), at(1), at(2)];
    if (cross(a, b, c) > EPSILON) triangles.push([a, b, c]);
  }
  return triangles;
}

/** The area shared by two counter-clockwise convex polygons (Sutherland–Hodgman clipping). */
export function convexIntersectionArea(subject: readonly XY[], clip: readonly XY[]): number {
  let output: XY[] = [...subject];
  for (let i = 0; i < clip.length && output.length > 0; i += 1) {
    const edgeStart = clip[i] as XY;
    const edgeEnd = clip[(i + 1) % clip.length] as XY;
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j += 1) {
      const current = input[j] as XY;
      const previous = input[(j + input.length - 1) % input.length] as XY;
      const currentIn = cross(edgeStart, edgeEnd, current) >= 0;
      const previousIn = cross(edgeStart, edgeEnd, previous) >= 0;
      if (currentIn !== previousIn) {
        const dp = cross(edgeStart, edgeEnd, previous);
        const dc = cross(edgeStart, edgeEnd, current);
        const t = dp / (dp - dc);
        output.push([
          x(previous) + t * (x(current) - x(previous)),
          y(previous) + t * (y(current) - y(previous)),
        ]);
      }
      if (currentIn) output.push(current);
    }
  }
  return output.length < 3 ? 0 : Math.abs(ringSignedArea(output));
}

/** A ring with its box and (once asked for) its triangles, so areas reuse the work. */
export interface PreparedRing {
  points: Ring;
  box: Box;
  /** Set by callers that ask once and reuse the answer. */
  convex?: boolean;
  triangles?: { triangle: Triangle; box: Box }[];
}

/** A polygon (outer ring then holes) ready for area sums; a MultiPolygon is several. */
export interface PreparedPolygon {
  rings: PreparedRing[];
  box: Box;
}

export function preparePolygon(polygon: PolygonRings): PreparedPolygon {
  const rings = polygon.map((points) => ({ points, box: boxOfPoints(points) }));
  return { rings, box: rings[0]?.box ?? boxOfPoints([]) };
}

function trianglesOf(ring: PreparedRing) {
  ring.triangles ??= triangulateRing(ring.points).map((triangle) => ({
    triangle,
    box: boxOfPoints(triangle),
  }));
  return ring.triangles;
}

/** The area two filled rings share: the sum over pairs of their triangles whose boxes meet. */
export function ringIntersectionArea(a: PreparedRing, b: PreparedRing): number {
  // Boxes meeting only along an edge (rooms side by side) cannot share any area.
  if (!boxesShareArea(a.box, b.box)) return 0;
  const bTriangles = trianglesOf(b).filter((t) => boxesShareArea(t.box, a.box));
  let area = 0;
  for (const ta of trianglesOf(a)) {
    if (!boxesShareArea(ta.box, b.box)) continue;
    for (const tb of bTriangles) {
      if (boxesShareArea(ta.box, tb.box)) area += convexIntersectionArea(ta.triangle, tb.triangle);
    }
  }
  return area;
}

/**
 * The area two polygons with holes share. Holes lie inside their outer ring and apart from
 * each other, so by inclusion and exclusion: outer∩outer − holesA∩outerB − outerA∩holesB
 * + holesA∩holesB.
 */
export function polygonIntersectionArea(a: PreparedPolygon, b: PreparedPolygon): number {
  if (!boxesShareArea(a.box, b.box)) return 0;
  let area = 0;
  a.rings.forEach((ringA, i) => {
    b.rings.forEach((ringB, j) => {
      const sign = (i === 0 ? 1 : -1) * (j === 0 ? 1 : -1);
      area += sign * ringIntersectionArea(ringA, ringB);
    });
  });
  return Math.max(0, area);
}

/** The shared area of two MultiPolygons (each a list of disjoint polygons). */
export function shapesIntersectionArea(
  a: readonly PreparedPolygon[],
  b: readonly PreparedPolygon[],
): number {
  let area = 0;
  for (const pa of a) for (const pb of b) area += polygonIntersectionArea(pa, pb);
  return area;
}

/**
 * A uniform grid over boxes: `query` answers the ids whose boxes may meet a box, so spatial
 * checks compare neighbours instead of every pair on a level.
 */
export class BoxGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(private readonly cellSize: number) {}

  private cellRange(box: Box) {
    const c = this.cellSize;
    return {
      x0: Math.floor(box.minX / c),
      x1: Math.floor(box.maxX / c),
      y0: Math.floor(box.minY / c),
      y1: Math.floor(box.maxY / c),
    };
  }

  // Exact in a double for cell numbers below 2^20 either way (a grid thousands of km wide).
  private static key(cx: number, cy: number) {
    return (cx + 1_048_576) * 2_097_152 + (cy + 1_048_576);
  }

  insert(id: number, box: Box): void {
    const { x0, x1, y0, y1 } = this.cellRange(box);
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        const key = BoxGrid.key(cx, cy);
        const cell = this.cells.get(key);
        if (cell) cell.push(id);
        else this.cells.set(key, [id]);
      }
    }
  }

  /** Ids inserted with a box in a cell that `box` touches, each once, in ascending order. */
  query(box: Box): number[] {
    const found = new Set<number>();
    const { x0, x1, y0, y1 } = this.cellRange(box);
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        for (const id of this.cells.get(BoxGrid.key(cx, cy)) ?? []) found.add(id);
      }
    }
    return [...found].sort((p, q) => p - q);
  }
}
