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
