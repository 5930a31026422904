import {
  type AssetAuditFilter,
  AssetAuditFilters,
  type AssetFilter,
  type AssetSort,
  type AssetSortKey,
  AssetSortKeys,
  defaultAssetSort,
  emptyAssetFilter,
} from './asset-register.js';
import { AssetRegisterConstants } from './constants.js';

/**
 * What the register's address keeps (see docs/audit.md#asset-register): its filters, the
 * warranty box as typed (checked where it is used) and the sort, so a filtered view can be
 * bookmarked, shared and reloaded.
 */
export interface AssetView {
  filter: AssetFilter;
  warrantyText: string;
  sort: AssetSort;
}

export const defaultAssetView: AssetView = {
  filter: emptyAssetFilter,
  warrantyText: '',
  sort: defaultAssetSort,
};

const P = AssetRegisterConstants.queryParams;

/** A parameter's text, bounded, or null when absent or blank. */
function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim() ?? '';
  return value === '' ? null : value.slice(0, AssetRegisterConstants.maxQueryValueLength);
}

const isAuditFilter = (value: string | null): value is AssetAuditFilter =>
  value !== null && (AssetAuditFilters as readonly string[]).includes(value);
const isSortKey = (value: string | null): value is AssetSortKey =>
  value !== null && (AssetSortKeys as readonly string[]).includes(value);

/**
 * The view an address's query asks for. Unknown parameters and values are ignored (an
 * old or edited link still opens the register); a floor or a room counts only with a space.
 */
export function assetViewFromQuery(search: string): AssetView {
  const query = new URLSearchParams(search);
  const buid = param(query, P.space);
  const audit = param(query, P.audit);
  const column = param(query, P.sort);
  return {
    filter: {
      buid,
      floor: buid === null ? null : param(query, P.floor),
      room: buid === null ? null : param(query, P.room),
      type: param(query, P.type),
      tag: param(query, P.tag),
      warrantyWithinDays: null,
      audit: isAuditFilter(audit) ? audit : null,
      text: param(query, P.text),
    },
    warrantyText: param(query, P.warranty) ?? '',
    sort: isSortKey(column)
      ? {
          column,
          direction: param(query, P.direction) === 'descending' ? 'descending' : 'ascending',
        }
      : defaultAssetSort,
  };
}

/** The query ("?…", or "" for the default view) that assetViewFromQuery reads back. */
export function assetViewToQuery(view: AssetView): string {
  const query = new URLSearchParams();
  const set = (name: string, value: string | null | undefined) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') query.set(name, trimmed);
  };
  const { filter, sort } = view;
  set(P.space, filter.buid);
  if (filter.buid !== null) {
    set(P.floor, filter.floor);
    set(P.room, filter.room);
  }
  set(P.type, filter.type);
  set(P.tag, filter.tag);
  set(P.audit, filter.audit);
  set(P.text, filter.text);
  set(P.warranty, view.warrantyText);
  if (sort.column !== defaultAssetSort.column || sort.direction !== defaultAssetSort.direction) {
    set(P.sort, sort.column);
    set(P.direction, sort.direction);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
