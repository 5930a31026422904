import {
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  MapDefaults,
  SessionStorageKeys,
} from '@indoor/domain';
import { readSession, writeSession } from '../state/storage';
import { fromLngLat, type MapLibreLngLat, toLngLat } from './lngLat';

/** A map camera position in WGS84 degrees. */
export interface MapCamera extends LatLng {
  zoom: number;
}

export const initialCamera: MapCamera = {
  lat: MapDefaults.initialCenter.lat,
  lon: MapDefaults.initialCenter.lon,
  zoom: MapDefaults.initialZoom,
};

function isValidZoom(zoom: unknown): zoom is number {
  return (
    typeof zoom === 'number' && Number.isFinite(zoom) && zoom >= 0 && zoom <= MapDefaults.maxZoom
  );
}

function parseCenter(text: string | null): LatLng | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const stored = value as { [K in keyof MapLibreLngLat]?: unknown };
    if (typeof stored.lat !== 'number' || typeof stored.lng !== 'number') return null;
    const center = fromLngLat({ lat: stored.lat, lng: stored.lng });
    return isValidLatitude(center.lat) && isValidLongitude(center.lon) ? center : null;
  } catch {
    return null;
  }
}

/**
 * The camera kept in session storage (mapCenter as JSON {lat,lng}: MapLibre's LngLat
 * shape, see lngLat.ts; mapZoom: docs/map-and-editor.md#remembered-state), so a reload returns to the same place; each part falls
 * back to the initial camera on its own.
 */
export function readStoredCamera(): MapCamera {
  const center = parseCenter(readSession(SessionStorageKeys.mapCenter));
  const zoomText = readSession(SessionStorageKeys.mapZoom);
  const zoom = zoomText === null || zoomText.trim() === '' ? Number.NaN : Number(zoomText);
  return {
    lat: center?.lat ?? initialCamera.lat,
    lon: center?.lon ?? initialCamera.lon,
    zoom: isValidZoom(zoom) ? zoom : initialCamera.zoom,
  };
}

export function writeStoredCamera(camera: MapCamera): void {
  writeSession(SessionStorageKeys.mapCenter, JSON.stringify(toLngLat(camera)));
  writeSession(SessionStorageKeys.mapZoom, String(camera.zoom));
}
