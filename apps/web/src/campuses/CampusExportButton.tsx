import {
  AlertLevel,
  buildCampusExport,
  type Campus,
  campusImdfExport,
  exportFileName,
  exportFileText,
  ImdfExportMessages,
  ImportExportMessages,
  PoiFileMessages,
} from '@indoor/domain';
import { fetchFile } from '../api/client';
import { saveFile } from '../assets/downloads';
import { ImdfExportControls } from '../import-export/ImdfExportControls';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

/**
 * The campus exports: the selected campus as {name}.txt with its name, description, buids
 * (docs/import-export.md#campus-export), and as one IMDF venue with a building per space,
 * checked before it is saved (docs/imdf.md#campus-export).
 */
export function CampusExportButton({ campuses }: { campuses: readonly Campus[] }) {
  const selected = useSelectionStore((state) => state.selectedCampus);
  const onClick = () => {
    const campus = campuses.find((c) => c.cuid === selected);
    if (!campus) {
      showAlert({ level: AlertLevel.danger, text: ImportExportMessages.noCampusSelected });
      return;
    }
    saveFile(
      new Blob([exportFileText(buildCampusExport(campus))], { type: 'text/plain;charset=utf-8' }),
      exportFileName(campus.name),
    );
    showAlert({ level: AlertLevel.success, text: ImportExportMessages.exported(campus.name) });
  };
  const campus = campuses.find((c) => c.cuid === selected);
  return (
    <>
      <div className="button-row">
        <button type="button" className="button" data-testid="campus-export" onClick={onClick}>
          {PoiFileMessages.exportCampus}
        </button>
      </div>
      <ImdfExportControls
        // Another campus starts afresh: the last one's findings are not its own.
        key={campus?.cuid ?? 'none'}
        label={ImdfExportMessages.exportCampus}
        testId="campus-imdf-export"
        disabled={!campus}
        fetchArchive={() => fetchFile(campusImdfExport, { body: { cuid: campus?.cuid ?? '' } })}
        fallbackName={exportFileName(campus?.name ?? '', '.imdf.zip')}
      />
    </>
  );
}
