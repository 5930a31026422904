import {
  AlertLevel,
  AuditMessages,
  type AuditRoute,
  CommonUiMessages,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { ActionButton } from '../components/ActionButton';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { showAlert } from '../state/alerts';
import { deleteAuditRoute, refreshAuditRoutes, useAuditRoutes } from './auditRouteQueries';
import { drawnRouteKey, useAuditRouteStore } from './auditRouteStore';
import { RouteDisplayToggle } from './RouteDisplayToggle';
import { RouteLabelsButton } from './RouteLabelsButton';
import { RouteResults } from './RouteResults';
import { RouteSummary } from './RouteSummary';
import { useShowRoute } from './useShowRoute';

/**
 * The saved routes of the planner (docs/audit.md#editing-and-deleting-routes): view draws one, edit
 * loads it into the form (saved with PUT), delete asks for confirmation first; the display toggle
 * shows one route chosen in its selector.
 */
export function RouteList() {
  const routes = useAuditRoutes();
  const queryClient = useQueryClient();
  const showRoute = useShowRoute();
  const startEdit = useAuditRouteStore((state) => state.startEdit);
  const [deleting, setDeleting] = useState<AuditRoute | null>(null);
  const [pending, setPending] = useState(false);
  const list = routes.isError ? [] : (routes.data ?? []);

  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      const answer = await deleteAuditRoute(deleting.id);
      showAlert({ level: AlertLevel.success, text: answer.message });
      const store = useAuditRouteStore.getState();
      if (store.shown?.key === drawnRouteKey(deleting.id)) store.show(null);
      if (store.editingId === deleting.id) store.resetForm();
      if (store.displayedRouteId === deleting.id) store.setDisplay(false, null);
      await refreshAuditRoutes(queryClient);
    } catch (error) {
      showAlert({ level: AlertLevel.danger, text: errorMessage(error, Texts.deleteFailed) });
    } finally {
      setPending(false);
      setDeleting(null);
    }
  };

  return (
    <section className="audit-routes" aria-label={Texts.listHeading}>
      <h3 className="panel__subtitle">{Texts.listHeading}</h3>
      <RouteDisplayToggle routes={list} />
      {routes.isPending && !routes.isError ? (
        <p className="panel__note">{Texts.loadingRoutes}</p>
      ) : list.length === 0 ? (
        <p className="panel__note">{Texts.noRoutes}</p>
      ) : (
        <ul className="audit-routes__list" data-testid="audit-route-list">
          {list.map((route, i) => (
            <li key={route.id} className="audit-route" data-testid="audit-route" data-id={route.id}>
              <RouteSummary route={route} />
              <RouteResults route={route} />
              <div className="audit-route__actions">
                <ActionButton
                  label={Texts.view}
                  testId="audit-route-view"
                  small
                  onClick={() => showRoute(route, i)}
                />
                <button
                  type="button"
                  className="button button--small"
                  data-testid="audit-route-edit"
                  onClick={() => {
                    startEdit(route);
                    // The route's floor comes on the map; the form's preview draws it.
                    showRoute(route, i);
                    useAuditRouteStore.getState().show(null);
                  }}
                >
                  {CommonUiMessages.edit}
                </button>
                <RouteLabelsButton route={route} />
                <ActionButton
                  label={CommonUiMessages.delete}
                  testId="audit-route-delete"
                  variant="danger"
                  small
                  onClick={() => setDeleting(route)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={CommonUiMessages.delete}
          message={AuditMessages.confirmDelete(deleting.name)}
          testId="audit-route-delete"
          pending={pending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
