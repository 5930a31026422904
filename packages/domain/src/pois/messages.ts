/** POI and connection alerts (see docs/pois-and-navigation.md#connections). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
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
  connectionMissing: 'The connection attempted to delete does not exist in the system.',
  missingPoiA: 'No valid connection has been selected. Missing POI A.',
  missingPoiB: 'No valid connection has been selected. Missing POI B.',
  enableEdgeMode: 'Enable "Edge Mode" so you can delete connections by clicking on them.',
  noBuildingRefresh: 'It seems there is no building selected. Please refresh.',
  tooFar: 'The marker was placed too far away from the selected building.',
  onlySubmitted: 'Only submitted objects can be connected together.',
  fileUpdateFailed: 'Something went wrong while updating POI.',
  invalidLatitude: 'POI has invalid latitude format',
  invalidLongitude: 'POI has invalid longitude format',
  noSelectedFloor: 'No selected floor found.',
  floorCoordinatesNotFound: 'Floor coordinates not found.',
  malformedEnds:
    'One or both of the POIs attempted to be connected seem to be be malformed. Please refresh.',
  updated: 'Successfully updated POI.',
  deleted: 'POI deleted.',
  poisUpdated: 'Successfully updated POIs.',
} as const;

/**
 * POI and connector forms and the navigation-graph check (see docs/pois-and-navigation.md#graph-check).
 * Entries marked `// verbatim` are kept word for word (see docs/README.md#texts-kept-for-anyplace-users).
 */
export const PoiUiMessages = {
  formTitle: 'POI Asset Management', // verbatim
  connectorTitle: 'Connector',
  sections: {
    // verbatim
    basic: 'Basic Information',
    asset: 'Asset Details',
    warranty: 'Warranty Information',
  },
  labels: {
    puid: 'POI id',
    externalId: 'External id',
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
  update: 'Update',
  updating: 'Updating…',
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
  floorPois: (count: number) =>
    count === 1 ? '1 POI on this floor' : `${count} POIs on this floor`,
  noPoisOnFloor: 'No POIs on this floor yet.',
  selectSpaceFirst: 'Select a space and one of its floors to see and edit its POIs.',
  signInToEdit: 'Sign in with an account that may edit this space to add, move and connect POIs.',
  loadingPois: 'Loading POIs…',
  poisTab: 'POIs',
  editTab: 'Edit',
  tabsLabel: 'POI panel tabs',
  floorPoisList: 'POIs of the floor',
  typeLabel: 'Type',
  warrantyLabel: 'Warranty',
  lifetime: 'Lifetime',
  poiId: (puid: string) => `ID ${puid}`,
  /** The room a saved POI lies in, read-only in its form and facts (docs/rooms.md#pois-in-rooms). */
  inRoom: (name: string) => `Room: ${name.trim() === '' ? 'a room without a name' : name}`,
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
