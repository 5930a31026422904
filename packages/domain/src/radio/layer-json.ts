import { type HeatmapLevel, heatmapCellCentre } from './heatmap-cells.js';

/**
 * The big answers of the wifi layers written straight to JSON text: a level-3 heatmap of
 * a large floor has tens of thousands of points, and building objects only to validate
 * and stringify them again cost more than reading them. Each writer gives exactly the
 * text JSON.stringify would give for the same answer (numbers as JavaScript writes them,
 * keys in the contract's order); the tests compare both.
 */

/** A cell's totals as the repositories read them: [cell x, cell y, measurements, RSS sum]. */
export type CellRssTuple = readonly [x: number, y: number, count: number, rssSum: number];
/** [cell x, cell y, measurements, scans]. */
export type CellScanTuple = readonly [x: number, y: number, count: number, scans: number];
/**
 * A scan location: [lat, lon, measurements, scans, first and last scan time (ms, null when
 * every scan there is undated), the strongest access points heard there as [MAC, RSS]].
 */
export type LocationScanTuple = readonly [
  lat: number,
  lon: number,
  count: number,
  scans: number,
  first: number | null,
  last: number | null,
  strongest: readonly (readonly [mac: string, rss: number])[],
];
/** A deleted scan: [timestamp ms (null when undated), lat, lon, measurements]. */
export type DeletedScanTuple = readonly [
  timestamp: number | null,
  lat: number,
  lon: number,
  count: number,
];

/** A finite number as JSON writes it. */
const num = (n: number): string => String(n);

/**
 * `{"radioPoints":[{"x","y","w"}...]}` of a coverage heatmap: each cell at its centre, `w`
 * the JSON text of {count, average, total} (docs/wifi-layers.md#heatmap-cells), as heatmapPoint
 * gives it.
 */
export function heatmapPointsJson(level: HeatmapLevel, cells: readonly CellRssTuple[]): string {
  const items: string[] = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const [x, y, count, rssSum] = cells[i] as CellRssTuple;
    const c = heatmapCellCentre(level, { x, y });
    items[i] =
      `{"x":${num(c.lat)},"y":${num(c.lon)},"w":"{\\"count\\":${num(count)},\\"average\\":${num(count > 0 ? rssSum / count : 0)},\\"total\\":${num(rssSum)}}"}`;
  }
  return `{"radioPoints":[${items.join(',')}]}`;
}

/** `{"radioPoints":[{"x","y","count","scans"}...]}` of the fingerprint grid: cells at their centres. */
export function fingerprintGridJson(level: HeatmapLevel, cells: readonly CellScanTuple[]): string {
  const items: string[] = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const [x, y, count, scans] = cells[i] as CellScanTuple;
    const c = heatmapCellCentre(level, { x, y });
    items[i] = `{"x":${num(c.lat)},"y":${num(c.lon)},"count":${num(count)},"scans":${num(scans)}}`;
  }
  return `{"radioPoints":[${items.join(',')}]}`;
}

/** `{"radioPoints":[...],"truncated":…}` of a fingerprint tile. */
export function fingerprintTileJson(
  points: readonly LocationScanTuple[],
  truncated: boolean,
): string {
  const items: string[] = new Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const [lat, lon, count, scans, first, last, strongest] = points[i] as LocationScanTuple;
    const aps = strongest.map(([mac, rss]) => `{"mac":${JSON.stringify(mac)},"rss":${num(rss)}}`);
    items[i] =
      `{"x":${num(lat)},"y":${num(lon)},"count":${num(count)},"scans":${num(scans)},"first":${first === null ? 'null' : num(first)},"last":${last === null ? 'null' : num(last)},"strongest":[${aps.join(',')}]}`;
  }
  return `{"radioPoints":[${items.join(',')}],"truncated":${truncated}}`;
}

/** `{"message":…,"fingerprints":[{"x","y","timestamp","count"}...]}` of a deletion. */
export function deletedFingerprintsJson(
  message: string,
  scans: readonly DeletedScanTuple[],
): string {
  const items: string[] = new Array(scans.length);
  for (let i = 0; i < scans.length; i++) {
    const [timestamp, lat, lon, count] = scans[i] as DeletedScanTuple;
    items[i] =
      `{"x":${num(lat)},"y":${num(lon)},"timestamp":${timestamp === null ? 'null' : num(timestamp)},"count":${num(count)}}`;
  }
  return `{"message":${JSON.stringify(message)},"fingerprints":[${items.join(',')}]}`;
}
