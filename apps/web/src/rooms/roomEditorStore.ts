import type { LonLat, Opening, OpeningWire, UnitWire } from '@indoor/domain';
import { create } from 'zustand';
import { onMapDetached } from '../editor/editor';
import { idleTrace, type RoomTrace } from './roomTraceMachine';

/*
 * What the room editor's modes have under way (docs/rooms.md#editing), in one store the map's
 * drawing layers (RoomEditLayers) and the toolbar over the map (RoomEditorToolbar) render from.
 * At most one of trace, door, outline and split is under way: each belongs to its mode
 * (roomTraceMode.ts, roomDoorMode.ts, roomOutlineMode.ts, roomSplitMode.ts), and entering a
 * mode exits the one before, which drops its own.
 */

/** The selected floor as the editor works on it: kept current by RoomEditLayers. */
export interface RoomFloorData {
  buid: string;
  floor: string;
  units: UnitWire[];
  openings: OpeningWire[];
}

/** Where the pointer would put the next point, and what it snapped to. */
export interface RoomPointer {
  at: LonLat;
  snap: 'corner' | 'edge' | null;
  /** A click here closes the outline being traced (it is on the first corner). */
  closes: boolean;
}

export interface DoorEnd {
  at: LonLat;
  /** The room whose wall the end snapped to. */
  unitId: string;
}

/** A door being added: its ends clicked on walls, then its kind chosen. */
export type DoorDraft =
  | { name: 'placing'; ends: DoorEnd[] }
  | { name: 'naming'; ends: [DoorEnd, DoorEnd]; category: Opening['category'] }
  | { name: 'saving'; ends: [DoorEnd, DoorEnd]; category: Opening['category'] };

/** A room's corners being moved; `chosen` is the corner the keyboard moves (from 0). */
export interface OutlineDraft {
  unitId: string;
  /** Open: no closing repeat. */
  corners: LonLat[];
  chosen: number | null;
  saving: boolean;
}

/** A line being drawn across a room to cut it in two. */
export interface SplitDraft {
  unitId: string;
  ends: LonLat[];
  saving: boolean;
}

export interface RoomEditorStateView {
  floor: RoomFloorData | null;
  trace: RoomTrace;
  door: DoorDraft | null;
  outline: OutlineDraft | null;
  split: SplitDraft | null;
  pointer: RoomPointer | null;
  /**
   * Where the keyboard's pointer is (before snapping), drawn as a dot while the arrow keys
   * move it; null once the mouse has moved (the mouse's own cursor shows where it is).
   */
  keyPointer: LonLat | null;
}

export const useRoomEditorStore = create<RoomEditorStateView>()(() => ({
  floor: null,
  trace: idleTrace,
  door: null,
  outline: null,
  split: null,
  pointer: null,
  keyPointer: null,
}));

export const roomEditor = () => useRoomEditorStore.getState();

export function setRoomEditor(change: Partial<RoomEditorStateView>): void {
  useRoomEditorStore.setState(change);
}

/** The rooms of the floor other than `unitId`: what a pointer snaps to. */
export function otherUnits(unitId: string | null): UnitWire[] {
  return (roomEditor().floor?.units ?? []).filter((unit) => unit.id !== unitId);
}

export function unitById(unitId: string): UnitWire | undefined {
  return roomEditor().floor?.units.find((unit) => unit.id === unitId);
}

onMapDetached(() => {
  useRoomEditorStore.setState({
    trace: idleTrace,
    door: null,
    outline: null,
    split: null,
    pointer: null,
    keyPointer: null,
  });
});
