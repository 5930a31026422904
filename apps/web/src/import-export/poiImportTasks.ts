import {
  connectionAdd,
  connectionSpaceAll,
  floorAll,
  type GeoJsonConnection,
  geoJsonFloorsProblem,
  ImportExportConstants,
  matchPoiUpdates,
  type Poi,
  PoiFileMessages,
  type PoiFileUpdate,
  PoiMessages,
  parseCsv,
  planGeoJsonConnections,
  planSpreadsheetUpdates,
  poisAdd,
  poisSpaceAll,
  poisUpdate,
  type ReadResult,
  readGeoJsonPois,
  readPoiUpdateFile,
  readSpreadsheetRows,
  type Space,
} from '@indoor/domain';
import { ApiError, callApi } from '../api/client';
import { PoiImportRefusal, type PoiImportTask } from './poiImportStore';

/** The chosen file cannot be imported; `message` says why. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** FileReader, not Blob.text(): it is what every browser (and the test DOM) implements. */
function readFile(file: Blob, as: 'text'): Promise<string>;
function readFile(file: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function readFile(file: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(new ImportFileError(PoiFileMessages.unreadable));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

function checkSize(file: File): void {
  if (file.size > ImportExportConstants.maxFileBytes)
    throw new ImportFileError(
      PoiFileMessages.tooLarge(ImportExportConstants.maxFileBytes / (1024 * 1024)),
    );
}

function readValue<T>(result: ReadResult<T>): T {
  if (!result.ok) throw new ImportFileError(result.message);
  return result.value;
}

/** What an import changes, and which buildings to fetch again afterwards. */
export interface PreparedImport {
  tasks: PoiImportTask[];
  /** Changes that need the tasks' results (the connections between added POIs). */
  thenTasks?: PoiImportTask[];
  buids: string[];
}

/** The building a file names, as the caller reads it; null when it is not here for them. */
async function readableSpacePois(buid: string): Promise<Poi[] | null> {
  try {
    return await spacePois(buid);
  } catch (error) {
    // Not found, not visible, or not even an id this server could have.
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

/** The building the POI of a file go to: the one the file names, or else the selected one. */
async function buildingToUpdate(
  fileBuid: string,
  fileName: string,
  selected: Space | null,
): Promise<{ buid: string; name: string; pois: Poi[] }> {
  const named = await readableSpacePois(fileBuid);
  if (named) return { buid: fileBuid, name: fileName, pois: named };
  if (!selected) throw new ImportFileError(PoiFileMessages.buildingNotHere(fileBuid));
  return { buid: selected.buid, name: selected.name, pois: await spacePois(selected.buid) };
}

/**
 * A POI update file (docs/import-export.md#poi-update-files): each POI of the file marked
 * overwrite 'true' is matched with a POI of its building by puid or external id
 * (matchPoiUpdates) and sent to the POI update endpoint; one matching none goes to the log.
 * Our export and Anyplace's allpois.json are both read; a file naming a building that is not
 * here updates the selected building (a restored copy knows the file's ids as external ids).
 */
export async function prepareUpdateFile(
  file: File,
  selected: Space | null = null,
): Promise<PreparedImport> {
  checkSize(file);
  const read = readValue(readPoiUpdateFile(await readFile(file, 'text')));
  const groups = new Map<string, PoiFileUpdate[]>();
  for (const update of read.updates)
    groups.set(update.buid, [...(groups.get(update.buid) ?? []), update]);
  const tasks: PoiImportTask[] = [];
  const buids = new Set<string>();
  for (const [fileBuid, updates] of groups) {
    const building = await buildingToUpdate(
      fileBuid,
      fileBuid === read.buid ? read.name : fileBuid,
      selected,
    );
    buids.add(building.buid);
    for (const plan of matchPoiUpdates(updates, building)) {
      const { external_id: _externalId, ...body } = plan.update;
      const entry = {
        name: plan.update.name ?? '',
        puid: plan.update.puid,
        description: plan.update.description ?? '',
      };
      tasks.push(
        plan.kind === 'update'
          ? {
              ...entry,
              failureStatus: PoiMessages.fileUpdateFailed,
              run: () => callApi(poisUpdate, { body }),
            }
          : { ...entry, failureStatus: PoiMessages.fileUpdateFailed, reason: plan.reason },
      );
    }
  }
  return { buids: [...buids], tasks };
}

/** The cells of an .xlsx file's first worksheet as text; exceljs is loaded on first use. */
async function xlsxTable(file: File): Promise<string[][]> {
  const loaded = await import('exceljs');
  // The browser build is a CommonJS bundle: its exports arrive as the default export.
  const ExcelJS = loaded.default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(await readFile(file, 'bytes'));
  } catch {
    throw new ImportFileError(PoiFileMessages.notSpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError(PoiFileMessages.noRows);
  if (sheet.rowCount > ImportExportConstants.maxRows + 1)
    throw new ImportFileError(PoiFileMessages.tooManyRows(ImportExportConstants.maxRows));
  const table: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(row.getCell(c).text ?? '');
    table.push(cells);
  }
  return table;
}

async function spreadsheetTable(file: File): Promise<string[][]> {
  const bytes = new Uint8Array(await readFile(file.slice(0, 4), 'bytes'));
  // An .xlsx is a zip: it starts with PK\x03\x04 whatever its name says.
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (isZip) return xlsxTable(file);
  if (/\.xlsx$/i.test(file.name)) throw new ImportFileError(PoiFileMessages.notSpreadsheet);
  return parseCsv(await readFile(file, 'text'));
}

async function spacePois(buid: string): Promise<Poi[]> {
  return (await callApi(poisSpaceAll, { body: { buid } })).pois;
}

/**
 * A spreadsheet (docs/import-export.md#spreadsheets): each row gives the POI of its building with
 * its name the description des3 des4 / des1 / des2; a row naming no POI is logged as failed.
 */
export async function prepareSpreadsheet(file: File): Promise<PreparedImport> {
  checkSize(file);
  const rows = readValue(readSpreadsheetRows(await spreadsheetTable(file)));
  const buids = [...new Set(rows.map((row) => row.buid).filter((buid) => buid !== ''))];
  const poisByBuid = new Map<string, Poi[]>();
  await Promise.all(
    buids.map(async (buid) => {
      // A building the caller cannot see has no POIs for them: its rows go to the log.
      poisByBuid.set(buid, await spacePois(buid).catch(() => []));
    }),
  );
  const tasks: PoiImportTask[] = [];
  for (const plan of planSpreadsheetUpdates(rows, (buid) => poisByBuid.get(buid) ?? [])) {
    if (plan.puids.length === 0) {
      tasks.push({
        name: plan.row.name,
        puid: '',
        description: plan.description,
        failureStatus: PoiFileMessages.noSuchPoiStatus,
      });
      continue;
    }
    for (const puid of plan.puids)
      tasks.push({
        name: plan.row.name,
        puid,
        description: plan.description,
        failureStatus: PoiMessages.fileUpdateFailed,
        run: () =>
          callApi(poisUpdate, {
            body: { puid, buid: plan.row.buid, description: plan.description },
          }),
      });
  }
  return { tasks, buids };
}

/**
 * A GeoJSON file for the selected building (docs/import-export.md#geojson-import): a point naming
 * one of its POIs (by puid or external id) updates it, any other is added on the floor of its
 * `level`; then the file's connections between those POIs are added, their ends mapped from the
 * file's ids to the building's. Refused before anything changes when a POI would go on a floor
 * the building lacks or whose plan is not placed.
 */
export async function prepareGeoJson(file: File, space: Space): Promise<PreparedImport> {
  checkSize(file);
  const text = await readFile(file, 'text');
  const body = { buid: space.buid };
  const [pois, { floors }, { connections }] = await Promise.all([
    spacePois(space.buid),
    callApi(floorAll, { body }),
    callApi(connectionSpaceAll, { body }),
  ]);
  const read = readValue(readGeoJsonPois(text, space.buid, pois));
  const refusal = geoJsonFloorsProblem(read, { name: space.name, floors });
  if (refusal) throw new ImportFileError(refusal);
  // The file's ids of the POIs in the building: known now for updates, once added for the rest.
  const puidOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  const tasks: PoiImportTask[] = read.changes.map((change) => {
    if (change.fileId !== undefined) nameOf.set(change.fileId, change.name);
    if (change.kind === 'update') {
      if (change.fileId !== undefined) puidOf.set(change.fileId, change.puid);
      return {
        name: change.name,
        puid: change.puid,
        description: change.description,
        failureStatus: PoiMessages.fileUpdateFailed,
        run: () => callApi(poisUpdate, { body: change.body }),
      };
    }
    return {
      kind: 'add',
      name: change.name,
      puid: change.fileId ?? '',
      description: change.description,
      failureStatus: PoiMessages.addFailed,
      run: async () => {
        const added = await callApi(poisAdd, { body: change.body });
        if (change.fileId !== undefined) puidOf.set(change.fileId, added.puid);
      },
    };
  });
  const plan = planGeoJsonConnections(read, connections);
  const connectionEntry = (connection: GeoJsonConnection) => ({
    kind: 'connection' as const,
    name: PoiFileMessages.connectionName(
      nameOf.get(connection.pois_a) ?? connection.pois_a,
      nameOf.get(connection.pois_b) ?? connection.pois_b,
    ),
    puid: `${connection.pois_a} ${connection.pois_b}`,
    description: '',
    failureStatus: PoiFileMessages.connectionFailed,
  });
  const thenTasks: PoiImportTask[] = [
    ...plan.missingEnd.map((connection) => ({
      ...connectionEntry(connection),
      reason: PoiFileMessages.connectionEndMissing,
    })),
    ...plan.toAdd.map((connection) => ({
      ...connectionEntry(connection),
      run: async () => {
        const a = puidOf.get(connection.pois_a);
        const b = puidOf.get(connection.pois_b);
        if (a === undefined || b === undefined)
          throw new PoiImportRefusal(PoiFileMessages.connectionEndMissing);
        await callApi(connectionAdd, {
          body: {
            pois_a: a,
            pois_b: b,
            buid: space.buid,
            ...(connection.is_published ? { is_published: connection.is_published } : {}),
            ...(connection.edge_type ? { edge_type: connection.edge_type } : {}),
          },
        });
      },
    })),
  ];
  return { buids: [space.buid], tasks, thenTasks };
}
