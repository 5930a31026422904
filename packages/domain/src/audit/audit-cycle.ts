import { AuditCycleConstants } from './constants.js';

const DAY_MS = 86_400_000;

/** Days since 1970 of a YYYY-MM-DD date; null when it is not one. */
function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / DAY_MS);
}

/** Where an asset stands in its space's audit cycle. */
export type AuditDueState = 'ok' | 'due' | 'overdue';

/**
 * Overdue: never audited, or the interval since the last audit has run out; due: it
 * runs out within AuditCycleConstants.dueWithinDays; ok otherwise. Dates are YYYY-MM-DD
 * (the user's today and the day of the last audit).
 */
export function auditDueState(
  lastAuditDate: string | null,
  intervalDays: number,
  today: string,
): AuditDueState {
  if (lastAuditDate === null) return 'overdue';
  const from = dayNumber(lastAuditDate);
  const to = dayNumber(today);
  if (from === null || to === null) return 'overdue';
  const since = to - from;
  const left = intervalDays - since;
  if (left < 0) return 'overdue';
  return left <= AuditCycleConstants.dueWithinDays ? 'due' : 'ok';
}

/** The day an asset's next audit is due (YYYY-MM-DD); null when never audited (due now). */
export function nextAuditDate(lastAuditDate: string | null, intervalDays: number): string | null {
  const day = lastAuditDate === null ? null : dayNumber(lastAuditDate);
  if (day === null) return null;
  return new Date((day + intervalDays) * DAY_MS).toISOString().slice(0, 10);
}
