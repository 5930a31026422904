import { describe, expect, it } from 'vitest';
import { haversineMetres } from './distance.js';
import {
  type FloorPoint,
  floorPoint,
  floorPointToLatLng,
  geoPoint,
  type ImagePoint,
  imagePoint,
  latitudeDegrees,
  latLngToFloorPoint,
  longitudeDegrees,
  type ScreenPoint,
  screenPoint,
  wirePosition,
} from './units.js';

describe('degrees', () => {
  it('brands only values in range', () => {
    expect(latitudeDegrees(35.1)).toBe(35.1);
    expect(latitudeDegrees(90.5)).toBeNull();
    expect(longitudeDegrees(-180)).toBe(-180);
    expect(longitudeDegrees(Number.NaN)).toBeNull();
    expect(geoPoint(35, 200)).toBeNull();
    expect(geoPoint(35, 33)).toEqual({ lat: 35, lon: 33 });
  });
});

describe('wirePosition', () => {
  it('reads the decimal text of the wire once, into checked degrees', () => {
    expect(wirePosition({ coordinates_lat: '35.14475', coordinates_lon: '33.41115' })).toEqual({
      lat: 35.14475,
      lon: 33.41115,
    });
    expect(wirePosition({ coordinates_lat: ' 1e-7 ', coordinates_lon: 0 })).toEqual({
      lat: 1e-7,
      lon: 0,
    });
  });

  it('answers null for blank, non-numeric or out-of-range coordinates', () => {
    expect(wirePosition({ coordinates_lat: '', coordinates_lon: '33' })).toBeNull();
    expect(wirePosition({ coordinates_lat: '35', coordinates_lon: '  ' })).toBeNull();
    expect(wirePosition({ coordinates_lat: 'north', coordinates_lon: '33' })).toBeNull();
    expect(wirePosition({ coordinates_lat: '91', coordinates_lon: '33' })).toBeNull();
  });
});

describe('metres on a floor', () => {
  const origin = { lat: 35.14475, lon: 33.41115 };

  it('measures east and north from the origin as haversine does', () => {
    const east = latLngToFloorPoint(origin, { lat: origin.lat, lon: origin.lon + 0.001 });
    expect(east.y).toBeCloseTo(0, 9);
    expect(east.x).toBeCloseTo(
      haversineMetres(origin, { lat: origin.lat, lon: origin.lon + 0.001 }),
      3,
    );
    const north = latLngToFloorPoint(origin, { lat: origin.lat + 0.001, lon: origin.lon });
    expect(north.x).toBeCloseTo(0, 9);
    expect(north.y).toBeCloseTo(111.19, 1);
  });

  it('goes back to the same position', () => {
    const point = floorPoint(42.5, -17.25);
    const there = floorPointToLatLng(origin, point);
    const back = latLngToFloorPoint(origin, there);
    expect(back.x).toBeCloseTo(42.5, 6);
    expect(back.y).toBeCloseTo(-17.25, 6);
  });
});

describe('distinct point types', () => {
  it('keeps image pixels, floor metres and screen points apart in the type checker', () => {
    const image: ImagePoint = imagePoint(10, 20);
    const screen: ScreenPoint = screenPoint({ x: 10, y: 20 });
    const floor: FloorPoint = floorPoint(10, 20);
    // @ts-expect-error an image pixel is not a screen point
    const wrong: ScreenPoint = image;
    // @ts-expect-error a plain object is no floor point: it needs a named conversion
    const unchecked: FloorPoint = { x: 1, y: 2 };
    expect([image, screen, floor, wrong, unchecked].map(({ x }) => x)).toEqual([10, 10, 10, 10, 1]);
  });
});
