import { describe, expect, it } from 'vitest';
import { AccesColourRule, accesBandOf, accesColour } from './colours.js';

describe('accesColour', () => {
  it.each([
    [60.01, 'red'],
    [60, 'orange'],
    [30.5, 'orange'],
    [30, 'amber'],
    [15, 'pale-yellow'],
    [10.2, 'pale-yellow'],
    [10, 'light-green'],
    [5, 'green'],
    [0, 'green'],
    [1000, 'red'],
  ])('colours %s m %s', (value, colour) => {
    expect(accesColour(value)).toBe(colour);
  });

  it.each([
    -0.01,
    -5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('colours an invalid or negative value (%s) black', (value) => {
    expect(accesColour(value)).toBe('black');
    expect(accesBandOf(value)).toBeNull();
  });

  it('has bands that tile 0 to infinity without gaps, largest first', () => {
    const bands = AccesColourRule.bands;
    expect(bands[0]?.upToM).toBeNull();
    for (let i = 1; i < bands.length; i++) {
      expect(bands[i]?.upToM).toBe(bands[i - 1]?.aboveM);
    }
    expect(bands[bands.length - 1]?.aboveM).toBe(0);
  });
});
