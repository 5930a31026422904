import { ConnectorType } from '../model/poi.js';
import type { Poi } from '../model/poi-wire.js';
import { ImportExportConstants } from './constants.js';
import { PoiFileMessages } from './messages.js';
import { type ReadResult, readFailed, readOk } from './result.js';

/** One row of a description spreadsheet (docs/import-export.md#spreadsheets). */
export interface SpreadsheetRow {
  /** 1-based line of the row in the file (the header is line 1). */
  line: number;
  buid: string;
  name: string;
  des1: string;
  des2: string;
  des3: string;
  des4: string;
}

/**
 * docs/import-export.md#spreadsheets: des3 and des4 joined by a space, then des1 and des2 each on a
 * new line.
 */
export function spreadsheetDescription(
  row: Pick<SpreadsheetRow, 'des1' | 'des2' | 'des3' | 'des4'>,
) {
  return `${row.des3} ${row.des4}\n${row.des1}\n${row.des2}`;
}

/**
 * Parses CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks);
 * a semicolon-separated file (as spreadsheets write in many locales) is read too.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The rows of a spreadsheet given as a table of cell texts, its first row naming the
 * columns (any order, any case). Blank rows are skipped; missing des cells are empty.
 */
export function readSpreadsheetRows(
  table: readonly (readonly string[])[],
): ReadResult<SpreadsheetRow[]> {
  const [header = [], ...body] = table;
  const index = new Map(header.map((cell, i) => [cell.trim().toLowerCase(), i]));
  const missing = ImportExportConstants.spreadsheetColumns.filter((column) => !index.has(column));
  if (missing.length > 0) return readFailed(PoiFileMessages.missingColumns(missing));
  if (body.length > ImportExportConstants.maxRows)
    return readFailed(PoiFileMessages.tooManyRows(ImportExportConstants.maxRows));
  const cell = (cells: readonly string[], column: string) =>
    (cells[index.get(column) ?? -1] ?? '').trim();
  const rows: SpreadsheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((value) => value.trim() === '')) return;
    rows.push({
      line: i + 2,
      buid: cell(cells, 'buid'),
      name: cell(cells, 'name'),
      des1: cell(cells, 'des1'),
      des2: cell(cells, 'des2'),
      des3: cell(cells, 'des3'),
      des4: cell(cells, 'des4'),
    });
  });
  if (rows.length === 0) return readFailed(PoiFileMessages.noRows);
  return readOk(rows);
}

export interface SpreadsheetUpdate {
  row: SpreadsheetRow;
  /** The POIs of the row's building with the row's name: each gets the description. */
  puids: string[];
  description: string;
}

/**
 * Matches each row with the POIs of its building carrying its name (trimmed, exact;
 * connectors never match). A row without such a POI has no puids: it goes to the log.
 */
export function planSpreadsheetUpdates(
  rows: readonly SpreadsheetRow[],
  poisOf: (buid: string) => readonly Poi[],
): SpreadsheetUpdate[] {
  return rows.map((row) => ({
    row,
    puids: poisOf(row.buid)
      .filter((poi) => poi.pois_type !== ConnectorType && poi.name.trim() === row.name)
      .map((poi) => poi.puid),
    description: spreadsheetDescription(row),
  }));
}
