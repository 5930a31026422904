import type { AssetRow } from '../api/assets.js';
import { type AuditDueState, auditDueState } from '../audit/audit-cycle.js';
import { AuditCycleConstants, type AuditResult } from '../audit/constants.js';
import { AuditCycleMessages } from '../audit/messages.js';
import { ConnectorType } from '../model/poi.js';
import { type PickableSpace, spacePickerLabels } from '../model/space-names.js';
import { type Actor, type AssetAccessFacts, canSeeAssetDetails } from '../roles.js';
import { AssetRegisterConstants } from './constants.js';
import { AssetRegisterMessages } from './messages.js';

/**
 * The spaces an asset register covers: exactly those whose asset details the caller may
 * see (canSeeAssetDetails): admins and moderators every space, owners and co-owners
 * theirs, assigned auditors the spaces they audit, and planners the spaces their
 * own auditors audit (where they plan audit routes).
 *
 * Published spaces of other people are left out on purpose, although canSeeSpace shows
 * them to everyone: their asset details are not the caller's to read, and the register
 * is the caller's inventory (see docs/roles.md#asset-details).
 */
export function isAssetRegisterSpace(actor: Actor, space: AssetAccessFacts): boolean {
  return canSeeAssetDetails(actor, space);
}

/** Connectors (type None) are graph nodes, not assets: exports leave them out too. */
export const isAsset = (poi: { pois_type: string }): boolean => poi.pois_type !== ConnectorType;

export const AssetColumnKeys = [
  'name',
  'type',
  'space',
  'floor',
  'room',
  'manufacturer',
  'model',
  'serial',
  'purchaseDate',
  'price',
  'quantity',
  'tags',
  'warrantyExpiry',
] as const;
export type AssetColumnKey = (typeof AssetColumnKeys)[number];

/** A cell as the table, the CSV and the spreadsheet read it; null is an empty cell. */
export type AssetCell = string | number | null;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date, in ms; null when the text is not a real date. */
function dateValue(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2023-02-30 over to March: such a text is not a date.
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? ms
    : null;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both YYYY-MM-DD); null when either is not a date. */
export function daysBetween(today: string, date: string): number | null {
  const from = dateValue(today);
  const to = dateValue(date);
  return from === null || to === null ? null : Math.round((to - from) / DAY_MS);
}

/** The local calendar date of a moment, as YYYY-MM-DD (what "today" means to the user). */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** How a floor reads in the register: its name with its number, or "Floor n". */
export function assetFloorLabel(row: Pick<AssetRow, 'floor_name' | 'floor_number'>): string {
  const name = row.floor_name.trim();
  return name !== '' && name !== '-'
    ? `${name} (${row.floor_number})`
    : `Floor ${row.floor_number}`;
}

const emptyToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The room an asset lies in, as the register shows it; null when it lies in none. */
export function assetRoomLabel(row: Pick<AssetRow, 'unit'>): string | null {
  if (!row.unit) return null;
  return row.unit.name.trim() === '' ? AssetRegisterMessages.unnamedRoom : row.unit.name;
}

/** The value of one column of a row, as shown and exported. */
export function assetCell(row: AssetRow, column: AssetColumnKey): AssetCell {
  switch (column) {
    case 'name':
      return row.name;
    case 'type':
      return row.pois_type;
    case 'space':
      return row.space_name;
    case 'floor':
      return assetFloorLabel(row);
    case 'room':
      return assetRoomLabel(row);
    case 'manufacturer':
      return emptyToNull(row.manufacturer);
    case 'model':
      return emptyToNull(row.modelNumber);
    case 'serial':
      return emptyToNull(row.serialNumber);
    case 'purchaseDate':
      return emptyToNull(row.purchaseDate);
    case 'price':
      return row.price;
    case 'quantity':
      return row.quantity;
    case 'tags':
      return row.tags.length > 0 ? row.tags.join(', ') : null;
    case 'warrantyExpiry':
      return row.warranty.isLifetime
        ? AssetRegisterMessages.lifetimeWarranty
        : emptyToNull(row.warranty.expirationDate);
  }
}

export const assetColumnLabel = (column: AssetColumnKey): string =>
  AssetRegisterMessages.columns[column];

// ---------------------------------------------------------------------------
// Filtering

export interface AssetFilter {
  buid: string | null;
  /** A floor number (as on the wire); meaningful with a space, applied on its own too. */
  floor: string | null;
  /** The id of the room the assets lie in (docs/rooms.md#pois-in-rooms); with a space. */
  room?: string | null;
  type: string | null;
  tag: string | null;
  /** Not lifetime, with an expiry date from today to today + N days (expired ones excluded). */
  warrantyWithinDays: number | null;
  /**
   * Only assets due, or only those overdue, for an audit (docs/audit.md#audit-cycle), or
   * only those whose last audit found a problem.
   */
  audit?: AssetAuditFilter | null;
  /** Words every listed asset holds in its name, serial number, model or tags. */
  text?: string | null;
}

export const AssetAuditFilters = ['due', 'overdue', 'problems'] as const;
export type AssetAuditFilter = (typeof AssetAuditFilters)[number];

/**
 * Where an asset stands in its space's audit cycle today (docs/audit.md#audit-cycle): not
 * audited at all when its type is a place its space's owner does not audit; otherwise due
 * one interval after its last audit's day (UTC) or, never audited, after the day it was
 * created (AuditCycleConstants.defaultIntervalDays when the interval is unknown).
 */
export type AssetAuditState = AuditDueState | 'exempt';

export function assetAuditState(
  row: Pick<
    AssetRow,
    'last_audit' | 'audit_interval_days' | 'createdAt' | 'pois_type' | 'audited_place_types'
  >,
  today: string,
): AssetAuditState {
  if (!isAuditedType(row.pois_type, row.audited_place_types ?? [])) return 'exempt';
  const since = row.last_audit ? row.last_audit.date : row.createdAt;
  return auditDueState(
    since ? since.slice(0, 10) : null,
    row.audit_interval_days ?? AuditCycleConstants.defaultIntervalDays,
    today,
  );
}

/**
 * Places (stairs, rooms, toilets…) are audited only where the space's owner chose their
 * type; equipment and custom types always are (docs/audit.md#audit-cycle).
 */
export function isAuditedType(type: string, auditedPlaceTypes: readonly string[]): boolean {
  return !AuditCycleConstants.placeTypes.includes(type) || auditedPlaceTypes.includes(type);
}

/** The findings that need someone's attention: everything but "found". */
export const AuditProblemResults: readonly AuditResult[] = ['missing', 'wrong-location', 'damaged'];

/** The problem the asset's last audit found, or null (never audited, or found). */
export function assetProblem(row: Pick<AssetRow, 'last_audit'>): AuditResult | null {
  const result = row.last_audit?.result;
  return result && AuditProblemResults.includes(result) ? result : null;
}

/** Whether a row passes the register's audit filter (none set: every row). */
export function matchesAuditFilter(
  row: AssetRow,
  filter: AssetAuditFilter | null | undefined,
  today: string,
): boolean {
  if (!filter) return true;
  if (filter === 'problems') return assetProblem(row) !== null;
  return assetAuditState(row, today) === filter;
}

/** The words of a search box, lower case; empty when it holds none. */
function searchTerms(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** Each word is found in the name, serial number, model or a tag (any case). */
function matchesText(row: AssetRow, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = [row.name, row.serialNumber, row.modelNumber, ...row.tags]
    .join('\n')
    .toLocaleLowerCase('en');
  return terms.every((term) => haystack.includes(term));
}

export const emptyAssetFilter: AssetFilter = {
  buid: null,
  floor: null,
  room: null,
  type: null,
  tag: null,
  warrantyWithinDays: null,
  audit: null,
  text: null,
};

/** True when the warranty ends between today and today + days, both included. */
export function warrantyExpiresWithin(
  warranty: AssetRow['warranty'],
  days: number,
  today: string,
): boolean {
  if (warranty.isLifetime) return false;
  const left = daysBetween(today, warranty.expirationDate);
  return left !== null && left >= 0 && left <= days;
}

/** The rows matching every set part of the filter; `today` is YYYY-MM-DD. */
export function filterAssets(
  rows: readonly AssetRow[],
  filter: AssetFilter,
  today: string,
): AssetRow[] {
  const days = filter.warrantyWithinDays;
  const terms = searchTerms(filter.text);
  return rows.filter(
    (row) =>
      (filter.buid === null || row.buid === filter.buid) &&
      (filter.floor === null || row.floor_number === filter.floor) &&
      (!filter.room || row.unit?.id === filter.room) &&
      (filter.type === null || row.pois_type === filter.type) &&
      (filter.tag === null || row.tags.includes(filter.tag)) &&
      (days === null || warrantyExpiresWithin(row.warranty, days, today)) &&
      matchesAuditFilter(row, filter.audit, today) &&
      matchesText(row, terms),
  );
}

/**
 * The "expiring within N days" box: empty means no filter; otherwise a whole number
 * from 0 to AssetRegisterConstants.maxWarrantyDays.
 */
export function parseWarrantyDays(
  text: string,
): { ok: true; days: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, days: null };
  const max = AssetRegisterConstants.maxWarrantyDays;
  if (!/^\d{1,6}$/.test(trimmed) || Number(trimmed) > max)
    return { ok: false, message: AssetRegisterMessages.warrantyDaysInvalid(max) };
  return { ok: true, days: Number(trimmed) };
}

export interface AssetFilterOption {
  value: string;
  label: string;
}

export interface AssetFilterOptions {
  spaces: AssetFilterOption[];
  /** Floors of the chosen space that hold assets; empty without a space. */
  floors: AssetFilterOption[];
  /**
   * Rooms that hold assets, of the chosen space (and floor, when one is chosen), labelled
   * with their floor; empty without a space.
   */
  rooms: AssetFilterOption[];
  types: AssetFilterOption[];
  tags: AssetFilterOption[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byLabel = (a: AssetFilterOption, b: AssetFilterOption) =>
  collator.compare(a.label, b.label) || collator.compare(a.value, b.value);

/** What the filter selects offer, from the register's rows and spaces. */
export function assetFilterOptions(
  rows: readonly AssetRow[],
  spaces: readonly PickableSpace[],
  buid: string | null,
  floor: string | null = null,
): AssetFilterOptions {
  const spaceLabels = spacePickerLabels(spaces);
  const floors = new Map<string, AssetFilterOption>();
  const rooms = new Map<string, { option: AssetFilterOption; floor: number }>();
  const types = new Set<string>();
  const tags = new Set<string>();
  for (const row of rows) {
    if (buid !== null && row.buid === buid && !floors.has(row.floor_number))
      floors.set(row.floor_number, { value: row.floor_number, label: assetFloorLabel(row) });
    const room = assetRoomLabel(row);
    if (
      buid !== null &&
      row.buid === buid &&
      row.unit &&
      room !== null &&
      (floor === null || row.floor_number === floor) &&
      !rooms.has(row.unit.id)
    )
      rooms.set(row.unit.id, {
        option: { value: row.unit.id, label: `${room}, ${assetFloorLabel(row)}` },
        floor: Number(row.floor_number),
      });
    types.add(row.pois_type);
    for (const tag of row.tags) tags.add(tag);
  }
  const plain = (values: Set<string>) =>
    [...values].map((value) => ({ value, label: value })).sort(byLabel);
  return {
    spaces: spaces
      .map((s) => ({ value: s.buid, label: spaceLabels.get(s.buid) ?? s.name }))
      .sort(byLabel),
    floors: [...floors.values()].sort((a, b) => Number(a.value) - Number(b.value)),
    rooms: [...rooms.values()]
      .sort((a, b) => a.floor - b.floor || byLabel(a.option, b.option))
      .map((r) => r.option),
    types: plain(types),
    tags: plain(tags),
  };
}

// ---------------------------------------------------------------------------
// Sorting

export type SortDirection = 'ascending' | 'descending';

/** The audit columns beside the asset's own: they sort too, but are not exported. */
export const AssetAuditColumnKeys = ['lastAudit', 'lastResult', 'auditedBy', 'auditState'] as const;
export type AssetAuditColumnKey = (typeof AssetAuditColumnKeys)[number];
export type AssetSortKey = AssetColumnKey | AssetAuditColumnKey;
export const AssetSortKeys: readonly AssetSortKey[] = [...AssetColumnKeys, ...AssetAuditColumnKeys];

export interface AssetSort {
  column: AssetSortKey;
  direction: SortDirection;
}

/** The heading of any sortable column. */
export function assetSortLabel(column: AssetSortKey): string {
  switch (column) {
    case 'lastAudit':
    case 'lastResult':
    case 'auditedBy':
      return AuditCycleMessages.columns[column];
    case 'auditState':
      return AuditCycleMessages.stateColumn;
    default:
      return assetColumnLabel(column);
  }
}

/**
 * The audit column sorts by urgency: problems found first, then overdue, due, audited,
 * and assets whose type is not audited last.
 */
function auditUrgency(row: AssetRow, today: string): number {
  if (assetProblem(row) !== null) return 0;
  return { overdue: 1, due: 2, ok: 3, exempt: 4 }[assetAuditState(row, today)];
}

/** Found sorts after every problem, in the order the results are offered. */
const resultRank = (row: AssetRow): number | null =>
  row.last_audit ? AuditResultOrder.indexOf(row.last_audit.result) : null;
const AuditResultOrder = ['missing', 'damaged', 'wrong-location', 'found'];

/** The register's own order (also the server's): building, floor, name. */
export const defaultAssetSort: AssetSort = { column: 'space', direction: 'ascending' };

/**
 * A comparable key per column: numbers for price, quantity and floor; day numbers for
 * dates (a lifetime warranty after every date); text otherwise. null sorts last in
 * both directions: an empty cell never hides the values the user sorted for.
 */
function sortKey(row: AssetRow, column: AssetSortKey, today: string): string | number | null {
  switch (column) {
    case 'lastAudit':
      return row.last_audit ? Date.parse(row.last_audit.date) : null;
    case 'lastResult':
      return resultRank(row);
    case 'auditedBy':
      return row.last_audit?.auditor || null;
    case 'auditState':
      return auditUrgency(row, today);
    case 'floor':
      return Number(row.floor_number);
    case 'price':
      return row.price;
    case 'quantity':
      return row.quantity;
    case 'purchaseDate':
      return dateValue(row.purchaseDate);
    case 'warrantyExpiry':
      return row.warranty.isLifetime
        ? Number.POSITIVE_INFINITY
        : dateValue(row.warranty.expirationDate);
    default: {
      const value = assetCell(row, column);
      return value === null ? null : String(value);
    }
  }
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** Building, floor, name, then puid: ties always come out in one stable order. */
function compareDefault(a: AssetRow, b: AssetRow): number {
  return (
    collator.compare(a.space_name, b.space_name) ||
    collator.compare(a.buid, b.buid) ||
    Number(a.floor_number) - Number(b.floor_number) ||
    collator.compare(a.name, b.name) ||
    (a.puid < b.puid ? -1 : a.puid > b.puid ? 1 : 0)
  );
}

/** `today` (YYYY-MM-DD) is what the audit column's urgency is judged against. */
export function sortAssets(rows: readonly AssetRow[], sort: AssetSort, today: string): AssetRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort.column, today) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
      return compareDefault(a.row, b.row);
    }
    return sign * compareKeys(a.key, b.key) || compareDefault(a.row, b.row);
  });
  return keyed.map((k) => k.row);
}

/** Clicking a heading sorts by it ascending; clicking the sorted heading again reverses it. */
export function nextAssetSort(current: AssetSort, column: AssetSortKey): AssetSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return {
    column,
    direction: current.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

// ---------------------------------------------------------------------------
// CSV (RFC 4180) and the spreadsheet model

/**
 * Spreadsheet programs run a cell starting with = + - @ (or a tab or carriage return)
 * as a formula: a quote in front keeps such a text a text (OWASP "CSV injection").
 * Numbers are written by us and never guarded (a negative price stays a number).
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvCell(value: AssetCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return csvField(guardFormula(value));
}

/** The rows as CSV: a heading line, then one line per row, CRLF line ends (RFC 4180). */
export function assetsToCsv(rows: readonly AssetRow[]): string {
  const lines = [AssetColumnKeys.map((c) => csvField(assetColumnLabel(c))).join(',')];
  for (const row of rows)
    lines.push(AssetColumnKeys.map((c) => csvCell(assetCell(row, c))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export type AssetSheetCell = string | number | Date | null;

export interface AssetSheetColumn {
  key: AssetColumnKey;
  header: string;
  /** In characters, as spreadsheet programs measure column widths. */
  width: number;
  /** An Excel number format for the column's numbers and dates. */
  numFmt?: string;
}

export interface AssetSheet {
  name: string;
  columns: AssetSheetColumn[];
  rows: AssetSheetCell[][];
}

const sheetFormats: Partial<Record<AssetColumnKey, string>> = {
  purchaseDate: 'yyyy-mm-dd',
  warrantyExpiry: 'yyyy-mm-dd',
  price: '0.00',
  quantity: '0',
};

const dateColumns: ReadonlySet<AssetColumnKey> = new Set(['purchaseDate', 'warrantyExpiry']);

/**
 * The rows as a worksheet model (exceljs writes it in the browser): real numbers, and
 * real dates (midnight UTC, which Excel reads as that calendar day) where the text is
 * one. Texts are written as text cells, never as formulas, so they need no guard.
 */
export function assetSheet(rows: readonly AssetRow[]): AssetSheet {
  const cells = rows.map((row) =>
    AssetColumnKeys.map((column): AssetSheetCell => {
      const value = assetCell(row, column);
      if (typeof value === 'string' && dateColumns.has(column)) {
        const ms = dateValue(value);
        return ms === null ? value : new Date(ms);
      }
      return value;
    }),
  );
  const columns = AssetColumnKeys.map((key, index): AssetSheetColumn => {
    const header = assetColumnLabel(key);
    const longest = cells.reduce((max, row) => {
      const cell = row[index];
      const length =
        cell instanceof Date ? 10 : cell === null || cell === undefined ? 0 : String(cell).length;
      return Math.max(max, length);
    }, header.length);
    const numFmt = sheetFormats[key];
    return {
      key,
      header,
      width: Math.min(Math.max(longest + 2, 8), 60),
      ...(numFmt ? { numFmt } : {}),
    };
  });
  return { name: AssetRegisterMessages.sheetName, columns, rows: cells };
}

/** assets-YYYY-MM-DD.csv or .xlsx, dated with the user's today. */
export function assetFileName(today: string, extension: 'csv' | 'xlsx'): string {
  return `${AssetRegisterConstants.fileNamePrefix}-${today}.${extension}`;
}
