import {
  type ControlTabId,
  ControlTabs,
  DefaultControlTab,
  DefaultMapType,
  type MapType,
  MapTypes,
  StorageKeys,
} from '@indoor/domain';
import { create } from 'zustand';
import { readLocal, removeLocal, writeLocal } from './storage';

const defaultTab = ControlTabs.find((tab) => tab.number === DefaultControlTab) ?? ControlTabs[0];

export function isMapType(value: unknown): value is MapType {
  return typeof value === 'string' && (MapTypes as readonly string[]).includes(value);
}

/**
 * The map type saved before the custom tile type took over (docs/map-and-editor.md#base-maps); null
 * if none.
 */
export function readPreviousMapType(): MapType | null {
  const stored = readLocal(StorageKeys.previousMapTypeId);
  return isMapType(stored) ? stored : null;
}

export function readStoredMapType(): MapType {
  const stored = readLocal(StorageKeys.mapType);
  return isMapType(stored) ? stored : DefaultMapType;
}

function hasSeenWelcome(): boolean {
  return readLocal(StorageKeys.welcomeSeen) === 'true';
}

/** Which form the account dialog shows; null while it is closed. */
export type AccountDialog = 'signIn' | 'register' | null;

/**
 * The two tabs of the building panel (docs/map-and-editor.md#control-bar-tabs): 1 view (default), 2
 * edit.
 */
export type SpacesTab = 'view' | 'edit';

interface UiState {
  activeTab: ControlTabId;
  mapType: MapType;
  welcomeOpen: boolean;
  accountDialog: AccountDialog;
  spacesTab: SpacesTab;
  setActiveTab: (tab: ControlTabId) => void;
  /** The user's choice of the dropdown: it also forgets any saved previous type. */
  setMapType: (mapType: MapType) => void;
  /**
   * The zoom-change rule's switch: the type and the saved previous type
   * (docs/map-and-editor.md#base-maps).
   */
  setMapTypeForZoom: (mapType: MapType, previous: MapType | null) => void;
  openWelcome: () => void;
  closeWelcome: () => void;
  openAccountDialog: (form: Exclude<AccountDialog, null>) => void;
  closeAccountDialog: () => void;
  setSpacesTab: (tab: SpacesTab) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  activeTab: defaultTab.id,
  mapType: readStoredMapType(),
  welcomeOpen: !hasSeenWelcome(),
  accountDialog: null,
  spacesTab: 'view',
  setActiveTab: (activeTab) => set({ activeTab }),
  setMapType: (mapType) => {
    writeLocal(StorageKeys.mapType, mapType);
    removeLocal(StorageKeys.previousMapTypeId);
    set({ mapType });
  },
  setMapTypeForZoom: (mapType, previous) => {
    writeLocal(StorageKeys.mapType, mapType);
    if (previous === null) removeLocal(StorageKeys.previousMapTypeId);
    else writeLocal(StorageKeys.previousMapTypeId, previous);
    set({ mapType });
  },
  openWelcome: () => set({ welcomeOpen: true }),
  closeWelcome: () => {
    writeLocal(StorageKeys.welcomeSeen, 'true');
    set({ welcomeOpen: false });
  },
  openAccountDialog: (accountDialog) => set({ accountDialog }),
  closeAccountDialog: () => set({ accountDialog: null }),
  setSpacesTab: (spacesTab) => set({ spacesTab }),
}));
