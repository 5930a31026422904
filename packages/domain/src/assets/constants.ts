/**
 * The asset register page (see docs/audit.md#asset-register); its row cap is
 * ServerLimits.assetRegisterMaxRows.
 */
export const AssetRegisterConstants = {
  /** Downloads are named assets-YYYY-MM-DD.csv / .xlsx. */
  fileNamePrefix: 'assets',
  /** The "warranty expiring within N days" filter accepts 0 to this many days (100 years). */
  maxWarrantyDays: 36_500,
  /** Table rows rendered at first and added per "show more": the DOM stays light for big registers. */
  renderStep: 500,
  /** The register's address parameters: its filters, search and sort (asset-view-query.ts). */
  queryParams: {
    space: 'space',
    floor: 'floor',
    room: 'room',
    type: 'type',
    tag: 'tag',
    audit: 'audit',
    text: 'q',
    warranty: 'warranty',
    sort: 'sort',
    direction: 'dir',
  },
  /** Longer values in the address are cut: no name, tag or search needs more. */
  maxQueryValueLength: 256,
} as const;
