import { describe, expect, it } from 'vitest';
import type { AssetRow } from '../api/assets.js';
import type { AuditResult } from '../audit/constants.js';
import type { Actor, AssetAccessFacts } from '../roles.js';
import { makePoi } from '../testing/index.js';
import {
  AssetColumnKeys,
  type AssetSortKey,
  assetAuditState,
  assetCell,
  assetFileName,
  assetFilterOptions,
  assetProblem,
  assetSheet,
  assetSortLabel,
  assetsToCsv,
  csvField,
  daysBetween,
  emptyAssetFilter,
  filterAssets,
  guardFormula,
  isAsset,
  isAssetRegisterSpace,
  isAuditedType,
  localIsoDate,
  nextAssetSort,
  parseWarrantyDays,
  type SortDirection,
  sortAssets,
} from './asset-register.js';
import { AssetRegisterConstants } from './constants.js';
import { AssetRegisterMessages } from './messages.js';

let serial = 0;
function asset(overrides: Partial<AssetRow> = {}): AssetRow {
  serial += 1;
  return {
    ...makePoi({
      puid: `poi_${String(serial).padStart(3, '0')}`,
      buid: 'building_a',
      name: `Asset ${serial}`,
      pois_type: 'Room',
      pois_type2: 'Room',
      manufacturer: '',
    }),
    space_name: 'Alpha Hall',
    unit: null,
    ...overrides,
  };
}
const warranty = (expirationDate: string, isLifetime = false) => ({
  scope: 'parts',
  expirationDate,
  isLifetime,
});
const names = (rows: readonly AssetRow[]) => rows.map((r) => r.name);
const sortDay = '2024-06-01';

describe('register scope', () => {
  const actor = (role: Actor['role'], id = `${role}-1`): Actor => ({ id, username: id, role });
  const facts = (overrides: Partial<AssetAccessFacts> = {}): AssetAccessFacts => ({
    ownerId: 'owner-1',
    coOwners: ['co-1'],
    isPublished: true,
    auditorIds: ['auditor-1'],
    auditorPlannerIds: ['lead'],
    ...overrides,
  });

  it('covers the spaces the caller works on, not other people’s published ones', () => {
    expect(isAssetRegisterSpace(actor('user', 'owner-1'), facts())).toBe(true);
    expect(isAssetRegisterSpace(actor('user', 'co-1'), facts())).toBe(true);
    expect(isAssetRegisterSpace(actor('auditor', 'auditor-1'), facts())).toBe(true);
    expect(isAssetRegisterSpace(actor('admin'), facts({ isPublished: false }))).toBe(true);
    expect(isAssetRegisterSpace(actor('moderator'), facts({ isPublished: false }))).toBe(true);
    expect(isAssetRegisterSpace(actor('user', 'stranger'), facts())).toBe(false);
    expect(isAssetRegisterSpace(actor('planner', 'stranger'), facts())).toBe(false);
    expect(isAssetRegisterSpace(actor('auditor', 'auditor-2'), facts())).toBe(false);
  });

  it('covers for a planner the spaces their own auditors audit', () => {
    const lead = actor('planner', 'lead');
    expect(isAssetRegisterSpace(lead, facts())).toBe(true);
    expect(isAssetRegisterSpace(lead, facts({ auditorPlannerIds: ['other-lead'] }))).toBe(false);
    // Only planners plan routes: a plain user still named as a planner sees nothing more.
    expect(isAssetRegisterSpace(actor('user', 'lead'), facts())).toBe(false);
  });

  it('leaves connectors out', () => {
    expect(isAsset({ pois_type: 'None' })).toBe(false);
    expect(isAsset({ pois_type: 'Fire Extinguisher' })).toBe(true);
  });
});

describe('cells', () => {
  it('reads every column, with empty texts as empty cells', () => {
    const row = asset({
      name: 'Printer',
      pois_type: 'Office',
      space_name: 'Library',
      floor_number: '2',
      floor_name: 'Second',
      manufacturer: 'HP',
      modelNumber: 'M404',
      serialNumber: '',
      purchaseDate: '2023-05-01',
      price: 299.5,
      quantity: 2,
      tags: ['it', 'shared'],
      warranty: warranty('2026-05-01'),
      unit: { id: 'u1', name: 'Lab 2.14' },
    });
    expect(AssetColumnKeys.map((c) => assetCell(row, c))).toEqual([
      'Printer',
      'Office',
      'Library',
      'Second (2)',
      'Lab 2.14',
      'HP',
      'M404',
      null,
      '2023-05-01',
      299.5,
      2,
      'it, shared',
      '2026-05-01',
    ]);
    expect(assetCell(asset({ floor_name: '' }), 'floor')).toBe('Floor 0');
    expect(assetCell(asset({ unit: { id: 'u2', name: ' ' } }), 'room')).toBe(
      AssetRegisterMessages.unnamedRoom,
    );
    expect(assetCell(asset({ unit: null }), 'room')).toBeNull();
    expect(assetCell(asset({ warranty: warranty('', true) }), 'warrantyExpiry')).toBe(
      AssetRegisterMessages.lifetimeWarranty,
    );
    expect(assetCell(asset(), 'tags')).toBeNull();
  });
});

describe('dates', () => {
  it('counts whole days and refuses texts that are not dates', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    // Across a daylight-saving change: still whole days.
    expect(daysBetween('2024-03-30', '2024-04-01')).toBe(2);
    expect(daysBetween('2024-01-01', '2023-02-30')).toBeNull();
    expect(daysBetween('2024-01-01', '')).toBeNull();
    expect(daysBetween('2024-01-01', '01/02/2024')).toBeNull();
  });

  it('names today by the local calendar', () => {
    expect(localIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});

describe('filterAssets', () => {
  const today = '2024-06-01';
  const rows = [
    asset({ name: 'A', buid: 'b1', floor_number: '0', pois_type: 'Room', tags: ['red'] }),
    asset({ name: 'B', buid: 'b1', floor_number: '1', pois_type: 'Office', tags: ['red', 'blue'] }),
    asset({ name: 'C', buid: 'b2', floor_number: '1', pois_type: 'Room' }),
    asset({ name: 'Expired', buid: 'b2', warranty: warranty('2024-05-31') }),
    asset({ name: 'Today', buid: 'b2', warranty: warranty('2024-06-01') }),
    asset({ name: 'In 30', buid: 'b2', warranty: warranty('2024-07-01') }),
    asset({ name: 'In 31', buid: 'b2', warranty: warranty('2024-07-02') }),
    asset({ name: 'Lifetime', buid: 'b2', warranty: warranty('2024-06-02', true) }),
  ];

  it('keeps everything without a filter', () => {
    expect(filterAssets(rows, emptyAssetFilter, today)).toHaveLength(rows.length);
  });

  it('filters by space, floor, type and tag together', () => {
    expect(names(filterAssets(rows, { ...emptyAssetFilter, buid: 'b1' }, today))).toEqual([
      'A',
      'B',
    ]);
    expect(
      names(filterAssets(rows, { ...emptyAssetFilter, buid: 'b1', floor: '1' }, today)),
    ).toEqual(['B']);
    expect(names(filterAssets(rows, { ...emptyAssetFilter, type: 'Office' }, today))).toEqual([
      'B',
    ]);
    expect(names(filterAssets(rows, { ...emptyAssetFilter, tag: 'red' }, today))).toEqual([
      'A',
      'B',
    ]);
    expect(filterAssets(rows, { ...emptyAssetFilter, tag: 'blue', type: 'Room' }, today)).toEqual(
      [],
    );
  });

  it('lists warranties ending from today to today + N days; not expired, not lifetime', () => {
    const within = (days: number) =>
      names(filterAssets(rows, { ...emptyAssetFilter, warrantyWithinDays: days }, today));
    expect(within(30)).toEqual(['Today', 'In 30']);
    expect(within(0)).toEqual(['Today']);
    expect(within(31)).toEqual(['Today', 'In 30', 'In 31']);
  });

  it('reads the days box: empty is no filter, anything but 0..max is refused', () => {
    expect(parseWarrantyDays(' ')).toEqual({ ok: true, days: null });
    expect(parseWarrantyDays('30')).toEqual({ ok: true, days: 30 });
    expect(parseWarrantyDays('0')).toEqual({ ok: true, days: 0 });
    const max = AssetRegisterConstants.maxWarrantyDays;
    expect(parseWarrantyDays(String(max))).toEqual({ ok: true, days: max });
    for (const bad of ['-1', '1.5', 'abc', '1e3', String(max + 1)]) {
      expect(parseWarrantyDays(bad)).toEqual({
        ok: false,
        message: AssetRegisterMessages.warrantyDaysInvalid(max),
      });
    }
  });

  it('offers the spaces, the floors of the chosen space, types and tags, sorted', () => {
    const options = assetFilterOptions(
      rows,
      [
        { buid: 'b2', name: 'Zeta' },
        { buid: 'b1', name: 'alpha' },
        { buid: 'b3', name: 'Empty' },
      ],
      'b1',
    );
    expect(options.spaces.map((o) => o.label)).toEqual(['alpha', 'Empty', 'Zeta']);
    expect(options.floors).toEqual([
      { value: '0', label: 'Ground (0)' },
      { value: '1', label: 'Ground (1)' },
    ]);
    expect(options.types.map((o) => o.value)).toEqual(['Office', 'Room']);
    expect(options.tags.map((o) => o.value)).toEqual(['blue', 'red']);
    expect(assetFilterOptions(rows, [], null).floors).toEqual([]);
  });
});

describe('sortAssets', () => {
  it('sorts numbers as numbers, empty cells last in both directions', () => {
    const rows = [
      asset({ name: 'ten', price: 10 }),
      asset({ name: 'none', price: null }),
      asset({ name: 'nine', price: 9 }),
      asset({ name: 'hundred', price: 100 }),
    ];
    expect(names(sortAssets(rows, { column: 'price', direction: 'ascending' }, sortDay))).toEqual([
      'nine',
      'ten',
      'hundred',
      'none',
    ]);
    expect(names(sortAssets(rows, { column: 'price', direction: 'descending' }, sortDay))).toEqual([
      'hundred',
      'ten',
      'nine',
      'none',
    ]);
  });

  it('sorts floors numerically and texts naturally, ignoring case', () => {
    const rows = [
      asset({ name: 'Room 10', floor_number: '10' }),
      asset({ name: 'room 9', floor_number: '-1' }),
      asset({ name: 'Room 2', floor_number: '2' }),
    ];
    expect(names(sortAssets(rows, { column: 'floor', direction: 'ascending' }, sortDay))).toEqual([
      'room 9',
      'Room 2',
      'Room 10',
    ]);
    expect(names(sortAssets(rows, { column: 'name', direction: 'ascending' }, sortDay))).toEqual([
      'Room 2',
      'room 9',
      'Room 10',
    ]);
  });

  it('sorts dates, with a lifetime warranty after every date and no warranty last', () => {
    const rows = [
      asset({ name: 'none' }),
      asset({ name: 'lifetime', warranty: warranty('', true) }),
      asset({ name: 'late', warranty: warranty('2030-01-01') }),
      asset({ name: 'early', warranty: warranty('2025-12-31') }),
      asset({ name: 'bad', warranty: warranty('2025-13-01') }),
    ];
    expect(
      names(sortAssets(rows, { column: 'warrantyExpiry', direction: 'ascending' }, sortDay)),
    ).toEqual(['early', 'late', 'lifetime', 'bad', 'none']);
    expect(
      names(sortAssets(rows, { column: 'warrantyExpiry', direction: 'descending' }, sortDay)),
    ).toEqual(['lifetime', 'late', 'early', 'bad', 'none']);
    const bought = [
      asset({ name: 'new', purchaseDate: '2024-02-01' }),
      asset({ name: 'old', purchaseDate: '2019-12-01' }),
    ];
    expect(
      names(sortAssets(bought, { column: 'purchaseDate', direction: 'ascending' }, sortDay)),
    ).toEqual(['old', 'new']);
  });

  it('breaks ties by building, floor and name, and leaves its input alone', () => {
    const rows = [
      asset({ name: 'b', space_name: 'Beta', quantity: 1 }),
      asset({ name: 'a2', space_name: 'Alpha', floor_number: '1', quantity: 1 }),
      asset({ name: 'a1', space_name: 'Alpha', floor_number: '1', quantity: 1 }),
      asset({ name: 'a0', space_name: 'Alpha', floor_number: '0', quantity: 1 }),
    ];
    const before = names(rows);
    const sorted = sortAssets(rows, { column: 'quantity', direction: 'descending' }, sortDay);
    expect(names(sorted)).toEqual(['a0', 'a1', 'a2', 'b']);
    expect(names(rows)).toEqual(before);
  });

  it('toggles the direction on the sorted column and starts ascending on another', () => {
    const byName = { column: 'name', direction: 'ascending' } as const;
    expect(nextAssetSort(byName, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextAssetSort({ ...byName, direction: 'descending' }, 'name')).toEqual(byName);
    expect(nextAssetSort(byName, 'price')).toEqual({ column: 'price', direction: 'ascending' });
  });
});

describe('CSV', () => {
  it('quotes per RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps texts that start like a formula from being run', () => {
    for (const text of ['=1+1', '+41 22', '-x', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardFormula(text)).toBe(`'${text}`);
    }
    expect(guardFormula('a=b')).toBe('a=b');
    expect(guardFormula('')).toBe('');
  });

  it('writes a heading and one CRLF-ended line per row, in table order', () => {
    const csv = assetsToCsv([
      asset({
        name: '=HYPERLINK("http://evil")',
        pois_type: 'Office',
        space_name: 'Hall, East',
        floor_name: 'Ground',
        manufacturer: 'ACME "Pro"',
        modelNumber: '-M1',
        serialNumber: '@42',
        purchaseDate: '2024-01-31',
        price: 12.5,
        quantity: 3,
        tags: ['a', '+b'],
        warranty: warranty('2027-01-31'),
        unit: { id: 'u1', name: '+Lab, 2' },
      }),
      asset({ name: 'Plain', space_name: 'Hall', warranty: warranty('', true) }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(
      'Name,Type,Building,Floor,Room,Manufacturer,Model,Serial number,Purchase date,Price,Quantity,Tags,Warranty expiry',
    );
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil"")",Office,"Hall, East",Ground (0),"'+Lab, 2","ACME ""Pro""",'-M1,'@42,2024-01-31,12.5,3,"a, +b",2027-01-31`,
    );
    expect(lines[2]).toBe('Plain,Room,Hall,Ground (0),,,,,,,1,,Lifetime');
  });
});

describe('spreadsheet model', () => {
  it('has the table columns, real numbers and real dates', () => {
    const sheet = assetSheet([
      asset({
        name: '=cmd',
        purchaseDate: '2024-02-29',
        price: 5,
        quantity: 4,
        warranty: warranty('', true),
      }),
      asset({ purchaseDate: 'someday', warranty: warranty('2025-01-01') }),
    ]);
    expect(sheet.name).toBe(AssetRegisterMessages.sheetName);
    expect(sheet.columns.map((c) => c.header)).toEqual(
      AssetColumnKeys.map((k) => AssetRegisterMessages.columns[k]),
    );
    expect(sheet.columns.find((c) => c.key === 'price')?.numFmt).toBe('0.00');
    const [first, second] = sheet.rows;
    const at = (row: typeof first, key: (typeof AssetColumnKeys)[number]) =>
      row?.[AssetColumnKeys.indexOf(key)];
    // Text cells are never formulas in a workbook: kept as typed.
    expect(at(first, 'name')).toBe('=cmd');
    expect(at(first, 'purchaseDate')).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(at(first, 'price')).toBe(5);
    expect(at(first, 'quantity')).toBe(4);
    expect(at(first, 'warrantyExpiry')).toBe(AssetRegisterMessages.lifetimeWarranty);
    expect(at(first, 'manufacturer')).toBeNull();
    expect(at(second, 'purchaseDate')).toBe('someday');
    expect(at(second, 'warrantyExpiry')).toEqual(new Date(Date.UTC(2025, 0, 1)));
    for (const column of sheet.columns) {
      expect(column.width).toBeGreaterThanOrEqual(column.header.length);
      expect(column.width).toBeLessThanOrEqual(60);
    }
  });

  it('names downloads after the day', () => {
    expect(assetFileName('2024-06-01', 'csv')).toBe('assets-2024-06-01.csv');
    expect(assetFileName('2024-06-01', 'xlsx')).toBe('assets-2024-06-01.xlsx');
  });
});

describe('audit rule and problems', () => {
  const today = '2026-06-01';
  const audit = (date: string, result: AuditResult) => ({ date, result, auditor: 'ana' });

  it('is due one interval after the creation day when never audited, not at once', () => {
    const fresh = asset({ pois_type: 'Fire Extinguisher', createdAt: '2026-05-31T15:00:00Z' });
    expect(assetAuditState(fresh, today)).toBe('ok');
    const old = asset({ pois_type: 'Fire Extinguisher', createdAt: '2025-05-01T15:00:00Z' });
    expect(assetAuditState(old, today)).toBe('overdue');
    const soon = asset({ pois_type: 'Fire Extinguisher', createdAt: '2025-06-20T15:00:00Z' });
    expect(assetAuditState(soon, today)).toBe('due');
  });

  it('leaves places out of the cycle unless their space audits their type', () => {
    const stair = asset({ pois_type: 'Stair', createdAt: '2020-01-01T00:00:00Z' });
    expect(assetAuditState(stair, today)).toBe('exempt');
    expect(assetAuditState({ ...stair, audited_place_types: ['Stair'] }, today)).toBe('overdue');
    expect(assetAuditState({ ...stair, audited_place_types: ['Room'] }, today)).toBe('exempt');
    // Custom and equipment types are always audited.
    expect(isAuditedType('Water valve', [])).toBe(true);
    expect(isAuditedType('First Aid/AED', [])).toBe(true);
    expect(isAuditedType('Toilets', [])).toBe(false);
  });

  it('names the problem the last audit found, and filters on it', () => {
    const missing = asset({ name: 'Missing one', last_audit: audit('2026-05-01', 'missing') });
    const damaged = asset({ name: 'Damaged one', last_audit: audit('2026-05-01', 'damaged') });
    const moved = asset({ name: 'Moved one', last_audit: audit('2026-05-01', 'wrong-location') });
    const found = asset({ name: 'Found one', last_audit: audit('2026-05-01', 'found') });
    const never = asset({ name: 'Never one', last_audit: null });
    expect([missing, damaged, moved, found, never].map(assetProblem)).toEqual([
      'missing',
      'damaged',
      'wrong-location',
      null,
      null,
    ]);
    const rows = [missing, damaged, moved, found, never];
    expect(names(filterAssets(rows, { ...emptyAssetFilter, audit: 'problems' }, today))).toEqual([
      'Missing one',
      'Damaged one',
      'Moved one',
    ]);
  });

  it('searches name, serial number, model and tags, every word, any case', () => {
    const rows = [
      asset({ name: 'Extinguisher hall', serialNumber: 'SN-4411', tags: ['co2'] }),
      asset({ name: 'Defibrillator', modelNumber: 'Lifepak 1000', tags: ['medical'] }),
      asset({ name: 'Hall hose', manufacturer: 'Acme serial' }),
    ];
    const search = (text: string) =>
      names(filterAssets(rows, { ...emptyAssetFilter, text }, today));
    expect(search('hall')).toEqual(['Extinguisher hall', 'Hall hose']);
    expect(search('sn-44')).toEqual(['Extinguisher hall']);
    expect(search('LIFEPAK')).toEqual(['Defibrillator']);
    expect(search('medical defib')).toEqual(['Defibrillator']);
    expect(search('co2 hose')).toEqual([]);
    // The manufacturer is not searched.
    expect(search('acme')).toEqual([]);
    expect(search('   ')).toHaveLength(3);
  });

  it('sorts by the audit columns: problems first, then overdue, due, audited, not audited', () => {
    const rows = [
      asset({ name: 'Ok', pois_type: 'Other', last_audit: audit('2026-05-01', 'found') }),
      asset({ name: 'Exempt', pois_type: 'Room' }),
      asset({ name: 'Overdue', pois_type: 'Other', createdAt: '2020-01-01T00:00:00Z' }),
      asset({ name: 'Problem', pois_type: 'Other', last_audit: audit('2026-05-02', 'damaged') }),
      asset({ name: 'Due', pois_type: 'Other', last_audit: audit('2025-06-10', 'found') }),
    ];
    const by = (column: AssetSortKey, direction: SortDirection = 'ascending') =>
      names(sortAssets(rows, { column, direction }, today));
    expect(by('auditState')).toEqual(['Problem', 'Overdue', 'Due', 'Ok', 'Exempt']);
    expect(by('lastAudit')).toEqual(['Due', 'Ok', 'Problem', 'Exempt', 'Overdue']);
    expect(by('lastAudit', 'descending')).toEqual(['Problem', 'Ok', 'Due', 'Exempt', 'Overdue']);
    expect(by('lastResult')).toEqual(['Problem', 'Due', 'Ok', 'Exempt', 'Overdue']);
    expect(assetSortLabel('auditState')).toBe('Audit');
    expect(assetSortLabel('serial')).toBe('Serial number');
  });
});
