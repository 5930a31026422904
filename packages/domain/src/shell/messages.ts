/** The alert levels. Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const AlertLevel = {
  danger: 'danger',
  success: 'success',
  info: 'info',
  warning: 'warning',
} as const;
export type AlertLevel = (typeof AlertLevel)[keyof typeof AlertLevel];

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
  loadingScreen: 'Loading…',
  mapType: 'Map type',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  yourLocation: 'Your location',
  showMyLocation: 'Show my location',
  hideMyLocation: 'Hide my location',
  centreOnSelection: 'Centre on the selected space',
  /** The phone sheet's button, by the sheet's height now: what a press does. */
  phoneSheetButton: {
    peek: 'Show more of the control bar',
    half: 'Show all of the control bar',
    full: 'Show less of the control bar',
  },
} as const;

/** The sentence under each tab's heading: what a user can do in that tab today. */
export const PanelIntroMessages = {
  spaces:
    'Buildings and vessels: choose one to fly to it, drag the space icon onto the map to add one, and edit, publish or delete your own in tab 2.',
  floors:
    "Create and delete the floors of the selected space, step through them by floor number, place a floor-plan image on the map by dragging, resizing and rotating it before it is tiled, and draw the floor's rooms and doors: trace a room with the mouse or the keyboard, move its corners, split or merge rooms, and add doors in their walls.",
  pois: 'Drop points of interest and connectors on the selected floor, keep their asset details (manufacturer, model, serial number, warranty), and link them into the navigation graph in edge mode.',
  heatmaps:
    "Show the selected floor's wifi coverage as coloured squares with the signal range of each colour, and its fingerprints as a heatmap (markers with their details at the closest zoom), for all time or the days chosen on the dated time bar; hide or show the POIs and their connections; delete the fingerprints inside a rectangle you drag on the map; show its access points where their signals place them, with the uncertainty circle of the one you point at and its maker, filtered by MAC or manufacturer; show the ACCES map of the positioning error expected across the floor, with where to survey next as a route to download; and upload or delete the floor's radiomap logs and matrices.",
  campuses:
    "Group buildings into campuses, rename or delete them, export a campus as JSON or as one IMDF venue (checked against IMDF's rules before it is saved), and share one viewer link for all of its buildings.",
  importExport:
    "Export the selected building as JSON, GeoJSON or an IMDF archive (checked against IMDF's rules before it is saved); update its POIs from an edited JSON export or Anyplace's allpois.json, from a spreadsheet of descriptions (.xlsx or .csv), or add and move them from GeoJSON; back up a whole building as an archive of floor plans, radio maps, POIs and connections, and restore one; import a whole building, walking graph included, from a server that answers Anyplace's API; or make a new building of an IMDF archive, checked against IMDF's rules before anything is imported.",
  account:
    'Sign in with a local or federated account, change your name, e-mail and password, copy your API key, and open the user-management and asset-management applications with your session.',
} as const;
