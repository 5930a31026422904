import { describe, expect, it } from 'vitest';
import {
  isValidLatitude,
  isValidLongitude,
  parseCoordinateQuery,
  parseOptionalNumber,
  parseWireCoordinate,
} from './coordinates.js';

describe('parseCoordinateQuery', () => {
  it.each([
    ['35.1447 33.4109', { lat: 35.1447, lon: 33.4109 }],
    ['35.1447,33.4109', { lat: 35.1447, lon: 33.4109 }],
    ['35.1447, 33.4109', { lat: 35.1447, lon: 33.4109 }],
    ['  -33.8688   151.2093 ', { lat: -33.8688, lon: 151.2093 }],
    ['90 180', { lat: 90, lon: 180 }],
    ['-90 -180', { lat: -90, lon: -180 }],
    ['1.123456789012345678 2', { lat: Number('1.123456789012345678'), lon: 2 }],
  ])('accepts %j', (text, expected) => {
    expect(parseCoordinateQuery(text)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['35.1', 'one part'],
    ['35 33 1', 'three parts'],
    ['91 0', 'latitude above 90'],
    ['0 -180.5', 'longitude below -180'],
    ['1.1234567890123456789 2', '19 decimals'],
    ['abc def', 'words'],
    ['35,1 33', 'comma-separated with a space after the second part'],
    ['35.,33', 'a dot without decimals'],
    ['1e2 3', 'exponent notation'],
    ['NaN 1', 'NaN'],
    ['Infinity 1', 'Infinity'],
  ])('refuses %j (%s)', (text) => {
    expect(parseCoordinateQuery(text)).toBeNull();
  });
});

describe('parseWireCoordinate and parseOptionalNumber', () => {
  it('reads numbers and decimal text within range, and nothing else', () => {
    expect(parseWireCoordinate(35.1, isValidLatitude)).toBe(35.1);
    expect(parseWireCoordinate(' -33.25 ', isValidLongitude)).toBe(-33.25);
    expect(parseWireCoordinate('+12', isValidLatitude)).toBe(12);
    expect(parseWireCoordinate('91', isValidLatitude)).toBeNull();
    expect(parseWireCoordinate('1e2', isValidLongitude)).toBeNull();
    expect(parseWireCoordinate('12,5', isValidLatitude)).toBeNull();
    expect(parseWireCoordinate('', isValidLatitude)).toBeNull();
    expect(parseWireCoordinate(Number.NaN, isValidLatitude)).toBeNull();
    expect(parseWireCoordinate(Number.POSITIVE_INFINITY, isValidLongitude)).toBeNull();
  });

  it('reads optional numbers, null when absent, empty or not finite', () => {
    expect(parseOptionalNumber(undefined)).toBeNull();
    expect(parseOptionalNumber('')).toBeNull();
    expect(parseOptionalNumber('abc')).toBeNull();
    expect(parseOptionalNumber(Number.NaN)).toBeNull();
    expect(parseOptionalNumber('4.5')).toBe(4.5);
    expect(parseOptionalNumber(0)).toBe(0);
  });
});
