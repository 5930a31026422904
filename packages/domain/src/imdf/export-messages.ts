import type { ImdfFinding } from './types.js';

const rules = (count: number) => (count === 1 ? 'an IMDF rule' : `${count} IMDF rules`);
const warnings = (count: number) => (count === 1 ? 'a warning' : `${count} warnings`);

/**
 * Texts of the IMDF export in the browser (docs/imdf.md#export-in-the-planner): the archive is
 * fetched, checked with the validator, then saved, or shown with what breaks the rules.
 */
export const ImdfExportMessages = {
  title: 'Export IMDF',
  hint: (name: string) =>
    `"${name}" as an IMDF 1.0 archive (Apple's Indoor Mapping Data Format): floors as levels, rooms as units, doors as openings and POIs as amenities. The archive is checked against the IMDF rules before it is saved.`,
  exportBuilding: 'Export IMDF archive',
  exportCampus: 'Export as IMDF venue',
  checking: 'Checking the archive…',
  saved: (fileName: string, warningCount: number) =>
    `Saved ${fileName}: it keeps every IMDF rule${warningCount > 0 ? `, with ${warnings(warningCount)} listed below` : ''}.`,
  invalid: (errors: number) =>
    `The archive breaks ${rules(errors)} (listed below), so it was not saved. Fix the rooms and doors named, or save it as it is.`,
  saveAnyway: 'Save it as it is',
  savedAnyway: (fileName: string) => `Saved ${fileName}, with the findings listed below.`,
  failed: 'The IMDF archive could not be exported.',
  findingsTitle: 'What the validator found',
  severity: (severity: ImdfFinding['severity']) => (severity === 'error' ? 'Error' : 'Warning'),
} as const;
