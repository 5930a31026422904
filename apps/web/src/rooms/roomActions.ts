import {
  type BodyOf,
  type LonLat,
  type Opening,
  type OpeningWire,
  openingAdd,
  openingDelete,
  RoomEditorMessages,
  RoomMessages,
  type Unit,
  type UnitWire,
  unitAdd,
  unitDelete,
  unitsFloorAll,
  unitsFloorReplace,
  unitUpdate,
} from '@indoor/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { recordEdit, StepGone } from '../editor/history';
import { type FloorRooms, refreshFloorRooms } from './roomQueries';

/*
 * The room editor's saves (docs/rooms.md#editing). Each calls its endpoint (unitAdd,
 * unitUpdate, unitDelete, openingAdd, openingDelete; a split or a merge replaces the floor's
 * rooms and doors at once with unitsFloorReplace), refreshes the floor on every map and records
 * one step of the one history. The floor's rooms and doors are read just before and just after
 * the change: undo puts the floor back as it was before with unitsFloorReplace (the same ids),
 * redo as it was after. A step whose floor has changed since in another way (another editor,
 * another tab) is not replayed over that change: it fails for good (StepGone).
 */

export interface RoomFloorRef {
  buid: string;
  floor: string;
}

export interface RoomFields {
  name: string;
  category: Unit['category'];
  accessibility: NonNullable<Unit['accessibility']>;
}

function readFloor(ref: RoomFloorRef): Promise<FloorRooms> {
  return callApi(unitsFloorAll, { body: { buid: ref.buid, floor_number: ref.floor } });
}

/** A room or door as unitsFloorReplace takes it back (what its wire form holds, less the dates). */
function replaceBody(ref: RoomFloorRef, rooms: FloorRooms): BodyOf<typeof unitsFloorReplace> {
  return {
    buid: ref.buid,
    floor_number: ref.floor,
    units: rooms.units.map((unit) => ({
      id: unit.id,
      name: unit.name,
      category: unit.category as Unit['category'],
      accessibility: unit.accessibility as RoomFields['accessibility'],
      polygon: unit.polygon,
    })),
    openings: rooms.openings.map((opening) => ({
      id: opening.id,
      ...(opening.unit_id ? { unit_id: opening.unit_id } : {}),
      category: opening.category as Opening['category'],
      line: opening.line,
    })),
  };
}

/** What a floor holds, dates left out, in a stable order: equal floors give equal strings. */
export function floorContent(rooms: FloorRooms): string {
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.id.localeCompare(b.id));
  return JSON.stringify({
    units: byId(rooms.units).map(({ id, name, category, accessibility, polygon }) => [
      id,
      name,
      category,
      [...accessibility].sort(),
      polygon,
    ]),
    openings: byId(rooms.openings).map(({ id, unit_id, category, line }) => [
      id,
      unit_id,
      category,
      line,
    ]),
  });
}

export function unitLabel(unit: Pick<UnitWire, 'name'>): string {
  return unit.name.trim() === '' ? RoomMessages.unnamedUnit : `"${unit.name}"`;
}

export function createRoomActions(queryClient: QueryClient) {
  const refresh = (ref: RoomFloorRef) => refreshFloorRooms(queryClient, ref.buid, ref.floor);

  /** Puts the floor as `target` if it is still as `expected`; else the step is gone. */
  async function swap(ref: RoomFloorRef, expected: FloorRooms, target: FloorRooms) {
    const now = await readFloor(ref);
    if (floorContent(now) !== floorContent(expected)) {
      throw new StepGone(RoomEditorMessages.changedSince);
    }
    await callApi(unitsFloorReplace, { body: replaceBody(ref, target) });
    await refresh(ref);
  }

  /** Runs one change of the floor and records it as one undoable step. */
  async function recorded<T>(
    ref: RoomFloorRef,
    label: string,
    change: (before: FloorRooms) => Promise<T>,
  ): Promise<T> {
    const before = await readFloor(ref);
    const result = await change(before);
    const after = await readFloor(ref);
    recordEdit({
      label,
      undo: () => swap(ref, after, before),
      redo: () => swap(ref, before, after),
    });
    await refresh(ref);
    return result;
  }

  return {
    addRoom: (ref: RoomFloorRef, polygon: LonLat[], fields: RoomFields) =>
      recorded(ref, RoomEditorMessages.actionAddRoom(unitLabel(fields)), async () => {
        const answer = await callApi(unitAdd, {
          body: {
            buid: ref.buid,
            floor_number: ref.floor,
            polygon,
            name: fields.name,
            category: fields.category,
            accessibility: fields.accessibility,
          },
        });
        return answer.unit;
      }),

    updateRoom: (
      ref: RoomFloorRef,
      unit: UnitWire,
      changes: Partial<RoomFields> & { polygon?: LonLat[] },
    ) =>
      recorded(ref, RoomEditorMessages.actionEditRoom(unitLabel(unit)), async () => {
        const answer = await callApi(unitUpdate, {
          body: { id: unit.id, ...changes },
        });
        return answer.unit;
      }),

    deleteRoom: (ref: RoomFloorRef, unit: UnitWire) =>
      recorded(ref, RoomEditorMessages.actionDeleteRoom(unitLabel(unit)), async () => {
        await callApi(unitDelete, { body: { id: unit.id } });
      }),

    addDoor: (
      ref: RoomFloorRef,
      line: [LonLat, LonLat],
      unitId: string | null,
      category: Opening['category'],
    ) =>
      recorded(ref, RoomEditorMessages.actionAddDoor, async () => {
        const answer = await callApi(openingAdd, {
          body: {
            buid: ref.buid,
            floor_number: ref.floor,
            line,
            ...(unitId ? { unit_id: unitId } : {}),
            category,
          },
        });
        return answer.opening;
      }),

    deleteDoor: (ref: RoomFloorRef, opening: OpeningWire) =>
      recorded(ref, RoomEditorMessages.actionDeleteDoor, async () => {
        await callApi(openingDelete, { body: { id: opening.id } });
      }),

    /**
     * Replaces the floor with what `next` makes of it (a split or a merge): checked and stored
     * by the server in one transaction.
     */
    replaceFloor: (ref: RoomFloorRef, label: string, next: (before: FloorRooms) => FloorRooms) =>
      recorded(ref, label, async (before) => {
        await callApi(unitsFloorReplace, { body: replaceBody(ref, next(before)) });
      }),
  };
}

export type RoomActions = ReturnType<typeof createRoomActions>;
