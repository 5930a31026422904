import { ServerLimits } from '../api/constants.js';

const archiveMegabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** An archive entry's name as shown in a message: quoted, escaped, never very long. */
const entryLabel = (name: string) =>
  JSON.stringify(name.length > 120 ? `${name.slice(0, 120)}…` : name);

/** Shortens a value quoted from an uploaded file, so a message stays readable. */
const quoted = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Backing up a building as an archive and restoring one (see docs/import-export.md#backups):
 * the product's own texts, worded as a user expects.
 */
export const BackupMessages = {
  archiveFailed: 'The backup archive could not be created.',
  backUp: 'Back up building',
  backingUp: 'Backing up…',
  backUpHint: (name: string) =>
    `Saves ${name} with its floor plans, radio maps, POIs and connections as one zip file.`,
  progressLabel: 'Backup progress',
  saved: (fileName: string) => `Backup saved as ${fileName}.`,
  restoreTitle: 'Restore from archive',
  chooseArchive: 'Building archive (.zip)',
  restoreHint:
    'A zip made by "Back up building". It is added as a new, unpublished building owned by you (publish it once you have checked where it lies); existing buildings are not changed.',
  restore: 'Restore',
  restoring: 'Uploading and restoring the building…',
  restoreFailed: 'The archive could not be restored.',
  /** Added to a restored building's name: it is a copy, told apart from its original. */
  restoredSuffix: ' (restored)',
  /** After a restore: the copy lies on its original until it is placed. */
  placeOffer: 'The restored building lies exactly on top of its original. Place it somewhere else?',
  placeIt: 'Place it',
  keepItHere: 'Keep it here',
  placeHint: 'Click on the map where the restored building’s point should be. Escape cancels.',
  placing: 'Moving the building…',
  moveFailed: 'The building could not be moved.',
  restored: (
    name: string,
    counts: { floors: number; pois: number; connections: number; fingerprints: number },
  ) =>
    `Restored ${name} as a new, unpublished building: ${counts.floors} floors, ${counts.pois} POIs, ${counts.connections} connections and ${counts.fingerprints} fingerprints. Publish it once you have checked where it lies.`,
  signInToRestore: 'Sign in to restore a building from an archive.',
  /** Why the server refused an archive. Nothing is created or changed by a refused restore. */
  multipart: 'Send the archive as multipart/form-data with the zip file in the field "archive".',
  missingArchive: 'The upload has no archive in its "archive" field.',
  tooLarge: `The archive is larger than ${archiveMegabytes(ServerLimits.archiveBytes)} MB.`,
  notAZip: 'The file is not a zip archive, or it is damaged or incomplete.',
  unsupportedZip: 'Split archives and Zip64 archives are not supported.',
  tooManyEntries: `The archive holds more than ${ServerLimits.archiveMaxEntries.toLocaleString('en')} entries.`,
  overlappingEntries: 'Entries of the archive overlap one another: refused as a possible zip bomb.',
  damagedEntry: (name: string) =>
    `The archive is damaged: ${entryLabel(name)} could not be read completely.`,
  encryptedEntry: (name: string) =>
    `${entryLabel(name)} is encrypted; backups are never encrypted.`,
  unsupportedMethod: (name: string) =>
    `${entryLabel(name)} is compressed with a method other than deflate.`,
  symlinkEntry: (name: string) =>
    `${entryLabel(name)} is a link or a special file; a backup holds only plain files.`,
  /** Why an entry name is refused (the reason inside badEntryName). */
  nameProblems: {
    empty: 'an empty name',
    tooLong: 'a name longer than 255 characters',
    control: 'a control character in the name',
    backslash: 'a backslash in the name',
    absolute: 'an absolute path',
    drive: 'a drive letter',
    parent: 'a ".." segment',
    dot: 'a "." segment',
    emptySegment: 'an empty path segment',
    outsideLayout: 'not a file of the backup layout',
    floorRange: 'a floor number out of range',
    duplicate: 'the same name twice',
    duplicateFloor: 'a second file for the same floor',
  },
  badEntryName: (name: string, reason: string) =>
    `The archive holds an entry a backup cannot have: ${entryLabel(name)} (${reason}).`,
  entryTooLarge: (name: string, limitBytes: number) =>
    `${entryLabel(name)} unpacks to more than ${archiveMegabytes(limitBytes)} MB.`,
  totalTooLarge: `The archive unpacks to more than ${archiveMegabytes(ServerLimits.archiveMaxUncompressedBytes)} MB.`,
  compressionRatio: (name: string) =>
    `${entryLabel(name)} unpacks to more than ${ServerLimits.archiveMaxCompressionRatio} times its packed size: refused as a possible zip bomb.`,
  sizeMismatch: (name: string) =>
    `${entryLabel(name)} unpacks to another size than the archive declares.`,
  missingBuilding: 'The archive has no building.json: it is not a building backup.',
  notText: (name: string) => `${entryLabel(name)} is not UTF-8 text.`,
  badJson: (name: string) => `${entryLabel(name)} is not valid JSON.`,
  invalidFile: (name: string, field: string, detail: string) =>
    `${entryLabel(name)} is not a valid backup file: "${field}" ${detail}.`,
  /**
   * A field of one POI of the archive breaks a rule (the text rules of the API among them):
   * the POI by its puid, or by its place in the file when the puid itself is unusable.
   */
  invalidPoiField: (
    name: string,
    poi: { puid: string } | { position: number },
    field: string,
    detail: string,
  ) =>
    `${entryLabel(name)}: the POI ${'puid' in poi ? quoted(poi.puid) : `number ${poi.position}`} cannot be restored: "${field}" ${detail}.`,
  unknownFloor: (name: string, floor: string) =>
    `${entryLabel(name)} belongs to floor ${floor}, which building.json does not list.`,
  duplicateFloor: (floor: string) => `building.json lists floor ${floor} twice.`,
  planWithoutPlacement: (floor: string) =>
    `The floor plan of floor ${floor} has no placement (corners or bounds) in building.json.`,
  /** A plan that is not a usable image, a radiomap log that does not parse: the reason follows. */
  badEntry: (name: string, reason: string) => `${entryLabel(name)}: ${reason}`,
  imageExtension: (name: string, extension: string) =>
    `${entryLabel(name)} holds another kind of image than its name says; name it with .${extension}.`,
  poiUnknownFloor: (puid: string, floor: string) =>
    `POI ${puid} lies on floor ${floor}, which building.json does not list.`,
  duplicatePoi: (puid: string) => `allpois.json holds POI ${puid} twice.`,
  badPoiPosition: (puid: string) => `POI ${puid} has no valid latitude and longitude.`,
  connectionUnknownPoi: (puid: string) =>
    `A connection in allconnections.json ends at POI ${puid}, which allpois.json does not hold.`,
  connectionSelf: (puid: string) =>
    `A connection in allconnections.json joins POI ${puid} to itself.`,
  duplicateConnection: (a: string, b: string) =>
    `allconnections.json connects POIs ${a} and ${b} twice.`,
  roomUnknownFloor: (id: string, floor: string) =>
    `allrooms.json: the room or door ${id} is on floor ${floor}, which building.json does not list.`,
  doorUnknownRoom: (id: string, unitId: string) =>
    `allrooms.json: the door ${id} names the room ${unitId}, which the archive does not hold on its floor.`,
  roomsProblem: (floor: string, problem: string) => `allrooms.json, floor ${floor}: ${problem}`,
  roomsFetchFailed: "Could not fetch the building's rooms and doors.",
} as const;

/** Restoring an Anyplace backup archive. */
export const AnyplaceRestoreMessages = {
  noFloors: 'The archive holds no floor: allpois.json lists none and there is no plan or radiomap.',
  plansPlaced: (count: number) =>
    count === 0
      ? ''
      : `${count} ${count === 1 ? 'plan was' : 'plans were'} placed over ${count === 1 ? 'its' : 'their'} floor’s POIs and fingerprints (the archive has no georeference): check ${count === 1 ? 'it' : 'them'} in tab 2 and set ${count === 1 ? 'it' : 'them'} again.`,
  skippedConnections: (skipped: {
    missingPoi: number;
    otherBuilding: number;
    duplicate: number;
  }) => {
    const count = skipped.missingPoi + skipped.otherBuilding + skipped.duplicate;
    if (count === 0) return '';
    const reasons = [
      skipped.missingPoi > 0
        ? `${skipped.missingPoi} ${skipped.missingPoi === 1 ? 'names a POI' : 'name POIs'} the archive lacks (Anyplace leaves connectors out of allpois.json)`
        : '',
      skipped.otherBuilding > 0
        ? `${skipped.otherBuilding} ${skipped.otherBuilding === 1 ? 'leads' : 'lead'} to another building`
        : '',
      skipped.duplicate > 0
        ? `${skipped.duplicate} ${skipped.duplicate === 1 ? 'repeats' : 'repeat'} a link already kept or ${skipped.duplicate === 1 ? 'joins' : 'join'} a POI to itself`
        : '',
    ].filter((reason) => reason !== '');
    return `${count} ${count === 1 ? 'connection was' : 'connections were'} not restored: ${reasons.join('; ')}. Redraw the links you need.`;
  },
  /**
   * An archive whose connections run through POIs it does not hold (Anyplace's architect
   * leaves connectors out of allpois.json): its walking graph cannot come from it.
   */
  graphNotCarried: (missingPoi: number) =>
    missingPoi === 0
      ? ''
      : 'This archive cannot carry the walking graph: its connections run through connectors that Anyplace leaves out of its backups. To bring the building with its walking graph, pull it from its Anyplace server with "Import from a server" in tab 6.',
  invalidPoi: (puid: string, field: string, problem: string) =>
    `allpois.json: the POI ${quoted(puid)} cannot be restored: ${field} ${problem}.`,
  placementToCheck:
    'Placement to check: this plan was placed over the floor’s POIs and fingerprints when it was restored. Place it and set it again.',
  placementToCheckBadge: 'Placement to check',
} as const;
