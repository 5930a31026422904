import { PanelIntro } from '../panels/PanelIntro';
import { BackupSection } from './BackupSection';
import { ExportSection } from './ExportSection';
import { PoiImportSection } from './PoiImportSection';
import { RestoreSection } from './RestoreSection';

export function ImportExportPanel() {
  return (
    <>
      <PanelIntro>
        Export the selected building as JSON or GeoJSON; update its POIs from an edited JSON export
        or Anyplace's allpois.json, from a spreadsheet of descriptions (.xlsx or .csv), or add and
        move them from GeoJSON; back up a whole building as an archive of floor plans, radio maps,
        POIs and connections, and restore one.
      </PanelIntro>
      <ExportSection />
      <PoiImportSection />
      <BackupSection />
      <RestoreSection />
    </>
  );
}
