import { AuditRouteWebMessages as Texts } from '@indoor/domain';
import { PanelIntro } from '../panels/PanelIntro';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { AuditorRoutes } from './AuditorRoutes';
import { PlannerForm } from './PlannerForm';
import { RouteList } from './RouteList';

/**
 * Tab 7 (see docs/audit.md#planning-a-route): admins and planners plan, list, show, edit and delete
 * audit routes; auditors carry out the routes assigned to them. The server checks every call.
 */
export function AuditRoutesPanel() {
  // By the role the server stored (as the tabs are), not the display role a username suggests.
  const actor = useSessionStore(selectSignedInUser);
  if (!actor) return <PanelIntro>{Texts.introSignedOut}</PanelIntro>;
  if (actor.role === 'auditor')
    return (
      <>
        <PanelIntro>{Texts.introAuditor}</PanelIntro>
        <AuditorRoutes />
      </>
    );
  if (actor.role !== 'admin' && actor.role !== 'planner')
    return <PanelIntro>{Texts.introNotAllowed}</PanelIntro>;
  return (
    <>
      <PanelIntro>{Texts.introPlanner}</PanelIntro>
      <PlannerForm role={actor.role} />
      <RouteList />
    </>
  );
}
