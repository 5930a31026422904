import {
  ImportExportConstants,
  type Poi,
  PoiFileMessages,
  PoiMessages,
  parseCsv,
  planSpreadsheetUpdates,
  poisAdd,
  poisSpaceAll,
  poisUpdate,
  type ReadResult,
  readGeoJsonPois,
  readPoiUpdateFile,
  readSpreadsheetRows,
} from '@indoor/domain';
import { callApi } from '../api/client';
import type { PoiImportTask } from './poiImportStore';

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
  buids: string[];
}

/**
 * A POI update file (docs/import-export.md#poi-update-files): each POI of the file marked overwrite
 * 'true' is sent to the POI update endpoint; our export and Anyplace's allpois.json are both read.
 */
export async function prepareUpdateFile(file: File): Promise<PreparedImport> {
  checkSize(file);
  const read = readValue(readPoiUpdateFile(await readFile(file, 'text')));
  return {
    buids: [...new Set(read.updates.map((update) => update.buid))],
    tasks: read.updates.map((update) => ({
      name: update.name ?? '',
      puid: update.puid,
      description: update.description ?? '',
      failureStatus: PoiMessages.fileUpdateFailed,
      run: () => callApi(poisUpdate, { body: update }),
    })),
  };
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
 * A GeoJSON file's named points for the selected building: a point with the puid of
 * one of its POIs updates it, any other is added on the floor of its `level`.
 */
export async function prepareGeoJson(file: File, buid: string): Promise<PreparedImport> {
  checkSize(file);
  const text = await readFile(file, 'text');
  const existing = new Set((await spacePois(buid)).map((poi) => poi.puid));
  const read = readValue(readGeoJsonPois(text, buid, existing));
  return {
    buids: [buid],
    tasks: read.changes.map((change) =>
      change.kind === 'update'
        ? {
            name: change.name,
            puid: change.puid,
            description: change.description,
            failureStatus: PoiMessages.fileUpdateFailed,
            run: () => callApi(poisUpdate, { body: change.body }),
          }
        : {
            name: change.name,
            puid: '',
            description: change.description,
            failureStatus: PoiMessages.addFailed,
            run: () => callApi(poisAdd, { body: change.body }),
          },
    ),
  };
}
