import type { LatLng } from '../geo/coordinates.js';
import { type NavigationGraph, shortestRoute } from '../routing/navigation-graph.js';
import { AuditRouteWebMessages } from './messages.js';

/** A stop of a drawn audit route: the POI and where its marker stands. */
export interface AuditLegStop extends LatLng {
  puid: string;
}

/** The walk from one stop to the next, as the map draws it. */
export interface AuditRouteLeg {
  /** Indices (0-based, in walking order) of the stops the leg joins: `to` is `from + 1`. */
  from: number;
  to: number;
  /**
   * Where the leg is drawn: the graph's nodes walked, stop to stop (connectors and POIs),
   * when the graph links the two stops; the two stops alone otherwise.
   */
  coordinates: LatLng[];
  /** False when the graph has no path between the stops (or no graph): a straight line. */
  pathFound: boolean;
}

const place = ({ lat, lon }: LatLng): LatLng => ({ lat, lon });

/**
 * The legs of a route between consecutive stops, along the walking graph the route's
 * distance is measured on (docs/audit.md#distances): the shortest path through the graph's
 * nodes where it links the two stops, a straight segment where it does not, or when there
 * is no graph (docs/audit.md#showing-routes).
 */
export function auditRouteLegs(
  stops: readonly AuditLegStop[],
  graph: NavigationGraph | null | undefined,
): AuditRouteLeg[] {
  const legs: AuditRouteLeg[] = [];
  for (let i = 1; i < stops.length; i += 1) {
    const a = stops[i - 1] as AuditLegStop;
    const b = stops[i] as AuditLegStop;
    const path = graph ? shortestRoute(graph, a.puid, b.puid) : null;
    legs.push(
      path
        ? { from: i - 1, to: i, coordinates: path.map(place), pathFound: true }
        : { from: i - 1, to: i, coordinates: [place(a), place(b)], pathFound: false },
    );
  }
  return legs;
}

/**
 * The warnings under a route (docs/audit.md#showing-routes): one per leg drawn straight
 * because the graph has no path, naming its stops by number (from 1) and name.
 */
export function straightLegWarnings(
  legs: readonly AuditRouteLeg[],
  stopName: (index: number) => string,
): string[] {
  return legs
    .filter((leg) => !leg.pathFound)
    .map((leg) =>
      AuditRouteWebMessages.noWalkingPath(
        leg.from + 1,
        stopName(leg.from),
        leg.to + 1,
        stopName(leg.to),
      ),
    );
}
