import { ServerLimits } from '../api/constants.js';

const floorPlanFormats = 'PNG, JPEG, WebP, GIF, TIFF or AVIF';
const floorPlanMegapixels = ServerLimits.floorPlanMaxPixels / 1_000_000;

/** Floor and floor-plan alerts (see docs/floors-and-plans.md#setting-a-plan). */
/** Verbatim: every text here is kept word for word (see docs/README.md#texts-kept-for-anyplace-users). */
export const FloorMessages = {
  couldNotCreate: 'Could not create floor.',
  deleteFailed: 'Something went wrong while deleting the floor.',
  uploadError: 'Upload error',
  cantDownload: "Can't download floorplan",
  notFound: 'Floor not found.',
  minimumZoom: (current: number) => `Minimum zoom level: 18. (current: ${current})`,
  noBuildingSelected: 'Something went wrong. Have you selected a building?',
  invalidCoordinates: 'No valid coordinates for this floorplan.',
  noFloor: 'No floor selected.',
  noFloorNumber: 'No number associated with the selected floor.',
  noFloorToDelete: 'No floor seems to be selected.',
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

/** Why an uploaded floor-plan image was refused: the product's own texts (see docs/floors-and-plans.md#setting-a-plan). */
export const FloorPlanImageMessages = {
  notAnImage: `The file is not an image. Upload the floor plan as ${floorPlanFormats}.`,
  unsupportedFormat: (format: string) =>
    `${format.toUpperCase()} images are not supported. Upload the floor plan as ${floorPlanFormats}.`,
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} x ${height} pixels; a floor plan may have at most ${floorPlanMegapixels} megapixels.`,
  tooManyPixelsUnknownSize: `The image has too many pixels; a floor plan may have at most ${floorPlanMegapixels} megapixels.`,
  unreadable: 'The image could not be read: it is damaged or incomplete.',
} as const;

/** The floors panel and floor-plan placement: the product's own texts (see docs/floors-and-plans.md#floor-plan-placement). */
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
