import { GeolocationConstants, GeolocationMessages, type LatLng } from '@indoor/domain';

/** The warning for a GeolocationPositionError code (docs/map-and-editor.md#my-location). */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return GeolocationMessages.permissionDenied;
    case 2:
      return GeolocationMessages.positionUnavailable;
    case 3:
      return GeolocationMessages.timeout;
    default:
      return GeolocationMessages.other;
  }
}

export interface LocationHandlers {
  onPosition: (position: LatLng) => void;
  /**
   * `final` is true when watching cannot go on (no geolocation, permission refused);
   * otherwise the browser keeps trying and may still report positions.
   */
  onError: (message: string, final: boolean) => void;
}

/**
 * Watches the device position with the browser's geolocation API. Returns the function
 * that clears the watch; when the browser has no geolocation it reports that at once.
 */
export function watchLocation(
  geolocation: Geolocation | undefined,
  handlers: LocationHandlers,
): () => void {
  if (!geolocation) {
    handlers.onError(GeolocationMessages.unsupported, true);
    return () => {};
  }
  const watchId = geolocation.watchPosition(
    ({ coords }) => handlers.onPosition({ lat: coords.latitude, lon: coords.longitude }),
    (error) => handlers.onError(geolocationErrorMessage(error.code), error.code === 1),
    {
      enableHighAccuracy: GeolocationConstants.enableHighAccuracy,
      timeout: GeolocationConstants.timeoutMs,
      maximumAge: GeolocationConstants.maximumAgeMs,
    },
  );
  return () => geolocation.clearWatch(watchId);
}
