import { ServerLimits } from '../api/constants.js';
import { AccesDefaults } from '../positioning/acces/constants.js';
import { RadiomapPlacementConstants } from './constants.js';
import type { DbmRange } from './coverage-colours.js';

/** Shortens a value quoted from an uploaded file, so a message stays readable. */
const quoted = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The wifi layers' warnings and the delete rectangle's alerts (see docs/wifi-layers.md#layer-toggles). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const LayerMessages = {
  notWifiMapped:
    'This floor seems not to be WiFi mapped. Download the app from the mobile app store to map the floor.',
  noFingerprintsInPeriod: 'No fingerprints at this period.',
  notFingerprintMappedLong:
    'This floor seems not to be FingerPrint mapped. Download the app from the mobile app store to map the floor.',
  apsWithoutIds: 'Access Points seems to not have ids',
  floorNotMapped: 'Floor not mapped. Use logger to map it',
  apLimit: 'Access Points have exceeded the maximun limit of 1000',
  noFingerprintsTime: 'No fingerprints. Map the space using the mobile app.',
  noneDeleted: 'No fingerprints deleted.',
  deleteFailed:
    "Something went wrong. It's likely that everything related to the fingerPrints is deleted but please refresh to make sure or try again.",
  apIdsFailed: 'Something went wrong while fetching the ids of access points.',
  cantFetchAps: "Can't fetch Access Points:",
  noSquaresOfColour: (color: string) => `Coverage map has no ${color} squares`,
  noFloorFor: {
    coverage: 'No floor selected (for coverage).',
    accessPoints: 'No floor selected (for access points).',
    fingerprints: 'No floor selected (for fingerprints).',
    fingerprintsTime: 'No floor selected (for fingerprints:time)',
    pois: 'No floor selected (for POIs)',
    edges: 'No floor selected (for edges)',
  },
  noPoisYet: 'No POIs yet.',
  pressShowFingerprints: "Press 'Show Fingerprints' button first",
  selectAreaWithFingerprints: 'You have to select an area with Fingerprints to delete. ',
  confirmDelete: 'Confirm:\nAre you sure you want to delete the selected fingerprints?',
  noBuilding: 'No building selected',
  scheduled: 'The fingerprints are scheduled to be deleted.',
  deletedCount: (n: number) => `Successfully deleted ${n} fingerPrints.`,
  colourToggleTooltip: (hidden: boolean, color: string) =>
    hidden ? `click to show ${color} ones` : `click to hide ${color} ones`,
} as const;

/**
 * Radiomaps (fingerprint logs): upload, download, delete, and the heatmap panel's texts.
 * The product's own texts (see docs/wifi-layers.md#radiomap-upload); the verbatim ones are
 * in SpaceMessages, FetchMessages and LayerMessages.
 */
export const RadioMessages = {
  uploadFailed: 'The radiomap could not be uploaded.',
  tooLarge: `The radiomap is larger than ${ServerLimits.radiomapBytes / (1024 * 1024)} MB. Split it into several files.`,
  multipart:
    'Send the radiomap as multipart/form-data with the fields "json" (buid and floor) and "radiomap" (the log file).',
  missingFile: 'The upload has no log file in its "radiomap" field.',
  badJson: 'The "json" field of the upload is not valid JSON.',
  notText: 'The radiomap is not a text file: it must be UTF-8 text.',
  empty: 'The radiomap contains no measurements.',
  tooManyMeasurements: (max: number) =>
    `The radiomap has more than ${max} measurements. Split it into several files.`,
  lineTooLong: (line: number, max: number) =>
    `Line ${line}: the line is longer than ${max} characters.`,
  badTimestamp: (line: number) =>
    `Line ${line}: the timestamp must be a whole number of milliseconds since 1970.`,
  badLatitude: (line: number) => `Line ${line}: the latitude must be a number from -90 to 90.`,
  badLongitude: (line: number) => `Line ${line}: the longitude must be a number from -180 to 180.`,
  badHeading: (line: number) => `Line ${line}: the heading must be a number.`,
  badMac: (line: number, value: string) =>
    `Line ${line}: ${quoted(value)} is not a MAC address such as 00:1d:7e:ae:d4:10.`,
  badRss: (line: number) => `Line ${line}: the RSS must be a whole number from -127 to 0.`,
  wrongFloor: (line: number, found: string, expected: number) =>
    `Line ${line}: the measurement was taken on floor ${quoted(found)}, but the radiomap is uploaded to floor ${expected}.`,
  wrongBuilding: (line: number, found: string, expected: string) =>
    `Line ${line}: the measurement was taken in building ${quoted(found)}, but the radiomap is uploaded to ${quoted(expected)}.`,
  duplicateMac: (line: number, mac: string) =>
    `Line ${line}: ${mac} is listed twice in the same scan.`,
  tooManyMacs: (line: number, max: number) =>
    `Line ${line}: a scan may list at most ${max} access points.`,
  title: 'Radiomap',
  selectFloor: 'Select a space and one of its floors to see and change its radiomap.',
  signInToEdit:
    'Sign in with an account that may edit this space to upload or delete its radiomap.',
  fileLabel: 'Radiomap file',
  chooseFileFirst: 'Choose a radiomap file first.',
  upload: 'Upload radiomap',
  uploading: 'Uploading the radiomap…',
  delete: 'Delete radiomap',
  confirmDeleteTitle: (floor: string) => `Delete the radiomap of floor ${floor}`,
  confirmDelete: (floor: string) =>
    `Delete every fingerprint of floor ${floor} and the heatmaps made from them? This cannot be undone.`,
  loadingSummary: 'Loading the fingerprints of this floor…',
  summary: (scans: number, days: number, lastDay: string) =>
    `${scans} ${scans === 1 ? 'scan' : 'scans'} on ${days} ${days === 1 ? 'day' : 'days'}, last on ${lastDay}`,
} as const;

/** The tiled and rectangle calls of the wifi layers: the product's own texts (see docs/wifi-layers.md#reading-layers-piece-by-piece). */
export const RadioLayerMessages = {
  badTile: 'must name a map tile: whole numbers with x and y from 0 to 2^z - 1 and z from 0 to 22',
  tileZoomTooLow: (min: number) => `fingerprints are loaded by tile from zoom ${min} up`,
  badLatitude: 'must be a latitude from -90 to 90',
  badLongitude: 'must be a longitude from -180 to 180',
} as const;

/** Access points: the manufacturer value is N/A when unknown (see docs/wifi-layers.md#access-points). */
export const AccessPointMessages = {
  unknownManufacturer: 'N/A',
  invalidPosition:
    'coordinates_lat and coordinates_lon must be a latitude (-90 to 90) and a longitude (-180 to 180).',
} as const;

/**
 * The estimated access-point layer of the planner (see docs/wifi-layers.md#access-point-layer).
 * Entries marked `// verbatim` (the toggle's Show/Hide and 'is online/offline') are kept word for
 * word (see docs/README.md#texts-kept-for-anyplace-users); the panel, filter and info-window
 * texts are the product's own. The warnings are in LayerMessages.
 */
export const AccessPointLayerMessages = {
  show: 'Show Estimated Wi-Fi AP Position', // verbatim
  hide: 'Hide Estimated Wi-Fi AP Position', // verbatim
  status: (online: boolean) => `Estimated Wi-Fi AP Position is ${online ? 'online' : 'offline'}`, // verbatim
  title: 'Estimated Wi-Fi AP Position',
  loading: 'Loading access points…',
  /** A floor's estimates are being computed (after its fingerprints changed). */
  computing: (done: number, total: number) =>
    total === 0
      ? 'Estimating access points: reading the measurements…'
      : `Estimating access points: ${done} of ${total} radio${total === 1 ? '' : 's'} placed.`,
  computingPrevious: 'The map shows the previous estimates until then.',
  computingLabel: 'Access-point estimates computed so far',
  shownCount: (shown: number, total: number) =>
    `${shown} of ${total} access point${total === 1 ? '' : 's'} shown on the map`,
  filterBy: 'Filter access points by',
  filterByMac: 'MAC',
  filterByManufacturer: 'Manufacturer',
  listLabel: (by: 'mac' | 'manufacturer') =>
    by === 'mac' ? 'Access points on the map' : 'Manufacturers on the map',
  showAll: 'Show all',
  hideAll: 'Hide all',
  details: (id: string) => `Details of access point ${id}`,
  detailsButton: 'Details',
  infoTitle: 'Access point',
  manufacturer: 'Manufacturer',
  uncertainty: 'Uncertainty',
  uncertaintyValue: (metres: number) => `± ${metres.toFixed(1)} m`,
  measurements: 'Measurements',
  meanRss: 'Mean RSS',
  meanRssValue: (dbm: number) => `${dbm.toFixed(1)} dBm`,
  bssids: 'BSSIDs',
  estimate: 'Estimate',
  estimatePathLoss: 'Fitted to a path-loss model',
  estimateCentroid: 'Centroid: too few or collinear measurements for a fit',
} as const;

/**
 * The wifi layers on the map (see docs/wifi-layers.md#layer-toggles). Entries marked
 * `// verbatim` (toggle labels and status texts: 'is online' / 'is offline', ON / OFF) are kept
 * word for word (see docs/README.md#texts-kept-for-anyplace-users); the panel texts are the
 * product's own.
 */
export const WifiLayerMessages = {
  toggleLabel: (on: boolean, name: string) => `${on ? 'Hide' : 'Show'} ${name}`, // verbatim
  onlineStatus: (name: string, on: boolean) => `${name} ${on ? 'is online' : 'is offline'}`, // verbatim
  modeStatus: (name: string, on: boolean) => `${name} ${on ? 'ON' : 'OFF'}`, // verbatim
  names: {
    // verbatim
    coverage: 'WiFi Map',
    fingerprints: 'Fingerprints',
    fingerprintsTime: 'Fingerprints By Time',
    coverageTime: 'WiFi Map By Time',
    acces: 'ACCES Map',
    pois: 'POIs',
    edges: 'Edges',
    deleteMode: 'Delete Fingerprints',
  },
  statusNames: {
    // verbatim
    coverage: 'WiFi Map',
    fingerprints: 'FingerPrints',
    localization: 'Localization',
    pois: 'POIs',
    edges: 'Edges',
    deleteMode: 'Delete mode',
    timeMode: 'Time mode',
  },
  /** After 'scheduled': which of the shown layers are drawn again from the new radiomap. */
  regenerated: (shown: { fingerprints: boolean; coverage: boolean }) =>
    shown.fingerprints && shown.coverage
      ? 'The radiomap is regenerated for the fingerprints and the WiFi coverage.'
      : shown.coverage
        ? 'The radiomap is regenerated for the WiFi coverage.'
        : 'The radiomap is regenerated for the fingerprints.',
  resetRange: 'Reset',
  totalCount: (n: number) => `Total: ${n}`,
  activeCount: (n: number) => `Active: ${n}`,
  colourBarLabel: 'Coverage colours',
  /** The legend beside the colour bar: each colour's range of average RSS. */
  colourLegendLabel: 'Average signal of each colour',
  colourRanges: (ranges: readonly DbmRange[]) =>
    `${ranges
      .map((range) =>
        range.strongest === null
          ? `above ${range.weakest}`
          : range.weakest === null
            ? `below ${range.strongest}`
            : `${range.strongest} to ${range.weakest}`,
      )
      .join(' or ')} dBm`,
  /** The time bar's chosen days, and its survey days. */
  rangeAllDays: 'Showing all days',
  rangeDays: (first: string, last: string, oneDay: boolean) =>
    oneDay ? `Showing ${first}` : `Showing ${first} to ${last}`,
  surveyDays: (days: number, first: string, last: string) =>
    days === 1 ? `1 survey day: ${first}` : `${days} survey days, from ${first} to ${last}`,
  timeAxisLabel: 'Survey dates',
  deleteTitle: 'Delete fingerprints',
  drawRectangle: 'Drag a rectangle on the map around the fingerprints to delete.',
  deleteNotAllowed:
    'Fingerprints of this building are deleted by its owner, co-owners, moderators and admins.',
  /** The Heatmaps tab's sub-tabs (tab 5). */
  subTabs: {
    coverage: 'WiFi Map',
    fingerprints: 'Fingerprints',
    time: 'Time',
    'access-points': 'Access Points',
    radiomaps: 'Radiomaps',
  },
  subTabsLabel: 'Heatmap layers',
  layers: 'Layers',
  quickActionsLabel: 'Layer quick actions',
  perDayChart: 'Fingerprints per day',
} as const;

/**
 * The info window of a fingerprint marker (see docs/wifi-layers.md#fingerprints-layer): the
 * product's own texts.
 */
export const FingerprintInfoMessages = {
  title: 'Fingerprints at this spot',
  time: 'Taken',
  timeValue: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
  undated: 'No date (radiomap matrix rows)',
  scans: 'Scans',
  measurements: 'Measurements',
  strongest: 'Strongest access points',
  rssValue: (rss: number) => `${rss} dBm`,
  noneHeard: 'None',
} as const;

/** The delete rectangle from the keyboard: the hints announced while delete mode is on. */
export const DeleteRectangleMessages = {
  toolbarLabel: 'Delete fingerprints rectangle',
  idleHint:
    'Drag a rectangle on the map, or press Enter to start one at the map centre (arrow keys move the map first).',
  draggingHint: (inside: number) =>
    `${inside} fingerprint${inside === 1 ? '' : 's'} inside. Arrow keys stretch the rectangle (Shift: faster), Enter finishes it, Escape cancels.`,
} as const;

/** Radiomap files in Anyplace's other shapes (raw rss-log, the server's matrix). */
export const RadiomapFormatMessages = {
  lineFieldCount: (line: number, found: number) =>
    `Line ${line}: expected 8 values separated by spaces or ", " (timestamp, latitude, longitude, heading, MAC address, RSS, floor, building id) or 7 (without the building id), found ${found}.`,
  matrixFieldCount: (line: number, expected: number, found: number) =>
    `Line ${line}: the radiomap matrix row must hold ${expected} values (x, y, heading and one RSS per MAC of the header), found ${found}.`,
  matrixWithoutMacs: (line: number) =>
    `Line ${line}: the radiomap matrix header "# X, Y, HEADING, …" names no MAC address.`,
  badNaN: (line: number) => `Line ${line}: the "# NaN" line must give a number.`,
  uploaded: (newScans: number, alreadyThere: number, measurements: number) =>
    `Radiomap uploaded: ${newScans} new ${newScans === 1 ? 'fingerprint' : 'fingerprints'} with ${measurements} ${measurements === 1 ? 'measurement' : 'measurements'}; ${alreadyThere} ${alreadyThere === 1 ? 'was' : 'were'} already stored.`,
  fileHint:
    'A radiomap as Anyplace writes it (.txt or .log): the logger log (timestamp, latitude, longitude, heading, MAC address, RSS, floor, building id), the raw rss-log without the building id, or the radiomap matrix of a backup. A fingerprint already stored on this floor is not stored again.',
  /**
   * Added after the texts that send the user to "the mobile app store" to map a floor: what this
   * server takes instead, and where.
   */
  acceptedInstead:
    'This server also takes a radiomap file instead (.txt or .log: the logger log, the raw rss-log or a radiomap matrix), uploaded in the Heatmaps tab under Radiomaps.',
  lastUpload: (newScans: number, alreadyThere: number) =>
    `Last upload: ${newScans} new ${newScans === 1 ? 'fingerprint' : 'fingerprints'}, ${alreadyThere} already stored.`,
} as const;

/** A distance for a message: whole metres below a kilometre, else kilometres ("7,412 km"). */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return `${km.toLocaleString('en', { maximumFractionDigits: km < 10 ? 1 : 0 })} km`;
}

/**
 * Where an uploaded radiomap may lie and what a matrix adds, and the undated fingerprints
 * of the time bar (docs/wifi-layers.md#where-fingerprints-belong,
 * docs/wifi-layers.md#undated-fingerprints).
 */
export const RadiomapPlacementMessages = {
  farFromBuilding: (distanceM: number) =>
    `These fingerprints lie up to ${distanceText(distanceM)} from the building's position; a radiomap must lie within ${distanceText(RadiomapPlacementConstants.maxDistanceFromBuildingM)} of it. Check that the file is of this building. Nothing was stored.`,
  outsidePlan: (distanceM: number) =>
    `These fingerprints lie up to ${distanceText(distanceM)} outside this floor's plan; a radiomap must lie within ${distanceText(RadiomapPlacementConstants.planMarginM)} of it. Check the file's floor and the plan's placement. Nothing was stored.`,
  matrixCoveredByLogs: (locations: number) =>
    `Nothing stored: the ${locations} ${locations === 1 ? 'location' : 'locations'} of this radiomap matrix ${locations === 1 ? 'is' : 'are'} already covered by this floor's survey logs, from which a matrix is computed.`,
  undatedNotOnTimeBar: (scans: number) =>
    `${scans.toLocaleString('en')} ${scans === 1 ? 'fingerprint' : 'fingerprints'} from radiomap matrices ${scans === 1 ? 'has' : 'have'} no date and ${scans === 1 ? 'is' : 'are'} not on the time bar.`,
} as const;

/** Metres as the ACCES map's texts write them: whole metres, tenths below 10. */
const accesMetres = (metres: number) =>
  metres < 10 ? `${Number(metres.toFixed(1))}` : `${Math.round(metres)}`;

/**
 * The ACCES (localization accuracy) map of the planner (see docs/wifi-layers.md#acces-map): the
 * product's own texts. The toggle's Show/Hide ACCES Map and 'Localization is online/offline'
 * are WifiLayerMessages' verbatim names.
 */
export const AccesLayerMessages = {
  noFloor: 'No floor selected (for the ACCES map).',
  /** A floor with too few surveyed locations answers an empty map: the layer goes off. */
  empty: `This floor has too few fingerprints for an ACCES map: it needs at least ${AccesDefaults.minLocations} surveyed locations. Upload a radiomap in the Heatmaps tab under Radiomaps.`,
  /** A failed call, with the server's reason. */
  failed: (reason: string) => `The ACCES map could not be loaded: ${reason}`,
  title: 'ACCES map: expected positioning error',
  loading: 'Loading the ACCES map…',
  computing: (done: number, total: number) =>
    total === 0
      ? 'Computing the ACCES map: reading the fingerprints…'
      : `Computing the ACCES map: ${done} of ${total} steps done.`,
  computingPrevious: 'The map shows the previous one until then.',
  computingLabel: 'ACCES map computed so far',
  /** The legend: what each colour means in metres. */
  legendLabel: 'Expected error of each colour',
  bandRange: (aboveM: number, upToM: number | null) =>
    upToM === null
      ? `more than ${accesMetres(aboveM)} m`
      : aboveM === 0
        ? `up to ${accesMetres(upToM)} m`
        : `${accesMetres(aboveM)} to ${accesMetres(upToM)} m`,
  invalidRange: 'no prediction',
  calibration: (heldOut: number) =>
    `Each circle is the positioning error predicted for a scan taken there, calibrated on this floor's own survey: ${heldOut} surveyed ${heldOut === 1 ? 'location was' : 'locations were'} held out and positioned from the others.`,
  pointCount: (points: number, stepM: number) =>
    `${points.toLocaleString('en')} ${points === 1 ? 'point' : 'points'}, ${accesMetres(stepM)} m apart.`,
  /** A circle clicked or under the pointer. */
  errorHere: (metres: number) =>
    Number.isFinite(metres) && metres >= 0
      ? metres < 0.5
        ? 'Under 1 m expected error here'
        : `About ${accesMetres(metres)} m expected error here`
      : 'No prediction here',
  /** Where to survey next. */
  surveyNext: 'Show where to survey next',
  surveyNextHint: (count: number) =>
    `The ${count} places where one more survey point would most reduce the expected error, numbered in walking order.`,
  surveyNextNone: 'No place left to suggest: the survey already covers this floor.',
  surveyNextMarker: (n: number) => `Survey point ${n}`,
  downloadGpx: 'Download route (GPX)',
  downloadGeoJson: 'Download route (GeoJSON)',
  gpxRouteName: (buildingName: string, floor: string) =>
    `Survey next: ${buildingName}, floor ${floor}`,
} as const;
