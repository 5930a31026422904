import { describe, expect, it } from 'vitest';
import { buildRadiomapModel, knownReadings, levelShiftDb, poweredRss } from './radiomap-model.js';
import type { SurveyScan } from './types.js';

const survey: SurveyScan[] = [
  {
    x: 0,
    y: 0,
    floor: 1,
    building: 'A',
    readings: [
      { mac: 'AA:01', rss: -40 },
      { mac: 'aa:02', rss: -70 },
    ],
  },
  { x: 0, y: 0, floor: 1, building: 'A', readings: [{ mac: 'aa:01', rss: -50 }] },
  { x: 0, y: 0, floor: 2, building: 'A', readings: [{ mac: 'aa:03', rss: -60 }] },
  {
    x: 5,
    y: 0,
    floor: 1,
    building: 'A',
    readings: [
      { mac: 'aa:01', rss: -80 },
      { mac: 'aa:03', rss: -90 },
    ],
  },
];

const locationRss = (model: ReturnType<typeof buildRadiomapModel>, l: number) => {
  const set = model.locations;
  const out: Record<string, number> = {};
  for (let j = set.offsets[l] as number; j < (set.offsets[l + 1] as number); j++) {
    out[model.macs[set.aps[j] as number] as string] = set.rss[j] as number;
  }
  return out;
};

describe('buildRadiomapModel', () => {
  it('groups scans by identical position and floor and averages each AP over the scans that heard it', () => {
    const model = buildRadiomapModel(survey);
    expect(model.macs).toEqual(['aa:01', 'aa:02', 'aa:03']);
    expect(model.scans.count).toBe(4);
    expect(model.locations.count).toBe(3);
    expect(model.floors.map((f) => `${f.building}/${f.floor}`)).toEqual(['A/1', 'A/2']);
    // (0, 0) on floor 1: aa:01 heard twice (-40, -50), aa:02 once.
    expect(locationRss(model, 0)).toEqual({ 'aa:01': -45, 'aa:02': -70 });
    expect(locationRss(model, 1)).toEqual({ 'aa:03': -60 });
    expect([model.locations.x[2], model.locations.y[2], model.locations.floor[2]]).toEqual([
      5, 0, 0,
    ]);
  });

  it('drops APs heard at fewer locations than asked, and keeps a fixed AP list with option 0', () => {
    expect(buildRadiomapModel(survey, { minLocationsPerAccessPoint: 2 }).macs).toEqual([
      'aa:01',
      'aa:03',
    ]);
    const fixed = buildRadiomapModel(survey, {
      accessPoints: ['aa:09', 'AA:01'],
      minLocationsPerAccessPoint: 0,
    });
    expect(fixed.macs).toEqual(['aa:09', 'aa:01']);
    expect(fixed.scans.heardCount[0]).toBe(1);
  });

  it('turns a survey in degrees into metres around its first scan', () => {
    const model = buildRadiomapModel([
      { lat: 35, lon: 33, floor: 0, readings: [{ mac: 'aa:01', rss: -50 }] },
      { lat: 35.0001, lon: 33, floor: 0, readings: [{ mac: 'aa:01', rss: -60 }] },
    ]);
    expect(model.frame?.origin).toEqual({ lat: 35, lon: 33 });
    expect(model.scans.x[1]).toBeCloseTo(0, 6);
    expect(model.scans.y[1]).toBeCloseTo(11.12, 1);
  });

  it('refuses a survey mixing degrees and metres', () => {
    expect(() =>
      buildRadiomapModel([
        { lat: 35, lon: 33, floor: 0, readings: [] },
        { x: 1, y: 2, floor: 0, readings: [] },
      ]),
    ).toThrow(TypeError);
  });
});

describe('levelling', () => {
  it("shifts a scan's readings by levelFraction of the way to the survey's average scan mean", () => {
    const model = buildRadiomapModel(survey, { levelFraction: 0.5 });
    // Scan means: -55, -50, -60, -85; their average is -62.5.
    expect(model.levelDbm).toBe(-62.5);
    expect(levelShiftDb([-70, -80], model)).toBe(6.25);
    expect(levelShiftDb([], model)).toBe(0);
    // The first scan (-40, -70; mean -55) is stored 3.75 dB lower in the representations.
    expect(model.scans.sumPowered[0]).toBeCloseTo(poweredRss(-43.75) + poweredRss(-73.75), 5);
  });

  it('levels nothing with fraction 0', () => {
    const model = buildRadiomapModel(survey, { levelFraction: 0 });
    expect(levelShiftDb([-70, -80], model)).toBe(0);
    expect(model.scans.sumPowered[0]).toBeCloseTo(poweredRss(-40) + poweredRss(-70), 5);
  });
});

describe('knownReadings', () => {
  it('keeps the strongest of a repeated MAC and leaves out unknown MACs and non-numbers', () => {
    const index = new Map([
      ['aa:01', 0],
      ['aa:02', 1],
    ]);
    expect(
      knownReadings(index, [
        { mac: 'AA:02', rss: -70 },
        { mac: 'aa:02', rss: -60 },
        { mac: 'bb:00', rss: -30 },
        { mac: 'aa:01', rss: Number.NaN },
      ]),
    ).toEqual({ aps: [1], rss: [-60] });
  });
});

describe('poweredRss', () => {
  it('maps the floor + 1 dB and anything weaker to the same small positive value, 0 dBm towards 1', () => {
    expect(poweredRss(-104)).toBeGreaterThan(0);
    expect(poweredRss(-120)).toBe(poweredRss(-104));
    expect(poweredRss(0)).toBeCloseTo(1, 12);
    expect(poweredRss(-40)).toBeCloseTo((65 / 105) ** Math.E, 12);
  });
});
