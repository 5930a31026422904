import { RadioConstants, TimeChartConstants } from './constants.js';

/**
 * The date axis of the time bar (docs/wifi-layers.md#time-modes): a few ticks on UTC days
 * (survey days are UTC days), spaced by a whole number of days, weeks or months, each
 * labelled "3 Mar", with the year on the first tick and wherever the year changes.
 */

export interface AxisTick {
  /** The tick's UTC midnight, in ms. */
  at: number;
  label: string;
}

const dayMs = RadioConstants.dayMs;

/** A UTC day as "3 Mar", or "3 Mar 2026" with its year. */
export function axisDayLabel(ms: number, withYear: boolean): string {
  return new Date(ms).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** The UTC midnights from `from` to `to` every `step` days (weeks start on Mondays). */
function dayTicks(from: number, to: number, step: number): number[] {
  // 1 January 1970 was a Thursday: Mondays are 4 days after a multiple of 7.
  const offset = step === 7 || step === 14 ? 4 : 0;
  const firstDay = Math.ceil((from / dayMs - offset) / step) * step + offset;
  const ticks: number[] = [];
  for (let day = firstDay; day * dayMs <= to; day += step) ticks.push(day * dayMs);
  return ticks;
}

/** The first days of the months from `from` to `to`, every `step` months (from January). */
function monthTicks(from: number, to: number, step: number): number[] {
  const start = new Date(from);
  let month = start.getUTCFullYear() * 12 + start.getUTCMonth();
  month = Math.ceil(month / step) * step;
  const ticks: number[] = [];
  for (;;) {
    const at = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (at > to) break;
    if (at >= from) ticks.push(at);
    month += step;
  }
  return ticks;
}

/**
 * Ticks between `from` and `to` (ms, inclusive): the smallest step of
 * TimeChartConstants.axisStepDays, then axisStepMonths, that gives at most `maxTicks`
 * ticks. Empty when the domain is empty or reversed.
 */
export function timeAxisTicks(
  from: number,
  to: number,
  maxTicks: number = TimeChartConstants.maxAxisTicks,
): AxisTick[] {
  if (!(to >= from) || maxTicks < 1) return [];
  const candidates: (() => number[])[] = [
    ...TimeChartConstants.axisStepDays.map((step) => () => dayTicks(from, to, step)),
    ...TimeChartConstants.axisStepMonths.map((step) => () => monthTicks(from, to, step)),
  ];
  let chosen: number[] = [];
  for (const candidate of candidates) {
    chosen = candidate();
    if (chosen.length <= maxTicks) break;
  }
  if (chosen.length > maxTicks) {
    const every = Math.ceil(chosen.length / maxTicks);
    chosen = chosen.filter((_, i) => i % every === 0);
  }
  let year: number | null = null;
  return chosen.map((at) => {
    const tickYear = new Date(at).getUTCFullYear();
    const label = axisDayLabel(at, tickYear !== year);
    year = tickYear;
    return { at, label };
  });
}

/** The first and last day of a chosen range, each with its year, and whether they are one day. */
export function rangeDayLabels(range: { from: number; to: number }): {
  first: string;
  last: string;
  oneDay: boolean;
} {
  const firstDay = Math.floor(range.from / dayMs) * dayMs;
  const lastDay = Math.floor(range.to / dayMs) * dayMs;
  return {
    first: axisDayLabel(firstDay, true),
    last: axisDayLabel(lastDay, true),
    oneDay: firstDay === lastDay,
  };
}

/** A scan's time as people read it, in UTC as the survey days are: "3 Mar 2026, 10:42 UTC". */
export function scanTimeLabel(ms: number): string {
  const date = new Date(ms);
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${axisDayLabel(ms, true)}, ${hh}:${mm} UTC`;
}
