import { ImdfConstants } from '../imdf/constants.js';

/**
 * Rules for rooms (units) and doors (openings) on a floor (see docs/rooms.md#the-rules).
 * The tolerances are the IMDF validator's, so that what the server accepts exports as a
 * valid IMDF archive.
 */
export const RoomConstants = {
  /** A room's outline has at least this many distinct corners. */
  minCorners: 3,
  /** And at most this many (a drawn room has tens; the cap bounds the server's work). */
  maxCorners: 500,
  /** Two rooms of a floor may share this much area, in m² (rounding along shared walls). */
  overlapToleranceM2: ImdfConstants.unitOverlapToleranceM2,
  /** Each end of a door lies within this many metres of a room's wall. */
  openingBoundaryToleranceM: ImdfConstants.openingBoundaryToleranceM,
  /** A point this close to a room's wall (metres) counts as inside the room. */
  pointOnBoundaryToleranceM: ImdfConstants.pointOnBoundaryToleranceM,
  /** Rooms and doors of one floor replaced at once. */
  maxUnitsPerFloor: 2000,
  maxOpeningsPerFloor: 4000,
  /** Longest room name. */
  nameMaxLength: 200,
  /** What a room or door is when its editor does not say. */
  defaultUnitCategory: 'room',
  defaultOpeningCategory: 'pedestrian',
  /** Rooms of the selected space listed by the search box, as many as of spaces and POIs. */
  searchResultLimit: 5,
  /** A floor's rooms read for a search are used again for this long (ms) unless changed. */
  searchCacheMs: 60_000,
} as const;

/**
 * The planner's room editor (docs/rooms.md#editing), in screen pixels: how near the pointer
 * snaps to a corner or wall, closes an outline on its first corner, or picks a corner handle;
 * how far an arrow key moves the chosen corner or the keyboard's pointer (Shift: the larger
 * step).
 */
export const RoomEditorConstants = {
  snapPx: 10,
  closePx: 12,
  /** A door's ends snap to the nearest wall within this distance. */
  doorSnapPx: 16,
  handlePx: 10,
  keyStepPx: { normal: 1, fast: 10 },
  /** The keyboard's pointer is kept this far clear of what covers the map (the map pans). */
  keyPointerRevealPx: 24,
  /** A room split off another is named after it with this after the name. */
  splitNameSuffix: ' 2',
} as const;
