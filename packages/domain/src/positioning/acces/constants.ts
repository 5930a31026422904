/** The accuracy map's defaults (docs/positioning.md#acces-the-accuracy-map). */
export const AccesDefaults = {
  /** Folds of surveyed locations held out in turn to measure the estimator's error. */
  folds: 5,
  /**
   * Locations are dealt to folds in square blocks of one of these many survey spacings: the
   * one whose held-out gaps are most like the grid's (held-out.ts chooseFoldBlock).
   */
  foldBlockCandidates: [1, 2, 4, 8, 16],
  /** The seed of the deal of blocks to folds. */
  seed: 1,
  /** The density feature counts surveyed locations within this radius, metres. */
  densityRadiusM: 5,
  /** The RSS fields' kernel bandwidth in survey spacings (at least minBandwidthM). */
  bandwidthSpacings: 1.5,
  minBandwidthM: 0.5,
  /** The grid step is chosen to give about this many points (at least minStepM apart). */
  targetGridPoints: 1500,
  minStepM: 1,
  /** Without an outline the grid covers the survey's bounding box grown by this, metres. */
  paddingM: 5,
  /** Suggested survey points. */
  surveyNextCount: 20,
  /** Survey-next candidates per pick: the grid points of highest predicted error. */
  surveyNextCandidates: 300,
  /** Fewer surveyed locations than this give an empty map. */
  minLocations: 10,
} as const;
