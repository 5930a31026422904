import {
  type AuditLegStop,
  auditRouteLegs,
  straightLegWarnings,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useMemo } from 'react';
import { useFloorWalkingGraph } from './useFloorWalkingGraph';

/** A route's stop as its warnings name it. */
export interface NamedLegStop extends AuditLegStop {
  name: string;
}

/**
 * Under a route (docs/audit.md#showing-routes): each leg drawn straight because the floor's
 * walking graph has no path between its stops, or one line when the graph could not be
 * read. Nothing while the graph loads, nor for a route walked all along the graph.
 */
export function StraightLegWarnings({
  buildingId,
  floorNumber,
  stops,
}: {
  buildingId: string | null;
  floorNumber: string | null;
  stops: readonly NamedLegStop[];
}) {
  const { graph, failed } = useFloorWalkingGraph(buildingId, floorNumber);
  const warnings = useMemo(() => {
    if (stops.length < 2) return [];
    if (failed) return [Texts.walkingPathsUnavailable];
    if (!graph) return [];
    return straightLegWarnings(auditRouteLegs(stops, graph), (i) => stops[i]?.name ?? '');
  }, [stops, graph, failed]);
  if (warnings.length === 0) return null;
  return (
    <ul className="audit-route__warnings" data-testid="audit-route-straight-legs">
      {warnings.map((text) => (
        <li key={text} className="audit-planner__notice">
          {text}
        </li>
      ))}
    </ul>
  );
}
