import { AlertLevel, AuditMessages, type AuditRouteBody } from '@indoor/domain';
import { ApiError } from '../api/client';
import { showAlert } from '../state/alerts';
import { createAuditRoute, updateAuditRoute } from './auditRouteQueries';

/**
 * Saves a route (docs/audit.md#saving-a-route): a new one with POST create-route, an edited one
 * with PUT. A refusal shows 'Error saving route: {message}', a request that did not reach the
 * server 'Error saving route. Please try again.', a success the server's message. True on success.
 */
export async function savePlannedRoute(
  editingId: string | null,
  body: AuditRouteBody,
): Promise<boolean> {
  try {
    const answer = editingId
      ? await updateAuditRoute(editingId, body)
      : await createAuditRoute(body);
    showAlert({
      level: AlertLevel.success,
      text: editingId ? answer.message : AuditMessages.saved,
    });
    return true;
  } catch (error) {
    const reached = error instanceof ApiError && error.status !== 0;
    showAlert({
      level: AlertLevel.danger,
      text: reached
        ? AuditMessages.saveFailedWith((error as ApiError).serverMessage ?? undefined)
        : AuditMessages.saveRequestFailed,
    });
    return false;
  }
}
