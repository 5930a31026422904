import { PanelIntroMessages } from '@indoor/domain';
import { PanelIntro } from '../panels/PanelIntro';
import { BackupSection } from './BackupSection';
import { ExportSection } from './ExportSection';
import { ImdfExportSection } from './ImdfExportSection';
import { ImdfImportSection } from './ImdfImportSection';
import { PoiImportSection } from './PoiImportSection';
import { PullSection } from './PullSection';
import { RestoreSection } from './RestoreSection';

export function ImportExportPanel() {
  return (
    <>
      <PanelIntro>{PanelIntroMessages.importExport}</PanelIntro>
      <ExportSection />
      <ImdfExportSection />
      <PoiImportSection />
      <BackupSection />
      <RestoreSection />
      <ImdfImportSection />
      <PullSection />
    </>
  );
}
