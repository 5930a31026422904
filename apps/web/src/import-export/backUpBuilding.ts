import {
  AlertLevel,
  Alerts,
  BackupMessages,
  BackupProgress,
  backupArchiveFileName,
  buildBackupArchive,
  connectionSpaceAll,
  FetchMessages,
  FloorMessages,
  floorAll,
  floorPlansBase64All,
  type OpeningWire,
  PoiMessages,
  poisSpaceAll,
  radiomapFloors,
  type Space,
  type UnitWire,
  unitsFloorAll,
} from '@indoor/domain';
import { ApiError, callApi } from '../api/client';
import { saveFile } from '../assets/downloads';
import { showAlert } from '../state/alerts';

/** A backup step failed; `message` is the text to show (docs/import-export.md#backups). */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/**
 * The server's message when it sent one, after the step's own text
 * (the default); the default alone otherwise.
 */
function failure(defaultText: string, error: unknown): BackupError {
  const detail = error instanceof ApiError ? error.serverMessage : null;
  return new BackupError(detail ? `${defaultText} ${detail}` : defaultText, { cause: error });
}

async function step<T>(defaultText: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw failure(defaultText, error);
  }
}

const fetched = (text: string) =>
  showAlert({ level: AlertLevel.info, text, autoHideMs: Alerts.fetchedInfoMs });

/**
 * Backs up a building as docs/import-export.md#backups describes: floors, floor plans,
 * radiomaps, POIs, connections, rooms and doors are fetched with the documented progress steps,
 * zipped here and saved as {buid}.zip. Answers the file name; throws a
 * BackupError naming the step that failed.
 */
export async function backUpBuilding(
  space: Space,
  onProgress: (percent: number) => void,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const { buid } = space;
  const { signal } = options;
  onProgress(BackupProgress.started);
  const { floors } = await step(FetchMessages.backupFloors, () =>
    callApi(floorAll, { body: { buid }, signal }),
  );
  onProgress(BackupProgress.floorsFetched);
  fetched(FloorMessages.fetchedFloors);

  const floorNumbers = floors.map((floor) => floor.floor_number).join(' ');
  const plans =
    floors.length === 0
      ? []
      : (
          await step(FetchMessages.backupFloorPlans, () =>
            callApi(floorPlansBase64All, { params: { buid, floors: floorNumbers }, signal }),
          )
        ).all_floors;
  onProgress(BackupProgress.floorPlansFetched);
  fetched(FloorMessages.fetchedFloorPlans);

  const radiomaps =
    floors.length === 0
      ? []
      : (
          await step(FetchMessages.backupRadiomaps, () =>
            callApi(radiomapFloors, { body: { buid, floors: floorNumbers }, signal }),
          )
        ).rss_log_files;
  onProgress(BackupProgress.radiomapsFetched);
  fetched(FloorMessages.fetchedRadiomaps);

  const { pois } = await step(PoiMessages.fetchFailed, () =>
    callApi(poisSpaceAll, { body: { buid }, signal }),
  );
  onProgress(BackupProgress.poisFetched);
  // The second POI step: they are in hand and go into the archive with the rest.
  onProgress(BackupProgress.poisExported);

  const { connections } = await step(PoiMessages.connectionsLoadFailed, () =>
    callApi(connectionSpaceAll, { body: { buid }, signal }),
  );
  // Each floor's rooms and doors, one floor after the other.
  const rooms = await step(BackupMessages.roomsFetchFailed, async () => {
    const all = { units: [] as UnitWire[], openings: [] as OpeningWire[] };
    for (const floor of floors) {
      const answer = await callApi(unitsFloorAll, {
        body: { buid, floor_number: floor.floor_number },
        signal,
      });
      all.units.push(...answer.units);
      all.openings.push(...answer.openings);
    }
    return all;
  });
  onProgress(BackupProgress.connectionsFetched);

  let archive: Uint8Array;
  try {
    archive = buildBackupArchive({
      space,
      floors,
      floorPlansBase64: plans,
      radiomaps,
      pois,
      connections,
      rooms,
    });
  } catch (error) {
    throw new BackupError(BackupMessages.archiveFailed, { cause: error });
  }
  const fileName = backupArchiveFileName(buid);
  saveFile(new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), fileName);
  return fileName;
}
