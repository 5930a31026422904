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
      filter: (file) =>
        jsonFile.test(file.name) && !file.name.startsWith('__MACOSX/') && !file.name.endsWith('/'),
    });
  } catch {
    throw new ImdfArchiveError(ImdfMessages.notZip);
  }
  const archive: ImdfArchive = {};
  for (const [path, bytes] of Object.entries(entries)) {
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
