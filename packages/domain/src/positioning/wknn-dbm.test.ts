import { describe, expect, it } from 'vitest';
import { buildRadiomapModel } from './radiomap-model.js';
import { isPositionEstimate, type SurveyScan } from './types.js';
import { wknnDbm } from './wknn-dbm.js';

const scan = (x: number, floor: number, a: number, b?: number): SurveyScan => ({
  x,
  y: 0,
  floor,
  readings:
    b === undefined
      ? [{ mac: 'a', rss: a }]
      : [
          { mac: 'a', rss: a },
          { mac: 'b', rss: b },
        ],
});

describe('wknnDbm', () => {
  const survey = [scan(0, 0, -50, -60), scan(10, 0, -60, -50), scan(20, 1, -70)];

  it('weights the k nearest scans by 1 / d, unheard = the given dBm, and counts APs the model does not hold', () => {
    const model = buildRadiomapModel(survey);
    const answer = wknnDbm(
      model,
      {
        readings: [
          { mac: 'a', rss: -52 },
          { mac: 'b', rss: -60 },
          { mac: 'new', rss: -100 },
        ],
      },
      { k: 2, unheardDbm: -104, over: 'scans' },
    );
    // The unknown AP adds (-100 + 104)^2 = 16 to every squared distance.
    const d1 = Math.sqrt(2 ** 2 + 0 ** 2 + 16);
    const d2 = Math.sqrt(8 ** 2 + 10 ** 2 + 16);
    if (!isPositionEstimate(answer)) throw new Error(answer.failure);
    expect(answer.x).toBeCloseTo(10 / d2 / (1 / d1 + 1 / d2), 10);
    expect(answer.floor).toBe('0');
  });

  it('answers the scans at distance 0 alone', () => {
    const model = buildRadiomapModel(survey);
    const answer = wknnDbm(
      model,
      { readings: [{ mac: 'a', rss: -70 }] },
      {
        k: 3,
        unheardDbm: -104,
        over: 'scans',
      },
    );
    expect(answer).toMatchObject({ x: 20, floor: '1' });
  });

  it('picks the floor with the largest summed weight', () => {
    const model = buildRadiomapModel([...survey, scan(21, 1, -69), scan(22, 1, -71)]);
    const answer = wknnDbm(
      model,
      { readings: [{ mac: 'a', rss: -65 }] },
      {
        k: 4,
        unheardDbm: -104,
        over: 'locations',
      },
    );
    expect(answer).toMatchObject({ floor: '1' });
  });
});
