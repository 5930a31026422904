import {
  exportFileName,
  ImdfExportMessages,
  ImportExportMessages,
  spaceImdfExport,
} from '@indoor/domain';
import { fetchFile } from '../api/client';
import { useSpace } from '../spaces/spaceQueries';
import { useSelectionStore } from '../state/selection';
import { ImdfExportControls } from './ImdfExportControls';
import { TitledSection } from './TitledSection';

/** "Export IMDF": the selected building as an IMDF archive, checked before it is saved. */
export function ImdfExportSection() {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const space = useSpace(buid);
  const chosen = space.data;
  return (
    <TitledSection name="imdf-export" title={ImdfExportMessages.title}>
      {buid === null ? (
        <p className="panel__note" data-testid="imdf-export-no-space">
          {ImportExportMessages.noBuildingSelected}
        </p>
      ) : (
        chosen && <p className="panel__note">{ImdfExportMessages.hint(chosen.name)}</p>
      )}
      <ImdfExportControls
        // A new building starts afresh: the last one's findings are not its own.
        key={chosen?.buid ?? 'none'}
        label={ImdfExportMessages.exportBuilding}
        testId="imdf-export"
        disabled={!chosen}
        fetchArchive={() => fetchFile(spaceImdfExport, { body: { buid: chosen?.buid ?? '' } })}
        fallbackName={exportFileName(chosen?.name ?? '', '.imdf.zip')}
      />
    </TitledSection>
  );
}
