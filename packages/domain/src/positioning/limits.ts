/**
 * What the positioning endpoints accept and how the server keeps its models
 * (docs/positioning.md#the-api).
 */
export const PositioningLimits = {
  /** Readings one scan may carry (a phone hears a few dozen; Anyplace sends every one). */
  maxReadings: 500,
  /** Characters of the APs list when it is sent as JSON text, as Anyplace's clients do. */
  maxReadingsJsonChars: 64 * 1024,
  /** The weakest and strongest RSS a reading may have, in dBm. */
  minRssDbm: -127,
  maxRssDbm: 0,
  /** Anyplace's algorithm_choice: 1 KNN, 2 WKNN, 3 MAP, 4 MMSE; anything else is ours. */
  anyplaceAlgorithms: 4,
  /** Floor prediction looks at spaces whose position is within this many metres (Anyplace: 100 m). */
  predictFloorRadiusM: 100,
  /** Spaces a floor prediction looks at, at most (the nearest). */
  predictFloorSpaces: 5,
  /** Scans of a space one model holds at most (the latest); the rest are left out of positioning. */
  maxModelScans: 300_000,
  /** Models kept per server instance, one per space, the least recently used dropped first. */
  cachedModels: 16,
} as const;
