import type { NavigationGraph } from '../routing/navigation-graph.js';
import { AuditCycleConstants, type AuditOptimizationMethod } from './constants.js';
import { type AuditStop, buildDistanceMatrix } from './distances.js';
import { estimateRouteMinutes } from './estimate.js';
import { AuditMessages } from './messages.js';
import { orderForMethod, pathLength } from './ordering.js';

export interface PlannedRoute<S extends AuditStop> {
  /** The stops in walking order; the first selected stop comes first. */
  stops: S[];
  distanceM: number;
  estimatedMinutes: number;
}

export type PlanVerdict<S extends AuditStop> =
  | ({ ok: true } & PlannedRoute<S>)
  | { ok: false; message: string };

/**
 * Orders the selected stops by a method and estimates the walk. Optimising needs at least
 * 2 POIs (docs/audit.md#ordering-methods); custom order takes any number. The graph, when given,
 * supplies the walking distances between the POIs it links.
 */
export function planAuditRoute<S extends AuditStop>(
  selected: readonly S[],
  method: AuditOptimizationMethod,
  graph?: NavigationGraph | null,
): PlanVerdict<S> {
  if (method !== 'custom-order' && selected.length < AuditCycleConstants.minPoisToOptimize)
    return { ok: false, message: AuditMessages.needTwoPois };
  const matrix = buildDistanceMatrix(selected, graph);
  const order = orderForMethod(method, matrix);
  const distanceM = pathLength(order, matrix);
  return {
    ok: true,
    stops: order.map((i) => selected[i] as S),
    distanceM,
    estimatedMinutes: estimateRouteMinutes(selected.length, distanceM),
  };
}

/** The walk and estimate of stops kept in the given order (what a saved route is). */
export function measureAuditRoute(
  stops: readonly AuditStop[],
  graph?: NavigationGraph | null,
): { distanceM: number; estimatedMinutes: number } {
  const matrix = buildDistanceMatrix(stops, graph);
  const distanceM = pathLength(
    stops.map((_, i) => i),
    matrix,
  );
  return { distanceM, estimatedMinutes: estimateRouteMinutes(stops.length, distanceM) };
}
