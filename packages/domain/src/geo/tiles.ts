import { MapDefaults } from '../constants.js';
import type { LatLng } from './coordinates.js';

/** Web-mercator world pixel coordinates at a zoom level (256-px tiles). */
export interface WorldPixel {
  x: number;
  y: number;
}

export function latLngToWorldPixel(p: LatLng, zoom: number): WorldPixel {
  const scale = MapDefaults.tileSize * 2 ** zoom;
  const sinLat = Math.sin((p.lat * Math.PI) / 180);
  const x = ((p.lon + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * scale;
  return { x, y };
}

export function worldPixelToLatLng(px: WorldPixel, zoom: number): LatLng {
  const scale = MapDefaults.tileSize * 2 ** zoom;
  const lon = (px.x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * px.y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lon };
}

/** Metres per pixel at a latitude and zoom (256-px tiles). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (
    (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / (MapDefaults.tileSize * 2 ** zoom)
  );
}
