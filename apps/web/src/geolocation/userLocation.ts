import { AlertLevel, type LatLng } from '@indoor/domain';
import { create } from 'zustand';
import { showAlert } from '../state/alerts';
import { watchLocation } from './geolocation';

interface UserLocationState {
  /** The show-my-location toggle. */
  tracking: boolean;
  /** The latest fix; null before the first one and after the toggle is turned off. */
  position: LatLng | null;
}

export const useUserLocationStore = create<UserLocationState>()(() => ({
  tracking: false,
  position: null,
}));

let clearWatch: (() => void) | null = null;

/** Turns "show my location" off: the watch is cleared and the marker removed. */
export function stopTracking(): void {
  clearWatch?.();
  clearWatch = null;
  useUserLocationStore.setState({ tracking: false, position: null });
}

/**
 * Turns "show my location" on. `onFirstFix` runs once, with the first position (the map
 * flies there at zoom 19); errors are auto-hiding warnings (docs/map-and-editor.md#my-location).
 */
export function startTracking(
  onFirstFix: (position: LatLng) => void,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): void {
  stopTracking();
  let first = true;
  useUserLocationStore.setState({ tracking: true, position: null });
  const stop = watchLocation(geolocation, {
    onPosition: (position) => {
      useUserLocationStore.setState({ position });
      if (first) {
        first = false;
        onFirstFix(position);
      }
    },
    onError: (message, final) => {
      showAlert({ level: AlertLevel.warning, text: message });
      if (final) stopTracking();
    },
  });
  // watchLocation may already have failed for good (no geolocation) and stopped tracking.
  if (useUserLocationStore.getState().tracking) clearWatch = stop;
}
