import { type LocalFrame, localFrame } from '../geo/local-frame.js';
import {
  BoxGrid,
  boxesShareArea,
  boxOfPoints,
  cross,
  distanceToBoundary,
  pointInRing,
  polygonIntersectionArea,
  preparePolygon,
  type Ring,
  ringSelfIntersects,
  segmentsIntersect,
  type XY,
} from '../imdf/geometry.js';
import { RoomConstants } from './constants.js';
import { RoomMessages } from './messages.js';
import type { LonLat, Opening, RoomProblem, Unit } from './types.js';

/*
 * The rules of docs/rooms.md#the-rules. Geometry is measured in metres of a local flat
 * frame (geo/local-frame.ts) with the IMDF validator's plane functions, so a floor the
 * server accepts passes the validator's unit and opening checks.
 */

/** Below this (metres or m²) a length or a cross product counts as zero, as in imdf/geometry.ts. */
const EPSILON = 1e-9;

const isPosition = (p: unknown): p is LonLat =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  p[0] >= -180 &&
  p[0] <= 180 &&
  p[1] >= -90 &&
  p[1] <= 90;

const frameAt = (p: LonLat) => localFrame({ lon: p[0], lat: p[1] });

function project(frame: LocalFrame, p: LonLat): XY {
  const m = frame.toMetres({ lon: p[0], lat: p[1] });
  return [m.x, m.y];
}

/** The corners of a closed outline without the closing repeat, each with its number (from 1). */
interface Corner {
  at: XY;
  number: number;
}

/** Corners in metres with consecutive repeats dropped (a double click adds no corner). */
function distinctCorners(frame: LocalFrame, open: readonly LonLat[]): Corner[] {
  const corners: Corner[] = [];
  open.forEach((p, i) => {
    const at = project(frame, p);
    const last = corners[corners.length - 1];
    if (!last || Math.hypot(at[0] - last.at[0], at[1] - last.at[1]) > EPSILON)
      corners.push({ at, number: i + 1 });
  });
  const first = corners[0];
  const last = corners[corners.length - 1];
  if (
    corners.length > 1 &&
    first &&
    last &&
    Math.hypot(first.at[0] - last.at[0], first.at[1] - last.at[1]) <= EPSILON
  )
    corners.pop();
  return corners;
}

/**
 * What is wrong with a room's outline, or undefined: it must be closed, every corner a
 * WGS84 position, at least three distinct corners, and no edge may cross or touch another
 * (nor turn straight back). The message names the corner.
 */
export function unitPolygonProblem(polygon: readonly LonLat[]): RoomProblem | undefined {
  if (polygon.length > RoomConstants.maxCorners + 1)
    return { rule: 'unit.corners', message: RoomMessages.tooManyCorners };
  const bad = polygon.findIndex((p) => !isPosition(p));
  if (bad >= 0)
    return { rule: 'unit.position', message: RoomMessages.badCorner(bad + 1), corner: bad + 1 };
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  if (!first || !last || polygon.length < 2 || first[0] !== last[0] || first[1] !== last[1])
    return { rule: 'unit.closed', message: RoomMessages.notClosed };
  const corners = distinctCorners(frameAt(first), polygon.slice(0, -1));
  if (corners.length < RoomConstants.minCorners)
    return { rule: 'unit.corners', message: RoomMessages.tooFewCorners };
  const ring = corners.map((c) => c.at);
  if (!ringSelfIntersects(ring)) return undefined;
  return crossingProblem(corners);
}

/** Which corners make a ring that is not simple: a turn straight back, or two edges that meet. */
function crossingProblem(corners: readonly Corner[]): RoomProblem {
  const n = corners.length;
  const at = (i: number) => (corners[i % n] as Corner).at;
  const numberOf = (i: number) => (corners[i % n] as Corner).number;
  for (let i = 0; i < n; i += 1) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    if (Math.abs(cross(a, b, c)) <= EPSILON) {
      const dot = (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]);
      if (dot < 0) {
        const corner = numberOf(i + 1);
        return {
          rule: 'unit.self-intersection',
          message: RoomMessages.cornerTurnsBack(corner),
          corner,
        };
      }
    }
  }
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      // Edges i and j share a corner when they are neighbours around the ring.
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(at(i), at(i + 1), at(j), at(j + 1))) {
        const corner = numberOf(i);
        return {
          rule: 'unit.self-intersection',
          message: RoomMessages.cornersCross(corner, numberOf(j), numberOf(j + 1)),
          corner,
        };
      }
    }
  }
  // ringSelfIntersects and the loops above test the same pairs: not reached for a ring it refused.
  return {
    rule: 'unit.self-intersection',
    message: RoomMessages.cornersCross(numberOf(0), numberOf(1), numberOf(2)),
    corner: numberOf(0),
  };
}

/** The open ring of a (valid) outline in metres of `frame`. */
function ringOf(frame: LocalFrame, unit: Pick<Unit, 'polygon'>): Ring {
  return distinctCorners(frame, unit.polygon.slice(0, -1)).map((c) => c.at);
}

const displayName = (unit: Unit) => unit.name.trim() || RoomMessages.unnamedUnit;

/**
 * The rooms of `others` (same floor, valid outlines) that `unit` overlaps by more than the
 * tolerance, with the shared area in m²; `unit` itself (same id) is skipped.
 */
export function unitOverlaps(
  unit: Unit,
  others: readonly Unit[],
): { unit: Unit; areaM2: number }[] {
  const origin = unit.polygon[0];
  if (!origin) return [];
  const frame = frameAt(origin);
  const prepared = preparePolygon([ringOf(frame, unit)]);
  const found: { unit: Unit; areaM2: number }[] = [];
  for (const other of others) {
    if (other.id === unit.id || other.buid !== unit.buid || other.floorNumber !== unit.floorNumber)
      continue;
    const areaM2 = polygonIntersectionArea(prepared, preparePolygon([ringOf(frame, other)]));
    if (areaM2 > RoomConstants.overlapToleranceM2) found.push({ unit: other, areaM2 });
  }
  return found;
}

/** The first overlap of `unit` with another room of its floor, as a problem. */
export function unitOverlapProblem(unit: Unit, others: readonly Unit[]): RoomProblem | undefined {
  const [first] = unitOverlaps(unit, others);
  if (!first) return undefined;
  return {
    rule: 'unit.overlap',
    message: RoomMessages.unitsOverlap(displayName(first.unit), first.areaM2),
    unitId: unit.id,
  };
}

/** The larger distance (m) of the door's two ends from the room's walls. */
function endsDistance(frame: LocalFrame, line: readonly LonLat[], unit: Unit): number {
  const ring = ringOf(frame, unit);
  return Math.max(...line.map((p) => distanceToBoundary(project(frame, p), [ring])));
}

/**
 * What is wrong with a door, or undefined: two distinct valid ends, each within the
 * tolerance of a wall of one room of its floor (of its own room, when it names one).
 * `units` are the rooms of its floor, with valid outlines.
 */
export function openingProblem(opening: Opening, units: readonly Unit[]): RoomProblem | undefined {
  const openingId = opening.id;
  const bad = opening.line.findIndex((p) => !isPosition(p));
  if (opening.line.length !== 2 || bad >= 0)
    return {
      rule: 'opening.position',
      message: RoomMessages.badOpeningEnd(Math.max(bad, 0) + 1),
      openingId,
    };
  const [a, b] = opening.line;
  const frame = frameAt(a);
  const [pa, pb] = [project(frame, a), project(frame, b)];
  if (Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) <= EPSILON)
    return { rule: 'opening.ends', message: RoomMessages.openingEndsSame, openingId };
  const onFloor = units.filter(
    (u) => u.buid === opening.buid && u.floorNumber === opening.floorNumber,
  );
  const tolerance = RoomConstants.openingBoundaryToleranceM;
  if (opening.unitId !== undefined) {
    const own = onFloor.find((u) => u.id === opening.unitId);
    if (!own) return { rule: 'opening.unit', message: RoomMessages.openingUnitMissing, openingId };
    const distance = endsDistance(frame, opening.line, own);
    return distance > tolerance
      ? {
          rule: 'opening.on-boundary',
          message: RoomMessages.openingOffItsUnit(displayName(own), distance),
          openingId,
        }
      : undefined;
  }
  if (onFloor.length === 0)
    return { rule: 'opening.on-boundary', message: RoomMessages.openingNoUnits, openingId };
  const best = Math.min(...onFloor.map((unit) => endsDistance(frame, opening.line, unit)));
  return best > tolerance
    ? { rule: 'opening.on-boundary', message: RoomMessages.openingOffBoundary(best), openingId }
    : undefined;
}

/**
 * Every problem of a floor's rooms and doors taken together (what replacing a floor's
 * rooms checks): ids used once, each outline, each pair of rooms, each door. Rooms are
 * compared with their neighbours only, found through a grid of their boxes, so a floor of
 * thousands of rooms is not compared pair by pair.
 */
export function floorRoomProblems(
  units: readonly Unit[],
  openings: readonly Opening[],
): RoomProblem[] {
  const problems: RoomProblem[] = [];
  const seen = new Set<string>();
  for (const { id } of [...units, ...openings]) {
    if (seen.has(id)) problems.push({ rule: 'id.unique', message: RoomMessages.duplicateId(id) });
    seen.add(id);
  }
  const valid: Unit[] = [];
  for (const unit of units) {
    const problem = unitPolygonProblem(unit.polygon);
    if (problem) problems.push({ ...problem, unitId: unit.id });
    else valid.push(unit);
  }
  const origin = valid[0]?.polygon[0];
  const frame = origin ? frameAt(origin) : undefined;
  const placed = frame
    ? valid.map((unit) => {
        const prepared = preparePolygon([ringOf(frame, unit)]);
        return { unit, prepared, box: prepared.box };
      })
    : [];
  // Cells about one room wide: a room's box meets a few cells, each holding a few rooms.
  const meanSize =
    placed.reduce((sum, { box }) => sum + Math.max(box.maxX - box.minX, box.maxY - box.minY), 0) /
    Math.max(1, placed.length);
  const grid = new BoxGrid(Math.max(1, meanSize));
  placed.forEach(({ box }, i) => {
    grid.insert(i, box);
  });
  placed.forEach(({ unit, prepared, box }, i) => {
    for (const j of grid.query(box)) {
      const other = placed[j];
      if (j <= i || !other || !boxesShareArea(box, other.box)) continue;
      const areaM2 = polygonIntersectionArea(prepared, other.prepared);
      if (areaM2 > RoomConstants.overlapToleranceM2) {
        problems.push({
          rule: 'unit.overlap',
          message: RoomMessages.unitsOverlap(displayName(other.unit), areaM2),
          unitId: unit.id,
        });
        break;
      }
    }
  });
  const margin = RoomConstants.openingBoundaryToleranceM;
  for (const opening of openings) {
    let near: Unit[] = valid;
    if (frame && opening.unitId === undefined && opening.line.every(isPosition)) {
      const box = boxOfPoints(opening.line.map((p) => project(frame, p)));
      near = grid
        .query({
          minX: box.minX - margin,
          minY: box.minY - margin,
          maxX: box.maxX + margin,
          maxY: box.maxY + margin,
        })
        .flatMap((i) => placed[i]?.unit ?? []);
    }
    // A door near no room is measured against every room, to name the nearest wall.
    const problem =
      openingProblem(opening, near) && near !== valid
        ? openingProblem(opening, valid)
        : openingProblem(opening, near);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * The room a point lies in (within the boundary tolerance), of the rooms given: those of
 * the point's floor. A point inside one room wins over one on the wall of another.
 */
export function unitOfPoint(units: readonly Unit[], lat: number, lon: number): Unit | undefined {
  const frame = localFrame({ lat, lon });
  const p: XY = [0, 0];
  let onWall: Unit | undefined;
  for (const unit of units) {
    if (!unit.polygon[0]) continue;
    const ring = ringOf(frame, unit);
    if (ring.length < RoomConstants.minCorners) continue;
    if (pointInRing(p, ring)) return unit;
    if (!onWall && distanceToBoundary(p, [ring]) <= RoomConstants.pointOnBoundaryToleranceM)
      onWall = unit;
  }
  return onWall;
}
