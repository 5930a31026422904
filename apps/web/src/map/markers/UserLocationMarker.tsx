import { AppShellMessages } from '@indoor/domain';
import { Marker } from 'react-map-gl/maplibre';
import { useUserLocationStore } from '../../geolocation/userLocation';
import { IconSizes } from '../iconSizes';

/**
 * The user's position while "show my location" is on: a 20x20 dot
 * (docs/map-and-editor.md#my-location).
 */
export function UserLocationMarker() {
  const position = useUserLocationStore((state) => state.position);
  if (!position) return null;
  const { width, height } = IconSizes.userLocation;
  return (
    <Marker latitude={position.lat} longitude={position.lon} anchor="center">
      <span
        className="user-location"
        data-testid="user-location-marker"
        role="img"
        aria-label={AppShellMessages.yourLocation}
        style={{ width, height }}
      />
    </Marker>
  );
}
