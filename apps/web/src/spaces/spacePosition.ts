import { isValidLatitude, isValidLongitude, type LatLng, type Space } from '@indoor/domain';

/** A space's position from its decimal-text coordinates; null when they are not a valid position. */
export function spacePosition(
  space: Pick<Space, 'coordinates_lat' | 'coordinates_lon'>,
): LatLng | null {
  const lat = space.coordinates_lat.trim() === '' ? Number.NaN : Number(space.coordinates_lat);
  const lon = space.coordinates_lon.trim() === '' ? Number.NaN : Number(space.coordinates_lon);
  return isValidLatitude(lat) && isValidLongitude(lon) ? { lat, lon } : null;
}
