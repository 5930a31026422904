import { isValidLatitude, isValidLongitude, type LatLng } from './coordinates.js';
import { localFrame } from './local-frame.js';

/*
 * Distinct types for distinct spaces (as excalidraw's packages/math brands its points):
 * WGS84 degrees, pixels of a floor-plan image, metres on a floor and points on the
 * screen are all numbers, and the type checker keeps them apart. A value gets its brand
 * only from the named conversions below, which check what they can; the brands cost
 * nothing at run time.
 */

declare const unit: unique symbol;
type Branded<T, Unit extends string> = T & { readonly [unit]: Unit };

/** Latitude in degrees, -90..90. */
export type LatitudeDegrees = Branded<number, 'latitude degrees'>;
/** Longitude in degrees, -180..180. */
export type LongitudeDegrees = Branded<number, 'longitude degrees'>;

/** A WGS84 position whose degrees were checked; usable wherever a LatLng is. */
export interface GeoPoint extends LatLng {
  readonly lat: LatitudeDegrees;
  readonly lon: LongitudeDegrees;
}

/** A pixel of a floor-plan image: x to the right, y down, origin at the top-left corner. */
export type ImagePoint = Branded<{ readonly x: number; readonly y: number }, 'image pixels'>;
/** Metres on a floor from a reference position: x to the east, y to the north. */
export type FloorPoint = Branded<{ readonly x: number; readonly y: number }, 'floor metres'>;
/** CSS pixels on the map's canvas: x to the right, y down, origin at the top-left corner. */
export type ScreenPoint = Branded<{ readonly x: number; readonly y: number }, 'screen pixels'>;

/** A checked latitude, or null outside -90..90 (or not a finite number). */
export function latitudeDegrees(value: number): LatitudeDegrees | null {
  return isValidLatitude(value) ? (value as LatitudeDegrees) : null;
}

/** A checked longitude, or null outside -180..180 (or not a finite number). */
export function longitudeDegrees(value: number): LongitudeDegrees | null {
  return isValidLongitude(value) ? (value as LongitudeDegrees) : null;
}

/** A checked position, or null when either degree is out of range. */
export function geoPoint(lat: number, lon: number): GeoPoint | null {
  const checkedLat = latitudeDegrees(lat);
  const checkedLon = longitudeDegrees(lon);
  return checkedLat === null || checkedLon === null ? null : { lat: checkedLat, lon: checkedLon };
}

/** One wire coordinate (decimal text, or a number): NaN when blank or not a number. */
function wireNumber(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

/**
 * The position of an entity whose coordinates travel as text (spaces, POIs:
 * docs/validation.md#coordinates): read once where the data arrives, so no component turns text
 * into numbers. Null when the coordinates are blank or not a valid position.
 */
export function wirePosition(entity: {
  readonly coordinates_lat: string | number;
  readonly coordinates_lon: string | number;
}): GeoPoint | null {
  return geoPoint(wireNumber(entity.coordinates_lat), wireNumber(entity.coordinates_lon));
}

export function imagePoint(x: number, y: number): ImagePoint {
  return { x, y } as ImagePoint;
}

export function screenPoint(point: { readonly x: number; readonly y: number }): ScreenPoint {
  return { x: point.x, y: point.y } as ScreenPoint;
}

export function floorPoint(eastM: number, northM: number): FloorPoint {
  return { x: eastM, y: northM } as FloorPoint;
}

/** Metres east and north of `origin` on a floor (in the local frame around `origin`). */
export function latLngToFloorPoint(origin: LatLng, position: LatLng): FloorPoint {
  const { x, y } = localFrame(origin).toMetres(position);
  return floorPoint(x, y);
}

/** The position `point` metres east and north of `origin` (inverse of latLngToFloorPoint). */
export function floorPointToLatLng(origin: LatLng, point: FloorPoint): LatLng {
  return localFrame(origin).toLatLng(point);
}

/** A space's position, read from its text coordinates (null when not a valid position). */
export const spacePosition: (space: Parameters<typeof wirePosition>[0]) => GeoPoint | null =
  wirePosition;
/** A POI's position, read from its text coordinates (null when not a valid position). */
export const poiPosition: (poi: Parameters<typeof wirePosition>[0]) => GeoPoint | null =
  wirePosition;
