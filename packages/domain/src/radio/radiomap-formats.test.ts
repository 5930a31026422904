import { describe, expect, it } from 'vitest';
import type { Fingerprint } from '../model/fingerprint.js';
import { RadiomapFormatConstants } from './constants.js';
import { RadioMessages, RadiomapFormatMessages } from './messages.js';
import {
  parseRadiomapLog,
  RadiomapLogError,
  RadiomapLogWriter,
  type RadiomapTarget,
  writeRadiomapLog,
} from './radiomap-log.js';

const TARGET: RadiomapTarget = { buid: 'building_2f25420e-3cb1-4bc1-9996-3939e5530d30', floor: 1 };
const B = TARGET.buid;

function refusal(text: string): RadiomapLogError | null {
  try {
    parseRadiomapLog(text, TARGET);
    return null;
  } catch (error) {
    if (error instanceof RadiomapLogError) return error;
    throw error;
  }
}

/**
 * (a) The logger's log, as dmsl/anyplace android LoggerWiFi `write_to_log` writes it: the
 * header before every scan's records, each record `ts lat lon heading mac rss` then
 * " floor buid".
 */
const LOGGER_LOG = [
  '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
  `1426764387473 35.144612 33.411460 165.3 00:1d:7e:ae:d4:10 -81 1 ${B}`,
  `1426764387473 35.144612 33.411460 165.3 c8:d7:19:0a:00:01 -67 1 ${B}`,
  '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
  `1426764389120 35.144650 33.411502 170.0 00:1d:7e:ae:d4:10 -76 1 ${B}`,
  '',
].join('\n');

/**
 * (b) The raw rss-log: 7 values, no buid (RadioMap.scala verifyFloorRawRss reads
 * temp(0..6) after `line.replace(", ", " ")`), lines of two scans interleaved.
 */
const RAW_RSS_LOG = [
  '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor',
  '1426764387473, 35.144612, 33.411460, 165.3, 00:1d:7e:ae:d4:10, -81, 1',
  '1426764389120, 35.144650, 33.411502, 170.0, 00:1d:7e:ae:d4:10, -76, 1',
  '1426764387473, 35.144612, 33.411460, 165.3, C8:D7:19:0A:00:01, -67, 1',
  '',
].join('\n');

/**
 * (c) The radiomap matrix as RadioMap.scala createRadioMapFrozenAndMean writes it:
 * "# NaN -110\n", "# X, Y, HEADING, " then the MACs joined by ", ", a newline, then per
 * position and heading group `x_y + ", " + heading` and `", " + dec.format(rss)` per MAC.
 */
const MATRIX = [
  '# NaN -110',
  '# X, Y, HEADING, 00:1d:7e:ae:d4:10, c8:d7:19:0a:00:01, 00:1d:7e:ae:d4:11',
  '35.144612, 33.41146, 180, -81, -67, -110',
  '35.144612, 33.41146, 180, -81, -67, -110',
  '35.14465, 33.411502, 90, -76, -110, -88',
  '35.14465, 33.411502, 90, -110, -110, -110',
  '',
].join('\n');

describe('radiomap files in the shapes Anyplace writes', () => {
  it('(a) reads the logger log, its header repeated before every scan', () => {
    expect(parseRadiomapLog(LOGGER_LOG, TARGET)).toEqual([
      {
        timestamp: 1426764387473,
        lat: 35.144612,
        lon: 33.41146,
        heading: 165.3,
        macs: ['00:1d:7e:ae:d4:10', 'c8:d7:19:0a:00:01'],
        rss: [-81, -67],
      },
      {
        timestamp: 1426764389120,
        lat: 35.14465,
        lon: 33.411502,
        heading: 170,
        macs: ['00:1d:7e:ae:d4:10'],
        rss: [-76],
      },
    ]);
  });

  it('(a) reads the same log with ", " between values and without header lines', () => {
    const commas = LOGGER_LOG.split('\n')
      .filter((l) => !l.startsWith('#'))
      .map((l) => l.replaceAll(' ', ', '))
      .join('\n');
    expect(parseRadiomapLog(commas, TARGET)).toEqual(parseRadiomapLog(LOGGER_LOG, TARGET));
  });

  it('(b) reads the raw rss-log of 7 values, grouping interleaved lines into their scans', () => {
    expect(parseRadiomapLog(RAW_RSS_LOG, TARGET)).toEqual(parseRadiomapLog(LOGGER_LOG, TARGET));
  });

  it('(c) reads the matrix: one undated fingerprint per row, the NaN value not heard', () => {
    const scans = parseRadiomapLog(MATRIX, TARGET);
    expect(scans).toEqual([
      {
        timestamp: null,
        lat: 35.144612,
        lon: 33.41146,
        heading: 180,
        macs: ['00:1d:7e:ae:d4:10', 'c8:d7:19:0a:00:01'],
        rss: [-81, -67],
      },
      {
        timestamp: null,
        lat: 35.144612,
        lon: 33.41146,
        heading: 180,
        macs: ['00:1d:7e:ae:d4:10', 'c8:d7:19:0a:00:01'],
        rss: [-81, -67],
      },
      {
        timestamp: null,
        lat: 35.14465,
        lon: 33.411502,
        heading: 90,
        macs: ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11'],
        rss: [-76, -88],
      },
    ]);
    // The same file read again gives the same fingerprints (what re-upload detection needs).
    expect(parseRadiomapLog(MATRIX, TARGET)).toEqual(scans);
  });

  it('writes undated scans as log lines of 1 January 1970 and reads them back undated, each its own scan', () => {
    const scans = parseRadiomapLog(MATRIX, TARGET);
    const log = writeRadiomapLog(scans, TARGET);
    // Rows 0 and 1 are the same fingerprint twice: stamped 0 and 1, they stay two scans.
    expect(log.split('\n').slice(1, 4)).toEqual([
      `0 35.144612 33.41146 180 00:1d:7e:ae:d4:10 -81 1 ${B}`,
      `0 35.144612 33.41146 180 c8:d7:19:0a:00:01 -67 1 ${B}`,
      `1 35.144612 33.41146 180 00:1d:7e:ae:d4:10 -81 1 ${B}`,
    ]);
    expect(parseRadiomapLog(log, TARGET)).toEqual(scans);
    // Mixed with dated scans, the numbering counts only the undated ones.
    const dated = parseRadiomapLog(LOGGER_LOG, TARGET);
    const mixed = [dated[0], scans[0], dated[1], scans[2]] as Fingerprint[];
    expect(parseRadiomapLog(writeRadiomapLog(mixed, TARGET), TARGET)).toEqual(mixed);
    const writer = new RadiomapLogWriter(TARGET);
    expect(writer.lines(dated[0] as Fingerprint).startsWith('1426764387473 ')).toBe(true);
    expect(writer.lines(scans[2] as Fingerprint).startsWith('0 ')).toBe(true);
    expect(writer.lines(scans[0] as Fingerprint).startsWith('1 ')).toBe(true);
  });

  it('reads a log line stamped on 1 January 1970 as undated, the next day as dated', () => {
    const last = RadiomapFormatConstants.undatedBeforeMs - 1;
    const log = [
      `${last} 35.1 33.4 0 00:1d:7e:ae:d4:10 -81 1 ${B}`,
      `${last + 1} 35.1 33.4 0 00:1d:7e:ae:d4:10 -81 1 ${B}`,
    ].join('\n');
    expect(parseRadiomapLog(log, TARGET).map((scan) => scan.timestamp)).toEqual([null, last + 1]);
  });

  it('(c) takes the matrix NaN value from its first line, -110 without it, and rounds mean values', () => {
    const other = MATRIX.replace('# NaN -110', '# NaN -100').replaceAll('-110', '-100');
    expect(parseRadiomapLog(other, TARGET)).toEqual(parseRadiomapLog(MATRIX, TARGET));
    const noNaNLine = MATRIX.split('\n').slice(1).join('\n');
    expect(parseRadiomapLog(noNaNLine, TARGET)).toEqual(parseRadiomapLog(MATRIX, TARGET));
    expect(RadiomapFormatConstants.matrixDefaultNaN).toBe(-110);
    const mean = MATRIX.replace('-81, -67, -110\n35.144612', '-80.6, -67, -110\n35.144612');
    expect(parseRadiomapLog(mean, TARGET)[0]?.rss).toEqual([-81, -67]);
  });

  it('refuses a line naming another floor or building with its line number', () => {
    const otherFloor = LOGGER_LOG.replace(`-76 1 ${B}`, `-76 2 ${B}`);
    expect(refusal(otherFloor)?.message).toBe(RadioMessages.wrongFloor(5, '2', 1));
    const otherBuilding = LOGGER_LOG.replace(`-67 1 ${B}`, '-67 1 building_other');
    const error = refusal(otherBuilding);
    expect(error?.message).toBe(RadioMessages.wrongBuilding(3, 'building_other', B));
    expect(error?.line).toBe(3);
    const rawOtherFloor = RAW_RSS_LOG.replace('-76, 1', '-76, 3');
    expect(refusal(rawOtherFloor)?.message).toBe(RadioMessages.wrongFloor(3, '3', 1));
  });

  it('refuses bad matrix rows and headers with their line numbers', () => {
    expect(refusal(MATRIX.replace('-76, -110, -88', '-76, -110'))?.message).toBe(
      RadiomapFormatMessages.matrixFieldCount(5, 6, 5),
    );
    expect(refusal(MATRIX.replace('-76, -110, -88', '-76, x, -88'))?.message).toBe(
      RadioMessages.badRss(5),
    );
    expect(
      refusal(MATRIX.replace('35.14465, 33.411502, 90, -76', '95, 33.411502, 90, -76'))?.line,
    ).toBe(5);
    expect(refusal(MATRIX.replace('c8:d7:19:0a:00:01,', 'c8:d7:19,'))?.message).toBe(
      RadioMessages.badMac(2, 'c8:d7:19'),
    );
    expect(refusal('# NaN -110\n# X, Y, HEADING, \n')?.message).toBe(
      RadiomapFormatMessages.matrixWithoutMacs(2),
    );
    expect(refusal('# NaN none\n')?.message).toBe(RadiomapFormatMessages.badNaN(1));
    // A matrix whose every cell is "not heard" holds no measurement.
    expect(refusal('# X, Y, HEADING, 00:1d:7e:ae:d4:10\n35.1, 33.4, 0, -110\n')?.message).toBe(
      RadioMessages.empty,
    );
  });
});
