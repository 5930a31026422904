import { StorageKeys } from '@indoor/domain';
import { create } from 'zustand';
import { readLocal, writeLocal } from '../../state/storage';

/** Whether the ACCES map was left on (localizationAccMode = YES); anything else reads as off. */
export function storedAccesMode(): boolean {
  return readLocal(StorageKeys.localizationAccMode) === 'YES';
}

/** A grid point of the map the user points at or clicked: its position and predicted error. */
export interface AccesSpot {
  lat: number;
  lng: number;
  errorM: number;
}

interface AccesState {
  /** The map is shown: the toggle's choice, kept as YES/NO under localizationAccMode. */
  shown: boolean;
  /** The survey-next route is drawn over the map (not stored). */
  surveyNext: boolean;
  /** The circle under the pointer, and the one clicked (its error stays shown). */
  hovered: AccesSpot | null;
  pinned: AccesSpot | null;
}

export const useAccesStore = create<AccesState>()(() => ({
  shown: storedAccesMode(),
  surveyNext: false,
  hovered: null,
  pinned: null,
}));

/** The user's choice: shown or hidden, and stored (docs/wifi-layers.md#acces-map). */
export function setAccesShown(shown: boolean): void {
  writeLocal(StorageKeys.localizationAccMode, shown ? 'YES' : 'NO');
  useAccesStore.setState(shown ? { shown } : { shown, hovered: null, pinned: null });
}

/**
 * A floor with nothing to draw or a failed call turns the map off without changing the stored
 * choice, as the other wifi layers do: the next building selected applies it again.
 */
export function turnAccesOffForFloor(): void {
  useAccesStore.setState({ shown: false, hovered: null, pinned: null });
}

/** The stored choice again: on page load the store starts from it, and on building selection. */
export function reapplyStoredAccesMode(): void {
  useAccesStore.setState({ shown: storedAccesMode(), hovered: null, pinned: null });
}

export function setSurveyNextShown(surveyNext: boolean): void {
  useAccesStore.setState({ surveyNext });
}

export function setHoveredSpot(hovered: AccesSpot | null): void {
  useAccesStore.setState({ hovered });
}

export function pinSpot(pinned: AccesSpot | null): void {
  useAccesStore.setState({ pinned });
}

/** The pointed circles belong to one floor: another floor starts with none. */
export function resetAccesSpots(): void {
  useAccesStore.setState({ hovered: null, pinned: null });
}
