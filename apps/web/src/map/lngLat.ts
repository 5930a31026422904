import type { LatLng } from '@indoor/domain';

/** A position as MapLibre hands it over: its LngLat (events' lngLat, getCenter, unproject). */
export interface MapLibreLngLat {
  readonly lng: number;
  readonly lat: number;
}

/**
 * The one place a MapLibre position becomes the domain's LatLng: MapLibre names longitude
 * `lng`, the domain `lon`. Positions go back to MapLibre as [lon, lat] arrays.
 */
export const fromLngLat = (p: MapLibreLngLat): LatLng => ({ lat: p.lat, lon: p.lng });

/** A LatLng in MapLibre's LngLat shape (as the remembered camera centre is stored). */
export const toLngLat = (p: LatLng): MapLibreLngLat => ({ lat: p.lat, lng: p.lon });
