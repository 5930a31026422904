import {
  type LonLat,
  type Opening,
  openingProblem,
  type Unit,
  type UnitWire,
} from '@indoor/domain';
import type { FloorRooms } from './roomQueries';

/*
 * What a split or a merge makes of a floor's rooms and doors (docs/rooms.md#splitting-and-merging),
 * computed in the browser and stored at once with unitsFloorReplace. A door keeps the room it
 * lies on: after a split the part whose wall it is in, after a merge the merged room; a door in
 * the wall a merge takes away goes with it.
 */

/** The rules' view of a room and a door of one floor (the floor itself does not matter here). */
const asUnit = (unit: UnitWire): Unit => ({
  id: unit.id,
  buid: '',
  floorNumber: 0,
  name: unit.name,
  category: unit.category as Unit['category'],
  polygon: unit.polygon as LonLat[],
});

const doorOn = (line: LonLat[], unit: UnitWire): boolean =>
  openingProblem(
    {
      id: '',
      buid: '',
      floorNumber: 0,
      unitId: unit.id,
      category: 'pedestrian',
      line: line as [LonLat, LonLat],
    } satisfies Opening,
    [asUnit(unit)],
  ) === undefined;

/**
 * The floor with `unitId` cut in two: the first part keeps the room's id and name, the second
 * is a new room `newId` called `newName`, of the same category and accessibility.
 */
export function splitFloor(
  before: FloorRooms,
  unitId: string,
  parts: readonly [LonLat[], LonLat[]],
  newId: string,
  newName: string,
): FloorRooms {
  const old = before.units.find((unit) => unit.id === unitId);
  if (!old) return before;
  const kept: UnitWire = { ...old, polygon: parts[0] };
  const added: UnitWire = { ...old, id: newId, name: newName, polygon: parts[1] };
  return {
    units: before.units.flatMap((unit) => (unit.id === unitId ? [kept, added] : [unit])),
    openings: before.openings.map((opening) => {
      if (opening.unit_id !== unitId) return opening;
      const on = [kept, added].find((part) => doorOn(opening.line as LonLat[], part));
      return { ...opening, unit_id: on?.id ?? null };
    }),
  };
}

/**
 * The floor with `dropId` joined into `keepId` along `outline` (their union): the kept room's
 * name, category and accessibility stay; the doors of either go to it, those no longer on
 * its walls (the wall between them) are removed.
 */
export function mergeFloor(
  before: FloorRooms,
  keepId: string,
  dropId: string,
  outline: LonLat[],
): FloorRooms {
  const old = before.units.find((unit) => unit.id === keepId);
  if (!old) return before;
  const merged: UnitWire = { ...old, polygon: outline };
  return {
    units: before.units
      .filter((unit) => unit.id !== dropId)
      .map((unit) => (unit.id === keepId ? merged : unit)),
    openings: before.openings.flatMap((opening) => {
      if (opening.unit_id !== keepId && opening.unit_id !== dropId) return [opening];
      return doorOn(opening.line as LonLat[], merged) ? [{ ...opening, unit_id: keepId }] : [];
    }),
  };
}
