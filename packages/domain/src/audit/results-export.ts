import type { AuditRoute } from '../api/audit.js';
import { csvField, guardFormula } from '../assets/asset-register.js';
import { AuditCycleConstants } from './constants.js';
import { AuditRouteServerMessages } from './messages.js';

/**
 * A route's results as a table (docs/audit.md#result-downloads), written as CSV and XLSX with the
 * asset register's formula guard: names and notes come from users and must never run as formulas in
 * a spreadsheet program.
 */
export const AuditExportColumnKeys = [
  'order',
  'name',
  'puid',
  'result',
  'note',
  'recordedAt',
  'auditor',
] as const;
export type AuditExportColumnKey = (typeof AuditExportColumnKeys)[number];

export type AuditExportCell = string | number | Date | null;

/** One row per POI in walking order; POIs without a result read "Not audited yet". */
export function auditResultRows(route: AuditRoute): AuditExportCell[][] {
  return [...route.pois]
    .sort((a, b) => a.order - b.order)
    .map((poi) => [
      poi.order,
      poi.name,
      poi.puid,
      poi.result
        ? AuditRouteServerMessages.resultLabels[poi.result.result]
        : AuditRouteServerMessages.notAudited,
      poi.result?.note ? poi.result.note : null,
      poi.result ? new Date(poi.result.recorded_at) : null,
      poi.result?.auditor ?? null,
    ]);
}

const headers = () =>
  AuditExportColumnKeys.map((key) => AuditRouteServerMessages.exportColumns[key]);

function csvCell(value: AuditExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return csvField(guardFormula(value));
}

/** RFC 4180 with CRLF line ends, as the asset register writes it. */
export function auditResultsToCsv(route: AuditRoute): string {
  const lines = [headers().map(csvField).join(',')];
  for (const row of auditResultRows(route)) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface AuditResultSheet {
  name: string;
  columns: { key: AuditExportColumnKey; header: string; width: number; numFmt?: string }[];
  rows: AuditExportCell[][];
}

/** The worksheet model: texts as text cells (never formulas), times as real dates. */
export function auditResultSheet(route: AuditRoute): AuditResultSheet {
  const rows = auditResultRows(route);
  const columns = AuditExportColumnKeys.map((key, index) => {
    const header = AuditRouteServerMessages.exportColumns[key];
    const longest = rows.reduce((max, row) => {
      const cell = row[index];
      const length =
        cell instanceof Date ? 19 : cell === null || cell === undefined ? 0 : String(cell).length;
      return Math.max(max, length);
    }, header.length);
    return {
      key,
      header,
      width: Math.min(Math.max(longest + 2, 8), 60),
      ...(key === 'recordedAt' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {}),
    };
  });
  return { name: AuditRouteServerMessages.sheetName, columns, rows };
}

/** audit-route-{name}-YYYY-MM-DD.csv, the name reduced to lowercase letters, digits and '-'. */
export function auditResultsFileName(
  routeName: string,
  today: string,
  extension: 'csv' | 'xlsx',
): string {
  const slug = routeName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${AuditCycleConstants.fileNamePrefix}${slug ? `-${slug}` : ''}-${today}.${extension}`;
}
