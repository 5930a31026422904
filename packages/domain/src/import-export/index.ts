export * from './building-export.js';
export * from './constants.js';
export * from './geojson.js';
export * from './messages.js';
export * from './poi-update-file.js';
export * from './result.js';
export * from './spreadsheet.js';
export * from './xlsx-sheet.js';
