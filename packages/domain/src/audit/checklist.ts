import type { AuditResult } from './constants.js';

/**
 * Where one stop of the auditor's checklist stands: no result yet, a result kept on the
 * device until the server confirms it, or a result the server has.
 */
export type ChecklistStopState =
  | { kind: 'open' }
  | { kind: 'waiting'; result: AuditResult }
  | { kind: 'recorded'; result: AuditResult };

/** What the checklist needs to know of a stop to order it. */
export interface ChecklistEntry {
  puid: string;
  /** Place in the walking order, from 1. */
  order: number;
  state: ChecklistStopState;
}

/**
 * A stop's state from its confirmed result and the result waiting to be sent, if any: a
 * waiting result is newer than the confirmed one (a correction), so it is what shows.
 */
export function checklistStopState(
  recorded: AuditResult | null,
  waiting: AuditResult | null,
): ChecklistStopState {
  if (waiting !== null) return { kind: 'waiting', result: waiting };
  if (recorded !== null) return { kind: 'recorded', result: recorded };
  return { kind: 'open' };
}

const byWalkingOrder = (a: ChecklistEntry, b: ChecklistEntry) => a.order - b.order;

/**
 * The checklist as the auditor sees it: the stops still to check in walking order, so the
 * next one comes first, then the checked ones (waiting or recorded) in walking order.
 */
export function checklistOrder<S extends ChecklistEntry>(stops: readonly S[]): S[] {
  const walking = [...stops].sort(byWalkingOrder);
  return [
    ...walking.filter((s) => s.state.kind === 'open'),
    ...walking.filter((s) => s.state.kind !== 'open'),
  ];
}

/**
 * The stop to check after `puid` was recorded: the next open stop after it in walking order,
 * else the first open one (a stop skipped earlier); never `puid` itself. With `puid` null,
 * the first open stop. Null when no other stop is open.
 */
export function nextOpenStop<S extends ChecklistEntry>(
  stops: readonly S[],
  puid: string | null,
): S | null {
  const open = [...stops]
    .sort(byWalkingOrder)
    .filter((s) => s.state.kind === 'open' && s.puid !== puid);
  const from = stops.find((s) => s.puid === puid)?.order;
  return (from === undefined ? undefined : open.find((s) => s.order > from)) ?? open[0] ?? null;
}
