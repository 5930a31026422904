import { ConnectivityMessages, type ControlTabId, offlineNoticeDetail } from '@indoor/domain';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useOnline } from './useOnline';
import './connectivity.css';

interface OfflineNoticeProps {
  /** What follows "You are offline.": what does and does not work on this screen. */
  detail: string;
  /** Where it sits: the control bar's strip or a page header's line. */
  className: string;
}

/**
 * Says that the device is offline, and what that means on this screen. The live region is
 * always there (empty and without a box while online), so a screen reader announces the
 * text when it appears.
 */
export function OfflineNotice({ detail, className }: OfflineNoticeProps) {
  const online = useOnline();
  return (
    <div className={`offline-notice ${className}`} role="status" data-testid="offline-notice">
      {!online && (
        <p className="offline-notice__text">
          <strong className="offline-notice__title">{ConnectivityMessages.offline}</strong>{' '}
          <span className="offline-notice__detail">{detail}</span>
        </p>
      )}
    </div>
  );
}

/** The control bar's strip under its tabs: its words follow the user's role and the tab. */
export function ControlBarOfflineNotice({ activeTab }: { activeTab: ControlTabId }) {
  const role = useSessionStore(selectSignedInUser)?.role ?? null;
  return (
    <OfflineNotice detail={offlineNoticeDetail(role, activeTab)} className="control-bar__offline" />
  );
}
