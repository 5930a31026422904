import { PanelIntro } from '../panels/PanelIntro';
import { BackupSection } from './BackupSection';
import { RestoreSection } from './RestoreSection';

export function ImportExportPanel() {
  return (
    <>
      <PanelIntro>
        Export a space or a campus as JSON, update points of interest from a JSON or spreadsheet
        file, and back up a whole building as an archive of floor plans, radio maps, POIs and
        connections.
      </PanelIntro>
      <BackupSection />
      <RestoreSection />
    </>
  );
}
