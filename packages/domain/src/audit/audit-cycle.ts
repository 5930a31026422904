import { daysBetween } from '../assets/asset-register.js';
import { AuditCycleConstants } from '../constants.js';

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
  const since = daysBetween(lastAuditDate, today);
  if (since === null) return 'overdue';
  const left = intervalDays - since;
  if (left < 0) return 'overdue';
  return left <= AuditCycleConstants.dueWithinDays ? 'due' : 'ok';
}

/** The day an asset's next audit is due (YYYY-MM-DD); null when never audited (due now). */
export function nextAuditDate(lastAuditDate: string | null, intervalDays: number): string | null {
  if (lastAuditDate === null) return null;
  const ms = Date.parse(`${lastAuditDate}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + intervalDays * 86_400_000).toISOString().slice(0, 10);
}
