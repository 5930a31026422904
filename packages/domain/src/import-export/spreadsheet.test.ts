import { describe, expect, it } from 'vitest';
import { makePoi } from '../testing/index.js';
import { PoiFileMessages } from './messages.js';
import {
  parseCsv,
  planSpreadsheetUpdates,
  readSpreadsheetRows,
  spreadsheetDescription,
} from './spreadsheet.js';

describe('spreadsheet import', () => {
  it('joins des3 and des4 by a space, then des1 and des2 each on a new line', () => {
    expect(spreadsheetDescription({ des1: 'a', des2: 'b', des3: 'c', des4: 'd' })).toBe(
      'c d\na\nb',
    );
  });

  it('parses CSV with quotes, doubled quotes, commas and line breaks inside fields', () => {
    expect(parseCsv('buid,name\r\nb1,"Room, ""A"""\nb2,"two\nlines"\n')).toEqual([
      ['buid', 'name'],
      ['b1', 'Room, "A"'],
      ['b2', 'two\nlines'],
    ]);
    expect(parseCsv('\uFEFFbuid;name\nb1;Room 1')).toEqual([
      ['buid', 'name'],
      ['b1', 'Room 1'],
    ]);
  });

  it('reads rows by header name in any order and case, skipping blank rows', () => {
    const read = readSpreadsheetRows([
      ['Name', 'BUID', 'des4', 'des3', 'des2', 'des1'],
      ['Room 1 ', 'b1', 'D', 'C', 'B', 'A'],
      ['', '', '', '', '', ''],
      ['Room 2', 'b1'],
    ]);
    expect(read).toEqual({
      ok: true,
      value: [
        { line: 2, buid: 'b1', name: 'Room 1', des1: 'A', des2: 'B', des3: 'C', des4: 'D' },
        { line: 4, buid: 'b1', name: 'Room 2', des1: '', des2: '', des3: '', des4: '' },
      ],
    });
  });

  it('names the missing columns, and refuses a sheet without rows', () => {
    expect(readSpreadsheetRows([['buid', 'name', 'des1']])).toEqual({
      ok: false,
      message: PoiFileMessages.missingColumns(['des2', 'des3', 'des4']),
    });
    expect(readSpreadsheetRows([['buid', 'name', 'des1', 'des2', 'des3', 'des4']])).toEqual({
      ok: false,
      message: PoiFileMessages.noRows,
    });
  });

  it('matches each row with the POIs of its building and name; unknown ones have none', () => {
    const pois = {
      b1: [
        makePoi({ puid: 'p1', buid: 'b1', name: 'Room 1' }),
        makePoi({ puid: 'p2', buid: 'b1', name: 'Room 2' }),
        makePoi({ puid: 'c1', buid: 'b1', name: 'Room 1', pois_type: 'None' }),
      ],
    } as Record<string, ReturnType<typeof makePoi>[]>;
    const read = readSpreadsheetRows(
      parseCsv('buid,name,des1,des2,des3,des4\nb1,Room 1,a,b,c,d\nb1,Room 9,,,,\nb2,Room 1,,,,'),
    );
    if (!read.ok) throw new Error(read.message);
    const plan = planSpreadsheetUpdates(read.value, (buid) => pois[buid] ?? []);
    expect(plan.map((p) => [p.row.name, p.puids, p.description])).toEqual([
      ['Room 1', ['p1'], 'c d\na\nb'],
      ['Room 9', [], ' \n\n'],
      ['Room 1', [], ' \n\n'],
    ]);
  });
});
