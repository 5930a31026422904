import { RoomConstants } from './constants.js';

const metres = (value: number) => (Math.round(value * 100) / 100).toString();

/**
 * Texts about rooms and doors, the server's answers to a refused change (docs/rooms.md).
 * Corners are numbered from 1, in the order the outline lists them.
 */
export const RoomMessages = {
  tooFewCorners: `A room needs at least ${RoomConstants.minCorners} different corners.`,
  tooManyCorners: `A room may have at most ${RoomConstants.maxCorners} corners.`,
  notClosed: 'The outline of a room must end at its first corner.',
  badCorner: (corner: number) =>
    `Corner ${corner} is not a position: longitude must be -180 to 180 and latitude -90 to 90.`,
  cornersCross: (corner: number, from: number, to: number) =>
    `Corner ${corner} crosses the edge from corner ${from} to corner ${to}.`,
  cornerTurnsBack: (corner: number) =>
    `Corner ${corner} turns straight back along the edge before it.`,
  unitsOverlap: (name: string, areaM2: number) =>
    `The room overlaps "${name}" by ${metres(areaM2)} m²; rooms of a floor may share only their walls.`,
  openingEndsSame: 'A door needs two different ends.',
  badOpeningEnd: (end: number) =>
    `End ${end} of the door is not a position: longitude must be -180 to 180 and latitude -90 to 90.`,
  openingOffBoundary: (distanceM: number) =>
    `The door is ${metres(distanceM)} m from the nearest room wall; it must lie on one (within ${RoomConstants.openingBoundaryToleranceM} m).`,
  openingNoUnits: 'A door needs a room on its floor: draw the room first.',
  openingOffItsUnit: (name: string, distanceM: number) =>
    `The door is ${metres(distanceM)} m from the walls of "${name}"; it must lie on one (within ${RoomConstants.openingBoundaryToleranceM} m).`,
  openingUnitMissing: 'The door names a room that is not on its floor.',
  unitNotFound: 'Room not found.',
  openingNotFound: 'Door not found.',
  duplicateId: (id: string) => `The id ${id} is given twice.`,
  idTaken: 'An id of these rooms or doors already belongs to another floor.',
  unitDeleted: 'Room deleted.',
  openingDeleted: 'Door deleted.',
  /** A room without a name, in messages. */
  unnamedUnit: 'a room without a name',
} as const;
