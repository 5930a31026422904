import { AccesColourRule, accesColour } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  accesBandOfAnswer,
  accesCircles,
  accesEmpty,
  accesFill,
  accesRadiusM,
  accesStrokePx,
  metresToPixelsExpression,
  middleLatitude,
} from './accesModel';
import { makeAccesAnswer } from './accesTestAnswer';

const hexOf = (colour: string) =>
  colour === 'black'
    ? AccesColourRule.invalid.hex
    : AccesColourRule.bands.find((band) => band.colour === colour)?.hex;

describe('the ACCES circles', () => {
  it('colour every value as the domain rule does, at each band boundary', () => {
    const bands = makeAccesAnswer([]).bands;
    const values = [
      0,
      0.5,
      5,
      5.01,
      10,
      10.01,
      15,
      15.01,
      30,
      30.01,
      60,
      60.01,
      400,
      -1,
      Number.NaN,
    ];
    for (const value of values) {
      expect(accesFill(bands, value), String(value)).toBe(hexOf(accesColour(value)));
      // Without bands in the answer, the domain's own rule.
      expect(accesFill([], value), String(value)).toBe(hexOf(accesColour(value)));
    }
    expect(accesBandOfAnswer(bands, 0)?.colour).toBe('green');
    expect(accesBandOfAnswer(bands, 60.5)?.colour).toBe('red');
    expect(accesBandOfAnswer(bands, -0.1)).toBeNull();
  });

  it('puts one circle at each grid point ([lat, lng] turned into [lng, lat]) with its error', () => {
    const answer = makeAccesAnswer([3, 12, 70, -2]);
    const circles = accesCircles(answer);
    expect(circles.features).toHaveLength(4);
    expect(circles.features.map((f) => f.properties.fill)).toEqual([
      '#2e7d32',
      '#fff59d',
      '#e53935',
      '#000000',
    ]);
    const [lat, lng] = answer.geojson.coordinates[1] as [number, number];
    expect(circles.features[1]?.geometry.coordinates).toEqual([lng, lat]);
    expect(circles.features[1]?.properties).toMatchObject({ index: 1, errorM: 12 });
    expect(accesEmpty(answer)).toBe(false);
    expect(accesEmpty(makeAccesAnswer([]))).toBe(true);
  });

  it('cover their grid cell at level 1 and grow as 1.5 : 1.8 : 1.9, with a stroke of 0.8 × the level', () => {
    // Half the cell's diagonal: a 2 m cell's corners are 1.414 m from its centre.
    expect(accesRadiusM(2, 1)).toBeCloseTo(Math.SQRT2, 6);
    expect(accesRadiusM(2, 2) / accesRadiusM(2, 1)).toBeCloseTo(1.8 / 1.5, 6);
    expect(accesRadiusM(2, 3) / accesRadiusM(2, 1)).toBeCloseTo(1.9 / 1.5, 6);
    expect(accesStrokePx(1)).toBeCloseTo(0.8, 9);
    expect(accesStrokePx(2)).toBeCloseTo(1.6, 9);
    expect(accesStrokePx(3)).toBeCloseTo(2.4, 9);
  });

  it('turn metres into pixels for the zoom: 1 m is 2^z × 512 / 40,075,017 px at the equator', () => {
    const expression = metresToPixelsExpression(10, 0);
    expect(expression.slice(0, 3)).toEqual(['interpolate', ['exponential', 2], ['zoom']]);
    const [, , , z0, px0, z1, px1] = expression as [
      unknown,
      unknown,
      unknown,
      number,
      number,
      number,
      number,
    ];
    expect(z0).toBe(0);
    expect(px0).toBeCloseTo((10 * 512) / 40_075_016.686, 12);
    // Doubling with each zoom: at zoom 20, 10 m is about 134 px at the equator.
    expect(px1 / px0).toBe(2 ** z1);
    expect(px0 * 2 ** 20).toBeCloseTo(133.97, 1);
    // At 60° a metre spans twice the pixels.
    const north = metresToPixelsExpression(10, 60)[4] as number;
    expect(north / px0).toBeCloseTo(2, 6);
  });

  it('take the middle latitude of the grid', () => {
    expect(middleLatitude([])).toBe(0);
    expect(
      middleLatitude([
        [57, 21],
        [58, 21.1],
        [57.5, 21],
      ]),
    ).toBe(57.5);
  });
});
