/**
 * Limits the server enforces on what it is sent and answers: the product's own numbers
 * (see docs/validation.md#server-limits).
 */
export const ServerLimits = {
  jsonBodyBytes: 1_048_576,
  floorPlanBytes: 50 * 1024 * 1024,
  floorPlanMaxPixels: 400_000_000,
  /** The asset register answers at most this many POIs (the page says when it was cut). */
  assetRegisterMaxRows: 20_000,
  /** A radiomap (fingerprint log) file as uploaded; larger uploads are refused while they stream. */
  radiomapBytes: 20 * 1024 * 1024,
  /** A building archive sent to be restored (the zip file as uploaded). */
  archiveBytes: 100 * 1024 * 1024,
  /** Entries of an archive (a backup holds 2 per floor plus 3). */
  archiveMaxEntries: 2_000,
  /** All entries of an archive together, unpacked: counted while inflating, never taken from the headers. */
  archiveMaxUncompressedBytes: 512 * 1024 * 1024,
  /**
   * An entry may unpack to at most this many times its packed size once it is past
   * archiveRatioFreeBytes (text compresses 5 to 20 times; zip bombs 1000 times).
   */
  archiveMaxCompressionRatio: 100,
  archiveRatioFreeBytes: 1024 * 1024,
  /** building.json, allpois.json and allconnections.json, each unpacked. */
  archiveJsonBytes: 32 * 1024 * 1024,
  archiveMaxFloors: 500,
  archiveMaxPois: 50_000,
  archiveMaxConnections: 100_000,
} as const;
