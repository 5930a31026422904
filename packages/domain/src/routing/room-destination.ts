import { localFrame } from '../geo/local-frame.js';
import { distanceToBoundary, pointInRing, withoutRepeats, type XY } from '../imdf/geometry.js';
import { RoomConstants } from '../rooms/constants.js';
import { ringInteriorPoint } from '../rooms/door-paths.js';
import type { Opening, Unit } from '../rooms/types.js';
import { RoomDestinationConstants } from './constants.js';
import type { GraphNode } from './navigation-graph.js';

/**
 * The graph nodes a route to a room may end at: for each of its doors (a door naming the
 * room, or one whose two ends lie on its walls) the node of the room's floor nearest the
 * door's middle, within RoomDestinationConstants.doorNodeReachM. A room without such a
 * door ends at the node inside it nearest its centre; a room with neither has none. The
 * caller picks the candidate nearest the origin along the graph.
 */
export function roomRouteTargets(
  unit: Unit,
  openings: readonly Opening[],
  nodes: readonly GraphNode[],
): string[] {
  const first = unit.polygon[0];
  if (!first) return [];
  const frame = localFrame({ lon: first[0], lat: first[1] });
  const toXY = (lat: number, lon: number): XY => {
    const m = frame.toMetres({ lat, lon });
    return [m.x, m.y];
  };
  const ring = withoutRepeats(unit.polygon.slice(0, -1).map(([lon, lat]) => toXY(lat, lon)));
  if (ring.length < RoomConstants.minCorners) return [];
  const onFloor = nodes
    .filter((node) => node.floor === unit.floorNumber)
    .map((node) => ({ node, at: toXY(node.lat, node.lon) }));
  const nearest = (p: XY, among: typeof onFloor, reach: number) => {
    let best: { puid: string; d: number } | null = null;
    for (const { node, at } of among) {
      const d = Math.hypot(at[0] - p[0], at[1] - p[1]);
      if (d <= reach && (!best || d < best.d)) best = { puid: node.puid, d };
    }
    return best?.puid ?? null;
  };

  const targets = new Set<string>();
  for (const opening of openings) {
    if (opening.floorNumber !== unit.floorNumber) continue;
    const ends = opening.line.map(([lon, lat]) => toXY(lat, lon));
    const inItsWall =
      opening.unitId === unit.id ||
      ends.every(
        (end) => distanceToBoundary(end, [ring]) <= RoomConstants.openingBoundaryToleranceM,
      );
    if (!inItsWall || ends.length !== 2) continue;
    const [a, b] = ends as [XY, XY];
    const node = nearest(
      [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2],
      onFloor,
      RoomDestinationConstants.doorNodeReachM,
    );
    if (node) targets.add(node);
  }
  if (targets.size > 0) return [...targets];
  const centre = ringInteriorPoint(ring);
  if (!centre) return [];
  const inside = onFloor.filter(
    ({ at }) =>
      pointInRing(at, ring) ||
      distanceToBoundary(at, [ring]) <= RoomConstants.pointOnBoundaryToleranceM,
  );
  const node = nearest(centre, inside, Number.POSITIVE_INFINITY);
  return node ? [node] : [];
}
