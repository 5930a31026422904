import { MapDefaults } from '../map/constants.js';
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

/** An XYZ map tile (256 px, web mercator): column x from the antimeridian, row y from the north. */
export interface TileXYZ {
  x: number;
  y: number;
  z: number;
}

/** Whether x, y and z name a tile: whole numbers, z within the tile zooms, x and y within 0..2^z-1. */
export function isValidTile(tile: TileXYZ): boolean {
  const { x, y, z } = tile;
  if (![x, y, z].every(Number.isInteger)) return false;
  if (z < 0 || z > MapDefaults.tileMaxZoom) return false;
  const n = 2 ** z;
  return x >= 0 && x < n && y >= 0 && y < n;
}

/**
 * The tile of zoom `zoom` holding a position. A position on a tile's west or north edge
 * belongs to that tile; positions beyond the mercator limits (about ±85.05°) belong to
 * the first or last row.
 */
export function tileOf(p: LatLng, zoom: number): { x: number; y: number } {
  const px = latLngToWorldPixel(p, zoom);
  const last = 2 ** zoom - 1;
  const clamp = (v: number) => Math.min(Math.max(Number.isNaN(v) ? 0 : v, 0), last);
  return {
    x: clamp(Math.floor(px.x / MapDefaults.tileSize)),
    y: clamp(Math.floor(px.y / MapDefaults.tileSize)),
  };
}

/** Whether a position lies in a tile (the same rule as tileOf). */
export const tileContains = (tile: TileXYZ, p: LatLng): boolean => {
  const at = tileOf(p, tile.z);
  return at.x === tile.x && at.y === tile.y;
};

/** An area between two parallels and two meridians (west below east). */
export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The parallels and meridians bounding a tile. */
export function tileBounds(tile: TileXYZ): GeoBox {
  const size = MapDefaults.tileSize;
  const nw = worldPixelToLatLng({ x: tile.x * size, y: tile.y * size }, tile.z);
  const se = worldPixelToLatLng({ x: (tile.x + 1) * size, y: (tile.y + 1) * size }, tile.z);
  return { south: se.lat, west: nw.lon, north: nw.lat, east: se.lon };
}

/** The tiles of zoom `z` that an area touches, row by row from the north-west. */
export function tilesCovering(box: GeoBox, z: number): TileXYZ[] {
  const nw = tileOf({ lat: box.north, lon: box.west }, z);
  const se = tileOf({ lat: box.south, lon: box.east }, z);
  const tiles: TileXYZ[] = [];
  for (let y = nw.y; y <= se.y; y += 1) {
    for (let x = nw.x; x <= se.x; x += 1) tiles.push({ x, y, z });
  }
  return tiles;
}

/** The zoom of the tile keys: the deepest tile zoom. */
export const TILE_KEY_ZOOM = MapDefaults.tileMaxZoom;

/** Interleaves the bits of x (even positions) and y (odd positions): a Z-order (Morton) number. */
function morton(x: number, y: number, bits: number): number {
  let key = 0;
  let weight = 1;
  for (let bit = 0; bit < bits; bit++) {
    key += ((x >>> bit) & 1) * weight + ((y >>> bit) & 1) * weight * 2;
    weight *= 4;
  }
  return key;
}

/**
 * The tile key of a position: the Z-order number of its zoom-22 tile (44 bits, a safe
 * integer). Stored with each fingerprint, it turns "the scans in tile (x, y, z)" for any
 * z ≤ 22 into one range of keys (tileKeyRange), which an ordinary index answers.
 */
export function tileKeyOf(p: LatLng): number {
  const { x, y } = tileOf(p, TILE_KEY_ZOOM);
  return morton(x, y, TILE_KEY_ZOOM);
}

/**
 * The keys of the positions inside a tile: first..last, inclusive. A zoom-z tile holds
 * exactly the zoom-22 tiles whose x and y start with its own x and y, and those are
 * consecutive in Z-order (tile pixels scale by powers of two, exactly, so tileOf at zoom
 * 22 and at zoom z always agree).
 */
export function tileKeyRange(tile: TileXYZ): { first: number; last: number } {
  const span = 4 ** (TILE_KEY_ZOOM - tile.z);
  const first = morton(tile.x, tile.y, tile.z) * span;
  return { first, last: first + span - 1 };
}
