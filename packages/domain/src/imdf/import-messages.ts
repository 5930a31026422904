import { RoomConstants } from '../rooms/constants.js';
import { ImdfImportConstants } from './import-constants.js';
import type { ImdfFinding } from './types.js';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Texts of the IMDF import (docs/imdf.md#import): the server's answers and the "Import
 * IMDF" section of the import/export tab. A refusal's message is a first sentence and then
 * one line per finding, so the section can list the findings under it.
 */
export const ImdfImportMessages = {
  title: 'Import IMDF',
  hint: 'An IMDF archive (.zip or .imdf) becomes a new building of yours, unpublished: its levels become floors, its units rooms, its openings doors and its amenities POIs.',
  chooseArchive: 'IMDF archive',
  import: 'Import',
  importing: 'Importing…',
  signIn: 'Sign in to import an IMDF archive.',
  failed: 'The IMDF archive could not be imported.',
  tooLarge: `The IMDF archive is larger than ${megabytes(ImdfImportConstants.archiveBytes)} MB.`,
  multipart: 'Send the IMDF archive as a multipart upload with the file in the field "archive".',
  missingArchive: 'The upload has no file in the field "archive".',
  /** The first line of a refusal for the validator's errors; the findings follow, a line each. */
  invalid: (errors: number) =>
    `The archive breaks ${errors === 1 ? 'an IMDF rule' : `${errors} IMDF rules`}, so nothing was imported.`,
  finding: (finding: Pick<ImdfFinding, 'file' | 'featureId' | 'message'>) =>
    `${finding.file}${finding.featureId ? ` (${finding.featureId})` : ''}: ${finding.message}`,
  moreFindings: (count: number) => `… and ${count} more.`,
  noVenue: 'The archive has no venue with a name and a display point.',
  sameOrdinal: (ordinal: number) =>
    `Two levels have ordinal ${ordinal}; a building here has one floor per number, so levels of several buildings on one ordinal cannot be imported.`,
  noLevel: 'The archive has no level, so the building would have no floor.',
  roomRule: (floorNumber: number, message: string) => `Floor ${floorNumber}: ${message}`,
  tooManyRooms: (floorNumber: number) =>
    `Floor ${floorNumber} has more than ${RoomConstants.maxUnitsPerFloor} rooms or ${RoomConstants.maxOpeningsPerFloor} doors, more than a floor here holds.`,
  imported: (
    name: string,
    counts: { floors: number; rooms: number; doors: number; pois: number },
  ) =>
    `"${name}" was imported: ${counts.floors} ${counts.floors === 1 ? 'floor' : 'floors'}, ${counts.rooms} ${counts.rooms === 1 ? 'room' : 'rooms'}, ${counts.doors} ${counts.doors === 1 ? 'door' : 'doors'} and ${counts.pois} ${counts.pois === 1 ? 'POI' : 'POIs'}.`,
  findingsTitle: 'What the validator found',
  warningsTitle: 'Imported, with these warnings of the validator',
} as const;
