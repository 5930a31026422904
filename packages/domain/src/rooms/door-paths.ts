import { type LocalFrame, localFrame } from '../geo/local-frame.js';
import {
  distanceToBoundary,
  pointInRing,
  type Ring,
  triangulateRing,
  withoutRepeats,
  type XY,
} from '../imdf/geometry.js';
import { RoomConstants } from './constants.js';
import { DoorPathConstants } from './door-path-constants.js';
import type { LonLat, Opening, Unit } from './types.js';

/*
 * The walking paths through the doors of a floor (docs/rooms.md#walking-paths-through-doors):
 * a connector at each door's middle and at the centre of each room a door leads into, joined
 * door to room, and an outer door to the nearest corridor connector. Pure: the server reads
 * the floor, asks for the plan and stores it in one transaction.
 */

/** A POI of the floor as the planner needs it. */
export interface DoorPathPoi {
  puid: string;
  lat: number;
  lon: number;
  /** A connector (type None), which a door in an outer wall may be joined to. */
  isConnector: boolean;
}

export interface DoorPathInput {
  units: readonly Unit[];
  openings: readonly Opening[];
  pois: readonly DoorPathPoi[];
  /** The floor's connections, by the puids of their ends (either order). */
  connections: readonly { a: string; b: string }[];
}

/** A node of the plan: an existing POI, or the connector of `connectors` at that index. */
export type DoorPathNode = { puid: string } | { connector: number };

export interface PlannedConnector {
  lat: number;
  lon: number;
  /** At a door's middle, or at a room's centre. */
  at: 'door' | 'room';
}

export interface DoorPathPlan {
  connectors: PlannedConnector[];
  connections: { a: DoorPathNode; b: DoorPathNode }[];
}

const keyOf = (node: DoorPathNode) => ('puid' in node ? node.puid : `#${node.connector}`);
const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function ringOf(frame: LocalFrame, polygon: readonly LonLat[]): XY[] {
  return withoutRepeats(
    polygon.slice(0, -1).map(([lon, lat]) => {
      const m = frame.toMetres({ lat, lon });
      return [m.x, m.y] as XY;
    }),
  );
}

/**
 * A point inside a simple ring, near its middle: its centroid when that lies inside,
 * otherwise (in the notch of an L, say) the centroid of its largest triangle.
 */
export function ringInteriorPoint(ring: Ring): XY | null {
  if (ring.length < 3) return null;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i] as XY;
    const [x2, y2] = ring[(i + 1) % ring.length] as XY;
    const step = x1 * y2 - x2 * y1;
    twiceArea += step;
    cx += (x1 + x2) * step;
    cy += (y1 + y2) * step;
  }
  if (Math.abs(twiceArea) < 1e-9) return null;
  const centroid: XY = [cx / (3 * twiceArea), cy / (3 * twiceArea)];
  if (pointInRing(centroid, ring)) return centroid;
  let best: { area: number; at: XY } | null = null;
  for (const [a, b, c] of triangulateRing(ring)) {
    const area = Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
    if (!best || area > best.area)
      best = { area, at: [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3] };
  }
  return best?.at ?? null;
}

/** What the floor needs made so that every door is walked through: nothing already there. */
export function planDoorPaths(input: DoorPathInput): DoorPathPlan {
  const plan: DoorPathPlan = { connectors: [], connections: [] };
  const first = input.openings[0]?.line[0];
  if (!first) return plan;
  const frame = localFrame({ lon: first[0], lat: first[1] });
  const toXY = (lat: number, lon: number): XY => {
    const m = frame.toMetres({ lat, lon });
    return [m.x, m.y];
  };
  const rooms = input.units
    .map((unit) => ({ unit, ring: ringOf(frame, unit.polygon) }))
    .filter((room) => room.ring.length >= RoomConstants.minCorners);
  const pois = input.pois.map((poi) => ({ poi, at: toXY(poi.lat, poi.lon) }));
  const existing = new Set(input.connections.map((c) => pairKey(c.a, c.b)));
  const walkways = new Set<string>(DoorPathConstants.walkwayCategories);

  /** Points of the nodes made so far, to reuse one for a second door at the same place. */
  const made: { node: DoorPathNode; at: XY }[] = [];
  const nodeAt = (at: XY, kind: PlannedConnector['at']): DoorPathNode => {
    let nearest: { node: DoorPathNode; d: number } | null = null;
    for (const { poi, at: p } of pois) {
      const d = Math.hypot(p[0] - at[0], p[1] - at[1]);
      if (d <= DoorPathConstants.reuseWithinM && (!nearest || d < nearest.d))
        nearest = { node: { puid: poi.puid }, d };
    }
    for (const m of made) {
      const d = Math.hypot(m.at[0] - at[0], m.at[1] - at[1]);
      if (d <= DoorPathConstants.reuseWithinM && (!nearest || d < nearest.d))
        nearest = { node: m.node, d };
    }
    if (nearest) return nearest.node;
    const { lat, lon } = frame.toLatLng({ x: at[0], y: at[1] });
    const node: DoorPathNode = { connector: plan.connectors.length };
    plan.connectors.push({ lat, lon, at: kind });
    made.push({ node, at });
    return node;
  };
  const connect = (a: DoorPathNode, b: DoorPathNode) => {
    const key = pairKey(keyOf(a), keyOf(b));
    if (keyOf(a) === keyOf(b) || existing.has(key)) return;
    existing.add(key);
    plan.connections.push({ a, b });
  };
  const centres = new Map<string, DoorPathNode | null>();
  const centreOf = (room: (typeof rooms)[number]) => {
    if (!centres.has(room.unit.id)) {
      const at = ringInteriorPoint(room.ring);
      centres.set(room.unit.id, at ? nodeAt(at, 'room') : null);
    }
    return centres.get(room.unit.id) ?? null;
  };
  /** The rooms a point lies in (their walls within the tolerance count as inside). */
  const roomsAround = (p: XY) =>
    rooms.filter(
      (room) =>
        pointInRing(p, room.ring) ||
        distanceToBoundary(p, [room.ring]) <= RoomConstants.pointOnBoundaryToleranceM,
    );

  for (const opening of input.openings) {
    const [from, to] = opening.line;
    const ends = [toXY(from[1], from[0]), toXY(to[1], to[0])] as const;
    const middle: XY = [(ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2];
    // The rooms whose wall the door is in: both ends on that wall, within the tolerance.
    const joined = rooms.filter((room) =>
      ends.every(
        (end) => distanceToBoundary(end, [room.ring]) <= RoomConstants.openingBoundaryToleranceM,
      ),
    );
    if (joined.length === 0) continue;
    const door = nodeAt(middle, 'door');
    for (const room of joined) {
      const centre = centreOf(room);
      if (centre) connect(door, centre);
    }
    if (joined.length > 1) continue;
    // An outer door: on to the nearest connector outside the rooms, or in a corridor.
    const own = joined[0]?.unit.id;
    let nearest: { puid: string; d: number } | null = null;
    for (const { poi, at } of pois) {
      if (!poi.isConnector) continue;
      const d = Math.hypot(at[0] - middle[0], at[1] - middle[1]);
      if (d > DoorPathConstants.walkwayReachM || (nearest && d >= nearest.d)) continue;
      const around = roomsAround(at);
      if (around.some((room) => room.unit.id === own)) continue;
      if (around.some((room) => !walkways.has(room.unit.category))) continue;
      nearest = { puid: poi.puid, d };
    }
    if (nearest) connect(door, { puid: nearest.puid });
  }
  return plan;
}
