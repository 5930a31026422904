/** Saving, deleting and showing audit routes (see docs/audit.md#saving-a-route). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const AuditMessages = {
  saveFailedWith: (message?: string) => `Error saving route: ${message || 'Unknown error'}`,
  saveRequestFailed: 'Error saving route. Please try again.',
  saved: 'Audit route saved successfully!',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete the route "${name}"? This action cannot be undone.`,
  noRoutesToDisplay: 'No routes available to display. Please create a route first.',
  missingFields: 'Please fill in all required fields and select POIs for the route.',
  needTwoPois: 'Please select at least 2 POIs to optimize the route.',
} as const;

/**
 * Audit routes on the server and their results: the permission, validation and export texts
 * are the product's own; the save texts are AuditMessages (see docs/audit.md#route-fields).
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
  clientIdTaken:
    'This result was sent with the id of another result. Record it again to send it with a new id.',
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

/** The audit cycle in the asset register (see docs/audit.md#audit-cycle). */
export const AuditCycleMessages = {
  ok: 'Audited',
  /** The state of an asset never audited whose first interval has not run out yet. */
  notDueYet: 'Not due yet',
  /** The state of an asset whose type is a place its space does not audit. */
  exempt: 'Not audited',
  /** The state of an asset whose last audit found a problem: the problem, to act on. */
  problem: (result: string) => `${result}: needs attention`,
  problemsFilter: 'Problems found',
  lastAuditOn: (day: string, auditor: string) =>
    auditor === '' ? `Last audit ${day}:` : `Last audit ${day} by ${auditor}:`,
  due: 'Due for audit',
  overdue: 'Overdue',
  neverAudited: 'Never audited',
  columns: { lastAudit: 'Last audit', lastResult: 'Last result', auditedBy: 'Audited by' },
  /** The register's column of where each asset stands in its space's audit cycle. */
  stateColumn: 'Audit',
  filterLabel: 'Audit',
  anyState: 'Any',
} as const;

/**
 * The audit-route tab of the web app: the planner, the route list, the auditor's checklist
 * and the QR label sheet (see docs/audit.md#carrying-out-a-route); the verbatim texts stay
 * in AuditMessages.
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
  listHeading: 'Saved routes',
  noRoutes: 'No routes yet.',
  loadingRoutes: 'Loading routes…',
  view: 'View',
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
  note: 'Note (optional)',
  recorded: (label: string) => `Recorded: ${label}`,
  change: 'Change',
  recordFailed: 'The result could not be recorded. Please try again.',
  waitingToSend: (label: string) => `Waiting to send: ${label}`,
  waitingCount: (count: number) =>
    count === 1 ? '1 result waiting to send' : `${count} results waiting to send`,
  refused: (label: string, message: string) => `Not recorded (${label}): ${message}`,
  stopsList: 'Stops, the next to check first',
  /** A stop's type and floor under its name. */
  stopDetails: (type: string, floor: string) => `${type} · ${floor}`,
  /** A stop's row as a screen reader reads it: number, name, details and state. */
  stopRow: (order: number, name: string, details: string, state: string) =>
    `${order}. ${name}, ${details}: ${state}`,
  stopOpen: 'Not checked yet',
  /** Under the result's label in a stop's badge while the result waits to be sent. */
  waitingBadge: 'Waiting to send',
  resultFor: (name: string) => `Result for ${name}`,
  /** A numbered step marker on the map, with the stop's state once it has a result. */
  stepMarker: (order: number, name: string, state?: string) =>
    state ? `${order}. ${name}: ${state}` : `${order}. ${name}`,
  refusedWithoutMessage: 'The server refused this result.',
  dismissRefused: 'Dismiss',
  downloadCsv: 'Results (CSV)',
  downloadXlsx: 'Results (XLSX)',
  resultsHeading: (done: number, total: number) => `Results: ${done} of ${total} POIs audited`,
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
  /** Under a route whose two consecutive stops the walking graph does not link. */
  noWalkingPath: (fromOrder: number, fromName: string, toOrder: number, toName: string) =>
    `No walking path between stop ${fromOrder} (${fromName}) and stop ${toOrder} (${toName}): drawn straight.`,
  /** Under a route whose floor's POIs or connections could not be read. */
  walkingPathsUnavailable:
    'The walking paths of this floor could not be loaded: the route is drawn straight between its stops.',
} as const;

/** Assigning auditors to a space: who may be assigned, and how many. */
export const AuditorAssignmentMessages = {
  notAuditors: (names: string) => `Only users with the auditor role can be assigned: ${names}`,
  tooMany: (limit: number) => `You can assign at most ${limit} auditors to a space.`,
  unknown: (refs: string) => `Unknown auditors: ${refs}`,
} as const;
