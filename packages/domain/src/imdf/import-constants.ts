import { ServerLimits } from '../api/constants.js';

/** The numbers of the IMDF import (docs/imdf.md#import). */
export const ImdfImportConstants = {
  /** An uploaded archive, as sent: the size of a building backup. */
  archiveBytes: ServerLimits.archiveBytes,
  /** Files of an archive: IMDF has 16 feature types and the manifest; room for extras. */
  maxEntries: 200,
  /** Each .json or .geojson file, unpacked. */
  maxFileBytes: ServerLimits.archiveJsonBytes,
  /** A refusal lists this many findings, then says how many more there are. */
  findingsListed: 20,
  /** The file types an archive is picked as in the browser. */
  accept: '.zip,.imdf,application/zip',
  /** An amenity and an anchor at the same spot within this many degrees are one POI. */
  anchorMatchDegrees: 1e-9,
} as const;
