import {
  AuditCycleMessages as A,
  type AssetColumnKey,
  AssetColumnKeys,
  type AssetRow,
  type AssetSort,
  type AuditDueState,
  AuditRouteServerMessages,
  assetAuditState,
  assetCell,
  assetColumnLabel,
  AssetRegisterMessages as M,
} from '@indoor/domain';
import type { KeyboardEvent } from 'react';

interface AssetTableProps {
  rows: readonly AssetRow[];
  /** YYYY-MM-DD: the day the audit states are judged against. */
  today: string;
  sort: AssetSort;
  onSort: (column: AssetColumnKey) => void;
  onOpen: (row: AssetRow) => void;
}

const numericColumns: ReadonlySet<AssetColumnKey> = new Set(['price', 'quantity']);
/** Numbers and dates read badly when broken over lines. */
const unbrokenColumns: ReadonlySet<AssetColumnKey> = new Set([
  'price',
  'quantity',
  'purchaseDate',
  'warrantyExpiry',
]);
const cellClass = (column: AssetColumnKey): string | undefined =>
  [
    column === 'name' ? 'asset-table__name' : '',
    numericColumns.has(column) ? 'asset-table__number' : '',
    unbrokenColumns.has(column) ? 'asset-table__nowrap' : '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;
const priceFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function shownCell(row: AssetRow, column: AssetColumnKey): string {
  const value = assetCell(row, column);
  if (value === null) return '';
  if (column === 'price' && typeof value === 'number') return priceFormat.format(value);
  return String(value);
}

function SortableHeading({
  column,
  sort,
  onSort,
}: {
  column: AssetColumnKey;
  sort: AssetSort;
  onSort: (column: AssetColumnKey) => void;
}) {
  const sorted = sort.column === column ? sort.direction : null;
  return (
    <th
      scope="col"
      aria-sort={sorted ?? 'none'}
      className={numericColumns.has(column) ? 'asset-table__number' : undefined}
    >
      <button
        type="button"
        className="asset-table__sort"
        title={M.sortBy(assetColumnLabel(column))}
        onClick={() => onSort(column)}
      >
        {assetColumnLabel(column)}
        <span className="asset-table__arrow" aria-hidden="true">
          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** What the register calls each audit state. */
const auditStateText: Record<AuditDueState, string> = {
  ok: A.ok,
  due: A.due,
  overdue: A.overdue,
};

/** The audit-cycle cells of a row: last audit, its result and auditor, and the state today. */
function AuditCells({ row, today }: { row: AssetRow; today: string }) {
  const last = row.last_audit;
  const state = assetAuditState(row, today);
  return (
    <>
      <td className="asset-table__nowrap" data-label={A.columns.lastAudit}>
        {last ? last.date.slice(0, 10) : A.neverAudited}
      </td>
      <td data-label={A.columns.lastResult}>
        {last ? AuditRouteServerMessages.resultLabels[last.result] : ''}
      </td>
      <td data-label={A.columns.auditedBy}>{last?.auditor ?? ''}</td>
      <td className="asset-table__nowrap" data-label={A.stateColumn}>
        <span className={`audit-state audit-state--${state}`} data-testid="asset-audit-state">
          {auditStateText[state]}
        </span>
      </td>
    </>
  );
}

/**
 * The register's rows. A heading button sorts (aria-sort tells which way); a row opens its
 * asset on the map on click, or on Enter when focused (rows are in the tab order). On a
 * narrow screen each row becomes a card whose cells carry their column's name and whose
 * last cell, hidden on wider screens, is a button that opens the asset (styles.css).
 */
export function AssetTable({ rows, today, sort, onSort, onOpen }: AssetTableProps) {
  const openWithKey = (event: KeyboardEvent<HTMLTableRowElement>, row: AssetRow) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onOpen(row);
  };
  return (
    <div className="asset-table__scroller">
      <table className="users-table asset-table" data-testid="asset-table">
        <caption className="visually-hidden">{M.tableCaption}</caption>
        <thead>
          <tr>
            {AssetColumnKeys.map((column) => (
              <SortableHeading key={column} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">{A.columns.lastAudit}</th>
            <th scope="col">{A.columns.lastResult}</th>
            <th scope="col">{A.columns.auditedBy}</th>
            <th scope="col">{A.stateColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.puid}
              className="asset-table__row"
              tabIndex={0}
              title={M.openOnMap(row.name)}
              data-testid="asset-row"
              data-puid={row.puid}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => openWithKey(event, row)}
            >
              {AssetColumnKeys.map((column) => (
                <td
                  key={column}
                  className={cellClass(column)}
                  data-label={assetColumnLabel(column)}
                >
                  {shownCell(row, column)}
                </td>
              ))}
              <AuditCells row={row} today={today} />
              <td className="asset-table__open">
                <button
                  type="button"
                  className="button"
                  aria-label={M.showOnMapOf(row.name)}
                  data-testid="asset-open"
                  onClick={(event) => {
                    // Not again through the row's own click.
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {M.showOnMap}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
