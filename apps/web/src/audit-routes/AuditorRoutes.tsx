import { AuditRouteWebMessages as Texts } from '@indoor/domain';
import { useEffect } from 'react';
import { KeptRouteNote } from '../offline/KeptRouteNote';
import { AuditChecklist } from './AuditChecklist';
import { useAuditRoutes } from './auditRouteQueries';
import { useAuditRouteStore } from './auditRouteStore';
import { RouteSummary } from './RouteSummary';
import { useResultSending } from './useResultOutbox';
import { useShowRoute, useShowStop } from './useShowRoute';

/**
 * The auditor's tab: the routes assigned to them; opening one draws it on the map and
 * shows its checklist (a QR label's link opens it at the scanned POI). Results waiting on
 * the device are sent from here, with or without a checklist open.
 */
export function AuditorRoutes() {
  useResultSending();
  const routes = useAuditRoutes();
  const openRouteId = useAuditRouteStore((state) => state.openRouteId);
  const focusPuid = useAuditRouteStore((state) => state.focusPuid);
  const openRoute = useAuditRouteStore((state) => state.openRoute);
  const showRoute = useShowRoute();
  const showStop = useShowStop();
  const list = routes.isError ? [] : (routes.data ?? []);
  const index = list.findIndex((r) => r.id === openRouteId);
  const open = index >= 0 ? list[index] : undefined;
  const openId = open?.id;

  // Drawn and framed once when opened; a QR label's link then brings its stop close. Later
  // moves follow the stop chosen on the checklist.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the opened route's id
  useEffect(() => {
    if (!open) return;
    showRoute(open, index);
    const linked = open.pois.find((p) => p.puid === focusPuid);
    if (linked) showStop(linked);
  }, [openId]);

  if (open)
    return (
      <AuditChecklist
        route={open}
        focusPuid={focusPuid}
        offlineNote={<KeptRouteNote route={open} />}
        onClose={() => {
          openRoute(null);
          showRoute(null);
        }}
      />
    );

  return (
    <section className="audit-routes" aria-label={Texts.listHeading}>
      {openRouteId && !routes.isPending && (
        <p className="panel__note" role="status">
          {Texts.routeNotFound}
        </p>
      )}
      {routes.isPending && !routes.isError ? (
        <p className="panel__note">{Texts.loadingRoutes}</p>
      ) : list.length === 0 ? (
        <p className="panel__note">{Texts.noRoutes}</p>
      ) : (
        <ul className="audit-routes__list" data-testid="audit-route-list">
          {list.map((route) => (
            <li key={route.id} className="audit-route" data-testid="audit-route" data-id={route.id}>
              <RouteSummary route={route} />
              <div className="audit-route__actions">
                <button
                  type="button"
                  className="button button--primary button--small"
                  data-testid="audit-route-open"
                  onClick={() => openRoute(route.id)}
                >
                  {Texts.open}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
