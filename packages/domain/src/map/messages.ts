/** Why the browser could not locate the user (see docs/map-and-editor.md#my-location). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const GeolocationMessages = {
  permissionDenied: 'Please enable location access',
  positionUnavailable:
    "Position unavailable. The network is down or the positioning satellites couldn't be contacted.",
  timeout: 'Timeout on the geolocation request.',
  other: 'Error while geolocating. Please try again.',
  unsupported: 'Geolocation not supported by the browser.',
} as const;

export const MapMessages = {
  configFailed: 'Could not load the base-map configuration. Showing the offline map.',
} as const;

/** The search box's own texts (see docs/map-and-editor.md#search). */
export const SearchMessages = {
  hint: 'Type a space, a point of interest or a place, or a latitude and a longitude such as 57.0 21.0 and press Enter.',
  invalidCoordinates:
    'Not a valid position. Latitude goes from -90 to 90 and longitude from -180 to 180.',
  searching: 'Searching…',
  /** A finished search that found nothing, with the text searched. */
  noResults: (text: string) => `No place matches "${text}".`,
  /** A POI whose name another result shares: where it is. */
  poiInBuilding: (name: string, building: string, floor: string) =>
    `${name} — ${building}, ${floor}`,
  poiOnFloor: (name: string, floor: string) => `${name} — ${floor}`,
  failed: 'The search failed. Please try again.',
  inputLabel: 'Search spaces, points of interest, places or coordinates',
  placeholder: 'Search or type latitude, longitude',
  resultsLabel: 'Search results',
  kindLabels: { space: 'Space', poi: 'POI', place: 'Place' },
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

/** The base map when its tile server cannot be reached (offline, blocked, down). */
export const BaseMapMessages = {
  tilesFailed: (label: string) =>
    `The ${label} base map cannot be loaded (no internet connection, or its tile server is unreachable). Floor plans, POIs and routes still work.`,
  useNone: 'Use "None" as base map',
  dismiss: 'Dismiss',
} as const;
