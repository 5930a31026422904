/** Backing up and restoring buildings (see docs/import-export.md#backups). */

/**
 * The product's documented backup progress: the percentage shown after each step of
 * backing up a building (POIs take two steps: fetched, then written); cleared once the
 * archive is saved.
 */
export const BackupProgress = {
  started: 0,
  floorsFetched: 10,
  floorPlansFetched: 25,
  radiomapsFetched: 70,
  poisFetched: 80,
  poisExported: 90,
  connectionsFetched: 100,
} as const;

/**
 * Moving in from an Anyplace backup archive (allpois.json, allconnections.json, plans,
 * radiomaps; see docs/import-export.md#anyplace-archives).
 */
export const AnyplaceRestoreConstants = {
  /** A plan placed over its floor's POIs and fingerprints gets this margin on each side, as a share of their extent. */
  planPaddingShare: 0.1,
  /** The smallest side, in metres, of a plan placed from a handful of close points. */
  minPlanSideM: 20,
} as const;
