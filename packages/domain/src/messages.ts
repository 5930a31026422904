import { ServerLimits } from './constants.js';

/**
 * Every user-visible text of SPEC sections 5 and 8, in one catalogue.
 * Texts are copied exactly from the specification (including their typos and
 * trailing punctuation): clients and tests import these constants, never retype them.
 * Parameterised texts are functions.
 */

export const AlertLevel = {
  danger: 'danger',
  success: 'success',
  info: 'info',
  warning: 'warning',
} as const;
export type AlertLevel = (typeof AlertLevel)[keyof typeof AlertLevel];

/** Generic fetch failures. */
export const FetchMessages = {
  buildings: 'Error while fetching buildings',
  floors: 'Error while fetching floors',
  floorplans: 'Error while fetching floorplans',
  radiomaps: 'Error while fetching radiomaps',
  authorize: 'Could not authorize user. Please refresh',
  fingerprints: 'Error while fetching fingerprints',
  /** Backup failures: SPEC says they use dedicated constants whose text is not shown. */
  backupFloors: 'Backup failed while fetching floors.',
  backupFloorplans: 'Backup failed while fetching floor plans.',
  backupRadiomaps: 'Backup failed while fetching radiomaps.',
} as const;

export const GeolocationMessages = {
  permissionDenied: 'Please enable location access',
  positionUnavailable:
    "Position unavailable. The network is down or the positioning satellites couldn't be contacted.",
  timeout: 'Timeout on the geolocation request.',
  other: 'Error while geolocating. Please try again.',
  unsupported: 'Geolocation not supported by the browser.',
} as const;

export const AuditMessages = {
  saveFailedWith: (message?: string) => `Error saving route: ${message || 'Unknown error'}`,
  saveRequestFailed: 'Error saving route. Please try again.',
  saved: 'Audit route saved successfully!',
  comingSoon: 'coming soon',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete the route "${name}"? This action cannot be undone.`,
  noRoutesToDisplay: 'No routes available to display. Please create a route first.',
  missingFields: 'Please fill in all required fields and select POIs for the route.',
  needTwoPois: 'Please select at least 2 POIs to optimize the route.',
} as const;

export const SpaceMessages = {
  deleteFailed: "Something's wrong. Please refresh. Info:",
  campusDeleteFailed:
    "Something went wrong. It's likely that everything related to the campus is deleted but please refresh to make sure or try again.",
  radiomapDeleteFailed: 'deleteRadiomaps: file does not exist.',
  noBuildingForUpdate: 'No building selected for update.',
  finishPrevious: 'Finish adding the previous building..',
  requiredMissing: 'Some required fields are missing.',
  invalidLatitude: 'Invalid building latitude.',
  invalidLongitude: 'Invalid building longitude.',
  duplicateAuditors: 'Duplicate auditor assignments detected. Please remove duplicates.',
  onlyOwnAuditors: (names: string) =>
    `You can only assign auditors that are assigned to you: ${names}`,
  noChanges: 'No changes detected. Building is already up to date.',
  added: (spaceType: string) => `Added ${spaceType}`,
  deleted: (spaceType: string) => `Deleted ${spaceType}. Please refresh.`,
  deletedRadiomap: 'Deleted radiomap floor',
  updated: 'Successfully updated building.',
  auditorsAssigned: (names: string) => `Auditors assigned: ${names}.`,
  auditorsCleared: 'All auditor assignments cleared.',
  selectSpaceFirst: 'Select a space first',
} as const;

export const CampusMessages = {
  noSelected: 'No selected campus found.',
  noSelectedForDeletion: 'No Campus selected for deletion.',
  noBuildings: 'No buildings selected.',
  updated: 'Successfully updated campus.',
  deleted: 'Successfully deleted campus.',
  added: 'Successfully added campus.',
} as const;

export const SessionMessages = {
  loginFailed: 'Login failed',
  refreshFailed: 'Login refresh failed.',
  registrationFailed: 'Something went wrong at registration.',
  registered: 'Successfully registered!',
  apiKeyCopied: 'API key copied!',
  accessDenied: 'Access denied. You do not have permission to manage users.',
  notAuthenticated: 'User not authenticated. Please log in again.',
  authenticationRequired: 'Authentication required. Please log in again.',
  /** Server answers the SPEC leaves open. */
  reservedUsername: 'This username is reserved. Please choose another one.',
  usernameTaken: 'This username is already taken.',
  tooManyLoginAttempts:
    'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  federatedDisabled: 'Federated sign-in is not configured on this server.',
  userNotFound: 'User not found.',
  roleUpdated: 'Role updated.',
  plannerMustBePlanner: 'The assigned planner must be a user with the planner role.',
  lastAdmin: 'The last admin cannot lose the admin role.',
} as const;

export const FloorMessages = {
  couldNotCreate: 'Could not create floor.',
  deleteFailed: 'Something went wrong while deleting the floor.',
  uploadError: 'Upload error',
  cantDownload: "Can't download floorplan",
  notFound: 'Floor not found.',
  notMappedLogger: 'Floor not mapped. Use logger (mobile app store) to map it.',
  minimumZoom: (current: number) => `Minimum zoom level: 18. (current: ${current})`,
  noBuildingSelected: 'Something went wrong. Have you selected a building?',
  invalidCoordinates: 'No valid coordinates for this floorplan.',
  noSpace: 'No space selected.',
  badSpaceId: 'Something wrong with the space id.',
  noFloor: 'No floor selected.',
  noFloorNumber: 'No number associated with the selected floor.',
  noFloorToDelete: 'No floor seems to be selected.',
  floorWithoutNumber: 'Something is wrong with the floor',
  deleted: 'Floor deleted.',
  uploaded: 'Floorplan uploaded and tiled.',
  uploading: 'Uploading and processing floorplan ...',
  fetchedFloors: 'Fetched floors..',
  fetchedFloorplans: 'Fetched floorplans..',
  fetchedRadiomaps: 'Fetched radiomaps..',
} as const;

export const PoiMessages = {
  fetchFailed: 'Something went wrong while fetching POIs',
  addFailed: 'Something went wrong while adding the new POI.',
  deleteFailed: 'Something went wrong while deleting POI.',
  updateFailed: 'Something went wrong while updating POI. Please refresh and try again.',
  moveFailed: 'Something went wrong while moving POI.',
  connectFailed: 'Something went wrong while attempting to connect the two POIs.',
  connectionDeleteFailed: 'Something went wrong. Connection could not be deleted.',
  connectionsLoadFailed: 'Something went wrong while loading the POI connections',
  noValidToDelete: 'No valid POI selected to be deleted.',
  noValidToUpdate: 'No valid POI selected to be updated.',
  deleteConnectionsFirst: 'Please delete all the connections attached to this POI first.',
  noValidConnection: 'No valid connection selected.',
  connectionMissing: 'The connection attempted to delete does not exist in the system.',
  missingPoiA: 'No valid connection has been selected. Missing POI A.',
  missingPoiB: 'No valid connection has been selected. Missing POI B.',
  enableEdgeMode: 'Enable "Edge Mode" so you can delete connections by clicking on them.',
  noBuildingRefresh: 'It seems there is no building selected. Please refresh.',
  markerMissing: 'It seems that the marker to be deleted does not exist.',
  noMarkerToDelete: 'No valid POI marker to delete found.',
  tooFar: 'The marker was placed too far away from the selected building.',
  onlySubmitted: 'Only submitted objects can be connected together.',
  fileUpdateFailed: 'Something went wrong while updating POI.',
  requiredMissing: 'Cannot add new POI. Some required fields are missing.',
  invalidLatitude: 'POI has invalid latitude format',
  invalidLongitude: 'POI has invalid longitude format',
  noSelectedFloor: 'No selected floor found.',
  floorCoordinatesNotFound: 'Floor coordinates not found.',
  completeLastInput: 'Complete the last input to continue!',
  malformedEnds:
    'One or both of the POIs attempted to be connected seem to be be malformed. Please refresh.',
  noBuilding: 'No building has been selected!',
  noValidBuilding: 'No valid building has been selected!',
  noFloor: 'No floor has been selected!',
  noValidFloor: 'No valid floor has been selected!',
  updated: 'Successfully updated POI.',
  deleted: 'POI deleted.',
  poisUpdated: 'Successfully updated POIs.',
  poisUpdatedWithLog: 'Successfully updated POIs.A log file will be downloaded',
} as const;

export const LayerMessages = {
  notWifiMapped:
    'This floor seems not to be WiFi mapped. Download the app from the mobile app store to map the floor.',
  noFingerprintsInPeriod: 'No fingerprints at this period.',
  notFingerprintMapped: 'This floor seems not to be FingerPrint mapped...',
  notFingerprintMappedLong:
    'This floor seems not to be FingerPrint mapped. Download the app from the mobile app store to map the floor.',
  accesRemoved: 'ACCES map removed.',
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

export const ImportExportMessages = {
  noFile: 'Something went wrong no file selected',
  noPoisToUpdate: 'Something went wrong no pois to update',
  noBuildingSelected: 'No building selected',
  noCampusSelected: 'No campus selected',
  exported: (name: string) => `Successfully exported ${name} to JSON.`,
} as const;

const floorPlanFormats = 'PNG, JPEG, WebP, GIF, TIFF or AVIF';
const floorPlanMegapixels = ServerLimits.floorPlanMaxPixels / 1_000_000;

/** Why an uploaded floor-plan image was refused (the SPEC's catalogue has no such texts). */
export const FloorPlanImageMessages = {
  notAnImage: `The file is not an image. Upload the floor plan as ${floorPlanFormats}.`,
  unsupportedFormat: (format: string) =>
    `${format.toUpperCase()} images are not supported. Upload the floor plan as ${floorPlanFormats}.`,
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} x ${height} pixels; a floor plan may have at most ${floorPlanMegapixels} megapixels.`,
  tooManyPixelsUnknownSize: `The image has too many pixels; a floor plan may have at most ${floorPlanMegapixels} megapixels.`,
  unreadable: 'The image could not be read: it is damaged or incomplete.',
} as const;

/** Viewer and map texts the SPEC leaves open: worded as a user expects. */
export const ViewerMessages = {
  spaceUnavailable: 'This space is not available or not published.',
  campusUnavailable: 'This campus is not available or not published.',
  missingId: 'This viewer link names no space. Use /viewer/?buid=<space id>.',
} as const;

export const MapMessages = {
  configFailed: 'Could not load the base-map configuration. Showing the offline map.',
} as const;

/** Server-side texts the SPEC leaves open ("not shown"): worded as a user expects. */
export const ServerMessages = {
  notFound: 'Not found.',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found.`,
  malformedJson: 'The request body is not valid JSON.',
  invalidField: (field: string, detail: string) => `Invalid value for "${field}": ${detail}`,
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on the server. Please try again.',
  databaseUnavailable: 'The database is not reachable.',
  spaceNotFound: 'Space not found.',
  campusNotFound: 'Campus not found.',
  campusIdTaken: 'A campus with this id already exists.',
  spaceEditForbidden: 'You do not have permission to edit this space.',
  spaceDeleteForbidden: 'Only the owner, a co-owner or an admin can delete this space.',
  campusEditForbidden: 'Only the owner of this campus or an admin can change it.',
  shortLinkNotFound: 'This short link does not exist.',
  floorExists: 'This floor number already exists in this space.',
  poiNotFound: 'POI not found.',
  poiFloorMismatch: 'Both POIs of a connection must belong to the same space.',
  connectionExists: 'These two POIs are already connected.',
  connectionSelf: 'A POI cannot be connected to itself.',
  connectionDeleted: 'Connection deleted.',
  noRoute: 'No route connects these two points. Check the connections between them.',
  noStartPoi: 'There is no POI on that floor to start the route from.',
  floorAdded: 'Floor added.',
  floorUpdated: 'Floor updated.',
  floorPlanMissing: 'This floor has no floor plan yet.',
  floorPlanForbidden: 'Only the owner, a co-owner or an admin can upload floor plans.',
  floorPlanTooLarge: 'The floor plan is larger than 50 MB.',
  floorPlanMultipart:
    'Send the floor plan as multipart/form-data with the fields "json" (its placement) and "floorplan" (the image).',
  floorPlanMissingImage: 'The upload has no image in its "floorplan" field.',
  floorPlanBadJson: 'The "json" field of the upload is not valid JSON.',
  unknownSpaces: (buids: string) => `These spaces do not exist or are not visible to you: ${buids}`,
  coOwnersForbidden: 'Only the owner or an admin can change the co-owners of a space.',
} as const;

/** Account texts the SPEC leaves open (federated sign-in, API key, user management). */
export const AccountMessages = {
  federatedStateMismatch:
    'The sign-in answer does not belong to this browser session. Please sign in again.',
  federatedNonceMismatch: 'The sign-in answer could not be verified. Please sign in again.',
  federatedNoIdToken: 'The sign-in provider sent no id token. Please sign in again.',
  federatedRefused: (detail: string) => `The sign-in provider refused the sign-in: ${detail}`,
  apiKeyCopyFailed: 'The API key could not be copied. Show the access token and copy it by hand.',
  signInToManageUsers: 'Sign in to manage users.',
  usersLoadFailed: 'The list of users could not be loaded.',
  noAuditorsAssigned: 'No auditors are assigned to you yet.',
  roleUpdateFailed: 'The role could not be changed.',
} as const;

/** Spaces-panel texts the SPEC leaves open: worded as a user expects. */
export const SpaceUiMessages = {
  loadFailed: 'The list of spaces could not be loaded.',
  nonePublished: 'No space has been published yet.',
  noOtherPublic: 'No other space has been published.',
  noneOwned: 'You have no spaces yet. Drag the space icon onto the map to add one.',
  signInToAdd: 'Sign in to add spaces, edit them and assign auditors.',
  noPosition: 'This space has no position on the map.',
  selectToEdit: 'Select a space on the map or in the list of tab 1 to edit it.',
  notEditable: 'You may view this space but not edit it.',
  loadingSpace: 'Loading the space…',
  paletteHint:
    'Drag the space icon onto the map to place a new space, or press Enter on it to place one at the centre of the map.',
  mapNotReady: 'The map is still loading. Try again in a moment.',
  confirmDelete: (spaceType: string, name: string) =>
    `Delete the ${spaceType} "${name}" with its floors, floor plans, POIs, connections and fingerprints? This cannot be undone.`,
  deleteFailedWith: (info: string) => `${SpaceMessages.deleteFailed} ${info}`,
  updatedWithAuditors: (names: string) =>
    `${SpaceMessages.updated} ${SpaceMessages.auditorsAssigned(names)}`,
  updatedAuditorsCleared: `${SpaceMessages.updated} ${SpaceMessages.auditorsCleared}`,
  noAuditorsToAssign: 'There are no auditors you can assign.',
  auditorsNotLoaded: 'Auditors are not loaded for auditor accounts.',
  noFloors: 'This space has no floors yet.',
} as const;

/** Campus-panel texts the SPEC leaves open. */
export const CampusUiMessages = {
  signInToManage: 'Sign in to create and manage campuses.',
  loadFailed: 'The list of campuses could not be loaded.',
  noneYet: 'You have no campuses yet.',
  noSpacesToChoose: 'There are no spaces to group yet. Add a space in tab 1 first.',
  nameRequired: 'A campus needs a name.',
  invalidId: 'A campus id may contain only letters, digits and _ . : - (at most 128 characters).',
  confirmDelete: (name: string) => `Delete the campus "${name}"? Its buildings are kept.`,
} as const;

/** Sharing viewer links. */
export const ShareMessages = {
  linkCopied: 'Link copied to the clipboard.',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  shortLinkFailed: 'The short link could not be created.',
} as const;

/** The search box's own texts (SPEC section 5 gives the coordinate rules only). */
export const SearchMessages = {
  hint: 'Type a space, a point of interest or a place, or a latitude and a longitude such as 57.0 21.0 and press Enter.',
  invalidCoordinates:
    'Not a valid position. Latitude goes from -90 to 90 and longitude from -180 to 180.',
  searching: 'Searching…',
  noResults: 'No results.',
  failed: 'The search failed. Please try again.',
} as const;

/** Viewer texts added with the floor selector and campus links. */
export const ViewerUiMessages = {
  loadingSpace: 'Loading the space…',
  loadingCampus: 'Loading the campus…',
  noFloors: 'This space has no floors yet.',
  floorsFailed: 'The floors of this space could not be loaded.',
  campusWithoutPositions: 'None of the buildings of this campus has a position on the map.',
} as const;

/** Floors-panel and floor-plan placement texts the SPEC leaves open. */
export const FloorUiMessages = {
  selectSpace: 'Select a space on the map or in tab 1 to see its floors.',
  signInToEdit: 'Sign in to add floors, edit them and place floor plans.',
  loadingFloors: 'Loading the floors…',
  noPlan: 'No floor plan yet.',
  planSize: (widthM: number, heightM: number) =>
    `Floor plan: ${widthM.toFixed(1)} m × ${heightM.toFixed(1)} m`,
  placedPlan: (widthM: number, heightM: number, rotation: number) =>
    `${widthM.toFixed(1)} m × ${heightM.toFixed(1)} m, rotated ${rotation.toFixed(1)}°`,
  confirmDelete: (floorNumber: string, floorName: string) =>
    `Delete floor ${floorNumber}${floorName ? ` "${floorName}"` : ''} with its floor plan, POIs, connections and fingerprints? This cannot be undone.`,
  emptyImage: 'The chosen floor-plan image is empty.',
  unreadableImage: 'The chosen file is not an image this browser can read.',
  placementHint:
    'Drag the plan to move it, a corner to resize it and the round handle to rotate it. With the plan focused: arrow keys move it (Shift: faster), [ and ] rotate it, + and - resize it, Ctrl+Z undoes the last change.',
} as const;
