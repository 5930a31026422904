/** The viewer's own texts, worded as a user expects (see docs/pois-and-navigation.md#viewer). */
export const ViewerMessages = {
  spaceUnavailable: 'This space is not available or not published.',
  campusUnavailable: 'This campus is not available or not published.',
  missingId: 'This viewer link names no space. Use /viewer/?buid=<space id>.',
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

/** Viewer texts added with the floor selector and campus links. */
export const ViewerUiMessages = {
  loadingCampus: 'Loading the campus…',
  floorsFailed: 'The floors of this space could not be loaded.',
  campusWithoutPositions: 'None of the buildings of this campus has a position on the map.',
  loadingFloors: 'Loading floors…',
  buildingsOfCampus: 'Buildings of the campus',
  floorLabel: 'Floor',
  floorBelow: 'Floor below',
  floorAbove: 'Floor above',
} as const;

/** Indoor navigation in the viewer (see docs/pois-and-navigation.md#viewer): POI popups, the directions panel, route steps. */
export const ViewerNavigationMessages = {
  panelTitle: 'Directions',
  fromLabel: 'From',
  toLabel: 'To',
  /** A room among the To field's choices (the route ends at its door). */
  roomKind: 'Room (to its door)',
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
