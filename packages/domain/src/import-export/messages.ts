import { ImportExportConstants } from './constants.js';

/** Export and POI-update alerts (see docs/import-export.md#poi-update-files). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const ImportExportMessages = {
  noFile: 'Something went wrong no file selected',
  noPoisToUpdate: 'Something went wrong no pois to update',
  noBuildingSelected: 'No building selected',
  noCampusSelected: 'No campus selected',
  exported: (name: string) => `Successfully exported ${name} to JSON.`,
} as const;

/**
 * The import/export panel (tab 6) and the campus export of tab 4: the product's own texts;
 * the verbatim ones are ImportExportMessages and PoiMessages.
 */
export const PoiFileMessages = {
  noSuchPoiStatus: 'No POI with this name in the building.',
  exportTitle: 'Export',
  exportJson: 'Export to JSON',
  exportGeoJson: 'Export to GeoJSON',
  exportCampus: 'Export campus to JSON',
  exportHint: (name: string) =>
    `Saves ${name} with its floors and POIs (connectors left out) as JSON, or with floor plan outlines, every POI and the connections as GeoJSON for QGIS or JOSM.`,
  exportedGeoJson: (name: string) => `Successfully exported ${name} to GeoJSON.`,
  exportFailed: 'The building could not be exported.',
  importTitle: 'Update POIs from a file',
  jsonFile: 'POI update file (.txt or .json)',
  jsonHint:
    'A JSON export of this panel or an allpois.json of Anyplace, edited: only POIs whose "overwrite" is "true" are updated, found by their puid or by the id they had before a restore or import. A file whose building is not on this server updates the selected building.',
  spreadsheetFile: 'Spreadsheet (.xlsx or .csv)',
  spreadsheetHint:
    'Columns buid, name, des1, des2, des3, des4: the POI of that building with that name gets des3 des4, then des1 and des2 on lines of their own.',
  geoJsonFile: 'GeoJSON (.geojson or .json)',
  geoJsonHint:
    "Point features with a name and a level: a feature with the puid of a POI of the selected building updates it, any other adds a POI on that level; the file's connections between them are added too.",
  importJson: 'Import update file',
  importSpreadsheet: 'Import spreadsheet',
  importGeoJson: 'Import GeoJSON',
  importing: 'Updating POIs…',
  progressLabel: 'POI update progress',
  progressText: (done: number, total: number) => `${done} of ${total}`,
  signInToImport: 'Sign in to update POIs from a file.',
  selectedNotEditable: (name: string) =>
    `You may view ${name} but not change its POIs: GeoJSON imports into it are off. Update files change only the POIs of buildings you may edit.`,
  busy: 'An import is running; wait for it to end.',
  unreadable: 'The file could not be read.',
  notJson: 'The file is not valid JSON.',
  notUpdateFile:
    'The file is not a POI update file: it needs floors, each with a floor_number and a list of pois.',
  notSpreadsheet: 'The spreadsheet could not be read: it is not an .xlsx or .csv file.',
  missingColumns: (columns: readonly string[]) =>
    `The spreadsheet has no column ${columns.join(', ')} (the first row names the columns).`,
  noRows: 'The spreadsheet has no rows below its header.',
  notGeoJson: 'The file is not a GeoJSON FeatureCollection.',
  noPointFeatures: 'The GeoJSON file has no Point feature with a name.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  tooManyRows: (limit: number) => `The file holds more than ${limit.toLocaleString('en')} rows.`,
  /** Log statuses of an import (docs/import-export.md#import-progress-and-log). */
  noPoiWithId: (building: string) => `No POI of ${building} has this id or external id.`,
  ambiguousId: (building: string) =>
    `Several POIs of ${building} have this external id: name the POI by its puid.`,
  buildingNotHere: (buid: string) =>
    `The file's building ${buid} is not on this server or not visible to you: select the building to update (a restored copy matches the file's POIs by their external ids) and import the file again.`,
  connectionName: (a: string, b: string) => `Connection ${a} – ${b}`,
  connectionFailed: 'The connection could not be added.',
  connectionEndMissing: 'One of its POIs is not in the building: it was not added.',
  /**
   * The end of an import that did not change everything it was asked to: counts of each kind,
   * then where the reasons are.
   */
  partialResult: (counts: {
    updated: { done: number; total: number };
    added: { done: number; total: number };
    connections: { done: number; total: number };
  }) =>
    [
      counts.updated.total > 0
        ? `Updated ${counts.updated.done} of ${counts.updated.total} POIs.`
        : '',
      counts.added.total > 0 ? `Added ${counts.added.done} of ${counts.added.total} POIs.` : '',
      counts.connections.total > 0
        ? `Added ${counts.connections.done} of ${counts.connections.total} connections.`
        : '',
      `The downloaded ${ImportExportConstants.logFileName} names each failure and why.`,
    ]
      .filter((sentence) => sentence !== '')
      .join(' '),
  floorsWithoutPlan: (building: string, levels: readonly string[]) =>
    `Nothing was imported: the file adds POIs on ${levels.length === 1 ? 'floor' : 'floors'} ${levels.join(', ')}, which ${building} does not have with a placed floor plan, and a POI is placed only within its floor's plan. Add ${levels.length === 1 ? 'that floor' : 'those floors'} and place ${levels.length === 1 ? 'its plan' : 'their plans'} in tab 2, then import the file again.`,
} as const;
