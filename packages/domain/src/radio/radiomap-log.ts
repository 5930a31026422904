import { RadioConstants } from '../constants.js';
import { RadioMessages } from '../messages.js';
import { type Fingerprint, isValidRss, macAddressPattern } from '../model/fingerprint.js';

/**
 * The radiomap log of the Anyplace logger (its "rss log"):
 *
 *   # Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID
 *   1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:10 -81 1 building_abc
 *
 * One measurement per line, eight values separated by white space. Consecutive lines
 * with the same timestamp, latitude, longitude and heading are one scan (one
 * fingerprint). Lines starting with # are comments; a comment also ends the scan before
 * it, which is how the writer keeps two equal-looking scans apart. Blank lines are
 * ignored; CRLF line ends and a leading byte-order mark are accepted.
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
const FLOOR = /^[-+]?\d{1,4}$/;
const FIELDS = 8;
/** At most this many MACs are remembered as checked (a log hears a few hundred). */
const MAC_CACHE_SIZE = 10_000;

/** A decimal number of the log (no NaN, Infinity or hex); -0 becomes 0. */
function decimal(token: string): number | null {
  if (!DECIMAL.test(token)) return null;
  const value = Number(token);
  return Number.isFinite(value) ? value + 0 : null;
}

interface OpenScan {
  scan: Fingerprint;
  seen: Set<string>;
}

/**
 * Parses a log fed in chunks of any size (a chunk may end inside a line): each call
 * answers the scans completed so far, `end()` the last one. The first bad line throws a
 * RadiomapLogError naming it. Memory stays at one line plus one open scan.
 */
export class RadiomapLogParser {
  private pending = '';
  private lineNumber = 0;
  private open: OpenScan | null = null;
  private ended = false;
  private measurementTotal = 0;
  private scanTotal = 0;
  /** The first four values of the last line as read, and what they were read as. */
  private lastHead: {
    ts: string;
    lat: string;
    lng: string;
    heading: string;
    key: ScanKey;
  } | null = null;
  /** The floor and building text of the lines checked so far (every line names the same). */
  private checkedFloor: string | null = null;
  private checkedBuid: string | null = null;
  /** MACs as read, to the checked lower-case MAC (one string per access point). */
  private readonly macs = new Map<string, string>();

  constructor(private readonly target: RadiomapTarget) {}

  /** Measurements (lines) read so far. */
  get measurements(): number {
    return this.measurementTotal;
  }

  /** Scans completed so far. */
  get scans(): number {
    return this.scanTotal;
  }

  push(chunk: string): Fingerprint[] {
    if (this.ended) throw new Error('RadiomapLogParser: push() after end()');
    const completed: Fingerprint[] = [];
    let text = this.pending + chunk;
    if (this.lineNumber === 0 && this.pending === '' && text.startsWith('\uFEFF')) {
      text = text.slice(1);
    }
    let start = 0;
    for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      this.line(text.slice(start, end), completed);
      start = end + 1;
    }
    this.pending = text.slice(start);
    // A line without its end yet: refuse it as soon as it is too long to be one.
    if (this.pending.length > RadioConstants.maxLineLength + 1) {
      throw new RadiomapLogError(
        RadioMessages.lineTooLong(this.lineNumber + 1, RadioConstants.maxLineLength),
        this.lineNumber + 1,
      );
    }
    return completed;
  }

  /** Ends the log: answers the last scan; throws when the whole log held no measurement. */
  end(): Fingerprint[] {
    if (this.ended) return [];
    const completed: Fingerprint[] = [];
    if (this.pending !== '') this.line(this.pending, completed);
    this.pending = '';
    this.close(completed);
    this.ended = true;
    if (this.measurementTotal === 0) throw new RadiomapLogError(RadioMessages.empty, null);
    return completed;
  }

  private line(raw: string, completed: Fingerprint[]): void {
    this.lineNumber += 1;
    const n = this.lineNumber;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.length > RadioConstants.maxLineLength) {
      throw new RadiomapLogError(RadioMessages.lineTooLong(n, RadioConstants.maxLineLength), n);
    }
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('#')) {
      this.close(completed);
      return;
    }
    const fields = trimmed.split(/\s+/);
    if (fields.length !== FIELDS) {
      throw new RadiomapLogError(RadioMessages.lineFieldCount(n, fields.length), n);
    }
    const [tsText, latText, lngText, headingText, macText, rssText, floorText, buid] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];

    // The lines of one scan repeat its first four values and every line names the same
    // floor and building: text already read and checked on the line before is not read
    // again (the same text gives the same values and the same verdict).
    const head = this.lastHead;
    let key: ScanKey;
    if (
      head !== null &&
      tsText === head.ts &&
      latText === head.lat &&
      lngText === head.lng &&
      headingText === head.heading
    ) {
      key = head.key;
    } else {
      key = readScanKey(n, tsText, latText, lngText, headingText);
      this.lastHead = { ts: tsText, lat: latText, lng: lngText, heading: headingText, key };
    }
    const { timestamp, lat, lng, heading } = key;
    const mac = this.readMac(n, macText);
    const rss = RSS.test(rssText) ? Number(rssText) + 0 : Number.NaN;
    if (!isValidRss(rss)) throw new RadiomapLogError(RadioMessages.badRss(n), n);
    if (floorText !== this.checkedFloor || buid !== this.checkedBuid) {
      if (!FLOOR.test(floorText) || Number(floorText) !== this.target.floor) {
        throw new RadiomapLogError(RadioMessages.wrongFloor(n, floorText, this.target.floor), n);
      }
      if (buid !== this.target.buid) {
        throw new RadiomapLogError(RadioMessages.wrongBuilding(n, buid, this.target.buid), n);
      }
      this.checkedFloor = floorText;
      this.checkedBuid = buid;
    }

    this.measurementTotal += 1;
    if (this.measurementTotal > RadioConstants.maxMeasurementsPerFile) {
      throw new RadiomapLogError(
        RadioMessages.tooManyMeasurements(RadioConstants.maxMeasurementsPerFile),
        n,
      );
    }
    const open = this.open;
    if (open && sameScanKey(open.scan, key)) {
      if (open.seen.has(mac)) throw new RadiomapLogError(RadioMessages.duplicateMac(n, mac), n);
      if (open.scan.macs.length >= RadioConstants.maxMacsPerScan) {
        throw new RadiomapLogError(RadioMessages.tooManyMacs(n, RadioConstants.maxMacsPerScan), n);
      }
      open.seen.add(mac);
      open.scan.macs.push(mac);
      open.scan.rss.push(rss);
      return;
    }
    this.close(completed);
    this.open = {
      scan: { timestamp, lat, lng, heading, macs: [mac], rss: [rss] },
      seen: new Set([mac]),
    };
  }

  /** A checked MAC in lower case; the same access point gives the same string. */
  private readMac(n: number, macText: string): string {
    const known = this.macs.get(macText);
    if (known !== undefined) return known;
    const mac = macText.toLowerCase();
    if (!macAddressPattern.test(mac))
      throw new RadiomapLogError(RadioMessages.badMac(n, macText), n);
    if (this.macs.size >= MAC_CACHE_SIZE) this.macs.clear();
    this.macs.set(macText, mac);
    return mac;
  }

  private close(completed: Fingerprint[]): void {
    if (!this.open) return;
    completed.push(this.open.scan);
    this.scanTotal += 1;
    this.open = null;
  }
}

type ScanKey = Pick<Fingerprint, 'timestamp' | 'lat' | 'lng' | 'heading'>;

/** The first four values of line `n`, checked in the order of the refusals. */
function readScanKey(
  n: number,
  tsText: string,
  latText: string,
  lngText: string,
  headingText: string,
): ScanKey {
  const timestamp = TIMESTAMP.test(tsText) ? Number(tsText) : Number.NaN;
  if (!(timestamp >= 0 && timestamp <= RadioConstants.maxTimestampMs)) {
    throw new RadiomapLogError(RadioMessages.badTimestamp(n), n);
  }
  const lat = decimal(latText);
  if (lat === null || lat < -90 || lat > 90) {
    throw new RadiomapLogError(RadioMessages.badLatitude(n), n);
  }
  const lng = decimal(lngText);
  if (lng === null || lng < -180 || lng > 180) {
    throw new RadiomapLogError(RadioMessages.badLongitude(n), n);
  }
  const heading = decimal(headingText);
  if (heading === null) throw new RadiomapLogError(RadioMessages.badHeading(n), n);
  return { timestamp, lat, lng, heading };
}

/** Whether two scans share the values that make consecutive lines one scan. */
export const sameScanKey = (a: ScanKey, b: ScanKey): boolean =>
  a.timestamp === b.timestamp && a.lat === b.lat && a.lng === b.lng && a.heading === b.heading;

/** Parses a whole log at once (see RadiomapLogParser). */
export function parseRadiomapLog(text: string, target: RadiomapTarget): Fingerprint[] {
  const parser = new RadiomapLogParser(target);
  const scans = parser.push(text);
  for (const scan of parser.end()) scans.push(scan);
  return scans;
}

/**
 * Writes fingerprints as a log that parseRadiomapLog reads back to the same
 * fingerprints: the logger's header, then one line per measurement. Two neighbouring
 * scans that would read as one get a comment line between them. Scans without any
 * measurement cannot be written and are left out; no scan at all gives empty text.
 */
export function writeRadiomapLog(scans: Iterable<Fingerprint>, target: RadiomapTarget): string {
  const lines: string[] = [];
  let previous: Fingerprint | null = null;
  for (const scan of scans) {
    if (scan.macs.length === 0) continue;
    if (previous && sameScanKey(previous, scan)) lines.push('#');
    const prefix = `${scan.timestamp} ${scan.lat} ${scan.lng} ${scan.heading}`;
    const suffix = `${target.floor} ${target.buid}`;
    scan.macs.forEach((mac, index) => {
      lines.push(`${prefix} ${mac} ${scan.rss[index]} ${suffix}`);
    });
    previous = scan;
  }
  if (lines.length === 0) return '';
  return `${RadioConstants.logHeader}\n${lines.join('\n')}\n`;
}
