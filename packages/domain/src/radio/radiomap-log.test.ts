import { describe, expect, it } from 'vitest';
import type { Fingerprint } from '../model/fingerprint.js';
import { seededRandom } from '../testing/index.js';
import { RadioConstants } from './constants.js';
import { RadioMessages, RadiomapFormatMessages } from './messages.js';
import {
  parseRadiomapLog,
  RadiomapLogError,
  RadiomapLogParser,
  type RadiomapTarget,
  writeRadiomapLog,
} from './radiomap-log.js';

const TARGET: RadiomapTarget = { buid: 'building_abc', floor: 1 };

const LOG = [
  '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
  '1426764387473 35.14461 33.41146 165.3 00:1D:7E:AE:D4:10 -81 1 building_abc',
  '1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:11 -67 1 building_abc',
  '',
  '1426764388001\t35.14462  33.41147 170 c8:d7:19:0a:00:01 -90 1 building_abc',
  '1426764388001 35.14462 33.41147 170 00:1d:7e:ae:d4:10 0 01 building_abc',
  '1426764388002 35.14462 33.41147 170 00:1d:7e:ae:d4:10 -127 1 building_abc',
].join('\n');

const EXPECTED: Fingerprint[] = [
  {
    timestamp: 1426764387473,
    lat: 35.14461,
    lon: 33.41146,
    heading: 165.3,
    macs: ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11'],
    rss: [-81, -67],
  },
  {
    timestamp: 1426764388001,
    lat: 35.14462,
    lon: 33.41147,
    heading: 170,
    macs: ['c8:d7:19:0a:00:01', '00:1d:7e:ae:d4:10'],
    rss: [-90, 0],
  },
  {
    timestamp: 1426764388002,
    lat: 35.14462,
    lon: 33.41147,
    heading: 170,
    macs: ['00:1d:7e:ae:d4:10'],
    rss: [-127],
  },
];

/** The error a log is refused with, or null when it is accepted. */
function refusal(text: string, target = TARGET): RadiomapLogError | null {
  try {
    parseRadiomapLog(text, target);
    return null;
  } catch (error) {
    if (error instanceof RadiomapLogError) return error;
    throw error;
  }
}

const line = (
  fields: Partial<
    Record<'ts' | 'lat' | 'lon' | 'heading' | 'mac' | 'rss' | 'floor' | 'buid', string>
  > = {},
) =>
  [
    fields.ts ?? '1426764387473',
    fields.lat ?? '35.14461',
    fields.lon ?? '33.41146',
    fields.heading ?? '165.3',
    fields.mac ?? '00:1d:7e:ae:d4:10',
    fields.rss ?? '-81',
    fields.floor ?? '1',
    fields.buid ?? 'building_abc',
  ].join(' ');

describe('radiomap log parser', () => {
  it('groups consecutive lines of the same time, place and heading into one scan', () => {
    expect(parseRadiomapLog(LOG, TARGET)).toEqual(EXPECTED);
  });

  it('reads CRLF line ends, a byte-order mark, blank lines and a last line without an end', () => {
    const windows = `\uFEFF${LOG.replaceAll('\n', '\r\n')}\r\n\r\n   \r\n`;
    expect(parseRadiomapLog(windows, TARGET)).toEqual(EXPECTED);
    expect(parseRadiomapLog(`${LOG}\n`, TARGET)).toEqual(EXPECTED);
  });

  it('gives the same scans whatever the chunk sizes', () => {
    const text = `${LOG.replaceAll('\n', '\r\n')}\r\n`;
    for (let size = 1; size <= 40; size++) {
      const parser = new RadiomapLogParser(TARGET);
      const scans: Fingerprint[] = [];
      for (let i = 0; i < text.length; i += size)
        scans.push(...parser.push(text.slice(i, i + size)));
      scans.push(...parser.end());
      expect(scans, `chunks of ${size}`).toEqual(EXPECTED);
      expect(parser.measurements).toBe(5);
      expect(parser.scans).toBe(3);
    }
  });

  it('groups the measurements of a scan over the whole file, interleaved lines included', () => {
    const scans = parseRadiomapLog(
      [
        line(),
        '#',
        line({ ts: '1426764387474' }),
        line({ mac: '00:1d:7e:ae:d4:11', rss: '-70' }),
      ].join('\n'),
      TARGET,
    );
    expect(scans.map((s) => [s.timestamp, s.macs])).toEqual([
      [1426764387473, ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11']],
      [1426764387474, ['00:1d:7e:ae:d4:10']],
    ]);
  });

  it('refuses every malformed value with its line number', () => {
    const at3 = (bad: string) => [RadioConstants.logHeader, line(), bad].join('\n');
    const cases: [string, string][] = [
      [line().replace(' 1 building_abc', ''), RadiomapFormatMessages.lineFieldCount(3, 6)],
      [`${line()} extra`, RadiomapFormatMessages.lineFieldCount(3, 9)],
      [line({ ts: '-5' }), RadioMessages.badTimestamp(3)],
      [line({ ts: '1426764387473.5' }), RadioMessages.badTimestamp(3)],
      [line({ ts: '99999999999999999' }), RadioMessages.badTimestamp(3)],
      [line({ ts: String(RadioConstants.maxTimestampMs + 1) }), RadioMessages.badTimestamp(3)],
      [line({ lat: '90.5' }), RadioMessages.badLatitude(3)],
      [line({ lat: 'NaN' }), RadioMessages.badLatitude(3)],
      [line({ lat: '0x10' }), RadioMessages.badLatitude(3)],
      [line({ lon: '-180.0001' }), RadioMessages.badLongitude(3)],
      [line({ lon: 'Infinity' }), RadioMessages.badLongitude(3)],
      [line({ heading: 'north' }), RadioMessages.badHeading(3)],
      [line({ heading: '1e400' }), RadioMessages.badHeading(3)],
      [line({ mac: '00:1d:7e:ae:d4' }), RadioMessages.badMac(3, '00:1d:7e:ae:d4')],
      [line({ mac: '00-1d-7e-ae-d4-10' }), RadioMessages.badMac(3, '00-1d-7e-ae-d4-10')],
      [line({ mac: 'g0:1d:7e:ae:d4:10' }), RadioMessages.badMac(3, 'g0:1d:7e:ae:d4:10')],
      [line({ rss: '-128' }), RadioMessages.badRss(3)],
      [line({ rss: '5' }), RadioMessages.badRss(3)],
      [line({ rss: '-60.5' }), RadioMessages.badRss(3)],
      [line({ floor: '2' }), RadioMessages.wrongFloor(3, '2', 1)],
      [line({ floor: 'one' }), RadioMessages.wrongFloor(3, 'one', 1)],
      [
        line({ buid: 'building_xyz' }),
        RadioMessages.wrongBuilding(3, 'building_xyz', 'building_abc'),
      ],
    ];
    for (const [bad, message] of cases) {
      const error = refusal(at3(bad));
      expect(error?.message, bad).toBe(message);
      expect(error?.line, bad).toBe(3);
    }
  });

  it('keeps the stronger reading of a MAC heard twice in one scan; refuses too many access points', () => {
    const twice = parseRadiomapLog(
      [line(), line({ mac: '00:1D:7E:AE:D4:10', rss: '-50' }), line({ rss: '-90' })].join('\n'),
      TARGET,
    );
    expect(twice.map((s) => [s.macs, s.rss])).toEqual([[['00:1d:7e:ae:d4:10'], [-50]]]);
    const mac = (i: number) =>
      `02:00:00:00:${((i >> 8) & 0xff).toString(16).padStart(2, '0')}:${(i & 0xff).toString(16).padStart(2, '0')}`;
    const lines = Array.from({ length: RadioConstants.maxMacsPerScan + 1 }, (_, i) =>
      line({ mac: mac(i) }),
    );
    expect(refusal(lines.slice(0, -1).join('\n'))).toBeNull();
    const error = refusal(lines.join('\n'));
    expect(error?.message).toBe(
      RadioMessages.tooManyMacs(RadioConstants.maxMacsPerScan + 1, RadioConstants.maxMacsPerScan),
    );
  });

  it('checks every line of a scan: a wrong floor, building or MAC after good lines is refused', () => {
    const good = '1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:10 -81 1 building_abc';
    const lines = (last: string) => [good, good.replace(':10 -81', ':11 -80'), last].join('\n');
    const refusal = (last: string) => {
      try {
        parseRadiomapLog(lines(last), TARGET);
        return null;
      } catch (error) {
        return error instanceof RadiomapLogError ? error.message : String(error);
      }
    };
    expect(refusal(good.replace(' 1 building_abc', ' 2 building_abc'))).toBe(
      RadioMessages.wrongFloor(3, '2', 1),
    );
    expect(refusal(good.replace('building_abc', 'building_xyz'))).toBe(
      RadioMessages.wrongBuilding(3, 'building_xyz', 'building_abc'),
    );
    expect(refusal(good.replace('00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:1g'))).toBe(
      RadioMessages.badMac(3, '00:1d:7e:ae:d4:1g'),
    );
    // The same MAC in capitals is the same access point heard twice in the scan: the
    // stronger reading is kept, nothing is refused.
    expect(refusal(good.replace('00:1d:7e:ae:d4:10', '00:1D:7E:AE:D4:10'))).toBeNull();
    expect(refusal(good.replace('165.3', '165.4').replace(':10 -81', ':12 -70'))).toBeNull();
  });

  it('refuses over-long lines, also before their end has arrived', () => {
    const long = `${line()}${' '.repeat(RadioConstants.maxLineLength)}`;
    expect(refusal(`${line()}\n${long}\n`)?.message).toBe(
      RadioMessages.lineTooLong(2, RadioConstants.maxLineLength),
    );
    const parser = new RadiomapLogParser(TARGET);
    parser.push(`${line()}\n`);
    expect(() => parser.push('x'.repeat(RadioConstants.maxLineLength + 10))).toThrow(
      RadioMessages.lineTooLong(2, RadioConstants.maxLineLength),
    );
  });

  it('refuses a log without measurements', () => {
    for (const empty of ['', '\n\n', `${RadioConstants.logHeader}\n`, '# only a comment']) {
      const error = refusal(empty);
      expect(error?.message).toBe(RadioMessages.empty);
      expect(error?.line).toBeNull();
    }
  });

  it('refuses more measurements than a file may hold, counting while it streams', () => {
    const parser = new RadiomapLogParser(TARGET);
    const max = RadioConstants.maxMeasurementsPerFile;
    const perChunk = 10_000;
    let error: unknown = null;
    let timestamp = 1_426_764_387_473;
    try {
      for (let sent = 0; sent <= max; sent += perChunk) {
        const lines: string[] = [];
        for (let i = 0; i < perChunk; i++) {
          timestamp += 1;
          lines.push(`${timestamp} 35.1 33.4 0 00:1d:7e:ae:d4:10 -70 1 building_abc`);
        }
        parser.push(`${lines.join('\n')}\n`);
      }
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RadiomapLogError);
    expect((error as RadiomapLogError).message).toBe(RadioMessages.tooManyMeasurements(max));
    expect((error as RadiomapLogError).line).toBe(max + 1);
    // Half a million scans are held until the end (grouping spans the file): not a speed goal.
  }, 60_000);
});

/** What grouping by (timestamp, position, heading) makes of scans: the stronger reading of a MAC wins. */
function mergedByKey(scans: readonly Fingerprint[]): Fingerprint[] {
  const byKey = new Map<string, Fingerprint>();
  for (const scan of scans) {
    const key = `${scan.timestamp} ${scan.lat} ${scan.lon} ${scan.heading}`;
    const merged = byKey.get(key);
    if (!merged) {
      byKey.set(key, { ...scan, macs: [...scan.macs], rss: [...scan.rss] });
      continue;
    }
    scan.macs.forEach((mac, i) => {
      const at = merged.macs.indexOf(mac);
      const rss = scan.rss[i] as number;
      if (at === -1) {
        merged.macs.push(mac);
        merged.rss.push(rss);
      } else if (rss > (merged.rss[at] as number)) merged.rss[at] = rss;
    });
  }
  return [...byKey.values()];
}

describe('radiomap log writer', () => {
  it('writes the logger header and one line per measurement', () => {
    expect(writeRadiomapLog(EXPECTED.slice(0, 1), TARGET)).toBe(
      [
        RadioConstants.logHeader,
        '1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:10 -81 1 building_abc',
        '1426764387473 35.14461 33.41146 165.3 00:1d:7e:ae:d4:11 -67 1 building_abc',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for no scans, and leaves out scans without measurements', () => {
    expect(writeRadiomapLog([], TARGET)).toBe('');
    const empty = { ...EXPECTED[0], macs: [], rss: [] } as Fingerprint;
    expect(writeRadiomapLog([empty], TARGET)).toBe('');
    expect(parseRadiomapLog(writeRadiomapLog([empty, ...EXPECTED], TARGET), TARGET)).toEqual(
      EXPECTED,
    );
  });

  it('round-trips any scans through the parser; scans of equal keys come back as one', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seededRandom(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
      const scans: Fingerprint[] = [];
      const count = 1 + Math.floor(random() * 30);
      for (let i = 0; i < count; i++) {
        const previous = scans.at(-1);
        const repeat = previous && random() < 0.2;
        const macCount = 1 + Math.floor(random() * 6);
        const macs = new Set<string>();
        while (macs.size < macCount) {
          macs.add(
            Array.from({ length: 6 }, () =>
              Math.floor(random() * 256)
                .toString(16)
                .padStart(2, '0'),
            ).join(':'),
          );
        }
        scans.push({
          timestamp: repeat
            ? previous.timestamp
            : Math.floor(random() * RadioConstants.maxTimestampMs),
          lat: repeat ? previous.lat : pick([0, 90, -90, (random() - 0.5) * 180, 1e-7]),
          lon: repeat ? previous.lon : pick([180, -180, (random() - 0.5) * 360, 33.41146]),
          heading: repeat ? previous.heading : pick([0, 359.99, -12.5, random() * 1e21]),
          macs: [...macs],
          rss: [...macs].map(() => 0 - Math.floor(random() * 128)),
        });
      }
      const target = { buid: `b_${seed}`, floor: (seed % 7) - 3 };
      const text = writeRadiomapLog(scans, target);
      expect(parseRadiomapLog(text, target), `seed ${seed}`).toEqual(mergedByKey(scans));
      // The written text is itself a fixed point.
      expect(writeRadiomapLog(parseRadiomapLog(text, target), target)).toBe(text);
    }
  });
});
