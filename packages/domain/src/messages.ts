import { AuditCycleConstants, ServerLimits } from './constants.js';

/**
 * Every user-visible text of SPEC sections 5 and 8, in one catalogue.
 * Texts are copied exactly from the specification (including their typos and
 * trailing punctuation): clients and tests import these constants, never retype them.
 * Parameterised texts are functions.
 */

/** "1 space", "3 spaces": a count with its noun. */
const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  floorPlans: 'Error while fetching floorplans',
  radiomaps: 'Error while fetching radiomaps',
  authorize: 'Could not authorize user. Please refresh',
  fingerprints: 'Error while fetching fingerprints',
  /** Backup failures: SPEC says they use dedicated constants whose text is not shown. */
  backupFloors: 'Backup failed while fetching floors.',
  backupFloorPlans: 'Backup failed while fetching floor plans.',
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
  auditIntervalLabel: 'Audit interval (days)',
  auditIntervalHint: `How often each asset of the space should be audited; the asset register marks assets due or overdue against it (default ${AuditCycleConstants.defaultIntervalDays}).`,
  invalidAuditInterval: `The audit interval must be a whole number of days from ${AuditCycleConstants.minIntervalDays} to ${AuditCycleConstants.maxIntervalDays}.`,
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
  /** Moving a whole building (its point, plans, POIs and fingerprints by one offset). */
  moved: (name: string) =>
    `Moved ${name} with its floor plans, POIs and fingerprints; their shape is unchanged.`,
  unknownUsers: (refs: string) => `Unknown users: ${refs}`,
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
  federatedDisabled: 'Federated sign-in is not configured on this server.',
  registrationClosed:
    'This server does not take registrations. Ask an administrator to create an account for you.',
  userNotFound: 'User not found.',
  roleUpdated: 'Role updated.',
  plannerMustBePlanner: 'The assigned planner must be a user with the planner role.',
  lastAdmin: 'The last admin cannot lose the admin role.',
  /** Account administration: the server's answers. */
  accountDisabled: 'This account is disabled. Ask an administrator to enable it again.',
  passwordChangeRequired:
    'You signed in with a one-time password: choose a new password before you continue.',
  currentPasswordWrong: 'The current password is not correct.',
  noPasswordToChange:
    'This account signs in with its sign-in provider and has no password here to change.',
  noPasswordToReset:
    'This account signs in with its sign-in provider and has no password here to reset.',
  newPasswordSameAsCurrent: 'The new password must differ from the current one.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  profileUpdated: 'Your details are saved.',
  userCreated: (username: string) =>
    `Created ${username}. Give them the one-time password: they choose their own at their first sign-in.`,
  passwordReset: (username: string) =>
    `New one-time password for ${username}. Their sessions have ended; they choose a new password at their next sign-in.`,
  userDisabled: (username: string) => `${username} is disabled. Their sessions have ended.`,
  userEnabled: (username: string) => `${username} can sign in again.`,
  userDeleted: (username: string, spaces: number, campuses: number) =>
    spaces + campuses === 0
      ? `Deleted ${username}.`
      : `Deleted ${username}. ${countOf(spaces, 'space', 'spaces')} and ${countOf(campuses, 'campus', 'campuses')} now belong to you.`,
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotResetOwnPassword: 'Change your own password in the account tab.',
  lastAdminDisabled: 'The last admin cannot be disabled.',
  lastAdminDeleted: 'The last admin cannot be deleted.',
  plannerOwnAuditorsOnly: 'Planners manage only the auditors who work for them.',
  plannerCreatesAuditorsOnly: 'Planners create only auditors who work for them.',
  onlyAdminsDelete: 'Only admins delete accounts.',
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
  fetchedFloorPlans: 'Fetched floorplans..',
  fetchedRadiomaps: 'Fetched radiomaps..',
} as const;

/**
 * Kept floor-plan versions: a replaced plan is kept for a while so that an undo can make it
 * live again (FloorPlanVersionConstants); the product's own texts.
 */
export const FloorPlanVersionMessages = {
  restored: 'The floor plan is live again.',
  placed: 'Floor plan placed again and tiled.',
  versionGone: (keptPerFloor: number, keptForDays: number) =>
    `That floor plan is no longer kept, so it cannot be brought back: the server keeps the last ${keptPerFloor} replaced plans of each floor, for ${keptForDays} days, and none after the building was moved.`,
  changedMeanwhile:
    'The floor plan of this floor was changed meanwhile (by someone else, or in another tab). Refresh to see the current one.',
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

/** Texts several screens share: buttons and notes worded once. */
export const CommonUiMessages = {
  tryAgain: 'Try again',
  backToMap: 'Back to the map',
  signIn: 'Sign in',
  restoringSession: 'Restoring your session…',
  cancel: 'Cancel',
  add: 'Add',
  adding: 'Adding…',
  edit: 'Edit',
  saving: 'Saving…',
  position: (lat: string, lon: string) => `Position ${lat}, ${lon}`,
  closeAlert: 'Close alert',
  delete: 'Delete',
  deleting: 'Deleting…',
} as const;

/** The application's frame: control bar, map controls, welcome dialog and not-found page. */
export const AppShellMessages = {
  appTitle: 'Indoor planner',
  controlBar: 'Control bar',
  controlBarTabs: 'Control bar tabs',
  aboutPlanner: 'About this planner',
  version: (version: string) => `Version ${version}`,
  welcomeTitle: 'Welcome to the indoor planner',
  welcomeIntro:
    'This planner builds indoor maps: place buildings and vessels on the map, add their floors with georeferenced floor plans, and mark points of interest that double as an asset register. Connect points of interest into a navigation graph, and inspect the wifi coverage, fingerprints and access points collected on each floor. Planners also lay out audit routes for technicians and share read-only viewer links for a building or campus.',
  welcomeStart:
    'Start with tab 1 to browse the published spaces, or type coordinates in the search box to go anywhere on the map.',
  startMapping: 'Start mapping',
  pageNotFound: 'Page not found',
  noPageAtLead: 'There is no page at ',
  noPageAtTail: '.',
  openMap: 'Open the map',
  loadingMap: 'Loading map…',
  mapType: 'Map type',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  yourLocation: 'Your location',
  showMyLocation: 'Show my location',
  hideMyLocation: 'Hide my location',
  centreOnSelection: 'Centre on the selected space',
} as const;

/** The user-management page (/users): headings, table texts and loading notes. */
export const UserManagementMessages = {
  title: 'User management',
  loadingUsers: 'Loading users…',
  allUsersCaption: 'All users, their roles and assigned planners',
  assignedAuditorsCaption: 'The auditors assigned to you',
  usernameColumn: 'Username',
  nameColumn: 'Name',
  emailColumn: 'E-mail',
  roleColumn: 'Role',
  assignedPlannerColumn: 'Assigned planner',
  noPlanner: 'No planner',
  notAPlanner: (id: string) => `${id} (not a planner)`,
  roleOf: (username: string) => `Role of ${username}`,
  assignedPlannerOf: (username: string) => `Assigned planner of ${username}`,
  /** Account administration on /users. */
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, username or e-mail',
  sortLabel: 'Sort by',
  sortByName: 'Name',
  sortByUsername: 'Username',
  sortByRole: 'Role',
  sortByLastSignIn: 'Last sign-in',
  userCount: (shown: number, total: number) =>
    shown === total
      ? countOf(total, 'user', 'users')
      : `${shown} of ${countOf(total, 'user', 'users')}`,
  noMatches: 'No user matches the search.',
  statusColumn: 'Status',
  lastSignInColumn: 'Last sign-in',
  actionsColumn: 'Actions',
  statusActive: 'Active',
  statusDisabled: 'Disabled',
  statusMustChangePassword: 'Must choose a new password',
  neverSignedIn: 'Never',
  you: 'you',
  createUser: 'Create user',
  createAuditor: 'Create auditor',
  creating: 'Creating…',
  createUserTitle: 'Create a user',
  createAuditorTitle: 'Create an auditor who works for you',
  createExplain:
    'The server makes a one-time password for the new account; they choose their own at their first sign-in.',
  createFailed: 'The user could not be created.',
  emailOptionalLabel: 'E-mail (optional)',
  resetPassword: 'Reset password',
  resetPasswordOf: (username: string) => `Reset the password of ${username}`,
  resetting: 'Resetting…',
  resetTitle: (username: string) => `Reset the password of ${username}?`,
  resetExplain:
    'The server makes a one-time password. Their sessions end at once, and at their next sign-in they must choose a new password.',
  resetFailed: 'The password could not be reset.',
  oneTimePasswordTitle: (username: string) => `One-time password for ${username}`,
  oneTimePasswordLabel: 'One-time password',
  oneTimePasswordExplain:
    'Shown only this once: copy it now and give it to them in person or over a channel you trust. They must choose a new password when they sign in with it.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The password could not be copied: select it and copy it by hand.',
  done: 'Done',
  disable: 'Disable',
  disableUser: (username: string) => `Disable ${username}`,
  disabling: 'Disabling…',
  disableTitle: (username: string) => `Disable ${username}?`,
  disableExplain:
    'They cannot sign in, and their sessions end at their next request. Their spaces, routes and results stay; you can enable the account again at any time.',
  enable: 'Enable',
  enableUser: (username: string) => `Enable ${username}`,
  statusChangeFailed: 'The account could not be changed.',
  deleteUser: (username: string) => `Delete ${username}`,
  deleteTitle: (username: string) => `Delete ${username}?`,
  deleteHoldings: (spaces: number, campuses: number) =>
    spaces + campuses === 0
      ? 'They own no spaces or campuses.'
      : `Their ${countOf(spaces, 'space', 'spaces')} and ${countOf(campuses, 'campus', 'campuses')} pass to you, with everything in them; co-owners keep their access.`,
  deleteAuditors: (auditors: number) =>
    `${countOf(auditors, 'auditor', 'auditors')} working for them will have no planner until an admin assigns one.`,
  deleteRecords:
    'Audit routes they planned pass to you; audit results they recorded stay in the asset register under their username. A deleted account cannot be restored: to keep everything as it is, disable it instead.',
  deleteFailed: 'The user could not be deleted.',
  roleChangeTitle: (username: string) => `Change the role of ${username}?`,
  roleChangeExplain: (username: string, from: string, to: string) =>
    `${username} becomes ${to} (now ${from}). It takes effect at their next request.`,
  ownRoleChangeTitle: 'Give up your own admin role?',
  ownRoleChangeExplain: (to: string) =>
    `You become ${to} at once and lose user management and everything else only admins may do. Only another admin can give the role back.`,
  changeRole: 'Change role',
  giveUpAdmin: 'Give up my admin role',
  selfActionsNote: 'Change your own password and details in the account tab of the map.',
  accountColumn: 'Account',
  deleteUserShort: 'Delete',
} as const;

/** The page the federated sign-in provider sends the browser back to. */
export const AuthCallbackMessages = {
  signingIn: 'Signing you in…',
  failedHeading: 'Sign-in failed',
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
  register: 'Register',
  registering: 'Registering…',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  createAccountTitle: 'Create an account',
  noAccountYet: 'No account yet?',
  alreadyRegistered: 'Already registered?',
  or: 'or',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  passwordHint: (minLength: number) => `At least ${minLength} characters.`,
  roleLabel: 'Role',
  accountLabel: 'Account',
  localAccount: 'Local',
  apiAccessHeading: 'API access',
  copyApiKey: 'Copy API key',
  showAccessToken: 'Show access token',
  hideAccessToken: 'Hide access token',
  showIdToken: 'Show id token',
  hideIdToken: 'Hide id token',
  accessTokenLabel: 'Access token',
  idTokenLabel: 'Id token',
  otherApplicationsHeading: 'Other applications',
  userManagement: 'User management',
  assetManagement: 'Asset management',
  /** The own-account forms of the account tab and the required password change. */
  detailsHeading: 'Your details',
  saveDetails: 'Save details',
  detailsSaveFailed: 'Your details could not be saved.',
  passwordHeading: 'Password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  repeatPasswordLabel: 'New password again',
  passwordsDiffer: 'The two new passwords differ.',
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChangeFailed: 'The password could not be changed.',
  passwordChangeEndsOthers: 'Changing it signs you out everywhere else; this session continues.',
  federatedNoPassword: (provider: string) =>
    `You sign in with ${provider}: there is no password here to change. Change it at ${provider}.`,
  mustChangeTitle: 'Choose a new password',
  mustChangeExplain:
    'You signed in with a one-time password. Choose your own password to continue.',
  oneTimePasswordLabel: 'One-time password',
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
  nextAddFloor: 'Next: add its first floor, then place the floor plan over the map.',
  nextPlacePlan: (floor: string) =>
    `Next: place the floor plan of ${floor}, so its POIs and routes have a map to sit on.`,
  addFloorNow: 'Add a floor',
  placePlanNow: 'Place the floor plan',
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
  /** A space in a list whose name another listed space shares: its code or address tells them apart. */
  pickerLabel: (name: string, detail: string) => `${name} — ${detail}`,
  spaceTypeLabels: { building: 'Building', vessel: 'Vessel' },
  yourSpaces: 'Your spaces',
  loadingYourSpaces: 'Loading your spaces…',
  publicSpaces: 'Public spaces',
  otherPublicSpaces: 'Other public spaces',
  loadingSpaces: 'Loading spaces…',
  selectedSpace: 'Selected space',
  floorLabel: 'Floor',
  chooseFloor: 'Choose a floor',
  typeLabel: 'Type',
  idLabel: 'ID',
  codeLabel: 'Code',
  descriptionLabel: 'Description',
  addressLabel: 'Address',
  webAddressLabel: 'Web address',
  publishedLabel: 'Published',
  positionLabel: 'Position',
  yes: 'Yes',
  no: 'No',
  edit: CommonUiMessages.edit,
  clearSelection: 'Clear selection',
  shareHeading: 'Share',
  nameLabel: 'Name',
  buildingCodeLabel: 'Building code',
  publishedCheckbox: 'Published (visible to everyone)',
  editSpaceForm: 'Edit space',
  latitudeLabel: 'Latitude',
  longitudeLabel: 'Longitude',
  saveChanges: 'Save changes',
  discardChanges: 'Discard changes',
  newSpace: 'New space',
  newSpaceDragTitle: 'New space (drag to move)',
  dragToMove: (name: string) => `${name} (drag to move)`,
  flyTo: (name: string) => `Fly to ${name}`,
  notPublishedSuffix: ' · not published',
  deleteSpace: (typeLabel: string) => `Delete ${typeLabel}`,
  add: CommonUiMessages.add,
  adding: CommonUiMessages.adding,
  paletteTitle: 'Drag onto the map to add a space',
  publish: 'Publish',
  unpublish: 'Unpublish',
  editingLead: 'Editing ',
  editingTail: '. Drag its marker on the map to move it.',
  publicationHeading: 'Publication',
  assignedAuditorsHeading: 'Assigned auditors',
  coOwnersHeading: 'Co-owners',
  coOwnersHint:
    'Co-owners edit and delete the building as its owner does; planners among them plan its audit routes. Only the owner and admins change the list.',
  noCoOwners: 'No co-owners yet.',
  coOwnerLabel: 'Username of a new co-owner',
  addCoOwner: 'Add co-owner',
  removeCoOwner: (name: string) => `Remove ${name} as co-owner`,
  remove: 'Remove',
  coOwnersLoadFailed: 'The co-owners could not be loaded.',
  loadingCoOwners: 'Loading co-owners…',
  loadingAuditors: 'Loading auditors…',
  auditorsOf: (name: string) => `Auditors of ${name}`,
  saveAuditors: 'Save auditors',
  viewTab: 'View',
  editTab: 'Edit',
  tabsLabel: 'Space panel tabs',
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
  yourCampuses: 'Your campuses',
  loadingCampuses: 'Loading campuses…',
  newCampus: 'New campus',
  loadingSpaces: SpaceUiMessages.loadingSpaces,
  adding: CommonUiMessages.adding,
  addCampus: 'Add campus',
  saveCampus: 'Save campus',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  campusIdLabel: 'Campus id',
  campusIdHint: 'Changing the id renames the campus; old viewer links stop working.',
  buildingsLegend: 'Buildings',
  buildingCount: (count: number) => `${count} ${count === 1 ? 'building' : 'buildings'}`,
  edit: CommonUiMessages.edit,
  delete: CommonUiMessages.delete,
  deleteTitle: 'Delete campus',
} as const;

/** Sharing viewer links. */
export const ShareMessages = {
  linkCopied: 'Link copied to the clipboard.',
  viewerLink: 'Viewer link',
  shortLink: 'Short link',
  creatingShortLink: 'Creating short link…',
  copy: 'Copy',
  copyLabel: (label: string) => `Copy ${label.toLowerCase()}`,
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
  inputLabel: 'Search spaces, points of interest, places or coordinates',
  placeholder: 'Search or type latitude, longitude',
  resultsLabel: 'Search results',
  kindLabels: { space: 'Space', poi: 'POI', place: 'Place' },
} as const;

/** Viewer texts added with the floor selector and campus links. */
export const ViewerUiMessages = {
  loadingSpace: 'Loading the space…',
  loadingCampus: 'Loading the campus…',
  noFloors: 'This space has no floors yet.',
  floorsFailed: 'The floors of this space could not be loaded.',
  campusWithoutPositions: 'None of the buildings of this campus has a position on the map.',
  loadingFloors: 'Loading floors…',
  buildingsOfCampus: 'Buildings of the campus',
  floorLabel: 'Floor',
  floorBelow: 'Floor below',
  floorAbove: 'Floor above',
} as const;

/** Floors-panel and floor-plan placement texts the SPEC leaves open. */
export const FloorUiMessages = {
  selectSpace: 'Select a space on the map or in tab 1 to see its floors.',
  signInToEdit: 'Sign in to add floors, edit them and place floor plans.',
  readOnly:
    'You can view the floors of this building. Its owner, co-owners, moderators and admins add, change and delete them.',
  plansByOwners: 'Floor plans of this building are placed by its owner, co-owners and admins.',
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
  floorsTab: 'Floors',
  editTab: 'Edit',
  tabsLabel: 'Floor panel tabs',
  floorSelector: 'Floor selector',
  floorLabel: 'Floor',
  floorUp: (floor: string) => `Floor up: ${floor}`,
  floorUpAtTop: 'Floor up (this is the top floor)',
  floorUpTitle: 'Floor up',
  floorDown: (floor: string) => `Floor down: ${floor}`,
  floorDownAtBottom: 'Floor down (this is the lowest floor)',
  floorDownTitle: 'Floor down',
  noFloor: 'No floor',
  placementToolbar: 'Floor-plan placement',
  placingLead: 'Placing ',
  placingSize: (widthPx: number, heightPx: number) => ` (${widthPx} × ${heightPx} px)`,
  forFloor: 'For floor',
  uploading: 'Uploading…',
  undoTitle: 'Undo the last change (Ctrl+Z)',
  undo: 'Undo',
  set: 'Set',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  addFloorForm: 'Add a floor',
  floorNumberLabel: 'Floor number',
  floorNumberHint: 'A whole number; negative below ground.',
  adding: CommonUiMessages.adding,
  addFloor: 'Add floor',
  deleteFloor: 'Delete floor',
  saveFloor: 'Save floor',
  deleteFloorTitle: (floorNumber: string) => `Delete floor ${floorNumber}`,
  floorsList: 'Floors',
  resizeHandles: {
    topLeft: 'Resize from the top-left corner',
    topRight: 'Resize from the top-right corner',
    bottomRight: 'Resize from the bottom-right corner',
    bottomLeft: 'Resize from the bottom-left corner',
  },
  rotateHandle: 'Rotate the floor plan',
  planImageLabel: 'Floor-plan image',
  planImageHint:
    'The image appears on the map over the building, where you move, resize and rotate it, then set it.',
  floorNumbered: (floorNumber: string) => `Floor ${floorNumber}`,
  floorPlanHeading: 'Floor plan',
  newFloorHeading: 'New floor',
  editFloorForm: (floorNumber: string) => `Edit floor ${floorNumber}`,
  overlayLabel: (hint: string) => `Floor plan overlay. ${hint}`,
  overlayRoleDescription: 'floor plan overlay',
  planSummary: (placedPlan: string) => `Plan ${placedPlan}`,
  placingHint: (fileName: string) => `Placing ${fileName}: finish with Set or Cancel on the map.`,
  // Replacing and adjusting a plan, typed width and rotation, the floor below.
  adjustPlacement: 'Adjust placement',
  adjustPlacementHint:
    'Move, resize or rotate the current plan on the map without uploading it again.',
  loadingPlan: 'Loading the floor plan…',
  adjustingLead: (floorNumber: string) => `Adjusting the plan of floor ${floorNumber}`,
  adjustingHint: (floorNumber: string) =>
    `Adjusting the plan of floor ${floorNumber}: finish with Set or Cancel on the map.`,
  replacingNote: 'It starts where the current plan of this floor is.',
  widthLabel: 'Width (m)',
  rotationLabel: 'Rotation (°)',
  widthInvalid: (minM: number, maxM: number) =>
    `The width must be a number of metres from ${minM} to ${maxM}.`,
  rotationInvalid: (maxDeg: number) =>
    `The rotation must be a number of degrees clockwise from north, from -${maxDeg} to ${maxDeg}.`,
  typedValueHint: 'Type a value, then press Enter or leave the field.',
  floorBelowShown: (floorNumber: string) => `Floor ${floorNumber} is shown faintly underneath.`,
  replaceTitle: 'Replace the floor plan',
  floorForDialog: (floorNumber: string, floorName: string) =>
    floorName && floorName !== floorNumber
      ? `floor ${floorNumber} "${floorName}"`
      : `floor ${floorNumber}`,
  confirmReplace: (floor: string, keptForDays: number) =>
    `Replace the floor plan of ${floor}? The current plan is kept: Undo (Ctrl+Z) after Set brings it back, for ${keptForDays} days.`,
  replace: 'Replace',
} as const;

/** POI and connector forms and the navigation-graph check: texts the SPEC leaves open. */
export const PoiUiMessages = {
  formTitle: 'POI Asset Management',
  connectorTitle: 'Connector',
  sections: {
    basic: 'Basic Information',
    asset: 'Asset Details',
    warranty: 'Warranty Information',
  },
  labels: {
    puid: 'POI id',
    connectorId: 'Connector id',
    name: 'Name',
    description: 'Description',
    poisType: 'POI Type',
    customType: 'Custom Type',
    isBuildingEntrance: 'Is Building Entrance',
    manufacturer: 'Manufacturer',
    modelNumber: 'Model Number',
    serialNumber: 'Serial Number',
    purchaseDate: 'Purchase Date',
    price: 'Price',
    quantity: 'Quantity',
    link: 'Link',
    tags: 'Tags',
    warrantyScope: 'Warranty Scope',
    warrantyExpiration: 'Warranty Expiration',
    warrantyLifetime: 'Lifetime Warranty',
  },
  chooseType: 'Choose a type…',
  customTypeHint: 'When filled in, it replaces the POI type.',
  tagsHint: 'Comma separated, e.g. printer, floor 2',
  newConnectorHint: 'Add saves the connector where its marker is.',
  deleteUnsavedHint: 'Removes the unsaved marker from the map.',
  add: 'Add',
  adding: 'Adding…',
  update: 'Update',
  updating: 'Updating…',
  delete: 'Delete',
  nameRequired: 'A POI needs a name.',
  typeRequired: 'Choose a POI type or enter a custom type.',
  priceInvalid: 'The price must be a number of at least 0 with at most 2 decimals.',
  quantityInvalid: (max: number) => `The quantity must be a whole number from 1 to ${max}.`,
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  graphTitle: 'Navigation graph check',
  graphChecking: 'Checking the navigation graph…',
  graphFailed: 'The navigation graph could not be checked.',
  graphClean: 'No problems found.',
  graphCheckAgain: 'Check again',
  graphShow: 'Show',
  graphNoEntrance:
    'No POI is marked as a building entrance, so routes cannot start from outside. Tick "Is Building Entrance" on the POI at a door.',
  graphUnreachable: (name: string, floor: string) =>
    `${name} (floor ${floor}) cannot be reached from an entrance.`,
  graphDisconnected: (name: string, floor: string) =>
    `${name} (floor ${floor}) is not connected to the rest of the building.`,
  graphUnlinkedFloor: (floor: string) =>
    `Floor ${floor} is not joined to another floor by a stair or elevator connection.`,
  graphLongConnection: (from: string, to: string, metres: number) =>
    `The connection from ${from} to ${to} is ${metres} m long: one of them may be in the wrong place.`,
  graphShowPoi: (name: string) => `Show ${name}`,
  graphShowFloor: (floor: string) => `Show floor ${floor}`,
} as const;

/** Indoor navigation in the viewer (issue #6): POI popups, the directions panel, route steps. */
export const ViewerNavigationMessages = {
  panelTitle: 'Directions',
  fromLabel: 'From',
  toLabel: 'To',
  searchPlaceholder: 'Search a point of interest',
  searchHint: 'Type part of a name, then choose with the arrow keys and Enter.',
  noMatches: 'No point of interest matches.',
  swap: 'Swap start and destination',
  showRoute: 'Show route',
  clear: 'Clear',
  routeFromHere: 'Route from here',
  routeToHere: 'Route to here',
  poiType: 'Type',
  poiDescription: 'Description',
  poiFloor: 'Floor',
  loadingPois: 'Loading the points of interest…',
  poisFailed: 'The points of interest of this space could not be loaded.',
  noPois: 'This space has no points of interest to navigate between yet.',
  chooseBoth: 'Choose a start and a destination, then show the route.',
  samePoi: 'The start and the destination are the same point. Choose another destination.',
  findingRoute: 'Finding the route…',
  /** Shown when the server's answer carries no message of its own. */
  routeFailed: 'The route could not be found. Please try again.',
  totalDistance: (metres: number) => `Total distance: about ${metres} m`,
  floorDistance: (metres: number) => `about ${metres} m`,
  startAt: (name: string) => `Start at ${name}`,
  pass: (name: string) => `Pass ${name}`,
  takeStairs: (floor: string, name: string) => `Take the stairs to floor ${floor} (${name})`,
  takeElevator: (floor: string, name: string) => `Take the elevator to floor ${floor} (${name})`,
  changeFloor: (floor: string, name: string) => `Go to floor ${floor} at ${name}`,
  arriveOnFloor: (floor: string, name: string) => `Arrive on floor ${floor} at ${name}`,
  arriveAt: (name: string) => `Arrive at ${name}`,
  /** A route POI whose name the viewer does not know (its list failed to load). */
  unnamedPoi: 'a point of the route',
  stepsTitle: 'Steps',
  previousFloor: 'Previous floor of the route',
  nextFloor: 'Next floor of the route',
  /** The floor buttons' own text where the route has no floor before or after. */
  previousFloorShort: 'Previous floor',
  nextFloorShort: 'Next floor',
  showFloor: (floorLabel: string) => `Show ${floorLabel}`,
  notOnRoute: 'The route does not pass this floor.',
  stepMarker: (number: number, text: string) => `Step ${number}: ${text}`,
  routeLegend: 'Route',
} as const;

/** Texts of the POI editor on the map: palette, edge mode, undo and redo, the POI panel. */
export const PoiEditorMessages = {
  finishPrevious: 'Finish adding the previous POI first: add it or delete the temporary marker.',
  paletteHint:
    'Drag a POI or a connector onto the selected floor, or press Enter on one to place it at the centre of the map.',
  paletteNeedsFloor: 'Select a space and a floor to place POIs on it.',
  newPoi: 'New POI',
  newConnector: 'New connector',
  edgeModeOn: 'Edge mode: on',
  edgeModeOff: 'Edge mode: off',
  edgeModeHint:
    'Click a POI, then a second one to connect them; click the first again to cancel. Click a connection to delete it.',
  edgeModePicked: (name: string) => `Connecting from "${name}": click the POI to connect it to.`,
  connecting: 'Connecting…',
  undo: 'Undo',
  redo: 'Redo',
  undoTitle: (label: string) => `Undo ${label} (Ctrl+Z)`,
  redoTitle: (label: string) => `Redo ${label} (Ctrl+Shift+Z)`,
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  undone: (label: string) => `Undone: ${label}.`,
  redone: (label: string) => `Redone: ${label}.`,
  undoFailed: (label: string, reason: string) => `Could not undo ${label}: ${reason}`,
  redoFailed: (label: string, reason: string) => `Could not redo ${label}: ${reason}`,
  actionAddPoi: (name: string) => `adding "${name}"`,
  actionMovePoi: (name: string) => `moving "${name}"`,
  actionEditPoi: (name: string) => `editing "${name}"`,
  actionDeletePoi: (name: string) => `deleting "${name}"`,
  actionConnect: 'the new connection',
  actionDisconnect: 'deleting the connection',
  added: (name: string) => `Added "${name}".`,
  connected: 'POIs connected.',
  disconnected: 'Connection deleted.',
  floorPois: (count: number) =>
    count === 1 ? '1 POI on this floor' : `${count} POIs on this floor`,
  noPoisOnFloor: 'No POIs on this floor yet.',
  selectSpaceFirst: 'Select a space and one of its floors to see and edit its POIs.',
  signInToEdit: 'Sign in with an account that may edit this space to add, move and connect POIs.',
  loadingPois: 'Loading POIs…',
  poiPosition: CommonUiMessages.position,
  poisTab: 'POIs',
  editTab: 'Edit',
  tabsLabel: 'POI panel tabs',
  floorPoisList: 'POIs of the floor',
  typeLabel: 'Type',
  warrantyLabel: 'Warranty',
  lifetime: 'Lifetime',
  poiId: (puid: string) => `ID ${puid}`,
} as const;

/** The asset register page (/assets, issue #6): every POI of the caller's spaces as a table. */
export const AssetRegisterMessages = {
  title: 'Asset register',
  backToMap: CommonUiMessages.backToMap,
  signIn: CommonUiMessages.signIn,
  signInToSee: 'Sign in to see the assets of your spaces.',
  restoring: CommonUiMessages.restoringSession,
  loading: 'Loading the assets…',
  loadFailed: 'The asset register could not be loaded.',
  tryAgain: CommonUiMessages.tryAgain,
  noAssets: 'There are no assets in your spaces yet. Add POIs on the map to list them here.',
  noMatches: 'No asset matches these filters.',
  truncated: (limit: number) =>
    `Your spaces hold more than ${limit.toLocaleString('en')} assets: only the first ${limit.toLocaleString('en')} (by building, floor and name) are listed, filtered and downloaded.`,
  count: (shown: number, total: number) =>
    shown === total ? `${total} assets` : `${shown} of ${total} assets`,
  filtersLegend: 'Filters',
  anySpace: 'All spaces',
  anyFloor: 'All floors',
  anyType: 'All types',
  anyTag: 'All tags',
  filterSpace: 'Space',
  filterFloor: 'Floor',
  filterType: 'Type',
  filterTag: 'Tag',
  filterWarranty: 'Warranty expiring within (days)',
  filterWarrantyHint: 'Leave empty to list every asset.',
  warrantyDaysInvalid: (max: number) => `Enter a whole number of days from 0 to ${max}.`,
  clearFilters: 'Clear filters',
  showMore: (count: number) => `Show ${count} more`,
  partlyShown: (shown: number, total: number) =>
    `The table shows the first ${shown} of ${total} matching assets; the downloads contain all ${total}.`,
  downloadCsv: 'Download CSV',
  downloadXlsx: 'Download XLSX',
  preparingXlsx: 'Preparing the spreadsheet…',
  xlsxFailed: 'The spreadsheet could not be created. Please try again.',
  tableCaption:
    'Assets of your spaces. Choose a column heading to sort; choose a row to open the asset on the map.',
  sortBy: (column: string) => `Sort by ${column}`,
  openOnMap: (name: string) => `Open ${name} on the map`,
  lifetimeWarranty: 'Lifetime',
  sheetName: 'Assets',
  linkText: 'Asset register',
  linkHint: 'All POIs of your spaces as a table, with CSV and XLSX download.',
  columns: {
    name: 'Name',
    type: 'Type',
    space: 'Building',
    floor: 'Floor',
    manufacturer: 'Manufacturer',
    model: 'Model',
    serial: 'Serial number',
    purchaseDate: 'Purchase date',
    price: 'Price',
    quantity: 'Quantity',
    tags: 'Tags',
    warrantyExpiry: 'Warranty expiry',
  },
} as const;

const archiveMegabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** An archive entry's name as shown in a message: quoted, escaped, never very long. */
const entryLabel = (name: string) =>
  JSON.stringify(name.length > 120 ? `${name.slice(0, 120)}…` : name);

/**
 * Backing up a building as an archive and restoring one (SPEC sections 3 and 4).
 * SPEC texts where it has them; the rest (restore is the product's own) worded as a user expects.
 */
export const BackupMessages = {
  noBuildingSelected: ImportExportMessages.noBuildingSelected,
  /** SPEC 8: backup fetch failures use dedicated constants; POIs and connections the usual ones. */
  floorsFailed: FetchMessages.backupFloors,
  floorPlansFailed: FetchMessages.backupFloorPlans,
  radiomapsFailed: FetchMessages.backupRadiomaps,
  poisFailed: PoiMessages.fetchFailed,
  connectionsFailed: PoiMessages.connectionsLoadFailed,
  archiveFailed: 'The backup archive could not be created.',
  backUp: 'Back up building',
  backingUp: 'Backing up…',
  backUpHint: (name: string) =>
    `Saves ${name} with its floor plans, radio maps, POIs and connections as one zip file.`,
  progressLabel: 'Backup progress',
  saved: (fileName: string) => `Backup saved as ${fileName}.`,
  restoreTitle: 'Restore from archive',
  chooseArchive: 'Building archive (.zip)',
  restoreHint:
    'A zip made by "Back up building". It is added as a new, unpublished building owned by you (publish it once you have checked where it lies); existing buildings are not changed.',
  restore: 'Restore',
  restoring: 'Uploading and restoring the building…',
  restoreFailed: 'The archive could not be restored.',
  /** Added to a restored building's name: it is a copy, told apart from its original. */
  restoredSuffix: ' (restored)',
  /** After a restore: the copy lies on its original until it is placed. */
  placeOffer: 'The restored building lies exactly on top of its original. Place it somewhere else?',
  placeIt: 'Place it',
  keepItHere: 'Keep it here',
  placeHint: 'Click on the map where the restored building’s point should be. Escape cancels.',
  placing: 'Moving the building…',
  moveFailed: 'The building could not be moved.',
  restored: (
    name: string,
    counts: { floors: number; pois: number; connections: number; fingerprints: number },
  ) =>
    `Restored ${name} as a new, unpublished building: ${counts.floors} floors, ${counts.pois} POIs, ${counts.connections} connections and ${counts.fingerprints} fingerprints. Publish it once you have checked where it lies.`,
  signInToRestore: 'Sign in to restore a building from an archive.',
  /** Why the server refused an archive. Nothing is created or changed by a refused restore. */
  multipart: 'Send the archive as multipart/form-data with the zip file in the field "archive".',
  missingArchive: 'The upload has no archive in its "archive" field.',
  tooLarge: `The archive is larger than ${archiveMegabytes(ServerLimits.archiveBytes)} MB.`,
  notAZip: 'The file is not a zip archive, or it is damaged or incomplete.',
  unsupportedZip: 'Split archives and Zip64 archives are not supported.',
  tooManyEntries: `The archive holds more than ${ServerLimits.archiveMaxEntries.toLocaleString('en')} entries.`,
  overlappingEntries: 'Entries of the archive overlap one another: refused as a possible zip bomb.',
  damagedEntry: (name: string) =>
    `The archive is damaged: ${entryLabel(name)} could not be read completely.`,
  encryptedEntry: (name: string) =>
    `${entryLabel(name)} is encrypted; backups are never encrypted.`,
  unsupportedMethod: (name: string) =>
    `${entryLabel(name)} is compressed with a method other than deflate.`,
  symlinkEntry: (name: string) =>
    `${entryLabel(name)} is a link or a special file; a backup holds only plain files.`,
  /** Why an entry name is refused (the reason inside badEntryName). */
  nameProblems: {
    empty: 'an empty name',
    tooLong: 'a name longer than 255 characters',
    control: 'a control character in the name',
    backslash: 'a backslash in the name',
    absolute: 'an absolute path',
    drive: 'a drive letter',
    parent: 'a ".." segment',
    dot: 'a "." segment',
    emptySegment: 'an empty path segment',
    outsideLayout: 'not a file of the backup layout',
    floorRange: 'a floor number out of range',
    duplicate: 'the same name twice',
    duplicateFloor: 'a second file for the same floor',
  },
  badEntryName: (name: string, reason: string) =>
    `The archive holds an entry a backup cannot have: ${entryLabel(name)} (${reason}).`,
  entryTooLarge: (name: string, limitBytes: number) =>
    `${entryLabel(name)} unpacks to more than ${archiveMegabytes(limitBytes)} MB.`,
  totalTooLarge: `The archive unpacks to more than ${archiveMegabytes(ServerLimits.archiveMaxUncompressedBytes)} MB.`,
  compressionRatio: (name: string) =>
    `${entryLabel(name)} unpacks to more than ${ServerLimits.archiveMaxCompressionRatio} times its packed size: refused as a possible zip bomb.`,
  sizeMismatch: (name: string) =>
    `${entryLabel(name)} unpacks to another size than the archive declares.`,
  missingBuilding: 'The archive has no building.json: it is not a building backup.',
  notText: (name: string) => `${entryLabel(name)} is not UTF-8 text.`,
  badJson: (name: string) => `${entryLabel(name)} is not valid JSON.`,
  invalidFile: (name: string, field: string, detail: string) =>
    `${entryLabel(name)} is not a valid backup file: "${field}" ${detail}.`,
  /**
   * A field of one POI of the archive breaks a rule (the text rules of the API among them):
   * the POI by its puid, or by its place in the file when the puid itself is unusable.
   */
  invalidPoiField: (
    name: string,
    poi: { puid: string } | { position: number },
    field: string,
    detail: string,
  ) =>
    `${entryLabel(name)}: the POI ${'puid' in poi ? quoted(poi.puid) : `number ${poi.position}`} cannot be restored: "${field}" ${detail}.`,
  unknownFloor: (name: string, floor: string) =>
    `${entryLabel(name)} belongs to floor ${floor}, which building.json does not list.`,
  duplicateFloor: (floor: string) => `building.json lists floor ${floor} twice.`,
  planWithoutPlacement: (floor: string) =>
    `The floor plan of floor ${floor} has no placement (corners or bounds) in building.json.`,
  /** A plan that is not a usable image, a radiomap log that does not parse: the reason follows. */
  badEntry: (name: string, reason: string) => `${entryLabel(name)}: ${reason}`,
  imageExtension: (name: string, extension: string) =>
    `${entryLabel(name)} holds another kind of image than its name says; name it with .${extension}.`,
  poiUnknownFloor: (puid: string, floor: string) =>
    `POI ${puid} lies on floor ${floor}, which building.json does not list.`,
  duplicatePoi: (puid: string) => `allpois.json holds POI ${puid} twice.`,
  badPoiPosition: (puid: string) => `POI ${puid} has no valid latitude and longitude.`,
  connectionUnknownPoi: (puid: string) =>
    `A connection in allconnections.json ends at POI ${puid}, which allpois.json does not hold.`,
  connectionSelf: (puid: string) =>
    `A connection in allconnections.json joins POI ${puid} to itself.`,
  duplicateConnection: (a: string, b: string) =>
    `allconnections.json connects POIs ${a} and ${b} twice.`,
} as const;

/** Shortens a value quoted from an uploaded file, so a message stays readable. */
const quoted = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Radiomaps (fingerprint logs): upload, download, delete, and the heatmap panel's texts.
 * SPEC section 8 gives the deleted, delete-failure, fetch-failure and empty-list texts;
 * the rest it leaves open.
 */
export const RadioMessages = {
  deleted: SpaceMessages.deletedRadiomap,
  deleteFailed: SpaceMessages.radiomapDeleteFailed,
  fetchFailed: FetchMessages.radiomaps,
  noFingerprints: LayerMessages.noFingerprintsTime,
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

/** Texts of request shapes and sign-in throttling the SPEC leaves open. */
export const RequestMessages = {
  fieldNotText: (field: string) => `The "${field}" field of the upload is not UTF-8 text.`,
  jsonOnly: 'Send this request as JSON, with the header Content-Type: application/json.',
  unreachable: (reason: string) => `The server could not be reached (${reason}).`,
  failedWithStatus: (method: string, path: string, status: number) =>
    `${method} ${path} failed with status ${status}.`,
  unexpectedAnswer: (method: string, path: string) => `Unexpected answer from ${method} ${path}.`,
  loginWait: (seconds: number) =>
    `Too many failed sign-ins from this address. Please wait ${waitText(seconds)} before trying again.`,
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Why a text field was refused: characters no stored text may hold (the field is named by the caller). */
export const TextInputMessages = {
  controlCharacter: 'must not contain control characters (such as NUL)',
  lineBreak: 'must be a single line (no tabs or line breaks)',
  unpairedSurrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
} as const;

/**
 * Answers to writes that collided with another request, and to a database that is
 * away: the product's own texts (SPEC section 8 has none for them).
 */
export const ConcurrencyMessages = {
  /** A row the change refers to was removed by a request that finished first. */
  referenceRemoved: 'Something this change refers to was removed meanwhile. Refresh and try again.',
  /** The same row was written by a request that finished first. */
  alreadyExists: 'This already exists. Refresh and try again.',
  /** PostgreSQL gave up one of two colliding transactions (serialization failure, deadlock). */
  collided: 'This change collided with another one at the same moment. Try again.',
  databaseUnreachable: 'The database is unreachable. Try again shortly.',
} as const;

/** The tiled and rectangle calls of the wifi layers (issue 14): the product's own texts. */
export const RadioLayerMessages = {
  badTile: 'must name a map tile: whole numbers with x and y from 0 to 2^z - 1 and z from 0 to 22',
  tileZoomTooLow: (min: number) => `fingerprints are loaded by tile from zoom ${min} up`,
  badLatitude: 'must be a latitude from -90 to 90',
  badLongitude: 'must be a longitude from -180 to 180',
} as const;

/** Access points (SPEC section 3: the manufacturer value is N/A when unknown). */
export const AccessPointMessages = {
  unknownManufacturer: 'N/A',
  invalidPosition:
    'coordinates_lat and coordinates_lon must be a latitude (-90 to 90) and a longitude (-180 to 180).',
} as const;

/**
 * Audit routes on the server and their results (issue 15): SPEC section 8 gives the save
 * texts (AuditMessages); the permission, validation and export texts are the product's own.
 */
export const AuditRouteServerMessages = {
  forbidden: 'Only admins, planners and auditors can use audit routes.',
  createForbidden: 'Only admins and planners can create audit routes.',
  planForbidden:
    'Only admins, and planners who own or co-own this building, can plan audit routes on it.',
  auditorsCannotAudit: (names: string) =>
    `These auditors cannot audit this building: ${names}. Assign them to the building first.`,
  viewForbidden: 'You can only see the audit routes you created or that are assigned to you.',
  editForbidden: 'Only an admin or the planner who created this route can change it.',
  auditorCannotEdit: 'Auditors carry out audit routes; they cannot change or delete them.',
  notFound: 'Audit route not found.',
  notAuditors: (names: string) =>
    `Only users with the auditor role can be assigned to a route: ${names}`,
  duplicateAuditors: 'An auditor can be assigned to a route only once.',
  duplicatePois: 'A POI can appear only once in a route.',
  badOrder: 'The POIs of a route must be numbered 1, 2, 3… without gaps or repeats.',
  poisNotOnFloor: (puids: string) =>
    `These POIs are not on the chosen building and floor: ${puids}`,
  connectorsNotAudited: (names: string) =>
    `Connectors (type None) are not assets and cannot be audited: ${names}`,
  updated: 'Audit route updated.',
  deleted: 'Audit route deleted.',
  onlyAssignedRecord: 'Only the auditors assigned to this route can record its results.',
  poiNotOnRoute: 'This POI is not part of the route.',
  futureResult: 'The time of a result cannot be in the future.',
  tooEarlyResult: 'The time of a result cannot be before 1 January 2000.',
  resultRecorded: 'Result recorded.',
  routeCompleted: 'Result recorded. Every POI has a result: the route is completed.',
  resultLabels: {
    found: 'Found',
    missing: 'Missing',
    'wrong-location': 'Wrong location',
    damaged: 'Damaged',
  },
  exportColumns: {
    order: 'Order',
    name: 'POI',
    puid: 'POI id',
    result: 'Result',
    note: 'Note',
    recordedAt: 'Recorded at',
    auditor: 'Auditor',
  },
  notAudited: 'Not audited yet',
  sheetName: 'Audit results',
} as const;

/** The audit cycle in the asset register (issue 15). */
export const AuditCycleMessages = {
  ok: 'Audited',
  due: 'Due for audit',
  overdue: 'Overdue',
  neverAudited: 'Never audited',
  columns: { lastAudit: 'Last audit', lastResult: 'Last result', auditedBy: 'Audited by' },
  /** The register's column of where each asset stands in its space's audit cycle. */
  stateColumn: 'Audit',
  filterLabel: 'Audit',
  anyState: 'Any',
} as const;

/** The one undo history of the planner's editor (apps/web/src/editor): labels of local steps. */
export const EditorMessages = {
  /** A change of the floor plan being placed (drag, resize, rotate, nudge, typed value). */
  actionPlaceFloorPlan: 'the last change to the floor plan being placed',
  /** Why undoing or redoing a placement step fails once the placement has ended. */
  notPlacingFloorPlan: 'The floor plan is not being placed.',
  /** A floor plan set over an earlier one, and a plan placed again (server edits). */
  actionReplaceFloorPlan: (floorNumber: string) => `replacing the plan of floor ${floorNumber}`,
  actionAdjustFloorPlan: (floorNumber: string) =>
    `the new placement of the plan of floor ${floorNumber}`,
} as const;

/**
 * The estimated access-point layer of the planner (issue 17): the toggle's texts of SPEC
 * section 2 (Show/Hide, 'is online/offline'); the panel, filter and info-window texts are
 * the product's own. The warnings are SPEC's, in LayerMessages.
 */
export const AccessPointLayerMessages = {
  show: 'Show Estimated Wi-Fi AP Position',
  hide: 'Hide Estimated Wi-Fi AP Position',
  status: (online: boolean) => `Estimated Wi-Fi AP Position is ${online ? 'online' : 'offline'}`,
  cantFetch: (reason: string) => `${LayerMessages.cantFetchAps} ${reason}`,
  title: 'Estimated Wi-Fi AP Position',
  loading: 'Loading access points…',
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
 * The import/export panel (tab 6) and the campus export of tab 4: SPEC texts where it
 * has them (ImportExportMessages, PoiMessages), the rest worded as a user expects.
 */
export const PoiFileMessages = {
  noBuildingSelected: ImportExportMessages.noBuildingSelected,
  noCampusSelected: ImportExportMessages.noCampusSelected,
  noFile: ImportExportMessages.noFile,
  noPoisToUpdate: ImportExportMessages.noPoisToUpdate,
  exported: ImportExportMessages.exported,
  updated: PoiMessages.poisUpdated,
  updatedWithLog: PoiMessages.poisUpdatedWithLog,
  /** SPEC 8: the status of a POI whose update failed, in the log file. */
  updateFailedStatus: PoiMessages.fileUpdateFailed,
  addFailedStatus: PoiMessages.addFailed,
  noSuchPoiStatus: 'No POI with this name in the building.',
  exportTitle: 'Export',
  exportJson: 'Export to JSON',
  exportGeoJson: 'Export to GeoJSON',
  exportCampus: 'Export campus to JSON',
  exportHint: (name: string) =>
    `Saves ${name} with its floors and POIs (connectors left out) as JSON, or with floor plan outlines, every POI and the connections as GeoJSON for QGIS or JOSM.`,
  exportedGeoJson: (name: string) => `Successfully exported ${name} to GeoJSON.`,
  exportFailed: 'The building could not be exported.',
  importTitle: 'Update POIs from a file',
  jsonFile: 'POI update file (.txt or .json)',
  jsonHint:
    'A JSON export of this panel or an allpois.json of Anyplace, edited: only POIs whose "overwrite" is "true" are updated.',
  spreadsheetFile: 'Spreadsheet (.xlsx or .csv)',
  spreadsheetHint:
    'Columns buid, name, des1, des2, des3, des4: the POI of that building with that name gets des3 des4, then des1 and des2 on lines of their own.',
  geoJsonFile: 'GeoJSON (.geojson or .json)',
  geoJsonHint:
    'Point features with a name and a level: a feature with the puid of a POI of the selected building updates it, any other adds a POI on that level.',
  importJson: 'Import update file',
  importSpreadsheet: 'Import spreadsheet',
  importGeoJson: 'Import GeoJSON',
  importing: 'Updating POIs…',
  progressLabel: 'POI update progress',
  progressText: (done: number, total: number) => `${done} of ${total}`,
  signInToImport: 'Sign in to update POIs from a file.',
  selectedNotEditable: (name: string) =>
    `You may view ${name} but not change its POIs: GeoJSON imports into it are off. Update files change only the POIs of buildings you may edit.`,
  busy: 'An import is running; wait for it to end.',
  unreadable: 'The file could not be read.',
  notJson: 'The file is not valid JSON.',
  notUpdateFile:
    'The file is not a POI update file: it needs floors, each with a floor_number and a list of pois.',
  notSpreadsheet: 'The spreadsheet could not be read: it is not an .xlsx or .csv file.',
  missingColumns: (columns: readonly string[]) =>
    `The spreadsheet has no column ${columns.join(', ')} (the first row names the columns).`,
  noRows: 'The spreadsheet has no rows below its header.',
  notGeoJson: 'The file is not a GeoJSON FeatureCollection.',
  noPointFeatures: 'The GeoJSON file has no Point feature with a name.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  tooManyRows: (limit: number) => `The file holds more than ${limit.toLocaleString('en')} rows.`,
} as const;

/**
 * The wifi layers on the map (issue 14): SPEC section 2's toggle labels and status texts
 * ('is online' / 'is offline', ON / OFF); the panel texts are the product's own.
 */
export const WifiLayerMessages = {
  toggleLabel: (on: boolean, name: string) => `${on ? 'Hide' : 'Show'} ${name}`,
  onlineStatus: (name: string, on: boolean) => `${name} ${on ? 'is online' : 'is offline'}`,
  modeStatus: (name: string, on: boolean) => `${name} ${on ? 'ON' : 'OFF'}`,
  names: {
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
    coverage: 'WiFi Map',
    fingerprints: 'FingerPrints',
    localization: 'Localization',
    pois: 'POIs',
    edges: 'Edges',
    deleteMode: 'Delete mode',
    timeMode: 'Time mode',
  },
  /** SPEC 8: after 'scheduled', which of the shown layers are drawn again from the new radiomap. */
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

/** The delete rectangle from the keyboard: the hints announced while delete mode is on. */
export const DeleteRectangleMessages = {
  toolbarLabel: 'Delete fingerprints rectangle',
  idleHint:
    'Drag a rectangle on the map, or press Enter to start one at the map centre (arrow keys move the map first).',
  draggingHint: (inside: number) =>
    `${inside} fingerprint${inside === 1 ? '' : 's'} inside. Arrow keys stretch the rectangle (Shift: faster), Enter finishes it, Escape cancels.`,
  cancel: 'Cancel',
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
  lastUpload: (newScans: number, alreadyThere: number) =>
    `Last upload: ${newScans} new ${newScans === 1 ? 'fingerprint' : 'fingerprints'}, ${alreadyThere} already stored.`,
} as const;

/** Restoring an Anyplace backup archive. */
export const AnyplaceRestoreMessages = {
  noFloors: 'The archive holds no floor: allpois.json lists none and there is no plan or radiomap.',
  plansPlaced: (count: number) =>
    count === 0
      ? ''
      : `${count} ${count === 1 ? 'plan was' : 'plans were'} placed over ${count === 1 ? 'its' : 'their'} floor’s POIs and fingerprints (the archive has no georeference): check ${count === 1 ? 'it' : 'them'} in tab 2 and set ${count === 1 ? 'it' : 'them'} again.`,
  skippedConnections: (skipped: {
    missingPoi: number;
    otherBuilding: number;
    duplicate: number;
  }) => {
    const count = skipped.missingPoi + skipped.otherBuilding + skipped.duplicate;
    if (count === 0) return '';
    const reasons = [
      skipped.missingPoi > 0
        ? `${skipped.missingPoi} ${skipped.missingPoi === 1 ? 'names a POI' : 'name POIs'} the archive lacks (Anyplace leaves connectors out of allpois.json)`
        : '',
      skipped.otherBuilding > 0
        ? `${skipped.otherBuilding} ${skipped.otherBuilding === 1 ? 'leads' : 'lead'} to another building`
        : '',
      skipped.duplicate > 0
        ? `${skipped.duplicate} ${skipped.duplicate === 1 ? 'repeats' : 'repeat'} a link already kept or ${skipped.duplicate === 1 ? 'joins' : 'join'} a POI to itself`
        : '',
    ].filter((reason) => reason !== '');
    return `${count} ${count === 1 ? 'connection was' : 'connections were'} not restored: ${reasons.join('; ')}. Redraw the links you need.`;
  },
  invalidPoi: (puid: string, field: string, problem: string) =>
    `allpois.json: the POI ${quoted(puid)} cannot be restored: ${field} ${problem}.`,
  placementToCheck:
    'Placement to check: this plan was placed over the floor’s POIs and fingerprints when it was restored. Place it and set it again.',
  placementToCheckBadge: 'Placement to check',
} as const;

/**
 * The audit-route tab of the web app (issue 15): the planner, the route list, the
 * auditor's checklist and the QR label sheet. SPEC section 8's texts stay in AuditMessages.
 */
export const AuditRouteWebMessages = {
  introPlanner:
    "Plan audit routes for technicians: pick a building and floor, select its points of interest, choose how to order them, assign auditors and check the estimated time while the route is previewed on the map. Saved routes can be shown, edited and deleted below; their auditors record each POI's result from this tab, and QR labels for the selected POIs can be printed.",
  introAuditor:
    'The audit routes assigned to you. Open one to see it on the map and walk its checklist: record for each POI whether it was found, missing, in the wrong location or damaged, with an optional note. Results download as CSV or XLSX.',
  introSignedOut: 'Sign in as an admin, planner or auditor to plan or carry out audit routes.',
  introNotAllowed:
    'Audit routes are planned by planners and admins, on the buildings they own or co-own, and carried out by auditors. To plan routes for your own buildings, ask an administrator to give your account the planner role in user management.',
  plannerHeading: 'Plan a route',
  editingHeading: (name: string) => `Edit route "${name}"`,
  building: 'Building',
  floor: 'Floor',
  chooseBuilding: 'Choose a building',
  noPlannableBuildings:
    'Routes are planned on the buildings you own or co-own. Ask a building’s owner to add you as a co-owner in its edit tab.',
  chooseFloor: 'Choose a floor',
  loadingPois: 'Loading POIs…',
  noPois: 'No POIs on this floor can be audited.',
  selectAll: 'Select all',
  poisHeading: (selected: number, total: number) => `POIs (${selected} of ${total} selected)`,
  method: 'Optimisation method',
  methods: {
    'nearest-neighbor': 'Nearest neighbour',
    'shortest-path': 'Shortest path',
    'custom-order': 'Custom order',
  },
  orderHeading: 'Route order',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  routeName: 'Route name',
  description: 'Description',
  auditors: 'Auditors',
  noAuditors: 'No auditors to assign for this building.',
  estimatedTime: (minutes: number) => `Estimated time: ${minutes} min`,
  distance: (metres: number) => `Walk: ${Math.round(metres)} m`,
  save: 'Save route',
  saveChanges: 'Save changes',
  cancelEdit: 'Cancel edit',
  saving: 'Saving…',
  listHeading: 'Saved routes',
  noRoutes: 'No routes yet.',
  loadingRoutes: 'Loading routes…',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  open: 'Open',
  close: 'Close',
  routeSummary: (pois: number, minutes: number, floor: string) =>
    `Floor ${floor} · ${pois} POIs · ${minutes} min`,
  progress: (done: number, total: number) => `${done} of ${total} checked`,
  statusLabels: { active: 'Active', completed: 'Completed' },
  assignedTo: (names: string) => `Auditors: ${names}`,
  displayToggle: 'Show routes on the map',
  displaySelect: 'Route shown',
  checklistHeading: (name: string) => `Checklist: ${name}`,
  result: 'Result',
  note: 'Note (optional)',
  record: 'Record',
  recorded: (label: string) => `Recorded: ${label}`,
  change: 'Change',
  recordFailed: 'The result could not be recorded. Please try again.',
  downloadCsv: 'Results (CSV)',
  downloadXlsx: 'Results (XLSX)',
  resultsHeading: (done: number, total: number) => `Results: ${done} of ${total} POIs audited`,
  notAuditedYet: 'Not audited yet',
  resultBy: (label: string, auditor: string, when: string) => `${label}, by ${auditor} on ${when}`,
  downloadFailed: 'The results could not be downloaded. Please try again.',
  deleteFailed: 'The route could not be deleted. Please try again.',
  labelsButton: 'Print QR labels',
  labelsHeading: (count: number) => `QR labels for ${count} POIs`,
  labelsHint: 'Each label opens its POI on the map; on a route it opens its checklist entry.',
  labelsPrint: 'Print',
  labelsClose: 'Close labels',
  labelsNeedPois: 'Select POIs to print their labels.',
  labelType: 'Type',
  labelSerial: 'Serial',
  labelNoSerial: '—',
  labelQrAlt: (name: string) => `QR code opening ${name}`,
  routeNotFound: 'This audit route is not available to you.',
  poiNotOnRoute: 'This POI is not part of the route.',
} as const;

/** Viewer directions: the step-free option and the link to a route. */
export const WayfindingMessages = {
  stepFree: 'Step-free: elevators and ramps, no stairs',
  noStepFreeRoute:
    'There is no step-free route between these two points: every way between them uses stairs.',
  copyLink: 'Copy link',
  linkCopied: 'Link to this route copied!',
  linkCopyFailed: 'The link could not be copied. Copy it from here:',
} as const;

/** The POI symbols of the maps: their legend and the keyboard's way to them. */
export const PoiSymbolMessages = {
  legend: 'Legend',
  showLegend: 'Show the legend of POI icons',
  hideLegend: 'Hide the legend',
  connector: 'Connector',
  buildingEntrance: 'Building entrance',
  from: 'Start of the route',
  to: 'Destination',
  /** The list of the floor's POIs a keyboard reaches them by (the map draws them on its canvas). */
  floorPois: 'POIs of this floor',
  poiButton: (name: string, type: string) => `${name}, ${type}`,
} as const;

/** The base map when its tile server cannot be reached (offline, blocked, down). */
export const BaseMapMessages = {
  tilesFailed: (label: string) =>
    `The ${label} base map cannot be loaded (no internet connection, or its tile server is unreachable). Floor plans, POIs and routes still work.`,
  useNone: 'Use "None" as base map',
  dismiss: 'Dismiss',
} as const;

/** The sentence under each tab's heading: what a user can do in that tab today. */
export const PanelIntroMessages = {
  spaces:
    'Buildings and vessels: choose one to fly to it, drag the space icon onto the map to add one, and edit, publish or delete your own in tab 2.',
  floors:
    'Create and delete the floors of the selected space, step through them by floor number, and place a floor-plan image on the map by dragging, resizing and rotating it before it is tiled.',
  pois: 'Drop points of interest and connectors on the selected floor, keep their asset details (manufacturer, model, serial number, warranty), and link them into the navigation graph in edge mode.',
  heatmaps:
    "Show the selected floor's wifi coverage as coloured squares and its fingerprints as a heatmap (markers at the closest zoom), for all time or the days chosen on the time bar; hide or show the POIs and their connections; delete the fingerprints inside a rectangle you drag on the map; show its access points where their signals place them, each with its uncertainty circle and maker, filtered by MAC or manufacturer; and upload or delete the floor's radiomap logs.",
  campuses:
    'Group buildings into campuses, rename or delete them, export a campus, and share one viewer link for all of its buildings.',
  importExport:
    "Export the selected building as JSON or GeoJSON; update its POIs from an edited JSON export or Anyplace's allpois.json, from a spreadsheet of descriptions (.xlsx or .csv), or add and move them from GeoJSON; back up a whole building as an archive of floor plans, radio maps, POIs and connections, and restore one.",
  account:
    'Sign in with a local or federated account, change your name, e-mail and password, copy your API key, and open the user-management and asset-management applications with your session.',
} as const;
