import { PanelIntroMessages } from '@indoor/domain';
import { PanelIntro } from '../panels/PanelIntro';
import { BackupSection } from './BackupSection';
import { ExportSection } from './ExportSection';
import { ImdfImportSection } from './ImdfImportSection';
import { PoiImportSection } from './PoiImportSection';
import { PullSection } from './PullSection';
import { RestoreSection } from './RestoreSection';

export function ImportExportPanel() {
  return (
    <>
      <PanelIntro>{PanelIntroMessages.importExport}</PanelIntro>
      <ExportSection />
      <PoiImportSection />
      <BackupSection />
      <RestoreSection />
      <ImdfImportSection />
      <PullSection />
    </>
  );
}
