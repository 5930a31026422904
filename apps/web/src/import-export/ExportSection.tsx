import { AlertLevel, ImportExportMessages, PoiFileMessages, type Space } from '@indoor/domain';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useSpace } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { exportBuildingGeoJson, exportBuildingJson } from './exportBuilding';

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
    <section className="building-export" aria-labelledby="building-export-title">
      <h3 id="building-export-title" className="panel__subtitle">
        {PoiFileMessages.exportTitle}
      </h3>
      {buid === null ? (
        <p className="panel__note" data-testid="export-no-space">
          {ImportExportMessages.noBuildingSelected}
        </p>
      ) : (
        space.data && <p className="panel__note">{PoiFileMessages.exportHint(space.data.name)}</p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!space.data || busy}
          data-testid="export-json"
          onClick={() => void run('json', space.data)}
        >
          {PoiFileMessages.exportJson}
        </button>
        <button
          type="button"
          className="button"
          disabled={!space.data || busy}
          data-testid="export-geojson"
          onClick={() => void run('geojson', space.data)}
        >
          {PoiFileMessages.exportGeoJson}
        </button>
      </div>
    </section>
  );
}
