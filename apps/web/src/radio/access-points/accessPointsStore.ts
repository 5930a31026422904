import { StorageKeys } from '@indoor/domain';
import { create } from 'zustand';
import { readLocal, writeLocal } from '../../state/storage';
import type { AccessPointFilterBy } from './accessPointsModel';

/** Modes are stored as YES or NO (docs/wifi-layers.md#layer-toggles). */
export const modeValue = (on: boolean): 'YES' | 'NO' => (on ? 'YES' : 'NO');

/** Whether the AP layer was left on (APsMode = YES); anything else reads as off. */
export function storedApsMode(): boolean {
  return readLocal(StorageKeys.APsMode) === 'YES';
}

interface AccessPointsState {
  /** The layer is shown: the toggle's choice, kept under APsMode and re-applied on load. */
  shown: boolean;
  filterBy: AccessPointFilterBy;
  /** Values of the filter's list (MACs or manufacturers) whose APs are hidden. */
  hidden: readonly string[];
  /** The AP whose info window is open. */
  openAp: string | null;
  /** The AP under the pointer: its uncertainty circle is drawn, with the open AP's. */
  hoveredAp: string | null;
  setShown: (shown: boolean) => void;
  setFilterBy: (by: AccessPointFilterBy) => void;
  setValueShown: (value: string, shown: boolean) => void;
  setHidden: (values: readonly string[]) => void;
  openInfo: (id: string | null) => void;
  setHovered: (id: string | null) => void;
  /** The filter, the open info window and the hover belong to one floor: a new floor starts afresh. */
  resetForFloor: () => void;
}

export const useAccessPointsStore = create<AccessPointsState>()((set) => ({
  shown: storedApsMode(),
  filterBy: 'mac',
  hidden: [],
  openAp: null,
  hoveredAp: null,
  setShown: (shown) => {
    writeLocal(StorageKeys.APsMode, modeValue(shown));
    set(shown ? { shown } : { shown, openAp: null });
  },
  // The hidden values belong to one kind of list: a new kind starts with everything shown.
  setFilterBy: (filterBy) => set({ filterBy, hidden: [] }),
  setValueShown: (value, shown) =>
    set((state) => {
      const rest = state.hidden.filter((hidden) => hidden !== value);
      return { hidden: shown ? rest : [...rest, value] };
    }),
  setHidden: (hidden) => set({ hidden: [...hidden] }),
  openInfo: (openAp) => set({ openAp }),
  setHovered: (hoveredAp) => set({ hoveredAp }),
  resetForFloor: () => set({ filterBy: 'mac', hidden: [], openAp: null, hoveredAp: null }),
}));
