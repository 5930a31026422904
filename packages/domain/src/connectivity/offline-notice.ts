import type { Role } from '../model/user.js';
import type { ControlTabId } from '../shell/constants.js';
import { ConnectivityMessages } from './messages.js';

/**
 * What the control bar's offline notice says after its first sentence, for the signed-in
 * role (null: nobody) and the tab shown. An auditor's audit routes tab records results into
 * an outbox kept on the device, so there the notice says that results wait; everywhere else
 * a change needs the server, so it says that nothing can be saved.
 */
export function offlineNoticeDetail(role: Role | null, tab: ControlTabId): string {
  return role === 'auditor' && tab === 'audit-routes'
    ? ConnectivityMessages.resultsKept
    : ConnectivityMessages.editsWait;
}
