import { AlertLevel, ImportExportMessages, PoiFileMessages } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { FileField } from '../components/FileField';
import { SubmitButton } from '../components/SubmitButton';
import { poiKeys, refreshSpaceGraph } from '../pois/poiQueries';
import { useSpacePermissions } from '../spaces/permissions';
import { useSpace } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { usePoiImportStore } from './poiImportStore';
import {
  ImportFileError,
  type PreparedImport,
  prepareGeoJson,
  prepareSpreadsheet,
  prepareUpdateFile,
} from './poiImportTasks';
import { TitledSection } from './TitledSection';

interface ImportFormProps {
  label: string;
  hint: string;
  accept: string;
  submitLabel: string;
  testId: string;
  disabled: boolean;
  prepare: (file: File) => Promise<PreparedImport>;
}

/** One file chooser and its import button; every kind of file runs through the one store. */
function ImportForm({
  label,
  hint,
  accept,
  submitLabel,
  testId,
  disabled,
  prepare,
}: ImportFormProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const running = usePoiImportStore((state) => state.running);
  const start = usePoiImportStore((state) => state.start);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      showAlert({ level: AlertLevel.danger, text: ImportExportMessages.noFile });
      return;
    }
    setReading(true);
    let prepared: PreparedImport;
    try {
      prepared = await prepare(file);
    } catch (error) {
      showAlert({
        level: AlertLevel.danger,
        text:
          error instanceof ImportFileError
            ? error.message
            : errorMessage(error, PoiFileMessages.unreadable),
      });
      return;
    } finally {
      setReading(false);
    }
    if (prepared.tasks.length === 0) {
      showAlert({ level: AlertLevel.danger, text: ImportExportMessages.noPoisToUpdate });
      return;
    }
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    await start({
      tasks: prepared.tasks,
      ...(prepared.thenTasks ? { thenTasks: prepared.thenTasks } : {}),
      reload: () => {
        for (const buid of prepared.buids) {
          void queryClient.invalidateQueries({ queryKey: poiKeys.space(buid) });
          void refreshSpaceGraph(queryClient, buid);
        }
      },
    });
  };

  return (
    <form
      className="poi-import__form"
      onSubmit={(event) => void onSubmit(event)}
      data-testid={testId}
    >
      <FileField
        label={label}
        hint={hint}
        accept={accept}
        inputRef={inputRef}
        disabled={disabled || running || reading}
        testId={`${testId}-file`}
        onFile={setFile}
      />
      <div className="button-row">
        <SubmitButton
          busy={running || reading}
          label={submitLabel}
          disabled={disabled}
          announceBusy={false}
          testId={`${testId}-submit`}
        />
      </div>
    </form>
  );
}

/**
 * "Update POIs from a file" (docs/import-export.md#poi-update-files): an edited JSON export (or
 * Anyplace's allpois.json), a spreadsheet of descriptions, or GeoJSON points; one progress bar.
 */
export function PoiImportSection() {
  const signedIn = useSessionStore((state) => selectSignedInUser(state) !== null);
  const buid = useSelectionStore((state) => state.selectedBuid);
  const space = useSpace(buid);
  const { canEdit } = useSpacePermissions(space.data ?? null);
  const progress = usePoiImportStore((state) => state.progress);
  const running = usePoiImportStore((state) => state.running);
  const settled = usePoiImportStore((state) => state.settled);
  const total = usePoiImportStore((state) => state.total);

  return (
    <TitledSection name="poi-import" title={PoiFileMessages.importTitle}>
      {!signedIn ? (
        <p className="panel__note" data-testid="poi-import-sign-in">
          {PoiFileMessages.signInToImport}
        </p>
      ) : (
        <>
          {space.data && !canEdit && (
            <p className="panel__note" data-testid="poi-import-read-only">
              {PoiFileMessages.selectedNotEditable(space.data.name)}
            </p>
          )}
          <ImportForm
            label={PoiFileMessages.jsonFile}
            hint={PoiFileMessages.jsonHint}
            accept=".txt,.json,application/json,text/plain"
            submitLabel={PoiFileMessages.importJson}
            testId="poi-file-import"
            disabled={false}
            prepare={(file) => prepareUpdateFile(file, space.data ?? null)}
          />
          <ImportForm
            label={PoiFileMessages.spreadsheetFile}
            hint={PoiFileMessages.spreadsheetHint}
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            submitLabel={PoiFileMessages.importSpreadsheet}
            testId="spreadsheet-import"
            disabled={false}
            prepare={prepareSpreadsheet}
          />
          <ImportForm
            label={PoiFileMessages.geoJsonFile}
            hint={
              space.data
                ? PoiFileMessages.geoJsonHint
                : `${PoiFileMessages.geoJsonHint} ${ImportExportMessages.noBuildingSelected}.`
            }
            accept=".geojson,.json,application/geo+json,application/json"
            submitLabel={PoiFileMessages.importGeoJson}
            testId="geojson-import"
            disabled={!space.data || !canEdit}
            prepare={(file) => {
              if (!space.data) throw new ImportFileError(ImportExportMessages.noBuildingSelected);
              return prepareGeoJson(file, space.data);
            }}
          />
          {progress !== null && (
            <div className="backup__progress" data-testid="poi-import-progress">
              <progress max={100} value={progress} aria-label={PoiFileMessages.progressLabel} />
              <span>
                {running && `${PoiFileMessages.importing} `}
                {progress} % · {PoiFileMessages.progressText(settled, total)}
              </span>
            </div>
          )}
        </>
      )}
    </TitledSection>
  );
}
