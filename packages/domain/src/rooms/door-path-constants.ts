/**
 * Walking paths made through doors (docs/rooms.md#walking-paths-through-doors).
 */
export const DoorPathConstants = {
  /** An existing POI this close (metres) to a door's middle or a room's centre is used again. */
  reuseWithinM: 0.5,
  /**
   * A door in an outer wall (of one room) is joined to the nearest existing connector
   * outside the rooms, or in a corridor, at most this far (metres) from its middle.
   */
  walkwayReachM: 5,
  /** Rooms of these IMDF categories are corridors: their connectors may take an outer door. */
  walkwayCategories: [
    'walkway',
    'walkway.island',
    'lobby',
    'footbridge',
    'movingwalkway',
    'platform',
    'waitingroom',
  ],
} as const;
