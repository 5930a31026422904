import { strFromU8, unzipSync } from 'fflate';
import { ImdfConstants } from './constants.js';
import { ImdfMessages } from './messages.js';
import type { ImdfArchive } from './types.js';

/** Why an uploaded file could not be read as an IMDF archive; the message is for the user. */
export class ImdfArchiveError extends Error {
  override readonly name = 'ImdfArchiveError';
}

const jsonFile = /\.(geo)?json$/i;

/**
 * Unzips an IMDF archive and parses its .json and .geojson files into the object
 * validateImdf checks, keyed by file name without folders (archives zipped from a folder
 * hold `venue/unit.geojson`). Other files, and macOS resource forks, are left out.
 * Throws an ImdfArchiveError for a file that is not a zip, a JSON file that does not parse
 * and an archive without manifest.json.
 */
export function readImdfArchive(zipBytes: Uint8Array): ImdfArchive {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zipBytes, {
      filter: (file) => isImdfArchiveFile(file.name),
    });
  } catch {
    throw new ImdfArchiveError(ImdfMessages.notZip);
  }
  return parseImdfFiles(entries);
}

/** Whether a file of a zip is one an IMDF archive is read from (a .json or .geojson file). */
export const isImdfArchiveFile = (path: string): boolean =>
  jsonFile.test(path) && !path.startsWith('__MACOSX/') && !path.endsWith('/');

/**
 * Parses the unzipped .json and .geojson files of an archive (paths as the zip names them)
 * into the object validateImdf checks, as readImdfArchive does; for a reader that unzips
 * with limits of its own (the server's).
 */
export function parseImdfFiles(entries: Readonly<Record<string, Uint8Array>>): ImdfArchive {
  const archive: ImdfArchive = {};
  for (const [path, bytes] of Object.entries(entries)) {
    if (!isImdfArchiveFile(path)) continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    try {
      archive[name] = JSON.parse(strFromU8(bytes));
    } catch {
      throw new ImdfArchiveError(ImdfMessages.notJson(name));
    }
  }
  if (!(ImdfConstants.manifestFile in archive)) throw new ImdfArchiveError(ImdfMessages.noManifest);
  return archive;
}
