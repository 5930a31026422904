import { AlertLevel, type AuditRoute } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { showAlert } from '../state/alerts';
import { auditRouteKeys } from './auditRouteQueries';
import { type OutboxEntry, type ResultOutbox, resultOutbox } from './resultOutbox';

/** The outbox of recorded results and its entries (waiting or refused), as they change. */
export function useResultOutbox(): { outbox: ResultOutbox; entries: readonly OutboxEntry[] } {
  const outbox = resultOutbox();
  const entries = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.list(),
  );
  return { outbox, entries };
}

/**
 * Sends the outbox while the auditor's tab is there (whether a checklist is open or not):
 * at once, and whenever the browser comes back online; each confirmed result updates the
 * cached route list and shows the server's message. Mounted once.
 */
export function useResultSending(): void {
  const outbox = resultOutbox();
  const queryClient = useQueryClient();

  useEffect(() => {
    const stopListening = outbox.onSent((answer, entry) => {
      const updated = answer.route;
      queryClient.setQueryData(
        auditRouteKeys.list(entry.user_id),
        (old: { status: 'success'; routes: AuditRoute[] } | undefined) =>
          old
            ? { ...old, routes: old.routes.map((r) => (r.id === updated.id ? updated : r)) }
            : old,
      );
      showAlert({ level: AlertLevel.success, text: answer.message });
    });
    const send = () => void outbox.flush();
    window.addEventListener('online', send);
    send();
    return () => {
      stopListening();
      window.removeEventListener('online', send);
    };
  }, [outbox, queryClient]);
}
