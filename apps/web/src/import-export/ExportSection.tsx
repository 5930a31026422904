import { AlertLevel, ImportExportMessages, PoiFileMessages, type Space } from '@indoor/domain';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { ActionButton } from '../components/ActionButton';
import { useSpace } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { exportBuildingGeoJson, exportBuildingJson } from './exportBuilding';
import { TitledSection } from './TitledSection';

/**
 * "Export": the selected building as JSON (docs/import-export.md#json-export) or as GeoJSON for a
 * GIS.
 */
export function ExportSection() {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const space = useSpace(buid);
  const [busy, setBusy] = useState(false);

  const run = async (format: 'json' | 'geojson', chosen: Space | undefined) => {
    if (!chosen) {
      showAlert({ level: AlertLevel.danger, text: ImportExportMessages.noBuildingSelected });
      return;
    }
    setBusy(true);
    try {
      if (format === 'json') {
        await exportBuildingJson(chosen);
        showAlert({ level: AlertLevel.success, text: ImportExportMessages.exported(chosen.name) });
      } else {
        await exportBuildingGeoJson(chosen);
        showAlert({
          level: AlertLevel.success,
          text: PoiFileMessages.exportedGeoJson(chosen.name),
        });
      }
    } catch (error) {
      showAlert({
        level: AlertLevel.danger,
        text: errorMessage(error, PoiFileMessages.exportFailed),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledSection name="building-export" title={PoiFileMessages.exportTitle}>
      {buid === null ? (
        <p className="panel__note" data-testid="export-no-space">
          {ImportExportMessages.noBuildingSelected}
        </p>
      ) : (
        space.data && <p className="panel__note">{PoiFileMessages.exportHint(space.data.name)}</p>
      )}
      <div className="button-row">
        <ActionButton
          label={PoiFileMessages.exportJson}
          disabled={!space.data || busy}
          testId="export-json"
          onClick={() => void run('json', space.data)}
        />
        <ActionButton
          label={PoiFileMessages.exportGeoJson}
          disabled={!space.data || busy}
          testId="export-geojson"
          onClick={() => void run('geojson', space.data)}
        />
      </div>
    </TitledSection>
  );
}
