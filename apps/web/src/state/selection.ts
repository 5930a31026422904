import { create } from 'zustand';

interface SelectionState {
  /** The space the user picked from the list or the map. */
  selectedBuid: string | null;
  /** The space whose popup is open; closing the popup keeps the selection. */
  popupBuid: string | null;
  selectSpace: (buid: string) => void;
  closePopup: () => void;
  clearSelection: () => void;
}

export const useSelectionStore = create<SelectionState>()((set) => ({
  selectedBuid: null,
  popupBuid: null,
  selectSpace: (buid) => set({ selectedBuid: buid, popupBuid: buid }),
  closePopup: () => set({ popupBuid: null }),
  clearSelection: () => set({ selectedBuid: null, popupBuid: null }),
}));
