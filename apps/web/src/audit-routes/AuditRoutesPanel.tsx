import { AuditRouteWebMessages as Texts } from '@indoor/domain';
import { PanelIntro } from '../panels/PanelIntro';
import { useActor } from '../spaces/permissions';
import { AuditorRoutes } from './AuditorRoutes';
import { PlannerForm } from './PlannerForm';
import { RouteList } from './RouteList';

/**
 * Tab 7 (SPEC section 2): admins and planners plan, list, show, edit and delete audit
 * routes; auditors carry out the routes assigned to them. The server checks every call.
 */
export function AuditRoutesPanel() {
  const actor = useActor();
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
