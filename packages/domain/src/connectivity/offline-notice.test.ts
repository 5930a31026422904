import { describe, expect, it } from 'vitest';
import { ControlTabs } from '../shell/constants.js';
import { ConnectivityMessages } from './messages.js';
import { offlineNoticeDetail } from './offline-notice.js';

describe('offlineNoticeDetail', () => {
  it('tells an auditor in the audit routes tab that results are kept on the device', () => {
    expect(offlineNoticeDetail('auditor', 'audit-routes')).toBe(ConnectivityMessages.resultsKept);
  });

  it('tells everyone else, and the auditor in other tabs, that changes cannot be saved', () => {
    for (const tab of ControlTabs) {
      for (const role of [null, 'user', 'planner', 'admin', 'moderator'] as const) {
        expect(offlineNoticeDetail(role, tab.id)).toBe(ConnectivityMessages.editsWait);
      }
    }
    expect(offlineNoticeDetail('auditor', 'account')).toBe(ConnectivityMessages.editsWait);
  });
});
