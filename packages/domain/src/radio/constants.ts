/**
 * Radiomaps (the logger's fingerprint logs), the layers drawn from them and the access-point
 * estimates: see docs/wifi-layers.md.
 */

/**
 * The heatmap zoom bands 1..3 (see docs/wifi-layers.md#zoom-bands): the coverage squares'
 * half-sizes and the limit of 1000 access points a floor are the product's documented numbers.
 */
export const LayerZoom = {
  /** Half-size of a coverage square in metres, per zoom band 1..3. */
  coverageHalfSizeM: [5, 2, 0.75] as const,
  maxAccessPoints: 1000,
} as const;

/**
 * The coverage colour rule (see docs/wifi-layers.md#coverage-colours): the five colours of
 * the colour bar, strongest signal first, chosen by a point's average dBm: green from -30
 * down to -60, yellow to -70, orange to -90, purple to -100; anything else red. How each
 * colour is painted is the web app's (apps/web/src/radio/wifiLayerPaint.ts).
 */
export const CoverageColourRule = {
  colours: ['green', 'yellow', 'orange', 'purple', 'red'] as const,
  strongestDbm: -30,
  lowestDbm: { green: -60, yellow: -70, orange: -90, purple: -100 },
} as const;

/**
 * Radiomap files and the coverage heatmap built from them (see
 * docs/wifi-layers.md#radiomap-upload and docs/wifi-layers.md#heatmap-cells): the square
 * half-sizes are the product's documented ones; the limits are the product's own.
 */
export const RadioConstants = {
  /** Measurements (lines) a radiomap file may hold: 20 MB of log is about 300,000. */
  maxMeasurementsPerFile: 500_000,
  /** Access points one scan may list. */
  maxMacsPerScan: 1000,
  /** Longer lines are refused before they are split (a line is about 80 characters). */
  maxLineLength: 1024,
  minRss: -127,
  maxRss: 0,
  /** Timestamps are milliseconds since 1970, up to the last millisecond of the year 9999. */
  maxTimestampMs: 253_402_300_799_999,
  dayMs: 86_400_000,
  /**
   * The heatmap `day` of undated scans (docs/wifi-layers.md#undated-fingerprints): they
   * count in the all-days totals (day -1) but on no day of the time bar.
   */
  undatedDay: -2,
  /** Heatmap levels 1..3 follow the zoom bands of LayerZoom. */
  levels: [1, 2, 3] as const,
  /** Half the side of a heatmap cell in metres, per level 1..3: the coverage squares. */
  cellHalfSizeM: LayerZoom.coverageHalfSizeM,
  /** The heatmap grid converts metres to degrees with this fixed figure, so it never moves. */
  metresPerDegree: 111_320,
  /** East-west cell widths use the cosine of the row's latitude rounded to whole degrees, capped here. */
  maxGridLatitudeDeg: 89,
  /** What the upload's file chooser offers. */
  fileAccept: '.txt,.log,text/plain',
  /** The first line of a written radiomap: the logger's own header. */
  logHeader: '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
} as const;

/** The time bar of the fingerprints layer (see docs/wifi-layers.md#time-modes). */
export const TimeChartConstants = {
  width: 1000,
  height: 100,
  domainPaddingDays: 15,
  /** The date axis under the bars shows at most this many ticks (fewer on a narrow screen). */
  maxAxisTicks: 7,
  narrowAxisTicks: 4,
  /** A chart narrower than this (CSS px) is narrow: its axis shows narrowAxisTicks at most. */
  narrowChartPx: 560,
  /** Tick steps the date axis picks from, the smallest that keeps within the tick count. */
  axisStepDays: [1, 2, 7, 14] as const,
  axisStepMonths: [1, 2, 3, 6, 12, 24, 60] as const,
} as const;

/**
 * The fingerprint heatmap's weight (docs/wifi-layers.md#fingerprints-layer): a cell's
 * measurements against the floor's own distribution, full weight from this percentile of
 * the floor's cell counts up, so one dense spot does not hide the rest of the survey.
 */
export const FingerprintHeatmapConstants = {
  weightPercentile: 0.95,
} as const;

/**
 * The wifi layers read piece by piece (see docs/wifi-layers.md#reading-layers-piece-by-piece):
 * a floor may hold a million scans, so fingerprint markers come by map tile and the
 * zoomed-out layers from the heatmap cells.
 */
export const RadioLayerConstants = {
  /**
   * Fingerprint markers (drawn at the maximum zoom) are loaded by tile from this zoom
   * up: a zoom-20 tile is about 30 m wide and holds 16 tiles of zoom 22.
   */
  fingerprintTileMinZoom: 20,
  /** A fingerprint tile answers at most this many scan locations (`truncated` says when it was cut). */
  maxFingerprintTilePoints: 20_000,
  /** A marker's info window lists this many of the strongest access points heard there. */
  markerStrongestAps: 3,
} as const;

/**
 * Access-point position estimates (packages/domain/src/radio/access-point-estimate.ts; see
 * docs/wifi-layers.md#access-point-estimate): the log-distance path-loss fit and its
 * safeguards. The limit of 1000 APs a floor is LayerZoom.maxAccessPoints; the rest are the
 * product's own.
 */
export const AccessPointConstants = {
  /** Bounds of the path-loss exponent n: free space is 2, lossy indoor paths reach 4 to 5. */
  minPathLossExponent: 1.5,
  maxPathLossExponent: 5,
  /** Height of a ceiling AP above a hand-held phone (d = sqrt(dx² + dy² + this²)), in metres. */
  distanceFloorM: 1.5,
  /** Scale of the Cauchy loss in dB: residuals beyond it count less and less (shadowing is 4 to 8 dB). */
  robustScaleDb: 8,
  /** A measurement this many dB weaker than the strongest counts ten times less in the fit. */
  weakSignalDbPerDecade: 25,
  /** ...and this many when the fit knows the floor's walls (calibrated on the synthetic surveys with rooms). */
  weakSignalDbPerDecadeWithWalls: 40,
  /** Fewer distinct measured places than this: no fit, the centroid with a large uncertainty. */
  minPositions: 6,
  /** Scans spread less than this across their main axis lie on a line: no fit either. */
  minCrossSpreadM: 1,
  /** The uncertainty radius reported with a centroid (no fit), at the least. */
  centroidUncertaintyM: 10,
  /** The fit's 95 % covariance radius is multiplied by this... */
  uncertaintyInflation: 1.5,
  /** ...and this model error (metres) added in quadrature: calibrated on synthetic surveys. */
  modelErrorM: 1.5,
  /** The smallest uncertainty radius reported. */
  minUncertaintyM: 0.5,
  /** Estimates stay within the surveyed extent padded by this many metres. */
  extentMarginM: 10,
  /** ...and within this many metres of the places that heard the access point. */
  heardMarginM: 15,
  /** The largest extra loss per metre of path (dB/m) the fit may find: partitions and furniture. */
  maxAttenuationDbPerM: 1,
  /** The largest loss per wall crossed (dB) the fit may find: plasterboard 3, brick or concrete 10 to 15. */
  maxWallLossDb: 15,
  /** Walls are indexed on a grid of cells this many metres wide. */
  wallGridCellM: 2,
  /**
   * A radio is fitted to at most this many samples (places x BSSIDs): a denser survey is
   * merged into cells first, so one radio's fit stays a fraction of a second.
   */
  maxFitSamples: 4_000,
  /** The walls between candidate positions of an access point and its places are counted on a grid this fine (m). */
  wallPositionStepM: 0.25,
  /** Starting points of the fit are offset across the walked path by these distances (metres). */
  startOffsetsM: [0, 3, -3, 6, -6, 10, -10] as const,
  /** Measurements at places closer than about this (degrees, ~1 m) are read as one place. */
  positionGridDeg: 0.00001,
  /**
   * The measurements are read this many scans at a time: each read is a short turn of the
   * database, so other requests run between them (the embedded database has one session).
   */
  observationBatchScans: 2_000,
  /** While a floor's estimates are being computed, the layer asks again this often. */
  computingPollMs: 1_000,
} as const;

/**
 * The radio heatmap at a position (see docs/wifi-layers.md#radio-heatmap-at-a-position):
 * the level-3 heatmap cells within `range` cells of the position (the documented default
 * range 1: the 3 x 3 cells around it, 4.5 m a side).
 */
export const RadioPoiConstants = {
  defaultRange: 1,
  maxRange: 20,
  level: 3,
} as const;

/** Radiomap files as Anyplace writes them (logger log, raw rss-log, the server's matrix). */
export const RadiomapFormatConstants = {
  /** RadioMap.scala's default "not heard" value, when a matrix has no `# NaN` line. */
  matrixDefaultNaN: -110,
  /**
   * Scans dated before this (the end of 1 January 1970, UTC) are undated
   * (docs/wifi-layers.md#undated-fingerprints): no real survey is dated 1970. Matrix rows,
   * which carry no time, are written in logs as 0, 1, 2… ms so each stays its own scan.
   */
  undatedBeforeMs: 86_400_000,
  /** A matrix row holds one value per MAC: up to RadioConstants.maxMacsPerScan of them. */
  maxMatrixLineLength: 32 * 1024,
} as const;

/**
 * Where an uploaded radiomap may lie (docs/wifi-layers.md#where-fingerprints-belong): the
 * limits are the product's own.
 */
export const RadiomapPlacementConstants = {
  /** Every fingerprint lies within this many metres of the building's position. */
  maxDistanceFromBuildingM: 200,
  /** ...and, on a floor with a placed plan, within this many metres of the plan's outline. */
  planMarginM: 25,
  /**
   * A matrix location closer than this to a location of the floor's dated scans is
   * covered by them (Anyplace writes matrix positions as the logger's, rounded).
   */
  coveredToleranceM: 0.5,
} as const;

/**
 * The ACCES map layer of the planner (see docs/wifi-layers.md#acces-map). Anyplace drew a
 * circle of radius 1.5, 1.8 and 1.9 at zoom levels 1 to 3 with a stroke of 0.8 times the
 * level; here a circle at level 1 just covers its grid cell (half the cell's diagonal) and the
 * others grow in Anyplace's proportions.
 */
export const AccesLayerConstants = {
  /** Anyplace's circle radius per zoom level 1..3. */
  levelRadii: [1.5, 1.8, 1.9] as const,
  /** Stroke width in pixels: this times the zoom level. */
  strokePerLevelPx: 0.8,
  /** While a floor's map is being computed, the layer asks again this often. */
  computingPollMs: 1_000,
  /** The survey-next route's files. */
  surveyNextFileName: (buid: string, floor: string, extension: 'gpx' | 'geojson') =>
    `survey-next-${buid}-floor-${floor}.${extension}`,
} as const;
