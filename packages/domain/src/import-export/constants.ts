/**
 * The import/export panel (see docs/import-export.md): JSON export and POI update files,
 * spreadsheets of descriptions, GeoJSON.
 */
export const ImportExportConstants = {
  /** Export files are named after the building or campus, with this extension (see docs/import-export.md#json-export). */
  exportExtension: '.txt',
  geoJsonExtension: '.geojson',
  /** A POI's overwrite flag in an exported file, until its user sets it to 'true'. */
  defaultOverwrite: 'false',
  /** Updates sent at once while importing a file: the server is not flooded by one import. */
  concurrency: 4,
  /** Progress is cleared this long after an import ends (see docs/import-export.md#import-progress-and-log). */
  progressClearMs: 2500,
  /** The POI list is read again this long after a POI file was imported. */
  poiFileReloadDelayMs: 2500,
  logFileName: 'poi-import-log.txt',
  /** The documented spreadsheet columns, in the order of the file (see docs/import-export.md#spreadsheets). */
  spreadsheetColumns: ['buid', 'name', 'des1', 'des2', 'des3', 'des4'],
  /** Spreadsheets and update files larger than this are refused before they are read. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Rows or features one import may carry. */
  maxRows: 20_000,
  /** GeoJSON `feature_type` of the features the export writes. */
  featureTypes: { floor: 'floor', poi: 'poi', connection: 'connection' },
} as const;
