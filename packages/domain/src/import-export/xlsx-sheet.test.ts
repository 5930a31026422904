import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsxSheet, type XlsxSheet } from './xlsx-sheet.js';

const sheet: XlsxSheet = {
  name: 'Things',
  columns: [
    { key: 'name', header: 'Name', width: 12 },
    { key: 'price', header: 'Price', width: 8, numFmt: '0.00' },
    { key: 'bought', header: 'Bought', width: 12, numFmt: 'yyyy-mm-dd' },
  ],
  rows: [
    ['=SUM(1,2)', 12.5, new Date(Date.UTC(2024, 0, 31))],
    ['Desk', null, null],
  ],
};

async function readBack(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new Error('no worksheet');
  return worksheet;
}

describe('writeXlsxSheet', () => {
  it('writes one worksheet: bold frozen headers, formats, texts as text and real dates', async () => {
    const worksheet = await readBack(await writeXlsxSheet(ExcelJS, sheet));
    expect(worksheet.name).toBe('Things');
    expect(worksheet.getRow(1).values).toEqual([undefined, 'Name', 'Price', 'Bought']);
    expect(worksheet.getRow(1).font?.bold).toBe(true);
    expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(worksheet.getColumn(1).width).toBe(12);
    expect(worksheet.getCell('A2').value).toBe('=SUM(1,2)');
    expect(worksheet.getCell('B2').value).toBe(12.5);
    expect(worksheet.getCell('B2').numFmt).toBe('0.00');
    expect(worksheet.getCell('C2').value).toEqual(new Date(Date.UTC(2024, 0, 31)));
    expect(worksheet.getCell('A3').value).toBe('Desk');
    expect(worksheet.autoFilter).toBeUndefined();
  });

  it('puts a filter on the header row when asked', async () => {
    const worksheet = await readBack(await writeXlsxSheet(ExcelJS, sheet, { autoFilter: true }));
    expect(worksheet.autoFilter).toBe('A1:C1');
  });
});
