import {
  compareFloorNumbers,
  type Floor,
  georeferenceFromCorners,
  nextFloorNumber,
  type PlanCorners,
  planSizeMetres,
  rotationDegrees,
  StorageKeys,
} from '@indoor/domain';
import { useEffect, useMemo, useRef } from 'react';
import { create } from 'zustand';
import { useSelectionStore } from '../state/selection';
import { readLocal } from '../state/storage';
import { useFloors } from './floorQueries';

/**
 * Floors ordered by numeric floor number (docs/floors-and-plans.md#floor-choice); the server sorts
 * too, this makes sure.
 */
export function sortFloors(floors: readonly Floor[]): Floor[] {
  return [...floors].sort((a, b) => compareFloorNumbers(a.floor_number, b.floor_number));
}

/** Whether two floor numbers name the same floor ("01" and "1" do). */
export function sameFloorNumber(a: string, b: string): boolean {
  return a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b);
}

export function findFloor(floors: readonly Floor[], floorNumber: string | null): Floor | null {
  if (floorNumber === null) return null;
  return floors.find((floor) => sameFloorNumber(floor.floor_number, floorNumber)) ?? null;
}

/**
 * docs/floors-and-plans.md#floor-choice: when a building is selected its floor is the URL's floor
 * parameter, else the last stored floor, else the first floor; a choice that is not one of the
 * building's floors is skipped. Null only for a building without floors.
 */
export function chooseFloor(
  floors: readonly Floor[],
  preferences: { urlFloor: string | null; storedFloor: string | null },
): string | null {
  for (const wanted of [preferences.urlFloor, preferences.storedFloor]) {
    const found = findFloor(floors, wanted);
    if (found) return found.floor_number;
  }
  return sortFloors(floors)[0]?.floor_number ?? null;
}

/** The floor parameter of the page URL (docs/map-and-editor.md#pages), or null. */
export function readUrlFloor(search: string = window.location.search): string | null {
  const value = new URLSearchParams(search).get('floor');
  return value !== null && value.trim() !== '' ? value.trim() : null;
}

/** The floor one step up (+1) or down (-1) in numeric order; null past either end. */
export function stepFloor(
  floors: readonly Floor[],
  current: string | null,
  direction: 1 | -1,
): string | null {
  const sorted = sortFloors(floors);
  const index = sorted.findIndex(
    (floor) => current !== null && sameFloorNumber(floor.floor_number, current),
  );
  if (index < 0) return sorted[0]?.floor_number ?? null;
  return sorted[index + direction]?.floor_number ?? null;
}

/** A floor's plan corners (top-left, top-right, bottom-right, bottom-left); null without a plan. */
export function floorPlanCorners(floor: Pick<Floor, 'plan_corners'>): PlanCorners | null {
  const [topLeft, topRight, bottomRight, bottomLeft] = floor.plan_corners ?? [];
  if (!topLeft || !topRight || !bottomRight || !bottomLeft) return null;
  return [topLeft, topRight, bottomRight, bottomLeft];
}

/** Ground size and rotation of a floor's plan, from its stored corners; null without a plan. */
export function floorPlanShape(
  floor: Pick<Floor, 'plan_corners'>,
): { widthM: number; heightM: number; rotationDegrees: number } | null {
  const corners = floorPlanCorners(floor);
  if (!corners) return null;
  try {
    // Any pixel size gives the same ground geometry: the corners fix it.
    const geo = georeferenceFromCorners(corners, 1000, 1000);
    const { widthM, heightM } = planSizeMetres(geo);
    return { widthM, heightM, rotationDegrees: rotationDegrees(geo) };
  } catch {
    return null;
  }
}

/**
 * The two tabs of the floor panel (docs/floors-and-plans.md#floors): 1 floors (default), 2 edit.
 */
export type FloorsTab = 'view' | 'edit';

interface FloorsUiState {
  floorsTab: FloorsTab;
  setFloorsTab: (tab: FloorsTab) => void;
}

export const useFloorsUiStore = create<FloorsUiState>()((set) => ({
  floorsTab: 'view',
  setFloorsTab: (floorsTab) => set({ floorsTab }),
}));

/** The selected space's floors in numeric order, and the selected floor among them. */
export function useSelectedSpaceFloors() {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const query = useFloors(buid);
  const floors = useMemo(() => (query.data ? sortFloors(query.data) : null), [query.data]);
  return {
    buid,
    query,
    floors,
    selectedFloorNumber: selectedFloor,
    selectedFloor: floors ? findFloor(floors, selectedFloor) : null,
  };
}

/**
 * The floor a new plan is for unless the user types another: the selected floor, or the
 * next new floor number when the building has none selected.
 */
export function usePlanFloorSuggestion(): string {
  const { floors, selectedFloorNumber } = useSelectedSpaceFloors();
  return selectedFloorNumber ?? String(nextFloorNumber((floors ?? []).map((f) => f.floor_number)));
}

/**
 * The next lower floor than `floorNumber` (in numeric order) when it has a plan: what is
 * shown faintly under a plan being placed, to line up walls and stairs. Null otherwise.
 */
export function floorBelowWithPlan(
  floors: readonly Floor[],
  floorNumber: string | null,
): Floor | null {
  if (floorNumber === null || !/^\s*-?\d{1,4}\s*$/.test(floorNumber)) return null;
  const target = Number(floorNumber);
  const below = sortFloors(floors)
    .filter((floor) => Number(floor.floor_number) < target)
    .at(-1);
  return below?.plan_version ? below : null;
}

/**
 * Keeps the selected floor one of the selected building's floors. The first time a
 * building's floors arrive, the documented priority picks one (URL, stored, first); later,
 * a selected floor that disappeared (deleted) gives way to the first floor.
 * Mount once, on the main screen.
 */
export function useFloorChoice(): void {
  const { buid, floors, selectedFloorNumber } = useSelectedSpaceFloors();
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  const chosenFor = useRef<string | null>(null);

  useEffect(() => {
    if (buid === null) {
      chosenFor.current = null;
      return;
    }
    if (!floors) return;
    if (chosenFor.current !== buid) {
      chosenFor.current = buid;
      const choice = chooseFloor(floors, {
        urlFloor: readUrlFloor(),
        storedFloor: selectedFloorNumber ?? readLocal(StorageKeys.lastFloor),
      });
      if (choice !== selectedFloorNumber) selectFloor(choice);
      return;
    }
    if (findFloor(floors, selectedFloorNumber)) return;
    const first = floors[0]?.floor_number ?? null;
    if (first !== selectedFloorNumber) selectFloor(first);
  }, [buid, floors, selectedFloorNumber, selectFloor]);
}
