import type { LatLng } from '../geo/coordinates.js';
import type { LocalFrame } from '../geo/local-frame.js';

/**
 * The walls of a floor as the access-point fit sees them (docs/wifi-layers.md#walls): the
 * boundaries of its rooms, less its doors. A signal loses a few dB at each wall its straight
 * path crosses; WallCrossings counts those walls for a path between two points.
 */

/** A straight piece of wall or a door, between two positions. */
export type WallSegment = readonly [LatLng, LatLng];

/** A floor's walls and the doors in them, in degrees. */
export interface FloorWalls {
  walls: readonly WallSegment[];
  /** Where a wall has a way through: a path crossing a wall inside a door loses nothing there. */
  openings: readonly WallSegment[];
}

/** The walls of rooms given as closed outlines (GeoJSON order: longitude, latitude). */
export function floorWallsOfRooms(
  outlines: readonly (readonly (readonly [number, number])[])[],
  doors: readonly (readonly [readonly [number, number], readonly [number, number]])[] = [],
): FloorWalls {
  const at = ([lon, lat]: readonly [number, number]): LatLng => ({ lat, lon });
  const walls: WallSegment[] = [];
  for (const ring of outlines) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i] as readonly [number, number];
      const b = ring[i + 1] as readonly [number, number];
      if (a[0] !== b[0] || a[1] !== b[1]) walls.push([at(a), at(b)]);
    }
  }
  return { walls, openings: doors.map(([a, b]) => [at(a), at(b)] as const) };
}

/** Two walls met this close along a path (metres) are one wall: rooms side by side share it. */
const SAME_CROSSING_M = 0.02;
/** A crossing this close to a door (metres) goes through the door. */
const DOOR_TOLERANCE_M = 0.05;

interface Segments {
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
}

const toSegments = (list: readonly WallSegment[], frame: LocalFrame): Segments => {
  const s: Segments = {
    ax: new Float64Array(list.length),
    ay: new Float64Array(list.length),
    bx: new Float64Array(list.length),
    by: new Float64Array(list.length),
  };
  list.forEach(([a, b], i) => {
    const p = frame.toMetres(a);
    const q = frame.toMetres(b);
    s.ax[i] = p.x;
    s.ay[i] = p.y;
    s.bx[i] = q.x;
    s.by[i] = q.y;
  });
  return s;
};

/**
 * Counts the walls a straight path crosses, in a local metre frame. The walls are indexed on a
 * uniform grid and a path visits only the cells it passes through (Amanatides and Woo's
 * traversal), so a count costs about the path's length in cells, not the number of walls.
 */
export class WallCrossings {
  readonly size: number;
  private readonly walls: Segments;
  private readonly doors: Segments;
  private readonly minX: number;
  private readonly minY: number;
  private readonly columns: number;
  private readonly rows: number;
  /** Per cell, the walls passing through it. */
  private readonly cells: number[][];
  /** Per cell, the doors passing through it. */
  private readonly doorCells = new Map<number, number[]>();
  /** The pass in which each wall was last tested (a wall spans several cells). */
  private readonly seen: Uint32Array;
  private pass = 0;
  private readonly hits: number[] = [];

  constructor(
    plan: FloorWalls,
    frame: LocalFrame,
    private readonly cellM = 2,
  ) {
    this.walls = toSegments(plan.walls, frame);
    this.doors = toSegments(plan.openings, frame);
    this.size = plan.walls.length;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const { ax, ay, bx, by } = this.walls;
    for (let i = 0; i < this.size; i++) {
      minX = Math.min(minX, ax[i] as number, bx[i] as number);
      maxX = Math.max(maxX, ax[i] as number, bx[i] as number);
      minY = Math.min(minY, ay[i] as number, by[i] as number);
      maxY = Math.max(maxY, ay[i] as number, by[i] as number);
    }
    if (this.size === 0) minX = minY = maxX = maxY = 0;
    this.minX = minX - cellM;
    this.minY = minY - cellM;
    this.columns = Math.max(1, Math.ceil((maxX - minX) / cellM) + 2);
    this.rows = Math.max(1, Math.ceil((maxY - minY) / cellM) + 2);
    this.cells = Array.from({ length: this.columns * this.rows }, () => []);
    this.seen = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      this.traverse(ax[i] as number, ay[i] as number, bx[i] as number, by[i] as number, (cell) => {
        (this.cells[cell] as number[]).push(i);
      });
    }
    const doors = this.doors;
    for (let i = 0; i < doors.ax.length; i++) {
      this.traverse(
        doors.ax[i] as number,
        doors.ay[i] as number,
        doors.bx[i] as number,
        doors.by[i] as number,
        (cell) => {
          const list = this.doorCells.get(cell);
          if (list) list.push(i);
          else this.doorCells.set(cell, [i]);
        },
      );
    }
  }

  /** Walls crossed by the straight path from (ax, ay) to (bx, by), in metres; doors excepted. */
  count(ax: number, ay: number, bx: number, by: number): number {
    if (this.size === 0) return 0;
    this.pass += 1;
    if (this.pass === 0xffffffff) {
      this.seen.fill(0);
      this.pass = 1;
    }
    const hits = this.hits;
    hits.length = 0;
    const dx = bx - ax;
    const dy = by - ay;
    const { ax: wax, ay: way, bx: wbx, by: wby } = this.walls;
    this.traverse(ax, ay, bx, by, (cell) => {
      for (const i of this.cells[cell] as number[]) {
        if (this.seen[i] === this.pass) continue;
        this.seen[i] = this.pass;
        const ex = (wbx[i] as number) - (wax[i] as number);
        const ey = (wby[i] as number) - (way[i] as number);
        const denominator = dx * ey - dy * ex;
        if (denominator === 0) continue; // parallel: a path along a wall does not cross it
        const fx = (wax[i] as number) - ax;
        const fy = (way[i] as number) - ay;
        const t = (fx * ey - fy * ex) / denominator;
        const u = (fx * dy - fy * dx) / denominator;
        if (t < 0 || t > 1 || u < 0 || u > 1) continue;
        if (!this.throughDoor(ax + t * dx, ay + t * dy)) hits.push(t);
      }
    });
    if (hits.length < 2) return hits.length;
    hits.sort((a, b) => a - b);
    const same = SAME_CROSSING_M / Math.max(Math.hypot(dx, dy), 1e-9);
    let crossings = 1;
    for (let k = 1; k < hits.length; k++) {
      if ((hits[k] as number) - (hits[k - 1] as number) > same) crossings += 1;
    }
    return crossings;
  }

  /** Whether the point (on a wall) lies in a door. */
  private throughDoor(x: number, y: number): boolean {
    if (this.doorCells.size === 0) return false;
    const column = Math.floor((x - this.minX) / this.cellM);
    const row = Math.floor((y - this.minY) / this.cellM);
    if (column < 0 || column >= this.columns || row < 0 || row >= this.rows) return false;
    const candidates = this.doorCells.get(row * this.columns + column);
    if (!candidates) return false;
    const { ax, ay, bx, by } = this.doors;
    for (const i of candidates) {
      const ex = (bx[i] as number) - (ax[i] as number);
      const ey = (by[i] as number) - (ay[i] as number);
      const length2 = ex * ex + ey * ey;
      const t =
        length2 > 0
          ? Math.min(
              1,
              Math.max(0, ((x - (ax[i] as number)) * ex + (y - (ay[i] as number)) * ey) / length2),
            )
          : 0;
      const px = (ax[i] as number) + t * ex - x;
      const py = (ay[i] as number) + t * ey - y;
      if (px * px + py * py <= DOOR_TOLERANCE_M * DOOR_TOLERANCE_M) return true;
    }
    return false;
  }

  /** Calls `visit` with each grid cell the segment passes through, in order. */
  private traverse(ax: number, ay: number, bx: number, by: number, visit: (cell: number) => void) {
    const size = this.cellM;
    const fx = (ax - this.minX) / size;
    const fy = (ay - this.minY) / size;
    const tx = (bx - this.minX) / size;
    const ty = (by - this.minY) / size;
    let column = Math.floor(fx);
    let row = Math.floor(fy);
    const lastColumn = Math.floor(tx);
    const lastRow = Math.floor(ty);
    const stepX = tx > fx ? 1 : tx < fx ? -1 : 0;
    const stepY = ty > fy ? 1 : ty < fy ? -1 : 0;
    const dx = tx - fx;
    const dy = ty - fy;
    const deltaX = stepX !== 0 ? Math.abs(1 / dx) : Infinity;
    const deltaY = stepY !== 0 ? Math.abs(1 / dy) : Infinity;
    let nextX =
      stepX > 0 ? (column + 1 - fx) * deltaX : stepX < 0 ? (fx - column) * deltaX : Infinity;
    let nextY = stepY > 0 ? (row + 1 - fy) * deltaY : stepY < 0 ? (fy - row) * deltaY : Infinity;
    const steps = Math.abs(lastColumn - column) + Math.abs(lastRow - row);
    for (let k = 0; k <= steps; k++) {
      if (column >= 0 && column < this.columns && row >= 0 && row < this.rows) {
        visit(row * this.columns + column);
      }
      if (nextX < nextY) {
        nextX += deltaX;
        column += stepX;
      } else {
        nextY += deltaY;
        row += stepY;
      }
    }
  }
}
