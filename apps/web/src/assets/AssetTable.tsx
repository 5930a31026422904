import {
  type AssetColumnKey,
  AssetColumnKeys,
  type AssetRow,
  type AssetSort,
  assetCell,
  assetColumnLabel,
  AssetRegisterMessages as M,
} from '@indoor/domain';
import type { KeyboardEvent } from 'react';

interface AssetTableProps {
  rows: readonly AssetRow[];
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

/**
 * The register's rows. A heading button sorts (aria-sort tells which way); a row opens its
 * asset on the map on click, or on Enter when focused (rows are in the tab order).
 */
export function AssetTable({ rows, sort, onSort, onOpen }: AssetTableProps) {
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
                <td key={column} className={cellClass(column)}>
                  {shownCell(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
