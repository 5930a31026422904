import { type Space, StorageKeys, spaceSchema } from '@indoor/domain';
import { create } from 'zustand';
import { readLocal, removeLocal, writeLocal } from './storage';

/**
 * The selection (docs/spaces-and-campuses.md#selection): the selected building, the previous one,
 * floor, POI and campus. Every change is remembered in localStorage
 * (docs/map-and-editor.md#remembered-state) so a reload restores it; lastSpace keeps a snapshot of
 * the space, so the map can fly to it before the server has answered.
 */
export interface SelectionState {
  /** The space the user picked from a list, the map or the search box. */
  selectedBuid: string | null;
  /** The space selected before the current one (set only when the space changes). */
  previousBuid: string | null;
  selectedFloor: string | null;
  selectedPoi: string | null;
  selectedCampus: string | null;
  /** The space whose popup is open; closing the popup keeps the selection. */
  popupBuid: string | null;
  selectSpace: (space: Space, options?: { openPopup?: boolean }) => void;
  /** Keeps the stored snapshot in step with a fresh copy of the selected space. */
  rememberSpace: (space: Space) => void;
  selectFloor: (floorNumber: string | null) => void;
  selectPoi: (puid: string | null) => void;
  selectCampus: (cuid: string | null) => void;
  closePopup: () => void;
  clearSelection: () => void;
}

function writeOrRemove(key: string, value: string | null): void {
  if (value === null) removeLocal(key);
  else writeLocal(key, value);
}

export const useSelectionStore = create<SelectionState>()((set, get) => ({
  selectedBuid: null,
  previousBuid: null,
  selectedFloor: null,
  selectedPoi: null,
  selectedCampus: null,
  popupBuid: null,
  selectSpace: (space, { openPopup = true } = {}) => {
    const current = get();
    const changed = current.selectedBuid !== space.buid;
    writeLocal(StorageKeys.lastBuilding, space.buid);
    writeLocal(StorageKeys.lastSpace, JSON.stringify(space));
    if (changed) {
      // A floor or POI belongs to one building: another building starts without them.
      removeLocal(StorageKeys.lastFloor);
      removeLocal(StorageKeys.lastPoi);
    }
    set({
      selectedBuid: space.buid,
      previousBuid: changed ? current.selectedBuid : current.previousBuid,
      selectedFloor: changed ? null : current.selectedFloor,
      selectedPoi: changed ? null : current.selectedPoi,
      popupBuid: openPopup ? space.buid : current.popupBuid === space.buid ? space.buid : null,
    });
  },
  rememberSpace: (space) => {
    if (get().selectedBuid === space.buid) writeLocal(StorageKeys.lastSpace, JSON.stringify(space));
  },
  selectFloor: (floorNumber) => {
    writeOrRemove(StorageKeys.lastFloor, floorNumber);
    set({ selectedFloor: floorNumber, selectedPoi: null });
    removeLocal(StorageKeys.lastPoi);
  },
  selectPoi: (puid) => {
    writeOrRemove(StorageKeys.lastPoi, puid);
    set({ selectedPoi: puid });
  },
  selectCampus: (cuid) => {
    writeOrRemove(StorageKeys.lastCampus, cuid);
    set({ selectedCampus: cuid });
  },
  closePopup: () => set({ popupBuid: null }),
  clearSelection: () => {
    for (const key of [
      StorageKeys.lastBuilding,
      StorageKeys.lastSpace,
      StorageKeys.lastFloor,
      StorageKeys.lastPoi,
      StorageKeys.lastCampus,
    ]) {
      removeLocal(key);
    }
    set({
      selectedBuid: null,
      previousBuid: null,
      selectedFloor: null,
      selectedPoi: null,
      selectedCampus: null,
      popupBuid: null,
    });
  },
}));

/** What a reload finds in localStorage; every part is optional and checked on its own. */
export interface StoredSelection {
  buid: string | null;
  /** The snapshot of lastSpace, only when it belongs to lastBuilding. */
  space: Space | null;
  floor: string | null;
  poi: string | null;
  cuid: string | null;
}

const nonEmpty = (value: string | null) => (value !== null && value.trim() !== '' ? value : null);

function parseStoredSpace(text: string | null): Space | null {
  if (text === null) return null;
  try {
    const parsed = spaceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredSelection(): StoredSelection {
  const buid = nonEmpty(readLocal(StorageKeys.lastBuilding));
  const space = parseStoredSpace(readLocal(StorageKeys.lastSpace));
  return {
    buid,
    space: space && space.buid === buid ? space : null,
    // A floor or POI without its building means nothing.
    floor: buid ? nonEmpty(readLocal(StorageKeys.lastFloor)) : null,
    poi: buid ? nonEmpty(readLocal(StorageKeys.lastPoi)) : null,
    cuid: nonEmpty(readLocal(StorageKeys.lastCampus)),
  };
}

/** Whether the next restore opens the remembered POI (a QR label's link asked for it). */
let openPoiOnRestore = false;

/** A link that names a POI (a QR label) opens it once the selection is restored. */
export function openPoiOnNextRestore(): void {
  openPoiOnRestore = true;
}

/**
 * Puts the stored selection back into the store (page load). Returns it, so the caller
 * can fly to the space; the popup stays closed. The remembered POI stays remembered but
 * its info window is not opened again on a plain reload, only when a link asked for it.
 */
export function restoreSelection(): StoredSelection {
  const stored = readStoredSelection();
  const openPoi = openPoiOnRestore;
  openPoiOnRestore = false;
  useSelectionStore.setState({
    selectedBuid: stored.buid,
    previousBuid: null,
    selectedFloor: stored.floor,
    selectedPoi: openPoi ? stored.poi : null,
    selectedCampus: stored.cuid,
    popupBuid: null,
  });
  return stored;
}
