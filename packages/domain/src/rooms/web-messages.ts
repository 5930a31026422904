/**
 * Texts of the rooms and doors drawn on the planner's and the viewer's maps, and of rooms
 * found by the search box (docs/rooms.md#on-the-map).
 */
export const RoomWebMessages = {
  /** The kind of a room in the search results, beside the kinds of spaces, POIs and places. */
  searchKind: 'Room',
  /** The planner could not read the selected floor's rooms and doors. */
  fetchFailed: 'The rooms and doors of this floor could not be loaded.',
} as const;

/** Texts of the planner's room editor (docs/rooms.md#editing). */
export const RoomEditorMessages = {
  heading: 'Rooms',
  intro: 'The rooms and doors of this floor. Draw a room over the floor plan, then its doors.',
  noRooms: 'This floor has no rooms yet.',
  roomsList: 'Rooms of this floor',
  doorsList: 'Doors of this floor',
  doorsHeading: 'Doors',
  noDoors: 'This floor has no doors yet.',
  unnamed: '(no name)',
  doorOf: (room: string) => `Door of ${room}`,
  doorNoRoom: 'Door',
  drawRoom: 'Draw a room',
  addDoor: 'Add a door',
  editRoom: 'Edit',
  editOutline: 'Move corners',
  splitRoom: 'Split',
  mergeRoom: 'Merge',
  deleteRoom: 'Delete',
  deleteDoor: 'Delete',
  mergeWith: 'Merge with',
  noNeighbours: 'No other room shares a wall with this one.',
  signInToEdit: 'Sign in as an editor of this space to draw rooms and doors.',
  selectFloorFirst: 'Select a space and a floor to see its rooms.',
  loading: 'Loading the rooms…',
  toolbarLabel: 'Room editor',
  traceHint: (corners: number) =>
    corners === 0
      ? 'Click the first corner of the room. Shift: right angles; Backspace: remove the last corner; Escape: cancel.'
      : corners < 3
        ? `${corners} ${corners === 1 ? 'corner' : 'corners'}. Click the next corner.`
        : `${corners} corners. Click the first corner, or press Enter on the first or last corner, to close the room.`,
  /** How to draw from the keyboard, under each drawing mode's hint (the dot is the pointer). */
  traceKeysHint:
    'Keyboard: the arrow keys move the blue dot (Shift: larger steps), Enter puts a corner there.',
  snapped: (kind: 'corner' | 'edge') =>
    kind === 'corner' ? 'On a corner of a room' : 'On a wall of a room',
  closeRoom: 'Close the room',
  removeCorner: 'Remove last corner',
  backToDrawing: 'Back to drawing',
  formLabel: 'New room',
  name: 'Name',
  category: 'Category',
  accessibility: 'Accessibility',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  outlineHint:
    'Drag a corner, or press Tab to choose one and the arrow keys to move it. Enter or Save keeps the outline.',
  cornerChosen: (corner: number, corners: number) => `Corner ${corner} of ${corners} chosen.`,
  splitHint: 'Click two points outside the room: the room is cut along the line between them.',
  splitKeysHint:
    'Keyboard: the arrow keys move the blue dot (Shift: larger steps), Enter puts an end of the line there, Backspace takes it back.',
  splitFailed: 'The line must cross the room from one wall to another: start and end it outside.',
  mergeFailed: 'These rooms do not share a wall: they cannot be merged.',
  doorHint: (ends: number) =>
    ends === 0 ? 'Click a wall where the door begins.' : 'Click the wall where the door ends.',
  doorKeysHint:
    'Keyboard: the arrow keys move the blue dot (Shift: larger steps), Enter puts an end of the door on the wall there.',
  doorOffWall: 'Click on a wall of a room: a door lies in a wall.',
  doorFormLabel: 'New door',
  doorCategory: 'Kind of door',
  confirmDeleteRoom: (name: string) => `Delete the room ${name}? Its doors stay.`,
  actionAddRoom: (name: string) => `adding the room ${name}`,
  actionEditRoom: (name: string) => `changing the room ${name}`,
  actionDeleteRoom: (name: string) => `deleting the room ${name}`,
  actionSplitRoom: (name: string) => `splitting the room ${name}`,
  actionMergeRooms: (a: string, b: string) => `merging the rooms ${a} and ${b}`,
  actionAddDoor: 'adding a door',
  actionDeleteDoor: 'deleting a door',
  roomSaved: (name: string) => `Room ${name} saved.`,
  doorSaved: 'Door saved.',
  changedSince:
    'The rooms or doors of this floor have changed since: this step can no longer be undone.',
} as const;
