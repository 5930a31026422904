import type { OpeningWire, UnitWire } from '@indoor/domain';
import type { FeatureCollection, LineString, Point, Polygon, Position } from 'geojson';

/*
 * The rooms (IMDF units) and doors (IMDF openings) of a floor as the features of the room
 * layers (pure; docs/rooms.md#on-the-map): a filled outline per room with its category's
 * group, a point inside each named room for its label, a line per door.
 */

/**
 * The groups of IMDF unit categories that share a fill colour: enough to tell a corridor
 * from an office or a toilet at a glance, few enough to stay calm over a floor plan.
 */
export type UnitGroup = 'room' | 'circulation' | 'vertical' | 'restroom' | 'service' | 'leisure';

const GROUP_OF_CATEGORY: Readonly<Record<string, UnitGroup>> = {
  footbridge: 'circulation',
  lobby: 'circulation',
  movingwalkway: 'circulation',
  platform: 'circulation',
  road: 'circulation',
  walkway: 'circulation',
  'walkway.island': 'circulation',
  waitingroom: 'circulation',
  elevator: 'vertical',
  escalator: 'vertical',
  ramp: 'vertical',
  stairs: 'vertical',
  steps: 'vertical',
  mothersroom: 'restroom',
  shower: 'restroom',
  brick: 'service',
  column: 'service',
  concrete: 'service',
  drywall: 'service',
  glass: 'service',
  mailroom: 'service',
  nonpublic: 'service',
  opentobelow: 'service',
  parking: 'service',
  serverroom: 'service',
  storage: 'service',
  structure: 'service',
  wood: 'service',
  auditorium: 'leisure',
  fieldofplay: 'leisure',
  fitnessroom: 'leisure',
  foodservice: 'leisure',
  kitchen: 'leisure',
  lounge: 'leisure',
  movietheater: 'leisure',
  privatelounge: 'leisure',
  recreation: 'leisure',
  smokingarea: 'leisure',
  terrace: 'leisure',
  theater: 'leisure',
  unenclosedarea: 'leisure',
  vegetation: 'leisure',
};

/** The fill group of a unit category; every restroom variant is a restroom, the rest a room. */
export function unitGroup(category: string): UnitGroup {
  if (category === 'restroom' || category.startsWith('restroom.')) return 'restroom';
  return GROUP_OF_CATEGORY[category] ?? 'room';
}

type LonLat = readonly [number, number];
type XY = readonly [number, number];

/** Metres per degree of latitude, and of longitude at the equator (a flat local frame). */
const METRES_PER_DEGREE = 111_320;

/**
 * The outline as open corners (the closing repeat dropped) in metres east and north of its
 * first corner: flat enough for a room, which is metres across.
 */
function localRing(polygon: readonly LonLat[]): { ring: XY[]; toLonLat: (p: XY) => LonLat } {
  const [lon0 = 0, lat0 = 0] = polygon[0] ?? [];
  const kx = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const ky = METRES_PER_DEGREE;
  const corners = polygon.map(([lon, lat]): XY => [(lon - lon0) * kx, (lat - lat0) * ky]);
  const last = corners.at(-1);
  const first = corners[0];
  if (corners.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
    corners.pop();
  }
  return { ring: corners, toLonLat: ([x, y]) => [lon0 + x / kx, lat0 + y / ky] };
}

/** Twice the signed area of an open ring (shoelace): positive counter-clockwise. */
function twiceSignedArea(ring: readonly XY[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as XY;
    const [x2, y2] = ring[(i + 1) % ring.length] as XY;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** A room's floor area in square metres (0 for fewer than three corners). */
export function unitAreaM2(polygon: readonly LonLat[]): number {
  const { ring } = localRing(polygon);
  return ring.length < 3 ? 0 : Math.abs(twiceSignedArea(ring)) / 2;
}

/** Where a horizontal line at height y runs inside the ring: [from, to] spans along x. */
function insideSpans(ring: readonly XY[], y: number): [number, number][] {
  const crossings: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as XY;
    const [x2, y2] = ring[(i + 1) % ring.length] as XY;
    // Half-open in y, so a corner on the line is counted once.
    if (y1 > y !== y2 > y) crossings.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
  }
  crossings.sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    spans.push([crossings[i] as number, crossings[i + 1] as number]);
  }
  return spans;
}

const isInside = (ring: readonly XY[], [x, y]: XY) =>
  insideSpans(ring, y).some(([from, to]) => from < x && x < to);

/**
 * The point a room's label sits on and the search flies to: the outline's centroid when it
 * lies inside, else (in the notch of an L or a U) the middle of the widest stretch inside
 * along one of a few horizontal lines. Null for an outline of fewer than three corners or
 * without area.
 */
export function unitLabelPoint(polygon: readonly LonLat[]): LonLat | null {
  const { ring, toLonLat } = localRing(polygon);
  if (ring.length < 3) return null;
  const doubleArea = twiceSignedArea(ring);
  if (Math.abs(doubleArea) < 1e-9) return null;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as XY;
    const [x2, y2] = ring[(i + 1) % ring.length] as XY;
    const step = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * step;
    cy += (y1 + y2) * step;
  }
  const centroid: XY = [cx / (3 * doubleArea), cy / (3 * doubleArea)];
  if (isInside(ring, centroid)) return toLonLat(centroid);
  const ys = ring.map(([, y]) => y);
  const south = Math.min(...ys);
  const height = Math.max(...ys) - south;
  let best: { width: number; at: XY } | null = null;
  for (const y of [
    centroid[1],
    ...[0.5, 0.25, 0.75, 0.125, 0.875].map((f) => south + f * height),
  ]) {
    for (const [from, to] of insideSpans(ring, y)) {
      if (!best || to - from > best.width) best = { width: to - from, at: [(from + to) / 2, y] };
    }
  }
  return best ? toLonLat(best.at) : null;
}

export interface UnitFeatureProperties {
  id: string;
  name: string;
  category: string;
  group: UnitGroup;
}

export interface UnitLabelProperties {
  id: string;
  name: string;
  /** The style image of the name (roomLabelImage.ts draws it). */
  label: string;
  /** Larger rooms place their labels first where labels collide. */
  sortKey: number;
}

export interface OpeningFeatureProperties {
  id: string;
  category: string;
}

const LABEL_PREFIX = 'room-label:';
/** The id of a room name's label image in the map's style. */
export const roomLabelId = (name: string): string => `${LABEL_PREFIX}${name}`;
/** The name of a label image id, or null for an image that is not a room's label. */
export const roomNameOfLabelId = (id: string): string | null =>
  id.startsWith(LABEL_PREFIX) ? id.slice(LABEL_PREFIX.length) : null;

const closedRing = (polygon: readonly LonLat[]): Position[] => {
  const ring = polygon.map(([lon, lat]) => [lon, lat]);
  const first = ring[0];
  const last = ring.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([...first]);
  return ring;
};

/** The rooms' outlines, filled by group. Outlines of fewer than three corners are left out. */
export function unitFeatures(
  units: readonly UnitWire[],
): FeatureCollection<Polygon, UnitFeatureProperties> {
  return {
    type: 'FeatureCollection',
    features: units
      .filter((unit) => localRing(unit.polygon).ring.length >= 3)
      .map((unit) => ({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [closedRing(unit.polygon)] },
        properties: {
          id: unit.id,
          name: unit.name,
          category: unit.category,
          group: unitGroup(unit.category),
        },
      })),
  };
}

/** A label point per named room (a room without a name carries no label). */
export function unitLabelFeatures(
  units: readonly UnitWire[],
): FeatureCollection<Point, UnitLabelProperties> {
  return {
    type: 'FeatureCollection',
    features: units.flatMap((unit) => {
      const name = unit.name.trim();
      const at = name === '' ? null : unitLabelPoint(unit.polygon);
      if (!at) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [at[0], at[1]] },
          properties: {
            id: unit.id,
            name,
            label: roomLabelId(name),
            sortKey: -unitAreaM2(unit.polygon),
          },
        },
      ];
    }),
  };
}

/** The doors as lines between their two ends; a door without two ends is left out. */
export function openingFeatures(
  openings: readonly OpeningWire[],
): FeatureCollection<LineString, OpeningFeatureProperties> {
  return {
    type: 'FeatureCollection',
    features: openings
      .filter((opening) => opening.line.length === 2)
      .map((opening) => ({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: opening.line.map(([lon, lat]) => [lon, lat]) },
        properties: { id: opening.id, category: opening.category },
      })),
  };
}
