import { type AuditRoute, AuditRouteWebMessages as Texts } from '@indoor/domain';
import { useMemo } from 'react';
import { StraightLegWarnings } from './StraightLegWarnings';

/**
 * A route's name, place, size, estimate, auditors, status and progress, and the legs drawn
 * straight for want of a walking path.
 */
export function RouteSummary({ route }: { route: AuditRoute }) {
  const stops = useMemo(
    () =>
      [...route.pois]
        .sort((a, b) => a.order - b.order)
        .map((p) => ({ puid: p.puid, name: p.name, ...p.coordinates })),
    [route.pois],
  );
  return (
    <div className="audit-route__summary">
      <strong className="audit-route__name">{route.name}</strong>
      <span className={`audit-route__status audit-route__status--${route.status}`}>
        {Texts.statusLabels[route.status]}
      </span>
      <span className="audit-route__meta">
        {Texts.routeSummary(route.pois.length, route.estimated_time, String(route.floor_number))}
      </span>
      <span className="audit-route__meta">
        {Texts.assignedTo(route.assigned_auditors.join(', '))}
      </span>
      <progress
        className="audit-route__progress"
        max={route.progress.total}
        value={route.progress.done}
        aria-label={Texts.progress(route.progress.done, route.progress.total)}
      />
      <span className="audit-route__meta" data-testid="audit-route-progress">
        {Texts.progress(route.progress.done, route.progress.total)}
      </span>
      <StraightLegWarnings
        buildingId={route.building_id}
        floorNumber={String(route.floor_number)}
        stops={stops}
      />
    </div>
  );
}
