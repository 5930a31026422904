import { describe, expect, it } from 'vitest';
import { axisDayLabel, rangeDayLabels, scanTimeLabel, timeAxisTicks } from './time-axis.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('time axis ticks', () => {
  it('labels a day as "3 Mar", with its year when asked', () => {
    expect(axisDayLabel(day('2026-03-03'), false)).toBe('3 Mar');
    expect(axisDayLabel(day('2026-03-03'), true)).toBe('3 Mar 2026');
  });

  it('ticks every day over a few days, the year on the first tick only', () => {
    const ticks = timeAxisTicks(day('2026-03-01'), day('2026-03-04') + 3_600_000, 7);
    expect(ticks.map((t) => t.label)).toEqual(['1 Mar 2026', '2 Mar', '3 Mar', '4 Mar']);
    expect(ticks[0]?.at).toBe(day('2026-03-01'));
  });

  it('starts at the first midnight inside the domain', () => {
    const ticks = timeAxisTicks(day('2026-03-01') + 1, day('2026-03-03'), 7);
    expect(ticks.map((t) => t.at)).toEqual([day('2026-03-02'), day('2026-03-03')]);
  });

  it('ticks on Mondays over a month and a half (the chart pads 15 days each side)', () => {
    const ticks = timeAxisTicks(day('2026-02-14'), day('2026-03-31'), 7);
    expect(ticks.length).toBeLessThanOrEqual(7);
    for (const tick of ticks) expect(new Date(tick.at).getUTCDay()).toBe(1);
    expect(ticks[0]?.label).toBe('16 Feb 2026');
    expect(ticks[1]?.label).toBe('23 Feb');
  });

  it('ticks on first days of months over a year, the year again when it changes', () => {
    // Two-month steps counted from January: November, January, March…
    const ticks = timeAxisTicks(day('2025-10-15'), day('2026-08-20'), 7);
    expect(ticks.map((t) => t.label)).toEqual([
      '1 Nov 2025',
      '1 Jan 2026',
      '1 Mar',
      '1 May',
      '1 Jul',
    ]);
  });

  it('keeps within the tick count over decades and answers nothing for an empty domain', () => {
    const ticks = timeAxisTicks(day('1990-01-01'), day('2026-01-01'), 4);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(timeAxisTicks(day('2026-01-02'), day('2026-01-01'))).toEqual([]);
  });

  it('names a chosen range by its first and last day', () => {
    expect(rangeDayLabels({ from: day('2026-03-03'), to: day('2026-03-10') + 86_399_999 })).toEqual(
      { first: '3 Mar 2026', last: '10 Mar 2026', oneDay: false },
    );
    expect(
      rangeDayLabels({ from: day('2026-03-03'), to: day('2026-03-03') + 86_399_999 }),
    ).toMatchObject({ oneDay: true });
  });

  it('writes a scan time in UTC with hours and minutes', () => {
    expect(scanTimeLabel(Date.parse('2026-03-03T09:05:59Z'))).toBe('3 Mar 2026, 09:05 UTC');
  });
});
