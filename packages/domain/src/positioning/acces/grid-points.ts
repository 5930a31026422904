import { pointInRing, type XY } from '../../imdf/geometry.js';
import type { AccesFloorSurvey } from './floor-survey.js';

/** The grid the map is drawn on, in the survey's metres. */
export interface AccesGridPoints {
  xs: number[];
  ys: number[];
  stepM: number;
}

export interface AccesGridOptions {
  /** The grid step, metres; by default chosen to give about targetGridPoints points. */
  stepM?: number;
  targetGridPoints: number;
  minStepM: number;
  paddingM: number;
}

function ringArea(ring: readonly XY[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i++) {
    const a = ring[i] as XY;
    const b = ring[j] as XY;
    twice += (b[0] - a[0]) * (b[1] + a[1]);
  }
  return Math.abs(twice) / 2;
}

/**
 * Grid points inside the outline (metres), or without one inside the surveyed locations'
 * bounding box grown by paddingM; every stepM metres, centred on the box. The step, unless
 * given, is the multiple of 0.5 m (at least minStepM) that gives about targetGridPoints.
 */
export function accesGridPoints(
  survey: AccesFloorSurvey,
  ring: readonly XY[] | null,
  options: AccesGridOptions,
): AccesGridPoints {
  const corners = ring ?? survey.locations.map((l) => [l.x, l.y] as const);
  const pad = ring ? 0 : options.paddingM;
  const minX = Math.min(...corners.map((p) => p[0])) - pad;
  const minY = Math.min(...corners.map((p) => p[1])) - pad;
  const maxX = Math.max(...corners.map((p) => p[0])) + pad;
  const maxY = Math.max(...corners.map((p) => p[1])) + pad;
  const area = ring ? ringArea(ring) : (maxX - minX) * (maxY - minY);
  const stepM =
    options.stepM ??
    Math.max(options.minStepM, Math.ceil(2 * Math.sqrt(area / options.targetGridPoints)) / 2);
  const xs: number[] = [];
  const ys: number[] = [];
  const columns = Math.max(1, Math.ceil((maxX - minX) / stepM));
  const rows = Math.max(1, Math.ceil((maxY - minY) / stepM));
  const x0 = (minX + maxX) / 2 - ((columns - 1) * stepM) / 2;
  const y0 = (minY + maxY) / 2 - ((rows - 1) * stepM) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const x = x0 + c * stepM;
      const y = y0 + r * stepM;
      if (ring && !pointInRing([x, y], ring)) continue;
      xs.push(x);
      ys.push(y);
    }
  }
  return { xs, ys, stepM };
}

/** The median of the distances from points to their nearest surveyed location. */
export function medianNearestM(
  survey: AccesFloorSurvey,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
): number {
  const nearest: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (const l of survey.locations) {
      best = Math.min(best, Math.hypot(l.x - (xs[i] as number), l.y - (ys[i] as number)));
    }
    nearest.push(best);
  }
  nearest.sort((a, b) => a - b);
  return nearest.length === 0 ? 0 : (nearest[Math.floor(nearest.length / 2)] as number);
}
