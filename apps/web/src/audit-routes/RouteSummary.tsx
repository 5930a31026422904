import { type AuditRoute, AuditRouteWebMessages as Texts } from '@indoor/domain';

/** A route's name, place, size, estimate, auditors, status and progress. */
export function RouteSummary({ route }: { route: AuditRoute }) {
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
    </div>
  );
}
