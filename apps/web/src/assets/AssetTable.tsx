import {
  AuditCycleMessages as A,
  type AssetAuditState,
  type AssetColumnKey,
  AssetColumnKeys,
  type AssetRow,
  type AssetSort,
  type AssetSortKey,
  AuditRouteServerMessages,
  assetAuditState,
  assetCell,
  assetColumnLabel,
  assetProblem,
  assetSortLabel,
  AssetRegisterMessages as M,
} from '@indoor/domain';
import type { KeyboardEvent } from 'react';
import { ResultBadge } from '../audit-routes/ResultBadge';

interface AssetTableProps {
  rows: readonly AssetRow[];
  /** YYYY-MM-DD: the day the audit states are judged against. */
  today: string;
  sort: AssetSort;
  onSort: (column: AssetSortKey) => void;
  onOpen: (row: AssetRow) => void;
}

const numericColumns: ReadonlySet<AssetSortKey> = new Set(['price', 'quantity']);
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
  column: AssetSortKey;
  sort: AssetSort;
  onSort: (column: AssetSortKey) => void;
}) {
  const sorted = sort.column === column ? sort.direction : null;
  const className =
    [
      column === 'name' ? 'asset-table__name' : '',
      numericColumns.has(column) ? 'asset-table__number' : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <th scope="col" aria-sort={sorted ?? 'none'} className={className}>
      <button
        type="button"
        className="asset-table__sort"
        title={M.sortBy(assetSortLabel(column))}
        onClick={() => onSort(column)}
      >
        {assetSortLabel(column)}
        <span className="asset-table__arrow" aria-hidden="true">
          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** What the register calls each audit state. */
const auditStateText: Record<AssetAuditState, string> = {
  ok: A.ok,
  due: A.due,
  overdue: A.overdue,
  exempt: A.exempt,
};

/**
 * The audit-cycle cells of a row: last audit, its result (a problem with its colour and
 * symbol, as on the auditor's checklist), the auditor, and the state today, where a
 * problem found outranks any due date.
 */
function AuditCells({ row, today }: { row: AssetRow; today: string }) {
  const last = row.last_audit;
  const problem = assetProblem(row);
  const state = assetAuditState(row, today);
  return (
    <>
      <td className="asset-table__nowrap" data-label={A.columns.lastAudit}>
        {last ? last.date.slice(0, 10) : A.neverAudited}
      </td>
      <td data-label={A.columns.lastResult}>
        {problem ? (
          <ResultBadge state={{ kind: 'recorded', result: problem }} />
        ) : last ? (
          AuditRouteServerMessages.resultLabels[last.result]
        ) : (
          ''
        )}
      </td>
      <td data-label={A.columns.auditedBy}>{last?.auditor ?? ''}</td>
      <td className="asset-table__nowrap" data-label={A.stateColumn}>
        {problem ? (
          <span
            className="audit-state audit-state--problem"
            data-testid="asset-audit-state"
            data-state="problem"
          >
            {A.problem(AuditRouteServerMessages.resultLabels[problem])}
          </span>
        ) : (
          <span
            className={`audit-state audit-state--${state}`}
            data-testid="asset-audit-state"
            data-state={state}
          >
            {state === 'ok' && !last ? A.notDueYet : auditStateText[state]}
          </span>
        )}
      </td>
    </>
  );
}

const auditColumns: readonly AssetSortKey[] = [
  'lastAudit',
  'lastResult',
  'auditedBy',
  'auditState',
];

/**
 * The register's rows. A heading button sorts (aria-sort tells which way); a row opens its
 * asset on the map on click, or on Enter when focused (rows are in the tab order). The
 * name column stays in view while the table scrolls sideways. On a narrow screen each row
 * becomes a card whose cells carry their column's name and whose last cell, hidden on
 * wider screens, is a button that opens the asset (styles.css).
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
            {[...AssetColumnKeys, ...auditColumns].map((column) => (
              <SortableHeading key={column} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.puid}
              className={
                assetProblem(row)
                  ? 'asset-table__row asset-table__row--problem'
                  : 'asset-table__row'
              }
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
