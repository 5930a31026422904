import { BackupMessages, ImportExportMessages } from '@indoor/domain';
import { useSpace } from '../spaces/spaceQueries';
import { useSelectionStore } from '../state/selection';
import { useBackupStore } from './backupStore';
import { TitledSection } from './TitledSection';

/**
 * "Back up building": the selected space as {buid}.zip, with the documented progress steps
 * (docs/import-export.md#backups).
 */
export function BackupSection() {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const space = useSpace(buid);
  const progress = useBackupStore((state) => state.progress);
  const start = useBackupStore((state) => state.start);
  const running = progress !== null;

  return (
    <TitledSection name="backup" title={BackupMessages.backUp}>
      {buid === null ? (
        <p className="panel__note" data-testid="backup-no-space">
          {ImportExportMessages.noBuildingSelected}
        </p>
      ) : (
        space.data && <p className="panel__note">{BackupMessages.backUpHint(space.data.name)}</p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!space.data || running}
        aria-busy={running}
        data-testid="backup-start"
        onClick={() => {
          if (space.data) void start(space.data);
        }}
      >
        {running ? BackupMessages.backingUp : BackupMessages.backUp}
      </button>
      {running && (
        <div className="backup__progress" data-testid="backup-progress">
          <progress max={100} value={progress} aria-label={BackupMessages.progressLabel} />
          <span aria-hidden="true">{progress} %</span>
        </div>
      )}
    </TitledSection>
  );
}
