import { AlertLevel, Alerts, FetchMessages } from '@indoor/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, useAlertStore } from '../state/alerts';
import { AlertArea } from './AlertArea';

describe('AlertArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAlertStore.setState({ alert: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the latest alert as role=alert and removes it after the close button and the fade', () => {
    render(<AlertArea />);
    act(() => showAlert({ level: AlertLevel.warning, text: 'older' }));
    act(() => showAlert({ level: AlertLevel.danger, text: FetchMessages.buildings }));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe(FetchMessages.buildings);
    expect(alerts[0]?.dataset.level).toBe('danger');

    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.getByRole('alert').className).toContain('alert--hiding');
    act(() => vi.advanceTimersByTime(Alerts.fadeMs));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
