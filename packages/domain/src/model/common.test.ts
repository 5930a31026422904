import { describe, expect, it } from 'vitest';
import { identifier, toWireBoolean, wireBoolean, wireCoordinate } from './common.js';
import { formatVersion } from './version.js';

describe('wire conversions', () => {
  it('reads wire flags from text or booleans', () => {
    expect(wireBoolean.parse('true')).toBe(true);
    expect(wireBoolean.parse(false)).toBe(false);
    expect(wireBoolean.safeParse('yes').success).toBe(false);
    expect(toWireBoolean(true)).toBe('true');
  });

  it('reads coordinates from numbers or decimal text, refusing NaN and Infinity', () => {
    expect(wireCoordinate.parse('35.5')).toBe(35.5);
    expect(wireCoordinate.parse(-1)).toBe(-1);
    expect(wireCoordinate.safeParse('NaN').success).toBe(false);
    expect(wireCoordinate.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(wireCoordinate.safeParse('1e400').success).toBe(false);
  });

  it('identifiers refuse path separators and oversized values', () => {
    expect(identifier.safeParse('building_abc-1.2').success).toBe(true);
    expect(identifier.safeParse('../etc').success).toBe(false);
    expect(identifier.safeParse('a/b').success).toBe(false);
    expect(identifier.safeParse('x'.repeat(129)).success).toBe(false);
    expect(identifier.safeParse('').success).toBe(false);
  });

  it('formats the version object as version-variant', () => {
    expect(formatVersion({ version: '1.2.0' })).toBe('1.2.0');
    expect(formatVersion({ version: '1.2.0', variant: 'beta' })).toBe('1.2.0-beta');
  });
});
