import { PanelIntro } from '../panels/PanelIntro';

export function AuditRoutesPanel() {
  return (
    <PanelIntro>
      Plan audit routes for technicians: pick a building and floor, choose and order its points of
      interest, assign auditors, check the estimated time, then save the route and show it on the
      map as a numbered line.
    </PanelIntro>
  );
}
