import { PanelIntro } from '../PanelIntro';

export function CampusesPanel() {
  return (
    <PanelIntro>
      Group buildings into campuses, rename or delete them, export a campus, and share one viewer
      link for all of its buildings.
    </PanelIntro>
  );
}
