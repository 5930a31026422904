import { LayerMessages, RadioMessages, RadiomapPlacementMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  formatSurveyDay,
  RadiomapTooLargeError,
  radiomapSummaryText,
  radioQueryKeys,
  summariseRadiomapDays,
  uploadFailureText,
} from './radiomaps';

const DAY = 86_400_000;
const MARCH_3 = Date.UTC(2025, 2, 3);

describe('radiomap summary', () => {
  it('adds up scans and days and finds the last day, whatever the order', () => {
    expect(
      summariseRadiomapDays([
        { date: MARCH_3 + 2 * DAY, count: 40 },
        { date: MARCH_3, count: 72 },
        { date: MARCH_3 + DAY, count: 0 },
      ]),
    ).toEqual({ scans: 112, days: 2, lastDay: MARCH_3 + 2 * DAY });
    expect(summariseRadiomapDays([])).toEqual({ scans: 0, days: 0, lastDay: null });
  });

  it('words it as "N scans on D days, last on <date>", in UTC, or says there are none', () => {
    // The day starts at midnight UTC: a browser west of Greenwich must not show 2 March.
    expect(formatSurveyDay(MARCH_3)).toBe('3 Mar 2025');
    expect(
      radiomapSummaryText([
        { date: MARCH_3, count: 288 },
        { date: MARCH_3 + DAY, count: 12 },
      ]),
    ).toBe(RadioMessages.summary(300, 2, '4 Mar 2025'));
    expect(radiomapSummaryText([{ date: MARCH_3, count: 1 }])).toBe(
      '1 scan on 1 day, last on 3 Mar 2025',
    );
    expect(radiomapSummaryText([])).toBe(LayerMessages.noFingerprintsTime);
  });

  it('adds the undated fingerprints of radiomap matrices, which are on no day', () => {
    expect(radiomapSummaryText([], 3)).toBe(
      '3 fingerprints from radiomap matrices have no date and are not on the time bar.',
    );
    expect(radiomapSummaryText([{ date: MARCH_3, count: 1 }], 1)).toBe(
      `1 scan on 1 day, last on 3 Mar 2025 ${RadiomapPlacementMessages.undatedNotOnTimeBar(1)}`,
    );
    expect(RadiomapPlacementMessages.undatedNotOnTimeBar(1)).toBe(
      '1 fingerprint from radiomap matrices has no date and is not on the time bar.',
    );
    expect(radiomapSummaryText([{ date: MARCH_3, count: 1 }], 0)).toBe(
      '1 scan on 1 day, last on 3 Mar 2025',
    );
  });

  it('keys every radio query of a floor under the floor, so one invalidation refreshes them', () => {
    const floor = radioQueryKeys.floor('b1', '2');
    for (const key of [
      radioQueryKeys.days('b1', '2'),
      radioQueryKeys.heatmap('b1', '2', 3),
      radioQueryKeys.heatmap('b1', '2', 1, { from: 0, to: 5 }),
    ]) {
      expect(key.slice(0, floor.length)).toEqual([...floor]);
    }
    expect(radioQueryKeys.days('b1', '3').slice(0, 3)).not.toEqual([...floor]);
  });

  it('explains a file refused before upload by its size', () => {
    expect(uploadFailureText(new RadiomapTooLargeError())).toBe(RadioMessages.tooLarge);
    expect(uploadFailureText(new Error('network'))).toBe(RadioMessages.uploadFailed);
  });
});
