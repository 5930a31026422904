import {
  AlertLevel,
  buildCampusExport,
  type Campus,
  exportFileName,
  exportFileText,
  ImportExportMessages,
  PoiFileMessages,
} from '@indoor/domain';
import { saveFile } from '../assets/downloads';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';

/**
 * The campus export (docs/import-export.md#campus-export): the selected campus as {name}.txt with
 * its name, description, buids.
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
  return (
    <div className="button-row">
      <button type="button" className="button" data-testid="campus-export" onClick={onClick}>
        {PoiFileMessages.exportCampus}
      </button>
    </div>
  );
}
