import { AuditCycleConstants } from '../audit/constants.js';

/**
 * Space alerts (see docs/spaces-and-campuses.md#editing-a-space). Entries marked
 * `// verbatim` are kept word for word (see docs/README.md#texts-kept-for-anyplace-users).
 */
export const SpaceMessages = {
  deleteFailed: "Something's wrong. Please refresh. Info:", // verbatim
  campusDeleteFailed:
    "Something went wrong. It's likely that everything related to the campus is deleted but please refresh to make sure or try again.", // verbatim
  radiomapDeleteFailed: 'deleteRadiomaps: file does not exist.', // verbatim
  noBuildingForUpdate: 'No building selected for update.', // verbatim
  finishPrevious: 'Finish adding the previous building..', // verbatim
  requiredMissing: 'Some required fields are missing.', // verbatim
  invalidLatitude: 'Invalid building latitude.', // verbatim
  invalidLongitude: 'Invalid building longitude.', // verbatim
  auditIntervalLabel: 'Audit interval (days)',
  auditIntervalHint: `How often each asset of the space should be audited; the asset register marks assets due or overdue against it (default ${AuditCycleConstants.defaultIntervalDays}).`,
  auditedPlacesLegend: 'Places audited too',
  auditedPlacesHint:
    'Equipment is always audited. Places (stairs, rooms, toilets…) are due for an audit only when their type is ticked here.',
  invalidAuditInterval: `The audit interval must be a whole number of days from ${AuditCycleConstants.minIntervalDays} to ${AuditCycleConstants.maxIntervalDays}.`,
  duplicateAuditors: 'Duplicate auditor assignments detected. Please remove duplicates.', // verbatim
  onlyOwnAuditors: (names: string) =>
    `You can only assign auditors that are assigned to you: ${names}`, // verbatim
  noChanges: 'No changes detected. Building is already up to date.', // verbatim
  added: (spaceType: string) => `Added ${spaceType}`, // verbatim
  deleted: (spaceType: string) => `Deleted ${spaceType}. Please refresh.`, // verbatim
  deletedRadiomap: 'Deleted radiomap floor', // verbatim
  updated: 'Successfully updated building.', // verbatim
  auditorsAssigned: (names: string) => `Auditors assigned: ${names}.`, // verbatim
  auditorsCleared: 'All auditor assignments cleared.', // verbatim
  selectSpaceFirst: 'Select a space first', // verbatim
  /** Moving a whole building (its point, plans, POIs and fingerprints by one offset). */
  moved: (name: string) =>
    `Moved ${name} with its floor plans, POIs and fingerprints; their shape is unchanged.`,
  unknownUsers: (refs: string) => `Unknown users: ${refs}`,
} as const;

/** The spaces panel's own texts, worded as a user expects. */
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
