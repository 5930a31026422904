/** Every business constant and limit of SPEC section 9 (plus the few the product adds). */

export const Alerts = {
  autoHideMs: 5000,
  fadeMs: 500,
  infoAutoHideMs: 1500,
  selectSpaceWarningMs: 2000,
  fetchedInfoMs: 1500,
} as const;

export const MapDefaults = {
  initialCenter: { lat: 57, lon: 21 },
  initialZoom: 3,
  heatmapMinZoom: 19,
  heatmapMaxZoom: 21,
  maxZoom: 22,
  tileSize: 256,
  tileMinZoom: 1,
  tileMaxZoom: 22,
  searchPanZoom: 17,
  selectedSpaceZoom: 19,
  centringZoom: 20,
  firstUserLocationZoom: 19,
  floorPlanPlacedZoom: 19,
  floorPlanMinZoom: 18,
  poiNearFloorToleranceDeg: 0.001,
  infoWindowMaxWidth: 500,
} as const;

/** Base map types of the map-type dropdown. "none" is the offline choice. */
export const MapTypes = ['osm', 'cartolight', 'roadmap', 'satellite', 'none'] as const;
export type MapType = (typeof MapTypes)[number];
export const DefaultMapType: MapType = 'cartolight';
/** Labels shown until the server's base-map configuration has loaded. */
export const MapTypeLabels: Record<MapType, string> = {
  osm: 'OSM',
  cartolight: 'CartoLight',
  roadmap: 'Roadmap',
  satellite: 'Satellite',
  none: 'None (offline)',
};

export const MapAppearance = {
  /** Camera flights take this long; MapLibre's default takes several seconds from zoom 3. */
  flyDurationMs: 1500,
  /** Background under the base map, and the whole map for the offline "None" type. */
  backgroundColour: '#eef0f3',
} as const;

export const LayerZoom = {
  /** Half-size of a coverage square in metres, per zoom band 1..3. */
  coverageHalfSizeM: [5, 2, 0.75] as const,
  coverageOpacity: 0.5,
  maxAccessPoints: 1000,
  apIconSize: 40,
} as const;

export const IconSizes = {
  buildingMarker: { width: 54, height: 54 },
  viewerBuildingMarker: { width: 27.5, height: 40 },
  spaceIcon: { width: 50, height: 50 },
  fingerprintMarker: { width: 25, height: 25 },
  userLocation: { width: 20, height: 20 },
  poi: { width: 21, height: 32 },
  selectedPoi: { width: 31, height: 48 },
  connector: { width: 21, height: 21 },
  selectedConnector: { width: 41, height: 41 },
  newPoi: { width: 32, height: 32 },
} as const;

export const LineStyles = {
  provisionalConnection: { color: 'red', opacity: 0.5, weight: 4 },
  savedConnection: { color: 'blue', opacity: 0.5, weight: 4 },
  route: { opacity: 0.7, weight: 3 },
  routeStepRadius: 10,
  deleteRectangle: { color: 'lightblue', opacity: 0.5, outlineColor: '#1d4ed8' },
} as const;

/** How the wifi survey layers are painted (the product's own; SPEC gives no values). */
export const WifiLayerPaint = {
  /** The five coverage colours of SPEC section 2's colour bar, strongest signal first. */
  coverageColours: ['green', 'yellow', 'orange', 'purple', 'red'] as const,
  /** What each coverage colour is drawn with on the map and in the colour bar. */
  coverageColourValues: {
    green: '#16a34a',
    yellow: '#facc15',
    orange: '#f97316',
    purple: '#9333ea',
    red: '#dc2626',
  },
  /**
   * SPEC section 5's signal colour rule (average dBm): green from -30 down to -60, yellow
   * to -70, orange to -90, purple to -100; anything else red.
   */
  coverageStrongestDbm: -30,
  coverageLowestDbm: { green: -60, yellow: -70, orange: -90, purple: -100 },
  /** Fingerprint heatmap radius in pixels at zoom levels 1, 2 and 3. */
  heatmapRadiusPx: [20, 25, 30],
  heatmapOpacity: 0.8,
  fingerprintMarker: { color: '#dc2626', opacity: 0.7, strokeColor: '#ffffff', strokeWidth: 1 },
} as const;

export const AuditRouteConstants = {
  minutesPerPoi: 2,
  minutesPer10m: 1,
  earthRadiusM: 6_371_000,
  nonAdminAuditorLimit: 2,
  routeLoadAttempts: 5,
  routeLoadIntervalMs: 1000,
  poiLoadDelayMs: 100,
  defaultOptimizationMethod: 'nearest-neighbor',
} as const;

export const SessionConstants = {
  localTokenCookieDays: 30,
  reloadedAfterLoginCookieDays: 365,
  healthCheckMs: 300_000,
  restoreDelayMs: 500,
  signOutReloadDelayMs: 100,
  loginBroadcastDelayMs: 100,
  loginBroadcastRetryMs: 200,
  /** Access tokens are short-lived JWTs. */
  accessTokenTtlSeconds: 3600,
  minPasswordLength: 8,
} as const;

export const OtherConstants = {
  defaultQuantity: 1,
  defaultEdgeType: 'hallway',
  overlayHistoryLevels: 1,
  chart: { width: 1000, height: 100, domainPaddingDays: 15 },
  poiFileReloadDelayMs: 2500,
} as const;

/** Local storage keys of SPEC section 9. */
export const StorageKeys = {
  lastBuilding: 'lastBuilding',
  lastFloor: 'lastFloor',
  lastPoi: 'lastPoi',
  lastCampus: 'lastCampus',
  lastSpace: 'lastSpace',
  logoutState: 'logoutState',
  radioHeatmapRSSMode: 'radioHeatmapRSSMode',
  fingerprintsMode: 'fingerprintsMode',
  APsMode: 'APsMode',
  connectionsMode: 'connectionsMode',
  POIsMode: 'POIsMode',
  fingerPrintsTimeMode: 'fingerPrintsTimeMode',
  previousMapTypeId: 'previousMapTypeId',
  mapType: 'mapType',
  welcomeSeen: 'welcomeSeen',
} as const;

export const SessionStorageKeys = {
  mapCenter: 'mapCenter',
  mapZoom: 'mapZoom',
} as const;

export const CookieNames = { RSSClicked: 'RSSClicked' } as const;

/** Control-bar tabs. Numbers follow SPEC section 2 (tab 7 is the audit-route planner). */
export const ControlTabs = [
  { number: 1, id: 'spaces', title: 'Spaces' },
  { number: 2, id: 'floors', title: 'Floors' },
  { number: 3, id: 'pois', title: 'POIs' },
  { number: 4, id: 'campuses', title: 'Campuses' },
  { number: 5, id: 'heatmaps', title: 'Heatmaps' },
  { number: 6, id: 'import-export', title: 'Import / Export' },
  { number: 7, id: 'audit-routes', title: 'Audit routes' },
  { number: 8, id: 'account', title: 'Account' },
] as const;
export type ControlTabId = (typeof ControlTabs)[number]['id'];
export const DefaultControlTab = 1;

/** Server limits (the product's own; SPEC leaves them open). */
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

/** Lengths of a space's text fields (the space add/update validation). */
export const SpaceFieldLimits = {
  nameMaxLength: 256,
} as const;

/** The search box: SPEC section 5 fixes the coordinate search; the text search is the product's own. */
export const SearchConstants = {
  /** Results are fetched once the text has not changed for this long. */
  debounceMs: 250,
  /** Shorter texts match too much to be useful. */
  minTextLength: 2,
  spaceResultLimit: 5,
  poiResultLimit: 5,
  /** Places from the configured Nominatim-compatible geocoder. */
  geocoderResultLimit: 5,
} as const;

/** Options of the browser's geolocation watch (the SPEC leaves them open). */
export const GeolocationConstants = {
  enableHighAccuracy: true,
  timeoutMs: 15_000,
  maximumAgeMs: 10_000,
} as const;

/** How the viewer frames a campus: all of its buildings, a little farther out than a single one. */
export const ViewerConstants = {
  campusFitPaddingPx: 80,
  campusFitMaxZoom: 18,
} as const;

/** Placing a floor-plan overlay (the product's own steps; SPEC section 9 gives the zooms). */
export const FloorPlanPlacementConstants = {
  /** The overlay lets the base map and an earlier plan show through while it is aligned. */
  overlayOpacity: 0.7,
  /** Arrow keys move the overlay by this many screen pixels; with Shift by the fast step. */
  nudgePx: 2,
  fastNudgePx: 20,
  /** [ and ] rotate by this many degrees; with Shift by the fast step. */
  rotateStepDeg: 1,
  fastRotateStepDeg: 15,
  /** + and - scale the width by this factor; with Shift by the fast one. */
  scaleStep: 1.01,
  fastScaleStep: 1.1,
  /** A plan is never resized below this width on the ground. */
  minWidthM: 1,
  /** A typed width above this is refused: no building or vessel plan is wider. */
  maxWidthM: 5_000,
  /** A typed rotation further than this from 0 is refused before it is normalised. */
  maxTypedRotationDeg: 3_600,
  /** The plan of the floor below shows through this faintly while a plan is placed. */
  floorBelowOpacity: 0.35,
  /** Plan tiles are requested from this zoom up to MapDefaults.tileMaxZoom. */
  tileMinZoom: 14,
} as const;

/**
 * Replaced floor plans the server keeps, so an undo in the browser can make one live
 * again: the newest `keptPerFloor` of each floor, each for `keptForMs` after it was
 * replaced. Older ones go when another plan of the floor is set, and at start-up; all of
 * them go with their floor or space, and when the space is moved (their placement would
 * no longer fit).
 */
const KEPT_PLAN_DAYS = 30;
export const FloorPlanVersionConstants = {
  keptPerFloor: 10,
  keptForDays: KEPT_PLAN_DAYS,
  keptForMs: KEPT_PLAN_DAYS * 24 * 60 * 60 * 1000,
} as const;

/** Positions the planner sets by placing or dragging a marker are kept to 1 cm or so. */
export const PlacementConstants = {
  coordinateDecimals: 7,
} as const;

/** POI form rules (SPEC section 5: price min 0 step 0.01, quantity min 1); the quantity cap is the server's. */
export const PoiFormRules = {
  priceStep: 0.01,
  priceDecimals: 2,
  minQuantity: 1,
  maxQuantity: 1_000_000,
} as const;

/** Indoor navigation in the viewer (issue #6); line weight and step radius are LineStyles.route*. */
export const ViewerNavigationConstants = {
  /** A saturated blue that no floor-plan colour of the demo building comes close to. */
  routeColour: '#2563eb',
  /** The first and last step markers: where the walk starts and where it ends. */
  startColour: '#15803d',
  endColour: '#b91c1c',
  /** Options listed by the POI search of the directions panel. */
  searchResultLimit: 8,
} as const;

/** The asset register page (issue #6); its row cap is ServerLimits.assetRegisterMaxRows. */
export const AssetRegisterConstants = {
  /** Downloads are named assets-YYYY-MM-DD.csv / .xlsx. */
  fileNamePrefix: 'assets',
  /** The "warranty expiring within N days" filter accepts 0 to this many days (100 years). */
  maxWarrantyDays: 36_500,
  /** Table rows rendered at first and added per "show more": the DOM stays light for big registers. */
  renderStep: 500,
} as const;

/**
 * SPEC section 4 "Backup progress": the percentage shown after each step of backing up
 * a building (POIs take two steps: fetched, then written); cleared once the archive is saved.
 */
export const BackupProgress = {
  started: 0,
  floorsFetched: 10,
  floorPlansFetched: 25,
  radiomapsFetched: 70,
  poisFetched: 80,
  poisExported: 90,
  connectionsFetched: 100,
} as const;

/**
 * Radiomaps (the logger's fingerprint logs) and the coverage heatmap built from them.
 * SPEC section 9 gives the square half-sizes; the limits are the product's own.
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
  /** Heatmap levels 1..3 follow the zoom bands of LayerZoom (SPEC section 9). */
  levels: [1, 2, 3] as const,
  /** Half the side of a heatmap cell in metres, per level 1..3: the coverage squares of SPEC 9. */
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

/**
 * Sign-in throttling (OWASP: exponential back-off per username and client address).
 * The failure counts that start it are configuration (RATE_LIMIT_FAILED_LOGINS,
 * RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS); the delays are these.
 */
export const LoginThrottleConstants = {
  /** The wait required after the last free failure; it doubles with every further failure. */
  firstDelayMs: 2_000,
  /** The longest wait ever required between two attempts. */
  maxDelayMs: 15 * 60_000,
  /** A count whose last failure is this old starts again from nothing. */
  forgetAfterMs: 60 * 60_000,
} as const;

/**
 * The wifi layers read piece by piece (issue 14): a floor may hold a million scans, so
 * fingerprint markers come by map tile and the zoomed-out layers from the heatmap cells.
 */
export const RadioLayerConstants = {
  /**
   * Fingerprint markers (drawn at the maximum zoom) are loaded by tile from this zoom
   * up: a zoom-20 tile is about 30 m wide and holds 16 tiles of zoom 22.
   */
  fingerprintTileMinZoom: 20,
  /** A fingerprint tile answers at most this many scan locations (`truncated` says when it was cut). */
  maxFingerprintTilePoints: 20_000,
} as const;

/**
 * Access-point position estimates (packages/domain/src/radio/access-point-estimate.ts):
 * the log-distance path-loss fit and its safeguards. SPEC section 9 gives the limit of
 * 1000 APs a floor (LayerZoom.maxAccessPoints); the rest are the product's own.
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
  /** Starting points of the fit are offset across the walked path by these distances (metres). */
  startOffsetsM: [0, 3, -3, 6, -6, 10, -10] as const,
  /** Measurements at places closer than about this (degrees, ~1 m) are read as one place. */
  positionGridDeg: 0.00001,
} as const;

/**
 * The radio heatmap at a POI (SPEC section 7, range '1'): the level-3 heatmap cells within
 * `range` cells of the position (range 1: the 3 x 3 cells around it, 4.5 m a side).
 */
export const RadioPoiConstants = {
  defaultRange: 1,
  maxRange: 20,
  level: 3,
} as const;

/**
 * Carrying out audit routes and the audit cycle of assets (issue 15). SPEC section 9
 * gives the estimate (AuditRouteConstants); the rest is the product's own.
 */
export const AuditOptimizationMethods = [
  'nearest-neighbor',
  'shortest-path',
  'custom-order',
] as const;
export type AuditOptimizationMethod = (typeof AuditOptimizationMethods)[number];

/** What an auditor records for one POI of a route. */
export const AuditResults = ['found', 'missing', 'wrong-location', 'damaged'] as const;
export type AuditResult = (typeof AuditResults)[number];

/** 'active' on creation (SPEC 4); 'completed' once every POI of the route has a result. */
export const AuditRouteStatuses = ['active', 'completed'] as const;
export type AuditRouteStatus = (typeof AuditRouteStatuses)[number];

export const AuditCycleConstants = {
  /** Optimising needs this many POIs (SPEC 5). */
  minPoisToOptimize: 2,
  /** A space's assets are due for an audit this often unless its owner sets another interval. */
  defaultIntervalDays: 365,
  minIntervalDays: 1,
  maxIntervalDays: 36_500,
  /** An asset is "due" within this many days of its interval ending, "overdue" past it. */
  dueWithinDays: 30,
  /** The exact solver (Held-Karp) is exponential: used by tests and the benchmark up to here. */
  exactSolverMaxPois: 12,
  /** The route improvement tries moves between each POI and its this many nearest POIs. */
  localSearchCandidates: 16,
  maxRoutePois: 500,
  maxRouteAuditors: 20,
  maxNoteLength: 1000,
  /** A result's time may lie this far ahead of the server's clock (phones drift). */
  maxClockSkewMs: 5 * 60_000,
  /**
   * The earliest time a result may carry: no asset register predates it, and the
   * embedded database misreads years before 100.
   */
  earliestResultAt: '2000-01-01T00:00:00Z',
  /** Downloads are named audit-route-{name}-YYYY-MM-DD.csv / .xlsx. */
  fileNamePrefix: 'audit-route',
} as const;

/**
 * Import/export panel (SPEC sections 3, 4 and 5): JSON export and POI update files,
 * spreadsheets of descriptions, GeoJSON. The reload delay is OtherConstants.poiFileReloadDelayMs.
 */
export const ImportExportConstants = {
  /** SPEC 3: export files are named after the building or campus, with this extension. */
  exportExtension: '.txt',
  geoJsonExtension: '.geojson',
  /** SPEC 3: a POI's overwrite flag in an exported file, until its user sets it to 'true'. */
  defaultOverwrite: 'false',
  /** Updates sent at once while importing a file: the server is not flooded by one import. */
  concurrency: 4,
  /** SPEC 4: progress is cleared this long after an import ends. */
  progressClearMs: 2500,
  logFileName: 'poi-import-log.txt',
  /** SPEC 3 "Spreadsheet import columns", in the order of the file. */
  spreadsheetColumns: ['buid', 'name', 'des1', 'des2', 'des3', 'des4'],
  /** Spreadsheets and update files larger than this are refused before they are read. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Rows or features one import may carry. */
  maxRows: 20_000,
  /** GeoJSON `feature_type` of the features the export writes. */
  featureTypes: { floor: 'floor', poi: 'poi', connection: 'connection' },
} as const;

/** Radiomap files as Anyplace writes them (logger log, raw rss-log, the server's matrix). */
export const RadiomapFormatConstants = {
  /** RadioMap.scala's default "not heard" value, when a matrix has no `# NaN` line. */
  matrixDefaultNaN: -110,
  /** A matrix row holds one value per MAC: up to RadioConstants.maxMacsPerScan of them. */
  maxMatrixLineLength: 32 * 1024,
} as const;

/** Moving in from an Anyplace backup archive (allpois.json, allconnections.json, plans, radiomaps). */
export const AnyplaceRestoreConstants = {
  /** A plan placed over its floor's POIs and fingerprints gets this margin on each side, as a share of their extent. */
  planPaddingShare: 0.1,
  /** The smallest side, in metres, of a plan placed from a handful of close points. */
  minPlanSideM: 20,
} as const;

/**
 * The audit-route tab of the web app (issue 15): SPEC section 9 leaves the 8 preview
 * colours' values open; these are the product's, chosen to stand apart on a floor plan.
 */
export const AuditRouteWebConstants = {
  previewColours: [
    '#e6194b',
    '#3cb44b',
    '#4363d8',
    '#f58231',
    '#911eb4',
    '#008080',
    '#9a6324',
    '#000075',
  ],
  /** The URL parameters of a QR label's link: it opens the space, floor and POI. */
  linkParams: { buid: 'buid', floor: 'floor', poi: 'poi', route: 'route' },
  /** A4 label sheet: labels per row and rows per page. */
  labelColumns: 3,
  labelRows: 6,
  /** Side of a label's QR code in pixels of the generated SVG. */
  qrSizePx: 160,
} as const;

/** Step-free wayfinding in the viewer: which POI types a route may change floors through. */
export const StepFreeConstants = {
  /** A floor change is step-free only between two POIs of these types (a lift, a ramp). */
  verticalPoiTypes: ['Elevator', 'Ramp'],
  /** POIs of these types are never walked through on a step-free route. */
  stairPoiTypes: ['Stair'],
} as const;

/**
 * The POI symbols of the planner's and the viewer's maps: one sprite of type icons drawn
 * as MapLibre symbol layers (issue 18), with the names as labels from close zoom.
 */
export const PoiSymbolConstants = {
  /** Names are drawn as labels from this zoom on, where labels that collide are left out. */
  labelMinZoom: 20,
  /** Font size of a label in CSS pixels, and the widest label before it is cut with an ellipsis. */
  labelFontPx: 12,
  labelMaxWidthPx: 140,
  /** A press that moves less than this (pixels) before it is released is a click, not a drag. */
  dragThresholdPx: 4,
  /** Colours of the pins by POI type (the glyph inside is white). */
  typeColours: {
    'Disabled Toilets': '#1d4ed8',
    Elevator: '#0f766e',
    Entrance: '#15803d',
    'Fire Extinguisher': '#dc2626',
    'First Aid/AED': '#be123c',
    Kitchen: '#c2410c',
    Office: '#4338ca',
    Ramp: '#0e7490',
    Room: '#6d28d9',
    'Security/Guard': '#334155',
    Stair: '#a16207',
    Toilets: '#2563eb',
    Other: '#6b7280',
  },
  /** Colour of a connector's dot, and of a building entrance whatever its type. */
  connectorColour: '#7c3aed',
  entranceColour: '#15803d',
  /** Label text and the halo that keeps it readable over any plan. */
  labelColour: '#111827',
  labelHalo: '#ffffff',
} as const;
