import type { Workbook } from 'exceljs';

/** One worksheet to write: its name, its columns (headers, widths, formats) and its rows. */
export interface XlsxSheet {
  name: string;
  columns: readonly {
    key: string;
    header: string;
    /** In characters, as spreadsheet programs measure column widths. */
    width: number;
    /** An Excel number format for the column's numbers and dates. */
    numFmt?: string;
  }[];
  rows: readonly (readonly (string | number | Date | null)[])[];
}

/**
 * A workbook of one worksheet as XLSX bytes: its header row bold and frozen, with a
 * filter on it when `autoFilter` is set. exceljs is handed over by the caller (the
 * server imports it, the browser loads it on first use), so the domain does not load it.
 */
export async function writeXlsxSheet(
  excel: { Workbook: new () => Workbook },
  sheet: XlsxSheet,
  options: { autoFilter?: boolean } = {},
): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRows(sheet.rows as unknown[][]);
  if (options.autoFilter) {
    worksheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: sheet.columns.length },
    };
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
