import {
  type AssetRow,
  assetFileName,
  assetSheet,
  assetsToCsv,
  writeXlsxSheet,
} from '@indoor/domain';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The rows as CSV; the byte-order mark makes Excel read the text as UTF-8. */
export function downloadAssetsCsv(rows: readonly AssetRow[], today: string): void {
  const blob = new Blob(['\uFEFF', assetsToCsv(rows)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, assetFileName(today, 'csv'));
}

/** The rows as an XLSX workbook; exceljs is loaded on first use, outside the main bundle. */
export async function downloadAssetsXlsx(rows: readonly AssetRow[], today: string): Promise<void> {
  const loaded = await import('exceljs');
  // The browser build is a CommonJS bundle: its exports arrive as the default export.
  const ExcelJS = loaded.default ?? loaded;
  const buffer = await writeXlsxSheet(ExcelJS, assetSheet(rows), { autoFilter: true });
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), assetFileName(today, 'xlsx'));
}
