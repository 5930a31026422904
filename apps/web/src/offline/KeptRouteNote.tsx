import { type AuditRoute, OfflineMessages } from '@indoor/domain';
import { useKeptRoute } from './useKeptRoute';

/** Says whether the opened route is kept on the device for use offline, and how far along. */
export function KeptRouteNote({ route }: { route: AuditRoute }) {
  const kept = useKeptRoute(route);
  if (!kept) return null;
  const text =
    kept.state === 'unavailable'
      ? OfflineMessages.offlineUnavailable
      : kept.state === 'keeping'
        ? OfflineMessages.keepingRoute(kept.progress.done, kept.progress.total)
        : kept.failedReads > 0
          ? OfflineMessages.routeNotKept
          : kept.missing > 0
            ? OfflineMessages.routePartlyKept(kept.missing)
            : kept.withPlan
              ? OfflineMessages.routeKept
              : OfflineMessages.routeKeptWithoutPlan;
  return (
    <p
      className="panel__note kept-route-note"
      role="status"
      data-testid="kept-route-note"
      data-state={
        kept.state === 'kept' && (kept.missing > 0 || kept.failedReads > 0)
          ? 'partly-kept'
          : kept.state
      }
    >
      {text}
    </p>
  );
}
