/** The fixed numbers of the radiomap model; the estimator's own are in its file. */
export const RadiomapConstants = {
  /**
   * The powered representation's zero: 1 dB below the weakest reading UJIIndoorLoc holds
   * (-104 dBm), so every heard reading is above 0 (a weaker one counts as 1 dB above).
   */
  poweredFloorDbm: -105,
  /** The exponent of the powered representation (Torres-Sospedra et al., beta = e). */
  poweredBeta: Math.E,
  /** The scale of the exponential representation, in dB (Torres-Sospedra et al., alpha = 24). */
  exponentialAlphaDb: 24,
  /**
   * How much of a scan's level offset is removed before the representations (0: none, 1: all
   * of it). Chosen by the estimator's cross-validation inside UJIIndoorLoc's training file
   * (docs/positioning.md#the-estimator): 0.75 tested best, ahead of 1, 0.5 and 0.
   */
  levelFraction: 0.75,
} as const;

/**
 * Anyplace's numbers (dmsl/anyplace `server/app/location/Algorithms.java` and `RadioMap.java`):
 * K, the radiomap's NaN value, MAP's and MMSE's sigma (read from the same constant as K) and
 * WKNN's weight of a location at distance 0.
 */
export const AnyplaceConstants = {
  k: 4,
  nanDbm: -110,
  sigma: 4,
  zeroDistanceWeight: 100,
} as const;
