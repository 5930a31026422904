import {
  type Actor,
  buildNavigationGraph,
  canEditSpace,
  findGraphIssues,
  type GraphNode,
  haversineMetres,
  isStepFreeEdge,
  isValidLatitude,
  isValidLongitude,
  type NavigationGraph,
  nearestNode,
  PoiMessages,
  RoomMessages,
  type RouteOptions,
  roomRouteTargets,
  ServerMessages,
  shortestRoute,
  WayfindingMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import { InstanceCacheConstants } from '../config/infrastructure.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { badRequest, notFound } from '../http/http-error.js';
import { openingFromRow, unitFromRow } from '../wire/unit.wire.js';
import type { SpacesService } from './spaces.service.js';

/** What a caller may ask of a route beyond its two ends. */
export interface RouteRequest {
  stepFree?: boolean;
}

function routeOptions(request: RouteRequest): RouteOptions {
  return request.stepFree ? { allowEdge: isStepFreeEdge } : {};
}

/** The 404 of a route that does not exist, saying whether only the step-free one is missing. */
function noRouteError(request: RouteRequest) {
  return notFound(request.stepFree ? WayfindingMessages.noStepFreeRoute : ServerMessages.noRoute);
}

interface RouteAnswer {
  num_of_pois: number;
  pois: { puid: string; buid: string; floor_number: string; lat: string; lon: string }[];
}

/** How many spaces' graphs one server keeps (least recently used ones go first). */

/**
 * Which POIs a graph holds: all of them (the space's editors, audit routes) or the
 * published ones only (everyone else: an unpublished POI is never part of their route).
 */
export type GraphScope = 'all' | 'published';

/**
 * Shortest routes over a space's connection graph. Graphs are cached per space and
 * scope, keyed by the space's graph_version, which every POI or connection change bumps
 * in the same transaction, so a cached graph is never stale.
 */
export class NavigationService {
  private readonly graphs = new Map<string, { version: string; graph: NavigationGraph }>();

  private readonly pois: Repositories['pois'];
  private readonly connections: Repositories['connections'];
  private readonly floors: Repositories['floors'];
  private readonly units: Repositories['units'];

  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
  ) {
    this.pois = data.repos.pois;
    this.connections = data.repos.connections;
    this.floors = data.repos.floors;
    this.units = data.repos.units;
  }

  /** The space's connection graph (cached per graph version); audit routes measure walks over it. */
  async graphOf(
    buid: string,
    knownVersion?: string,
    scope: GraphScope = 'all',
  ): Promise<NavigationGraph> {
    const version = knownVersion ?? (await this.connections.graphVersion(buid)) ?? '0';
    const key = `${scope}\u0000${buid}`;
    const cached = this.graphs.get(key);
    if (cached && cached.version === version) {
      this.graphs.delete(key);
      this.graphs.set(key, cached);
      return cached.graph;
    }
    const [nodes, edges] = await Promise.all([
      this.pois.listNodes(buid),
      this.connections.listEdges(buid),
    ]);
    // Edges to a POI left out are left out with it.
    const graph = buildNavigationGraph(
      nodes
        .filter((n) => scope === 'all' || n.is_published)
        .map((n) => ({
          puid: n.puid,
          floor: n.floor_number,
          lat: n.coordinates_lat,
          lon: n.coordinates_lon,
          type: n.pois_type,
        })),
      edges.map((e) => ({ a: e.pois_a, b: e.pois_b })),
    );
    this.graphs.delete(key);
    this.graphs.set(key, { version, graph });
    while (this.graphs.size > InstanceCacheConstants.navigationGraphs) {
      const oldest = this.graphs.keys().next().value;
      if (oldest === undefined) break;
      this.graphs.delete(oldest);
    }
    return graph;
  }

  async graphIssues(actor: Actor | null, buid: string) {
    const space = await this.spaces.findVisible(actor, buid);
    const [allPois, allConnections, floors] = await Promise.all([
      this.pois.listBySpace(buid),
      this.connections.listBySpace(buid),
      this.floors.listBySpace(buid),
    ]);
    // Those who may not edit the space check the graph of its published POIs only.
    const editor = canEditSpace(actor, spaceFacts(space));
    const pois = editor ? allPois : allPois.filter((p) => p.is_published);
    const shown = new Set(pois.map((p) => p.puid));
    const connections = allConnections.filter((c) => shown.has(c.pois_a) && shown.has(c.pois_b));
    const issues = findGraphIssues(
      pois.map((p) => ({
        puid: p.puid,
        name: p.name,
        floor: p.floor_number,
        type: p.pois_type,
        isEntrance: p.is_building_entrance,
      })),
      connections.map((c) => ({ cuid: c.cuid, a: c.pois_a, b: c.pois_b, weightM: c.weight })),
      floors.map((f) => f.floor_number),
    );
    const byCuid = new Map(connections.map((c) => [c.cuid, c]));
    return {
      unreachable_pois: issues.unreachable.map((p) => ({
        puid: p.puid,
        name: p.name,
        floor_number: String(p.floor),
      })),
      unlinked_floors: issues.unlinkedFloors.map(String),
      has_entrance: issues.hasEntrance,
      long_connections: issues.longConnections.map((c) => ({
        cuid: c.cuid,
        pois_a: byCuid.get(c.cuid)?.pois_a ?? c.a,
        pois_b: byCuid.get(c.cuid)?.pois_b ?? c.b,
        weight: Math.round(c.weightM * 10) / 10,
      })),
    };
  }

  /** The graph a caller who may see the space routes over (404 when they may not see it). */
  private async scopeFor(actor: Actor | null, buid: string): Promise<GraphScope> {
    const space = await this.spaces.findVisible(actor, buid);
    return canEditSpace(actor, spaceFacts(space)) ? 'all' : 'published';
  }

  private answer(buid: string, route: GraphNode[]): RouteAnswer {
    return {
      num_of_pois: route.length,
      pois: route.map((n) => ({
        puid: n.puid,
        buid,
        floor_number: String(n.floor),
        lat: String(n.lat),
        lon: String(n.lon),
      })),
    };
  }

  async route(
    actor: Actor | null,
    from: string,
    to: string,
    request: RouteRequest = {},
  ): Promise<RouteAnswer> {
    const ends = await this.pois.routeEnds([from, to]);
    const a = ends.find((e) => e.puid === from);
    const b = ends.find((e) => e.puid === to);
    if (!a || !b) throw notFound(ServerMessages.poiNotFound);
    if (a.buid !== b.buid) throw badRequest(ServerMessages.poiFloorMismatch);
    // Published spaces are visible to everyone; an anonymous caller needs no further check.
    const scope = actor || !a.space_published ? await this.scopeFor(actor, a.buid) : 'published';
    const graph = await this.graphOf(a.buid, a.graph_version, scope);
    // An unpublished end is unknown to those who may not see it.
    if (!graph.index.has(from) || !graph.index.has(to)) throw notFound(ServerMessages.poiNotFound);
    const route = shortestRoute(graph, from, to, routeOptions(request));
    if (!route) throw noRouteError(request);
    return this.answer(a.buid, route);
  }

  /**
   * A route to a room (docs/pois-and-navigation.md#routes-to-rooms): of the nodes it may end
   * at (roomRouteTargets: at its doors, or inside a room without one), the one nearest the
   * start along the graph.
   */
  async routeToRoom(
    actor: Actor | null,
    from: string,
    unitId: string,
    request: RouteRequest = {},
  ): Promise<RouteAnswer> {
    const [start] = await this.pois.routeEnds([from]);
    if (!start) throw notFound(ServerMessages.poiNotFound);
    const unitRow = await this.units.findUnit(unitId);
    if (!unitRow || unitRow.buid !== start.buid) throw notFound(RoomMessages.unitNotFound);
    const scope =
      actor || !start.space_published ? await this.scopeFor(actor, start.buid) : 'published';
    const graph = await this.graphOf(start.buid, start.graph_version, scope);
    if (!graph.index.has(from)) throw notFound(ServerMessages.poiNotFound);
    const openings = await this.units.listFloorOpenings(unitRow.buid, unitRow.floor_number);
    const targets = roomRouteTargets(
      unitFromRow(unitRow),
      openings.map(openingFromRow),
      graph.nodes,
    );
    let best: { route: GraphNode[]; metres: number } | null = null;
    for (const target of targets) {
      const route = shortestRoute(graph, from, target, routeOptions(request));
      if (!route) continue;
      const metres = route.reduce(
        (sum, node, i) => (i === 0 ? 0 : sum + haversineMetres(route[i - 1] as GraphNode, node)),
        0,
      );
      if (!best || metres < best.metres) best = { route, metres };
    }
    if (!best) throw noRouteError(request);
    return this.answer(start.buid, best.route);
  }

  async routeFromPosition(
    actor: Actor | null,
    position: { lat: number | string; lon: number | string; floor: number },
    to: string,
    request: RouteRequest = {},
  ): Promise<RouteAnswer> {
    const lat = Number(position.lat);
    const lon = Number(position.lon);
    if (!isValidLatitude(lat)) throw badRequest(PoiMessages.invalidLatitude);
    if (!isValidLongitude(lon)) throw badRequest(PoiMessages.invalidLongitude);
    const target = await this.pois.find(to);
    if (!target) throw notFound(ServerMessages.poiNotFound);
    const graph = await this.graphOf(
      target.buid,
      undefined,
      await this.scopeFor(actor, target.buid),
    );
    if (!graph.index.has(to)) throw notFound(ServerMessages.poiNotFound);
    const start = nearestNode(graph, { lat, lon, floor: position.floor });
    if (!start) throw notFound(ServerMessages.noStartPoi);
    const route = shortestRoute(graph, start.puid, to, routeOptions(request));
    if (!route) throw noRouteError(request);
    return this.answer(target.buid, route);
  }
}
