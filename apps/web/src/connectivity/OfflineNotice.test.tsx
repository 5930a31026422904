import { ConnectivityMessages } from '@indoor/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, signInAs } from '../test/factories';
import { setBrowserOnline } from '../test/network';
import { ControlBarOfflineNotice, OfflineNotice } from './OfflineNotice';

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is an empty live region online and says what offline means once the device is offline', () => {
    render(<OfflineNotice detail={ConnectivityMessages.editsWait} className="page__offline" />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');
    setBrowserOnline(false);
    expect(screen.getByRole('status')).toBe(notice);
    expect(notice.textContent).toBe(
      `${ConnectivityMessages.offline} ${ConnectivityMessages.editsWait}`,
    );
    setBrowserOnline(true);
    expect(notice.textContent).toBe('');
  });

  it('tells an auditor in the audit routes tab that results wait on the device, and a planner that edits wait', () => {
    setBrowserOnline(false);
    signInAs(makeSessionUser({ role: 'auditor' }));
    const { rerender } = render(<ControlBarOfflineNotice activeTab="audit-routes" />);
    expect(screen.getByRole('status').textContent).toContain(ConnectivityMessages.resultsKept);
    rerender(<ControlBarOfflineNotice activeTab="account" />);
    expect(screen.getByRole('status').textContent).toContain(ConnectivityMessages.editsWait);
    signInAs(makeSessionUser({ role: 'planner' }));
    rerender(<ControlBarOfflineNotice activeTab="audit-routes" />);
    expect(screen.getByRole('status').textContent).toContain(ConnectivityMessages.editsWait);
  });
});
