import { positionAsWirePoint } from '../api/radio.js';
import type { LatLng } from '../geo/coordinates.js';
import { MapDefaults } from '../map/constants.js';
import { type Fingerprint, heatmapWeight, heatmapWeightText } from '../model/fingerprint.js';
import { RadioConstants } from './constants.js';

/**
 * The coverage heatmap's grid. Each level (1..3, the zoom bands of docs/wifi-layers.md#zoom-bands)
 * has square cells whose side is twice the level's coverage half-size: 10 m, 4 m, 1.5 m.
 *
 * The grid is fixed on the globe and never depends on the data: rows are
 * `side / metresPerDegree` degrees of latitude tall, counted from the equator; in a row,
 * columns are `side / (metresPerDegree * cos(φ))` degrees of longitude wide, counted from
 * the prime meridian, where φ is the latitude of the row's centre rounded to whole
 * degrees (at most 89°). So a measurement always falls in the same cell, whatever else
 * was measured, and totals per cell can be added to and taken from one upload at a time.
 * Rounding φ keeps the columns of neighbouring rows aligned (they only shift where φ
 * crosses half a degree, every ~111 km); cells are square within about 1% at mid latitudes.
 */

export type HeatmapLevel = (typeof RadioConstants.levels)[number];

/** Cell indices: x counts columns eastwards (longitude), y rows northwards (latitude). */
export interface HeatmapCell {
  x: number;
  y: number;
}

/** A cell's measurements on one UTC day, at one level. */
export interface HeatmapCellTotals extends HeatmapCell {
  level: HeatmapLevel;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  /** Measurements (MAC and RSS pairs) in the cell. */
  count: number;
  /** Sum of their RSS in dBm. */
  rssSum: number;
  /** Scans (fingerprints) taken in the cell. */
  scans: number;
}

/**
 * A heatmap point as the API answers it (docs/wifi-layers.md#heatmap-cells): x latitude, y
 * longitude, w JSON text.
 */
export interface HeatmapPoint {
  x: number;
  y: number;
  w: string;
}

export const isHeatmapLevel = (value: number): value is HeatmapLevel =>
  (RadioConstants.levels as readonly number[]).includes(value);

/** Side of a cell in metres. */
export function heatmapCellSideM(level: HeatmapLevel): number {
  const [level1, level2, level3] = RadioConstants.cellHalfSizeM;
  return 2 * (level === 1 ? level1 : level === 2 ? level2 : level3);
}

const latitudeStep = (level: HeatmapLevel): number =>
  heatmapCellSideM(level) / RadioConstants.metresPerDegree;

/** Width in degrees of longitude of the cells in row `y`. */
function longitudeStep(level: HeatmapLevel, y: number): number {
  const centreLat = (y + 0.5) * latitudeStep(level);
  const rounded = Math.min(Math.abs(Math.round(centreLat)), RadioConstants.maxGridLatitudeDeg);
  return (
    heatmapCellSideM(level) / (RadioConstants.metresPerDegree * Math.cos((rounded * Math.PI) / 180))
  );
}

/** The cell of a position at a level. */
export function heatmapCellOf(level: HeatmapLevel, lat: number, lon: number): HeatmapCell {
  const y = Math.floor(lat / latitudeStep(level));
  const x = Math.floor(lon / longitudeStep(level, y));
  return { x: x + 0, y: y + 0 };
}

/** The centre of a cell: where its heatmap point and coverage square are drawn. */
export function heatmapCellCentre(level: HeatmapLevel, cell: HeatmapCell): LatLng {
  return {
    lat: (cell.y + 0.5) * latitudeStep(level),
    lon: (cell.x + 0.5) * longitudeStep(level, cell.y),
  };
}

/** The UTC day (days since 1970-01-01) of a timestamp in milliseconds. */
export const dayOfTimestamp = (timestampMs: number): number =>
  Math.floor(timestampMs / RadioConstants.dayMs);

/** The first millisecond of a day. */
export const dayStartMs = (day: number): number => day * RadioConstants.dayMs;

/** The last day a stored timestamp can fall on. */
export const lastHeatmapDay = dayOfTimestamp(RadioConstants.maxTimestampMs);

/**
 * The days a time range covers, for heatmaps "by time": every day that holds a
 * millisecond of the range, clamped to the days a stored timestamp can have. The range
 * may come in either order (start and end are the calls' timestampX and timestampY).
 */
export function heatmapDayRange(fromMs: number, toMs: number): { fromDay: number; toDay: number } {
  const clamp = (day: number) => Math.min(Math.max(day, 0), lastHeatmapDay);
  const [start, end] = fromMs <= toMs ? [fromMs, toMs] : [toMs, fromMs];
  return { fromDay: clamp(dayOfTimestamp(start)), toDay: clamp(dayOfTimestamp(end)) };
}

/**
 * The heatmap `day` of a scan: its UTC day, or RadioConstants.undatedDay for an undated
 * scan (counted in the all-days totals, on no day).
 */
export const heatmapDayOfScan = (timestampMs: number | null): number =>
  timestampMs === null ? RadioConstants.undatedDay : dayOfTimestamp(timestampMs);

/** What the heatmap keeps of a scan: where and when, how many measurements and their RSS sum. */
export interface ScanTotals extends LatLng {
  /** Null for an undated scan. */
  timestamp: number | null;
  /** Measurements (MAC and RSS pairs) of the scan. */
  count: number;
  rssSum: number;
}

/** A scan's totals (null for a scan without measurements, which is never stored). */
export function scanTotals(scan: Fingerprint): ScanTotals | null {
  if (scan.macs.length === 0) return null;
  let rssSum = 0;
  for (const rss of scan.rss) rssSum += rss;
  return {
    timestamp: scan.timestamp,
    lat: scan.lat,
    lon: scan.lon,
    count: scan.macs.length,
    rssSum,
  };
}

/**
 * Totals per level, day and cell of a set of scans: what an upload adds to the stored
 * heatmap (and what deleting those scans takes away). One entry per key.
 */
export function aggregateHeatmapCells(scans: Iterable<Fingerprint>): HeatmapCellTotals[] {
  const totals: ScanTotals[] = [];
  for (const scan of scans) {
    const t = scanTotals(scan);
    if (t) totals.push(t);
  }
  return aggregateScanTotals(totals);
}

/** As aggregateHeatmapCells, from the totals of each scan. */
export function aggregateScanTotals(scans: Iterable<ScanTotals>): HeatmapCellTotals[] {
  const totals = new Map<string, HeatmapCellTotals>();
  for (const scan of scans) {
    if (scan.count === 0) continue;
    const day = heatmapDayOfScan(scan.timestamp);
    for (const level of RadioConstants.levels) {
      const { x, y } = heatmapCellOf(level, scan.lat, scan.lon);
      const key = `${level}|${day}|${x}|${y}`;
      const cell = totals.get(key);
      if (cell) {
        cell.count += scan.count;
        cell.rssSum += scan.rssSum;
        cell.scans += 1;
      } else {
        totals.set(key, { level, day, x, y, count: scan.count, rssSum: scan.rssSum, scans: 1 });
      }
    }
  }
  return [...totals.values()];
}

/**
 * The cells of a level that may have their centre inside the given parallels and
 * meridians: a range of rows and a range of columns, one cell wider on every side (the
 * caller keeps the cells whose centre really is inside). Column widths vary with the
 * row's latitude, so the column range covers the narrowest and the widest rows.
 */
export function heatmapCellsAround(
  level: HeatmapLevel,
  bounds: { south: number; west: number; north: number; east: number },
): { fromX: number; toX: number; fromY: number; toY: number } {
  const fromY = Math.floor(bounds.south / latitudeStep(level)) - 1;
  const toY = Math.floor(bounds.north / latitudeStep(level)) + 1;
  const steps = [longitudeStep(level, fromY), longitudeStep(level, toY)];
  // The row nearest the equator has the widest columns (rows crossing it included).
  if (fromY < 0 && toY >= 0) steps.push(longitudeStep(level, 0));
  const xs = steps.flatMap((step) => [
    Math.floor(bounds.west / step),
    Math.floor(bounds.east / step),
  ]);
  return { fromX: Math.min(...xs) - 1, toX: Math.max(...xs) + 1, fromY, toY };
}

/**
 * A time range of fingerprints in milliseconds, inclusive, from the calls' timestampX and
 * timestampY in either order: a missing start is 0, a missing end the largest safe integer
 * (docs/wifi-layers.md#radiomap-upload).
 */
export function fingerprintTimeRange(
  start?: number | null,
  end?: number | null,
): { from: number; to: number } {
  const a = start ?? 0;
  const b = end ?? Number.MAX_SAFE_INTEGER;
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/** A cell's point: its centre and the weight {count, average, total} of its measurements. */
export function heatmapPoint(
  level: HeatmapLevel,
  cell: HeatmapCell,
  count: number,
  rssSum: number,
): HeatmapPoint {
  const centre = heatmapCellCentre(level, cell);
  return { ...positionAsWirePoint(centre), w: heatmapWeightText(heatmapWeight(count, rssSum)) };
}

/**
 * The zoom bands (docs/wifi-layers.md#zoom-bands): level 1 at or below the minimum heatmap zoom,
 * level 2 strictly between the minimum and the maximum, level 3 from the maximum up.
 */
export function heatmapLevelForZoom(zoom: number): HeatmapLevel {
  if (zoom <= MapDefaults.heatmapMinZoom) return 1;
  if (zoom < MapDefaults.heatmapMaxZoom) return 2;
  return 3;
}
