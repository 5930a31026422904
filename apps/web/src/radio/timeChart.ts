import {
  axisDayLabel,
  RadioConstants,
  TimeChartConstants,
  WifiLayerMessages,
} from '@indoor/domain';

export interface DayCount {
  date: number;
  count: number;
}

/**
 * The chart's date domain (docs/wifi-layers.md#time-modes) extends 15 days before the first and
 * after the last date.
 */
export function chartDomain(points: readonly DayCount[]): [number, number] | null {
  if (points.length === 0) return null;
  const dates = points.map((point) => point.date);
  const padding = TimeChartConstants.domainPaddingDays * RadioConstants.dayMs;
  return [Math.min(...dates) - padding, Math.max(...dates) + padding];
}

export interface TimeRange {
  from: number;
  to: number;
}

/** The scans of the days inside the range (all of them without a range). */
export function activeCount(points: readonly DayCount[], range: TimeRange | null): number {
  return points
    .filter((point) => range === null || (point.date >= range.from && point.date <= range.to))
    .reduce((sum, point) => sum + point.count, 0);
}

export const totalCount = (points: readonly DayCount[]): number => activeCount(points, null);

/**
 * A brushed range covers whole days: from the start of the first day touched to the
 * last millisecond of the last one, so the server's per-scan time filter keeps them all.
 */
export function wholeDays(from: number, to: number): TimeRange {
  const day = RadioConstants.dayMs;
  const [a, b] = from <= to ? [from, to] : [to, from];
  return { from: Math.floor(a / day) * day, to: Math.floor(b / day) * day + day - 1 };
}

/** "N survey days, from <first> to <last>": the days that have scans; null without any. */
export function surveyDaysText(points: readonly DayCount[]): string | null {
  const surveyed = points.filter((point) => point.count > 0).map((point) => point.date);
  if (surveyed.length === 0) return null;
  const first = axisDayLabel(Math.min(...surveyed), true);
  const last = axisDayLabel(Math.max(...surveyed), true);
  return WifiLayerMessages.surveyDays(new Set(surveyed).size, first, last);
}
