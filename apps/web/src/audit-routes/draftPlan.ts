import {
  type AssignedAuditor,
  type AuditOptimizationMethod,
  type AuditRouteBody,
  AuditRouteConstants,
  buildNavigationGraph,
  type Connection,
  ConnectorType,
  type ListedUser,
  measureAuditRoute,
  type NavigationGraph,
  type Poi,
  planAuditRoute,
  poiPosition,
  type Role,
} from '@indoor/domain';
import { AuditRoutePaint } from './auditRoutePaint';

/** A floor's POI as the route planner uses it: its place in degrees. */
export interface RoutePoi {
  puid: string;
  name: string;
  pois_type: string;
  serialNumber: string;
  lat: number | null;
  lon: number | null;
}

export function toRoutePoi(poi: Poi): RoutePoi {
  const at = poiPosition(poi);
  return {
    puid: poi.puid,
    name: poi.name,
    pois_type: poi.pois_type,
    serialNumber: poi.serialNumber ?? '',
    lat: at?.lat ?? null,
    lon: at?.lon ?? null,
  };
}

/**
 * The POIs of the chosen building and floor, without connectors (type 'None'):
 * docs/audit.md#planning-a-route.
 */
export function auditablePois(pois: readonly Poi[], buid: string, floor: string): RoutePoi[] {
  return pois
    .filter(
      (poi) =>
        poi.buid === buid &&
        Number(poi.floor_number) === Number(floor) &&
        poi.pois_type !== ConnectorType,
    )
    .map(toRoutePoi);
}

/**
 * The walking graph of one floor: every POI with a place (connectors included, they are
 * the corridors) and the floor's connections, so the estimate counts what is walked.
 */
export function floorWalkingGraph(
  pois: readonly Poi[],
  connections: readonly Connection[],
): NavigationGraph {
  const nodes = pois.flatMap((poi) => {
    const at = poiPosition(poi);
    return at ? [{ puid: poi.puid, floor: Number(poi.floor_number) || 0, ...at }] : [];
  });
  return buildNavigationGraph(
    nodes,
    connections.map((c) => ({ a: c.pois_a, b: c.pois_b })),
  );
}

export interface DraftPlan {
  /** The stops in walking order. */
  stops: RoutePoi[];
  distanceM: number;
  estimatedMinutes: number;
  /**
   * The catalogue's 'Please select at least 2 POIs to optimize the route.' when one POI is
   * optimised.
   */
  notice: string | null;
}

/**
 * The route of the selection (in selection order) by a method (docs/audit.md#ordering-methods), the
 * estimate starts at 0 and follows every change. One POI cannot be optimised: it stays
 * as selected and the notice says why.
 */
export function planDraft(
  selected: readonly RoutePoi[],
  method: AuditOptimizationMethod,
  graph: NavigationGraph | null,
): DraftPlan {
  if (selected.length === 0) return { stops: [], distanceM: 0, estimatedMinutes: 0, notice: null };
  const planned = planAuditRoute(selected, method, graph);
  if (planned.ok) {
    return {
      stops: planned.stops,
      distanceM: planned.distanceM,
      estimatedMinutes: planned.estimatedMinutes,
      notice: null,
    };
  }
  const measured = measureAuditRoute(selected, graph);
  return { stops: [...selected], ...measured, notice: planned.message };
}

export interface RouteDraft {
  name: string;
  description: string;
  buildingId: string | null;
  floorNumber: string | null;
  /** Usernames. */
  auditors: string[];
  method: AuditOptimizationMethod;
}

/** A name, at least one auditor and at least one POI (docs/audit.md#saving-a-route). */
export function draftIsComplete(draft: RouteDraft, stops: readonly RoutePoi[]): boolean {
  return (
    draft.name.trim() !== '' &&
    draft.auditors.length > 0 &&
    stops.length > 0 &&
    draft.buildingId !== null &&
    draft.floorNumber !== null
  );
}

/** The route as it is sent (docs/audit.md#route-fields). */
export function routeBody(
  draft: RouteDraft,
  plan: DraftPlan,
  now: Date = new Date(),
): AuditRouteBody {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    assigned_auditors: [...draft.auditors],
    building_id: draft.buildingId ?? '',
    floor_number: Number(draft.floorNumber),
    pois: plan.stops.map((stop, i) => ({
      puid: stop.puid,
      name: stop.name,
      order: i + 1,
      ...(stop.lat !== null && stop.lon !== null
        ? { coordinates: { lat: stop.lat, lon: stop.lon } }
        : {}),
    })),
    optimization_method: draft.method,
    estimated_time: plan.estimatedMinutes,
    status: 'active',
    created_at: now.toISOString(),
  };
}

/** An auditor the planner may pick: the username is what a route stores. */
export interface AuditorChoice {
  username: string;
  name: string;
}

/**
 * In the route planner (docs/audit.md#planning-a-route) non-admins see only the first 2 auditors
 * assigned to the space; admins see every auditor.
 */
export function auditorChoices(
  role: Role,
  assigned: readonly AssignedAuditor[],
  allAuditors: readonly ListedUser[],
): AuditorChoice[] {
  if (role === 'admin') {
    const byName = new Map<string, AuditorChoice>();
    for (const a of allAuditors) byName.set(a.username, { username: a.username, name: a.name });
    for (const a of assigned) byName.set(a.username, { username: a.username, name: a.name });
    return [...byName.values()];
  }
  return assigned
    .slice(0, AuditRouteConstants.nonAdminAuditorLimit)
    .map((a) => ({ username: a.username, name: a.name }));
}

/** One of the 8 preview colours, cycling (docs/audit.md#planning-a-route). */
export function routeColour(index: number): string {
  const colours = AuditRoutePaint.previewColours;
  return colours[((index % colours.length) + colours.length) % colours.length] as string;
}
