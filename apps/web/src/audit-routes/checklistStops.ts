import {
  type AuditRoute,
  type AuditRoutePoi,
  AuditRouteServerMessages,
  type ChecklistEntry,
  type ChecklistStopState,
  checklistOrder,
  checklistStopState,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import type { OutboxEntry } from './resultOutbox';

/** A stop of the open checklist: the route's POI, its state and its unconfirmed results. */
export interface ChecklistStop extends AuditRoutePoi, ChecklistEntry {
  /** The stop's results not confirmed yet, in the order recorded: waiting or refused. */
  outbox: readonly OutboxEntry[];
}

/**
 * The route's stops as the checklist lists them (open ones first, see checklistOrder),
 * each with the result the server has or, newer, the last one waiting in the outbox
 * (`entries`: the auditor's entries of this route).
 */
export function checklistStops(
  route: AuditRoute,
  entries: readonly OutboxEntry[],
): ChecklistStop[] {
  return checklistOrder(
    route.pois.map((poi) => {
      const outbox = entries.filter((e) => e.puid === poi.puid);
      const waiting = outbox.filter((e) => e.refused === null).at(-1);
      return {
        ...poi,
        state: checklistStopState(poi.result?.result ?? null, waiting?.result ?? null),
        outbox,
      };
    }),
  );
}

/** A state in words: what a screen reader says of a stop and of its marker. */
export function stopStateText(state: ChecklistStopState): string {
  if (state.kind === 'open') return Texts.stopOpen;
  const label = AuditRouteServerMessages.resultLabels[state.result];
  return state.kind === 'waiting' ? Texts.waitingToSend(label) : label;
}
