import { describe, expect, it } from 'vitest';
import { anyplaceKnn, anyplaceMap, anyplaceMmse, anyplaceWknn } from './anyplace.js';
import { buildRadiomapModel } from './radiomap-model.js';
import { isPositionEstimate, type PositioningAnswer, type SurveyScan } from './types.js';

const at = (x: number, y: number, readings: [string, number][]): SurveyScan => ({
  x,
  y,
  floor: 0,
  building: 'A',
  readings: readings.map(([mac, rss]) => ({ mac, rss })),
});

// Five locations, two APs; -110 dBm where an AP is not heard.
const model = buildRadiomapModel([
  at(0, 0, [
    ['a', -40],
    ['b', -70],
  ]),
  at(10, 0, [
    ['a', -70],
    ['b', -40],
  ]),
  at(0, 10, [['a', -50]]),
  at(10, 10, [['b', -50]]),
  at(20, 20, [
    ['a', -90],
    ['b', -90],
  ]),
]);
// The unknown AP is ignored, as Anyplace ignores APs its radiomap does not hold.
const scan = {
  readings: [
    { mac: 'a', rss: -45 },
    { mac: 'b', rss: -65 },
    { mac: 'zz', rss: -30 },
  ],
};
// Squared Euclidean distances in dBm, by hand: (a diff)^2 + (b diff)^2.
const d2 = {
  l1: 5 ** 2 + 5 ** 2, // 50
  l2: 25 ** 2 + 25 ** 2, // 1250
  l3: 5 ** 2 + 45 ** 2, // 2050
  l4: 65 ** 2 + 15 ** 2, // 4450
  l5: 45 ** 2 + 25 ** 2, // 2650
};

function position(answer: PositioningAnswer) {
  if (!isPositionEstimate(answer)) throw new Error(`no position: ${answer.failure}`);
  return answer;
}

describe("Anyplace's algorithms", () => {
  it('KNN averages the 4 nearest locations (l1, l2, l3, l5)', () => {
    const p = position(anyplaceKnn(model, scan));
    expect(p.method).toBe('anyplace-knn');
    expect(p.x).toBeCloseTo((0 + 10 + 0 + 20) / 4, 10);
    expect(p.y).toBeCloseTo((0 + 0 + 10 + 20) / 4, 10);
    expect([p.building, p.floor]).toEqual(['A', '0']);
  });

  it('WKNN weights them by 1 / d', () => {
    const w = [d2.l1, d2.l2, d2.l3, d2.l5].map((v) => 1 / Math.sqrt(v));
    const sum = w.reduce((s, v) => s + v, 0);
    const p = position(anyplaceWknn(model, scan));
    expect(p.x).toBeCloseTo((10 * (w[1] as number) + 20 * (w[3] as number)) / sum, 10);
    expect(p.y).toBeCloseTo((10 * (w[2] as number) + 20 * (w[3] as number)) / sum, 10);
  });

  it('WKNN weighs a location at distance 0 by 100, not infinity', () => {
    const exact = {
      readings: [
        { mac: 'a', rss: -40 },
        { mac: 'b', rss: -70 },
      ],
    };
    // The 4 nearest: l1 (0), l3 (10^2 + 40^2), l2 (30^2 + 30^2), l5 (50^2 + 20^2).
    const p = position(anyplaceWknn(model, exact));
    const order = [
      { x: 0, y: 0, d: 0 },
      { x: 0, y: 10, d: Math.sqrt(1700) },
      { x: 10, y: 0, d: Math.sqrt(1800) },
      { x: 20, y: 20, d: Math.sqrt(2900) },
    ];
    const weights = order.map((o) => (o.d === 0 ? 100 : 1 / o.d));
    const total = weights.reduce((s, v) => s + v, 0);
    expect(p.x).toBeCloseTo(
      order.reduce((s, o, i) => s + o.x * (weights[i] as number), 0) / total,
      10,
    );
    expect(p.y).toBeCloseTo(
      order.reduce((s, o, i) => s + o.y * (weights[i] as number), 0) / total,
      10,
    );
  });

  it("counts a scan that did not hear an AP as -110 dBm in the location's mean, as RadioMap.java writes it", () => {
    const twoScans = buildRadiomapModel([
      at(0, 0, [
        ['a', -50],
        ['b', -60],
      ]),
      at(0, 0, [['b', -60]]),
      at(10, 0, [
        ['a', -75],
        ['b', -90],
      ]),
    ]);
    // The mean of 'a' at (0, 0) is (-50 - 110) / 2 = -80: the scan matches it exactly.
    const p = position(
      anyplaceWknn(twoScans, {
        readings: [
          { mac: 'a', rss: -80 },
          { mac: 'b', rss: -60 },
        ],
      }),
    );
    const far = 1 / Math.sqrt(5 ** 2 + 30 ** 2);
    expect(p.x).toBeCloseTo((10 * far) / (100 + far), 10);
  });

  it('MAP answers the most likely location, sigma = 4', () => {
    const p = position(anyplaceMap(model, scan));
    expect([p.method, p.x, p.y]).toEqual(['anyplace-map', 0, 0]);
  });

  it('MMSE averages every location weighted by exp(-d^2 / 16)', () => {
    const likelihood = Object.values(d2).map((v) => Math.exp(-v / 16));
    const xs = [0, 10, 0, 10, 20];
    const ys = [0, 0, 10, 10, 20];
    const sum = likelihood.reduce((s, v) => s + v, 0);
    const p = position(anyplaceMmse(model, scan));
    expect(p.x).toBeCloseTo(xs.reduce((s, x, i) => s + x * (likelihood[i] as number), 0) / sum, 12);
    expect(p.y).toBeCloseTo(ys.reduce((s, y, i) => s + y * (likelihood[i] as number), 0) / sum, 12);
  });

  it('MMSE stays a number when every likelihood would underflow: factors that would make it 0 are skipped', () => {
    const macs = Array.from({ length: 30 }, (_, i) => `ap${i}`);
    const far = buildRadiomapModel([
      { x: 0, y: 0, floor: 0, readings: macs.map((mac) => ({ mac, rss: -40 })) },
      { x: 10, y: 0, floor: 0, readings: macs.map((mac) => ({ mac, rss: -45 })) },
    ]);
    // Each factor is about exp(-225): a plain product would be 0 for both locations.
    const p = position(anyplaceMmse(far, { readings: macs.map((mac) => ({ mac, rss: -100 })) }));
    expect(Number.isFinite(p.x)).toBe(true);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(10);
  });

  it('gives no position, not NaN, for an empty scan or one hearing no AP of the radiomap', () => {
    for (const method of [anyplaceKnn, anyplaceWknn, anyplaceMap, anyplaceMmse]) {
      expect(method(model, { readings: [] })).toMatchObject({ failure: 'empty-scan' });
      expect(method(model, { readings: [{ mac: 'zz', rss: -50 }] })).toMatchObject({
        failure: 'no-known-access-point',
      });
    }
  });
});
