import type { LatLng } from './coordinates.js';

const isPosition = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number');

function moveCoordinates(value: unknown, move: (p: LatLng) => LatLng): unknown {
  if (isPosition(value)) {
    const [lon, lat, ...rest] = value as [number, number, ...number[]];
    const moved = move({ lat, lon });
    return [moved.lon, moved.lat, ...rest];
  }
  return Array.isArray(value) ? value.map((item) => moveCoordinates(item, move)) : value;
}

/**
 * A GeoJSON geometry with every position ([lon, lat, ...]) moved by `move`; its other members
 * are kept. Anything without `coordinates` comes back as it was.
 */
export function moveGeoJsonPositions(geometry: unknown, move: (p: LatLng) => LatLng): unknown {
  if (typeof geometry !== 'object' || geometry === null || !('coordinates' in geometry)) {
    return geometry;
  }
  return { ...geometry, coordinates: moveCoordinates(geometry.coordinates, move) };
}
