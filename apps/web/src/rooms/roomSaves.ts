import {
  AlertLevel,
  closeRing,
  type LonLat,
  mergeOutlines,
  type OpeningWire,
  RoomEditorConstants,
  RoomEditorMessages,
  type UnitWire,
} from '@indoor/domain';
import { errorMessage } from '../api/client';
import { newClientId } from '../audit-routes/resultOutbox';
import { leaveMode } from '../editor/editor';
import { showAlert } from '../state/alerts';
import type { RoomActions, RoomFields, RoomFloorRef } from './roomActions';
import { unitLabel } from './roomActions';
import { doorUnitId, roomDoorMode } from './roomDoorMode';
import { roomEditor, setRoomEditor } from './roomEditorStore';
import { mergeFloor, splitFloor } from './roomEdits';
import { roomOutlineMode } from './roomOutlineMode';
import { roomSplitMode } from './roomSplitMode';
import { dispatchTrace } from './roomTraceMode';

/*
 * The room editor's saves as the modes, the toolbar and the panel call them
 * (docs/rooms.md#editing): each one marks its drawing as saving, calls the actions
 * (roomActions.ts: the API and the history), and on success ends the drawing; a refusal
 * is shown as an alert with the server's message (naming the corner) and the drawing is
 * kept so that it can be fixed. The actions need the app's query client: the map's
 * RoomEditLayers installs them.
 */

let actions: RoomActions | null = null;

export function installRoomActions(next: RoomActions | null): void {
  actions = next;
}

function floorRef(): RoomFloorRef | null {
  const floor = roomEditor().floor;
  return floor ? { buid: floor.buid, floor: floor.floor } : null;
}

function refused(error: unknown): string {
  const text = errorMessage(error, error instanceof Error ? error.message : String(error));
  showAlert({ level: AlertLevel.danger, text });
  return text;
}

/** Saves the traced outline as a new room. */
export async function saveTracedRoom(fields: RoomFields): Promise<boolean> {
  const { trace } = roomEditor();
  const ref = floorRef();
  if (trace.name !== 'naming' || !ref || !actions) return false;
  dispatchTrace({ type: 'submit' });
  try {
    await actions.addRoom(ref, closeRing(trace.corners), fields);
  } catch (error) {
    dispatchTrace({ type: 'failed', message: refused(error) });
    return false;
  }
  dispatchTrace({ type: 'saved' });
  showAlert({ level: AlertLevel.success, text: RoomEditorMessages.roomSaved(unitLabel(fields)) });
  return true;
}

/** Saves the door whose two ends are placed. */
export async function saveDoor(): Promise<boolean> {
  const { door } = roomEditor();
  const ref = floorRef();
  if (door?.name !== 'naming' || !ref || !actions) return false;
  setRoomEditor({ door: { ...door, name: 'saving' } });
  try {
    await actions.addDoor(
      ref,
      [door.ends[0].at, door.ends[1].at],
      doorUnitId(door.ends),
      door.category,
    );
  } catch (error) {
    refused(error);
    setRoomEditor({ door });
    return false;
  }
  setRoomEditor({ door: null, pointer: null });
  leaveMode(roomDoorMode);
  showAlert({ level: AlertLevel.success, text: RoomEditorMessages.doorSaved });
  return true;
}

/** Keeps the moved corners of the room being changed. */
export async function saveOutline(): Promise<boolean> {
  const { outline } = roomEditor();
  const ref = floorRef();
  const unit = outline && roomEditor().floor?.units.find((u) => u.id === outline.unitId);
  if (!outline || outline.saving || !unit || !ref || !actions) return false;
  setRoomEditor({ outline: { ...outline, saving: true } });
  try {
    await actions.updateRoom(ref, unit, { polygon: closeRing(outline.corners) });
  } catch (error) {
    refused(error);
    setRoomEditor({ outline: { ...outline, saving: false } });
    return false;
  }
  setRoomEditor({ outline: null });
  leaveMode(roomOutlineMode);
  return true;
}

/** Cuts `unit` into `parts` (the first keeps the room, the second is a new room). */
export async function saveSplit(unit: UnitWire, parts: [LonLat[], LonLat[]]): Promise<boolean> {
  const { split } = roomEditor();
  const ref = floorRef();
  if (!split || !ref || !actions) return false;
  setRoomEditor({ split: { ...split, saving: true } });
  const name = unit.name.trim() === '' ? '' : `${unit.name}${RoomEditorConstants.splitNameSuffix}`;
  try {
    await actions.replaceFloor(ref, RoomEditorMessages.actionSplitRoom(unitLabel(unit)), (before) =>
      splitFloor(before, unit.id, [closeRing(parts[0]), closeRing(parts[1])], newClientId(), name),
    );
  } catch (error) {
    refused(error);
    setRoomEditor({ split: { ...split, ends: [], saving: false } });
    return false;
  }
  setRoomEditor({ split: null, pointer: null });
  leaveMode(roomSplitMode);
  return true;
}

/** Joins `other` into `unit` when they share a wall. */
export async function saveMerge(unit: UnitWire, other: UnitWire): Promise<boolean> {
  const ref = floorRef();
  if (!ref || !actions) return false;
  const outline = mergeOutlines(unit.polygon as LonLat[], other.polygon as LonLat[]);
  if (!outline) {
    showAlert({ level: AlertLevel.warning, text: RoomEditorMessages.mergeFailed });
    return false;
  }
  try {
    await actions.replaceFloor(
      ref,
      RoomEditorMessages.actionMergeRooms(unitLabel(unit), unitLabel(other)),
      (before) => mergeFloor(before, unit.id, other.id, outline),
    );
  } catch (error) {
    refused(error);
    return false;
  }
  return true;
}

export async function saveRoomDelete(unit: UnitWire): Promise<boolean> {
  const ref = floorRef();
  if (!ref || !actions) return false;
  try {
    await actions.deleteRoom(ref, unit);
  } catch (error) {
    refused(error);
    return false;
  }
  return true;
}

export async function saveDoorDelete(opening: OpeningWire): Promise<boolean> {
  const ref = floorRef();
  if (!ref || !actions) return false;
  try {
    await actions.deleteDoor(ref, opening);
  } catch (error) {
    refused(error);
    return false;
  }
  return true;
}

/** Changes a room's name, category or accessibility. */
export async function saveRoomFields(unit: UnitWire, fields: RoomFields): Promise<boolean> {
  const ref = floorRef();
  if (!ref || !actions) return false;
  try {
    await actions.updateRoom(ref, unit, fields);
  } catch (error) {
    refused(error);
    return false;
  }
  return true;
}
