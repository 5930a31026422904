import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../geo/distance.js';
import { type Fingerprint, parseHeatmapWeight } from '../model/fingerprint.js';
import { seededRandom } from '../testing/index.js';
import { RadioConstants } from './constants.js';
import {
  aggregateHeatmapCells,
  aggregateScanTotals,
  dayOfTimestamp,
  dayStartMs,
  fingerprintTimeRange,
  type HeatmapCellTotals,
  type HeatmapLevel,
  heatmapCellCentre,
  heatmapCellOf,
  heatmapCellSideM,
  heatmapCellsAround,
  heatmapDayOfScan,
  heatmapDayRange,
  heatmapLevelForZoom,
  heatmapPoint,
  lastHeatmapDay,
  scanTotals,
} from './heatmap-cells.js';

const LEVELS: HeatmapLevel[] = [1, 2, 3];
const DAY = 86_400_000;
/** 2015-03-19 11:26:27.473 UTC */
const T0 = 1426764387473;

const scan = (lat: number, lon: number, rss: number[], timestamp = T0): Fingerprint => ({
  timestamp,
  lat,
  lon,
  heading: 0,
  macs: rss.map((_, i) => `00:00:00:00:00:${String(i).padStart(2, '0')}`),
  rss,
});

const byKey = (cells: HeatmapCellTotals[]) =>
  new Map(cells.map((c) => [`${c.level}|${c.day}|${c.x}|${c.y}`, c]));

describe('heatmap grid', () => {
  it('has square cells of 10 m, 4 m and 1.5 m (twice the coverage half-sizes)', () => {
    expect(LEVELS.map(heatmapCellSideM)).toEqual([10, 4, 1.5]);
    for (const level of LEVELS) {
      const side = heatmapCellSideM(level);
      const cell = heatmapCellOf(level, 35.14461, 33.41146);
      const centre = heatmapCellCentre(level, cell);
      const east = heatmapCellCentre(level, { x: cell.x + 1, y: cell.y });
      const north = heatmapCellCentre(level, { x: cell.x, y: cell.y + 1 });
      expect(haversineMetres(centre, east) / side).toBeCloseTo(1, 2);
      expect(haversineMetres(centre, north) / side).toBeCloseTo(1, 2);
    }
  });

  it('puts a position in the cell the fixed grid formula gives (worked example at 35° N)', () => {
    // Level 1: rows are 10 / 111320 degrees tall, so y = floor(lat * 11132); the row's
    // latitude rounds to 35°, so x = floor(lon * 11132 * cos 35°).
    const lat = 35.14461;
    const lon = 33.41146;
    expect(Math.floor(lat * 11132)).toBe(391229);
    expect(Math.floor(lon * 11132 * Math.cos((35 * Math.PI) / 180))).toBe(304672);
    expect(heatmapCellOf(1, lat, lon)).toEqual({ x: 304672, y: 391229 });
    const centre = heatmapCellCentre(1, { x: 304672, y: 391229 });
    expect(centre.lat).toBeCloseTo(391229.5 / 11132, 12);
    expect(centre.lon).toBeCloseTo(304672.5 / (11132 * Math.cos((35 * Math.PI) / 180)), 12);
    // Level 3: 1.5 m cells.
    const perDegree3 = 111320 / 1.5;
    expect(heatmapCellOf(3, lat, lon)).toEqual({
      x: Math.floor(lon * perDegree3 * Math.cos((35 * Math.PI) / 180)),
      y: Math.floor(lat * perDegree3),
    });
  });

  it('finds every position within half a cell of its cell centre, and the centre in the same cell', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 2000; i++) {
      const level = LEVELS[i % 3] as HeatmapLevel;
      const lat = (random() - 0.5) * 178;
      const lon = (random() - 0.5) * 359.9;
      const cell = heatmapCellOf(level, lat, lon);
      const centre = heatmapCellCentre(level, cell);
      expect(heatmapCellOf(level, centre.lat, centre.lon)).toEqual(cell);
      const latStep = heatmapCellSideM(level) / RadioConstants.metresPerDegree;
      expect(Math.abs(centre.lat - lat)).toBeLessThanOrEqual(latStep / 2 + 1e-12);
      const east = heatmapCellCentre(level, { x: cell.x + 1, y: cell.y });
      expect(Math.abs(centre.lon - lon)).toBeLessThanOrEqual((east.lon - centre.lon) / 2 + 1e-12);
    }
  });

  it('does not depend on the data set: a position keeps its cell whatever else is measured', () => {
    const a = scan(35.14461, 33.41146, [-70]);
    const alone = aggregateHeatmapCells([a]);
    const withOthers = aggregateHeatmapCells([
      scan(35.2, 33.5, [-50]),
      a,
      scan(-33.9, 151.2, [-60]),
    ]);
    const others = byKey(withOthers);
    for (const cell of alone) {
      expect(others.get(`${cell.level}|${cell.day}|${cell.x}|${cell.y}`)).toEqual(cell);
    }
  });
});

describe('heatmap cell totals', () => {
  // A and B lie 6.7 m apart in one 10 m cell of level 1, in different cells of levels 2 and 3.
  const a = scan(35.14461, 33.41146, [-81, -67]);
  const b = scan(35.14455, 33.41149, [-90]);
  // C is A's place, one day later.
  const c = scan(35.14461, 33.41146, [-40, -50, -60], T0 + DAY);

  it('adds up measurements, RSS and scans per level, day and cell (worked example)', () => {
    const cells = aggregateHeatmapCells([a, b, c]);
    const day = dayOfTimestamp(T0);
    const level1 = cells.filter((cell) => cell.level === 1);
    expect(level1).toEqual([
      { level: 1, day, x: 304672, y: 391229, count: 3, rssSum: -238, scans: 2 },
      { level: 1, day: day + 1, x: 304672, y: 391229, count: 3, rssSum: -150, scans: 1 },
    ]);
    const level3 = cells.filter((cell) => cell.level === 3 && cell.day === day);
    expect(level3.map((cell) => [cell.count, cell.rssSum, cell.scans])).toEqual([
      [2, -148, 1],
      [1, -90, 1],
    ]);
    expect(cells.filter((cell) => cell.level === 2)).toHaveLength(3);
  });

  it('is incremental: the totals of two uploads are the sums of each upload’s totals', () => {
    const first = [a, c, scan(35.1446, 33.4115, [-77])];
    const second = [b, scan(35.14461, 33.41146, [-10], T0 + 5), scan(35.1, 33.4, [-99])];
    const merged = new Map<string, HeatmapCellTotals>();
    for (const cell of [...aggregateHeatmapCells(first), ...aggregateHeatmapCells(second)]) {
      const key = `${cell.level}|${cell.day}|${cell.x}|${cell.y}`;
      const known = merged.get(key);
      merged.set(
        key,
        known
          ? {
              ...known,
              count: known.count + cell.count,
              rssSum: known.rssSum + cell.rssSum,
              scans: known.scans + cell.scans,
            }
          : cell,
      );
    }
    expect(byKey(aggregateHeatmapCells([...first, ...second]))).toEqual(merged);
  });

  it('puts undated scans on the undated day, apart from every real day', () => {
    const undated = { ...scan(35.1446, 33.4115, [-60, -70]), timestamp: null };
    const dated = scan(35.1446, 33.4115, [-80], dayStartMs(0));
    const cells = aggregateHeatmapCells([undated, dated]);
    expect(RadioConstants.undatedDay).toBeLessThan(-1);
    for (const level of LEVELS) {
      const onLevel = cells.filter((c) => c.level === level);
      expect(onLevel.map((c) => [c.day, c.count, c.rssSum, c.scans])).toEqual([
        [RadioConstants.undatedDay, 2, -130, 1],
        [0, 1, -80, 1],
      ]);
    }
    expect(heatmapDayOfScan(null)).toBe(RadioConstants.undatedDay);
    expect(heatmapDayOfScan(T0)).toBe(dayOfTimestamp(T0));
  });

  it('skips scans without measurements', () => {
    expect(aggregateHeatmapCells([{ ...a, macs: [], rss: [] }])).toEqual([]);
  });

  it('answers a point at the cell centre with w = {"count","average","total"} as JSON text', () => {
    const point = heatmapPoint(1, { x: 304672, y: 391229 }, 3, -238);
    const centre = heatmapCellCentre(1, { x: 304672, y: 391229 });
    expect(point.x).toBe(centre.lat);
    expect(point.y).toBe(centre.lon);
    expect(point.w).toBe(`{"count":3,"average":${-238 / 3},"total":-238}`);
    expect(parseHeatmapWeight(point.w)).toEqual({ count: 3, average: -238 / 3, total: -238 });
    expect(parseHeatmapWeight('not json')).toBeNull();
  });
});

describe('heatmap days and zoom levels', () => {
  it('counts UTC days since 1970', () => {
    expect(dayOfTimestamp(0)).toBe(0);
    expect(dayOfTimestamp(DAY - 1)).toBe(0);
    expect(dayOfTimestamp(DAY)).toBe(1);
    expect(dayStartMs(dayOfTimestamp(T0))).toBe(Date.UTC(2015, 2, 19));
  });

  it('covers every day that holds part of a time range, in either order, clamped to stored days', () => {
    const day = dayOfTimestamp(T0);
    expect(heatmapDayRange(T0, T0 + DAY)).toEqual({ fromDay: day, toDay: day + 1 });
    expect(heatmapDayRange(T0 + DAY, T0)).toEqual({ fromDay: day, toDay: day + 1 });
    expect(heatmapDayRange(0, Number.MAX_SAFE_INTEGER)).toEqual({
      fromDay: 0,
      toDay: lastHeatmapDay,
    });
    expect(lastHeatmapDay).toBe(dayOfTimestamp(Date.UTC(9999, 11, 31)));
  });

  it('maps zooms to levels by the documented bands (19 and below, between, 21 and above)', () => {
    expect([3, 18, 19, 19.5, 20, 20.99, 21, 22].map(heatmapLevelForZoom)).toEqual([
      1, 1, 1, 2, 2, 2, 3, 3,
    ]);
  });
});

describe('cells around bounds, scan totals and time ranges', () => {
  it('covers every cell whose centre lies inside the bounds', () => {
    const bounds = { south: 35.1441, west: 33.411, north: 35.1449, east: 33.4121 };
    for (const level of [1, 2, 3] as const) {
      const around = heatmapCellsAround(level, bounds);
      // Walk a generous area cell by cell: every centre inside lies in the range.
      for (let lat = bounds.south - 0.0005; lat <= bounds.north + 0.0005; lat += 0.00001) {
        for (let lon = bounds.west - 0.0005; lon <= bounds.east + 0.0005; lon += 0.00003) {
          const cell = heatmapCellOf(level, lat, lon);
          const centre = heatmapCellCentre(level, cell);
          const inside =
            centre.lat >= bounds.south &&
            centre.lat <= bounds.north &&
            centre.lon >= bounds.west &&
            centre.lon <= bounds.east;
          if (!inside) continue;
          expect(cell.x).toBeGreaterThanOrEqual(around.fromX);
          expect(cell.x).toBeLessThanOrEqual(around.toX);
          expect(cell.y).toBeGreaterThanOrEqual(around.fromY);
          expect(cell.y).toBeLessThanOrEqual(around.toY);
        }
      }
    }
  });

  it('aggregates scan totals as it aggregates the scans themselves', () => {
    const scans = [
      { timestamp: 0, lat: 35.14461, lon: 33.41146, heading: 0, macs: ['a', 'b'], rss: [-50, -70] },
      { timestamp: 5, lat: 35.14455, lon: 33.41149, heading: 0, macs: ['a'], rss: [-90] },
      { timestamp: 86_400_000, lat: 35.14461, lon: 33.41146, heading: 0, macs: [], rss: [] },
    ];
    const totals = scans.map(scanTotals);
    expect(totals[1]).toEqual({
      timestamp: 5,
      lat: 35.14455,
      lon: 33.41149,
      count: 1,
      rssSum: -90,
    });
    expect(totals[2]).toBeNull();
    expect(aggregateScanTotals(totals.filter((t) => t !== null))).toEqual(
      aggregateHeatmapCells(scans),
    );
  });

  it('reads a time range in either order with the defaults for missing ends', () => {
    expect(fingerprintTimeRange()).toEqual({ from: 0, to: Number.MAX_SAFE_INTEGER });
    expect(fingerprintTimeRange(10)).toEqual({ from: 10, to: Number.MAX_SAFE_INTEGER });
    expect(fingerprintTimeRange(undefined, 20)).toEqual({ from: 0, to: 20 });
    expect(fingerprintTimeRange(30, 20)).toEqual({ from: 20, to: 30 });
    expect(fingerprintTimeRange(null, null)).toEqual({ from: 0, to: Number.MAX_SAFE_INTEGER });
  });
});
