import { type Fingerprint, isValidRss, macAddressPattern } from '../model/fingerprint.js';
import { RadioConstants, RadiomapFormatConstants } from './constants.js';
import { RadioMessages, RadiomapFormatMessages } from './messages.js';

/**
 * Radiomap files as Anyplace writes them, three shapes in one reader:
 *
 * (a) the logger's log (anyplace `android/.../LoggerWiFi` write_to_log): a header before
 *     each scan, then one measurement per line, eight values
 *       # Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID
 *       1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:10 -81 1 building_abc
 * (b) the raw rss-log, the same without the BUID (7 values); the server's readers
 *     (`server/app/modules/radiomapserver/RadioMap.scala`, verifyFloorRawRss) accept
 *     values separated by spaces or by ", ", and lines of several scans interleaved;
 * (c) the radiomap matrix the server writes (RadioMap.scala createRadioMapFrozenAndMean)
 *     and backups carry as radiomaps/{floor}-radiomap.txt:
 *       # NaN -110
 *       # X, Y, HEADING, 00:1d:7e:ae:d4:10, 00:1d:7e:ae:d4:11
 *       35.14461, 33.41146, 0, -81, -110
 *     one fingerprint per row, the NaN value meaning "not heard". The matrix has no time:
 *     its rows are undated scans (timestamp null, docs/wifi-layers.md#undated-fingerprints),
 *     each row its own scan (as if row n were stamped n), so the same file read twice gives
 *     the same fingerprints.
 *
 * A log line stamped before RadiomapFormatConstants.undatedBeforeMs (1 January 1970) is
 * undated too: that is how written logs carry undated scans (stamped 0, 1, 2…), and no
 * real survey is dated 1970. Such lines still group by their stamp.
 *
 * Measurements of (a) and (b) are grouped into scans by (timestamp, position, heading)
 * over the whole file, in the order each scan first appears. A MAC heard twice in one
 * scan keeps its stronger reading. Floor and building come from the upload's target: a
 * line naming another is refused with its number. Lines starting with # are comments
 * (but the matrix header); blank lines are ignored; CRLF and a byte-order mark are read.
 */

/** The floor a log is uploaded to: every line must name exactly this building and floor. */
export interface RadiomapTarget {
  buid: string;
  floor: number;
}

/** A refused log; `line` is the 1-based line of the problem (null for the file as a whole). */
export class RadiomapLogError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'RadiomapLogError';
  }
}

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TIMESTAMP = /^\d{1,16}$/;
const RSS = /^-?\d{1,3}$/;
/** Matrix cells are written with DecimalFormat("###.#"): "-81" or "-80.5". */
const MATRIX_RSS = /^-?\d{1,3}(?:\.\d+)?$/;
const FLOOR = /^[-+]?\d{1,4}$/;
const MATRIX_HEADER = /^#\s*X\s*,\s*Y\s*,\s*HEADING\s*(?:,|$)/i;
const NAN_HEADER = /^#\s*NaN\s*,?\s*(\S+)\s*$/i;

/** A decimal number of the log (no NaN, Infinity or hex); -0 becomes 0. */
function decimal(token: string): number | null {
  if (!DECIMAL.test(token)) return null;
  const value = Number(token);
  return Number.isFinite(value) ? value + 0 : null;
}

/** The key that makes measurements one scan. */
const scanKey = (timestamp: number, lat: number, lon: number, heading: number) =>
  `${timestamp} ${lat} ${lon} ${heading}`;

/**
 * Parses a radiomap file fed in chunks of any size (a chunk may end inside a line).
 * Scans are grouped over the whole file, so they are answered by `end()`; `push()`
 * answers nothing and throws a RadiomapLogError at the first bad line. Memory is the
 * file's scans (the upload's size limit bounds them), never its text.
 */
export class RadiomapLogParser {
  private pending = '';
  private lineNumber = 0;
  private readonly scansByKey = new Map<string, Fingerprint>();
  private readonly order: Fingerprint[] = [];
  private last: Fingerprint | null = null;
  /** The stamp the last scan was written with (its timestamp, or its number when undated). */
  private lastStamp = Number.NaN;
  private ended = false;
  private measurementTotal = 0;
  /** Set once the matrix header is read: the MACs of its columns. */
  private matrixMacs: string[] | null = null;
  private matrixNaN: number = RadiomapFormatConstants.matrixDefaultNaN;
  private matrixRows = 0;
  private sawData = false;

  constructor(private readonly target: RadiomapTarget) {}

  /** Measurements read so far (a matrix counts its heard cells). */
  get measurements(): number {
    return this.measurementTotal;
  }

  /** Scans found so far. */
  get scans(): number {
    return this.order.length;
  }

  private get lineLimit(): number {
    return this.matrixMacs || !this.sawData
      ? RadiomapFormatConstants.maxMatrixLineLength
      : RadioConstants.maxLineLength;
  }

  push(chunk: string): Fingerprint[] {
    if (this.ended) throw new Error('RadiomapLogParser: push() after end()');
    let text = this.pending + chunk;
    if (this.lineNumber === 0 && this.pending === '' && text.startsWith('\uFEFF')) {
      text = text.slice(1);
    }
    let start = 0;
    for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      this.line(text.slice(start, end));
      start = end + 1;
    }
    this.pending = text.slice(start);
    // A line without its end yet: refuse it as soon as it is too long to be one.
    if (this.pending.length > this.lineLimit + 1) {
      throw new RadiomapLogError(
        RadioMessages.lineTooLong(this.lineNumber + 1, this.lineLimit),
        this.lineNumber + 1,
      );
    }
    return [];
  }

  /** Ends the file: answers every scan; throws when the whole file held no measurement. */
  end(): Fingerprint[] {
    if (this.ended) return [];
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    this.ended = true;
    if (this.measurementTotal === 0) throw new RadiomapLogError(RadioMessages.empty, null);
    return this.order;
  }

  private line(raw: string): void {
    this.lineNumber += 1;
    const n = this.lineNumber;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const limit = this.lineLimit;
    if (text.length > limit) throw new RadiomapLogError(RadioMessages.lineTooLong(n, limit), n);
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('#')) {
      this.comment(trimmed, n);
      return;
    }
    if (!this.matrixMacs && text.length > RadioConstants.maxLineLength) {
      throw new RadiomapLogError(RadioMessages.lineTooLong(n, RadioConstants.maxLineLength), n);
    }
    this.sawData = true;
    if (this.matrixMacs) this.matrixRow(trimmed, n, this.matrixMacs);
    else this.logLine(trimmed, n);
  }

  /** Comments are skipped, but the matrix's two header lines before any data. */
  private comment(text: string, n: number): void {
    if (this.sawData) return;
    const nan = NAN_HEADER.exec(text);
    if (nan) {
      const value = decimal(nan[1] as string);
      if (value === null) throw new RadiomapLogError(RadiomapFormatMessages.badNaN(n), n);
      this.matrixNaN = value;
      return;
    }
    if (!MATRIX_HEADER.test(text)) return;
    const macs = text
      .slice(1)
      .split(',')
      .slice(3)
      .map((value) => value.trim().toLowerCase());
    if (macs.length === 0 || (macs.length === 1 && macs[0] === '')) {
      throw new RadiomapLogError(RadiomapFormatMessages.matrixWithoutMacs(n), n);
    }
    if (macs.length > RadioConstants.maxMacsPerScan) {
      throw new RadiomapLogError(RadioMessages.tooManyMacs(n, RadioConstants.maxMacsPerScan), n);
    }
    const seen = new Set<string>();
    for (const mac of macs) {
      if (!macAddressPattern.test(mac)) {
        throw new RadiomapLogError(RadioMessages.badMac(n, mac), n);
      }
      if (seen.has(mac)) throw new RadiomapLogError(RadioMessages.duplicateMac(n, mac), n);
      seen.add(mac);
    }
    this.matrixMacs = macs;
  }

  private position(latText: string, lonText: string, headingText: string, n: number) {
    const lat = decimal(latText);
    if (lat === null || lat < -90 || lat > 90) {
      throw new RadiomapLogError(RadioMessages.badLatitude(n), n);
    }
    const lon = decimal(lonText);
    if (lon === null || lon < -180 || lon > 180) {
      throw new RadiomapLogError(RadioMessages.badLongitude(n), n);
    }
    const heading = decimal(headingText);
    if (heading === null) throw new RadiomapLogError(RadioMessages.badHeading(n), n);
    return { lat, lon, heading };
  }

  private countMeasurement(n: number): void {
    this.measurementTotal += 1;
    if (this.measurementTotal > RadioConstants.maxMeasurementsPerFile) {
      throw new RadiomapLogError(
        RadioMessages.tooManyMeasurements(RadioConstants.maxMeasurementsPerFile),
        n,
      );
    }
  }

  /** One measurement of the logger's log (8 values) or of the raw rss-log (7 values). */
  private logLine(text: string, n: number): void {
    // RadioMap.scala reads `line.replace(", ", " ")`; any white space separates too.
    const fields = (text.includes(',') ? text.replaceAll(/,\s/g, ' ') : text).split(/\s+/);
    if (fields.length !== 7 && fields.length !== 8) {
      throw new RadiomapLogError(RadiomapFormatMessages.lineFieldCount(n, fields.length), n);
    }
    const [tsText, latText, lonText, headingText, macText, rssText, floorText, buid] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string | undefined,
    ];
    const timestamp = TIMESTAMP.test(tsText) ? Number(tsText) : Number.NaN;
    if (!(timestamp >= 0 && timestamp <= RadioConstants.maxTimestampMs)) {
      throw new RadiomapLogError(RadioMessages.badTimestamp(n), n);
    }
    const { lat, lon, heading } = this.position(latText, lonText, headingText, n);
    const mac = macText.toLowerCase();
    if (!macAddressPattern.test(mac)) {
      throw new RadiomapLogError(RadioMessages.badMac(n, macText), n);
    }
    const rss = RSS.test(rssText) ? Number(rssText) + 0 : Number.NaN;
    if (!isValidRss(rss)) throw new RadiomapLogError(RadioMessages.badRss(n), n);
    if (!FLOOR.test(floorText) || Number(floorText) !== this.target.floor) {
      throw new RadiomapLogError(RadioMessages.wrongFloor(n, floorText, this.target.floor), n);
    }
    if (buid !== undefined && buid !== this.target.buid) {
      throw new RadiomapLogError(RadioMessages.wrongBuilding(n, buid, this.target.buid), n);
    }
    this.countMeasurement(n);
    this.add(timestamp, lat, lon, heading, mac, rss, n);
  }

  /** Whether the stamp written on a line means "undated". */
  private static undated(stamp: number): boolean {
    return stamp < RadiomapFormatConstants.undatedBeforeMs;
  }

  /** One row of the matrix: x, y, heading and one RSS per MAC column. */
  private matrixRow(text: string, n: number, macs: readonly string[]): void {
    const fields = text.split(',').map((value) => value.trim());
    if (fields.length !== macs.length + 3) {
      throw new RadiomapLogError(
        RadiomapFormatMessages.matrixFieldCount(n, macs.length + 3, fields.length),
        n,
      );
    }
    const { lat, lon, heading } = this.position(
      fields[0] as string,
      fields[1] as string,
      fields[2] as string,
      n,
    );
    // Undated: the row's number keeps it apart from the other rows (see the file comment).
    const timestamp = this.matrixRows;
    this.matrixRows += 1;
    for (let column = 0; column < macs.length; column++) {
      const cell = fields[column + 3] as string;
      const value = MATRIX_RSS.test(cell) || cell === 'NaN' ? Number(cell) : Number.NaN;
      if (cell === 'NaN' || value === this.matrixNaN) continue;
      const rss = Math.round(value) + 0;
      if (!isValidRss(rss)) throw new RadiomapLogError(RadioMessages.badRss(n), n);
      this.countMeasurement(n);
      this.add(timestamp, lat, lon, heading, macs[column] as string, rss, n);
    }
  }

  /** Adds a measurement to the scan of `stamp` (the written timestamp or matrix row), position and heading. */
  private add(
    stamp: number,
    lat: number,
    lon: number,
    heading: number,
    mac: string,
    rss: number,
    n: number,
  ): void {
    // Lines of one scan mostly follow each other: the last scan is checked before the map.
    let scan = this.last;
    if (
      !scan ||
      this.lastStamp !== stamp ||
      scan.lat !== lat ||
      scan.lon !== lon ||
      scan.heading !== heading
    ) {
      const key = scanKey(stamp, lat, lon, heading);
      scan = this.scansByKey.get(key) ?? null;
    }
    if (!scan) {
      const key = scanKey(stamp, lat, lon, heading);
      const undated = this.matrixMacs !== null || RadiomapLogParser.undated(stamp);
      scan = { timestamp: undated ? null : stamp, lat, lon, heading, macs: [], rss: [] };
      this.scansByKey.set(key, scan);
      this.order.push(scan);
    }
    this.last = scan;
    this.lastStamp = stamp;
    // A scan lists at most maxMacsPerScan MACs: a linear search stays cheap.
    const index = scan.macs.indexOf(mac);
    if (index !== -1) {
      // The same access point twice in one scan: its stronger reading counts.
      if (rss > (scan.rss[index] as number)) scan.rss[index] = rss;
      return;
    }
    if (scan.macs.length >= RadioConstants.maxMacsPerScan) {
      throw new RadiomapLogError(RadioMessages.tooManyMacs(n, RadioConstants.maxMacsPerScan), n);
    }
    scan.macs.push(mac);
    scan.rss.push(rss);
  }
}

/** Parses a whole file at once (see RadiomapLogParser). */
export function parseRadiomapLog(text: string, target: RadiomapTarget): Fingerprint[] {
  const parser = new RadiomapLogParser(target);
  parser.push(text);
  return parser.end();
}

/**
 * The log lines of one scan (each ending in a newline); '' for a scan without measurements.
 * An undated scan is written with `undatedStamp` (below RadiomapFormatConstants.undatedBeforeMs,
 * so it is read back undated); RadiomapLogWriter numbers them.
 */
export function radiomapLogLines(
  scan: Fingerprint,
  target: RadiomapTarget,
  undatedStamp = 0,
): string {
  if (scan.macs.length === 0) return '';
  const prefix = `${scan.timestamp ?? undatedStamp} ${scan.lat} ${scan.lon} ${scan.heading}`;
  const suffix = `${target.floor} ${target.buid}`;
  let text = '';
  scan.macs.forEach((mac, index) => {
    text += `${prefix} ${mac} ${scan.rss[index]} ${suffix}\n`;
  });
  return text;
}

/**
 * Writes the scans of one floor as log lines, in any number of calls: undated scans are
 * stamped 0, 1, 2… in the order written, so each comes back as its own undated scan
 * (after 86,400,000 of them on one floor the numbers start again at 0).
 */
export class RadiomapLogWriter {
  private undatedScans = 0;

  constructor(private readonly target: RadiomapTarget) {}

  lines(scan: Fingerprint): string {
    if (scan.timestamp !== null || scan.macs.length === 0) {
      return radiomapLogLines(scan, this.target);
    }
    const stamp = this.undatedScans % RadiomapFormatConstants.undatedBeforeMs;
    this.undatedScans += 1;
    return radiomapLogLines(scan, this.target, stamp);
  }
}

/** The first line of a written log. */
export const radiomapLogHeader = `${RadioConstants.logHeader}\n`;

/**
 * Writes fingerprints as a log in the logger's format: its header, then one line per
 * measurement. parseRadiomapLog reads it back to the same fingerprints (scans sharing
 * time, place and heading come back as one, as the format has no other way to tell them
 * apart). Scans without any measurement are left out; no scan at all gives empty text.
 */
export function writeRadiomapLog(scans: Iterable<Fingerprint>, target: RadiomapTarget): string {
  const writer = new RadiomapLogWriter(target);
  let body = '';
  for (const scan of scans) body += writer.lines(scan);
  return body === '' ? '' : radiomapLogHeader + body;
}
