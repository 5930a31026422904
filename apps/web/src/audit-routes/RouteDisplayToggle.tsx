import {
  AlertLevel,
  AuditMessages,
  type AuditRoute,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useEffect } from 'react';
import { CheckboxField } from '../components/CheckboxField';
import { Field } from '../components/Field';
import { showAlert } from '../state/alerts';
import { useAuditRouteStore } from './auditRouteStore';
import { useShowRoute } from './useShowRoute';

/**
 * Routes start hidden (docs/audit.md#showing-routes); enabling with no routes alerts and turns the
 * toggle off; enabling selects the first route; disabling removes the line and markers.
 */
export function RouteDisplayToggle({ routes }: { routes: readonly AuditRoute[] }) {
  const enabled = useAuditRouteStore((state) => state.displayEnabled);
  const routeId = useAuditRouteStore((state) => state.displayedRouteId);
  const setDisplay = useAuditRouteStore((state) => state.setDisplay);
  const showRoute = useShowRoute();

  const display = (next: string | null) => {
    const index = routes.findIndex((r) => r.id === next);
    const route = routes[index];
    setDisplay(route !== undefined, route?.id ?? null);
    showRoute(route ?? null, index);
  };

  // A displayed route that was deleted leaves the map.
  useEffect(() => {
    if (enabled && routeId && !routes.some((r) => r.id === routeId)) {
      useAuditRouteStore.getState().setDisplay(false, null);
      useAuditRouteStore.getState().show(null);
    }
  }, [enabled, routeId, routes]);

  const toggle = (on: boolean) => {
    if (!on) {
      setDisplay(false, null);
      showRoute(null);
      return;
    }
    if (routes.length === 0) {
      showAlert({ level: AlertLevel.warning, text: AuditMessages.noRoutesToDisplay });
      setDisplay(false, null);
      return;
    }
    display(routes[0]?.id ?? null);
  };

  return (
    <div className="audit-display">
      <CheckboxField
        label={Texts.displayToggle}
        checked={enabled}
        testId="audit-display-toggle"
        onChange={toggle}
      />
      {enabled && (
        <Field label={Texts.displaySelect}>
          {({ id }) => (
            <select
              id={id}
              className="field__input"
              data-testid="audit-display-select"
              value={routeId ?? ''}
              onChange={(event) => display(event.target.value)}
            >
              {routes.map((route) => (
                <option key={route.id} value={route.id}>
                  {route.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
