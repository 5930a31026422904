import { AlertLevel, Alerts } from '@indoor/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, useAlertStore } from './alerts';

const current = () => useAlertStore.getState().alert;

describe('alert store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAlertStore.setState({ alert: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only the latest alert', () => {
    showAlert({ level: AlertLevel.danger, text: 'first' });
    showAlert({ level: AlertLevel.success, text: 'second' });
    expect(current()).toMatchObject({ level: 'success', text: 'second', hiding: false });
  });

  it('fades a danger alert after 5000 ms and removes it 500 ms later', () => {
    showAlert({ level: AlertLevel.danger, text: 'broken' });
    vi.advanceTimersByTime(Alerts.autoHideMs - 1);
    expect(current()?.hiding).toBe(false);
    vi.advanceTimersByTime(1);
    expect(current()).toMatchObject({ text: 'broken', hiding: true });
    vi.advanceTimersByTime(Alerts.fadeMs - 1);
    expect(current()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('hides info alerts after 1500 ms', () => {
    showAlert({ level: AlertLevel.info, text: 'Fetched floors..' });
    vi.advanceTimersByTime(Alerts.infoAutoHideMs - 1);
    expect(current()?.hiding).toBe(false);
    vi.advanceTimersByTime(1);
    expect(current()?.hiding).toBe(true);
    vi.advanceTimersByTime(Alerts.fadeMs);
    expect(current()).toBeNull();
  });

  it('honours an explicit autoHideMs', () => {
    showAlert({ level: AlertLevel.success, text: 'POI deleted.', autoHideMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(current()?.hiding).toBe(true);
  });

  it('restarts the timers when a new alert replaces the old one', () => {
    showAlert({ level: AlertLevel.warning, text: 'old' });
    vi.advanceTimersByTime(4000);
    showAlert({ level: AlertLevel.warning, text: 'new' });
    vi.advanceTimersByTime(4000);
    expect(current()).toMatchObject({ text: 'new', hiding: false });
    vi.advanceTimersByTime(1000 + Alerts.fadeMs);
    expect(current()).toBeNull();
  });

  it('closes on request with the same fade', () => {
    showAlert({ level: AlertLevel.danger, text: 'closable' });
    useAlertStore.getState().closeAlert();
    expect(current()?.hiding).toBe(true);
    vi.advanceTimersByTime(Alerts.fadeMs);
    expect(current()).toBeNull();
  });

  it('does not let an old fade remove a newer alert', () => {
    showAlert({ level: AlertLevel.danger, text: 'old' });
    useAlertStore.getState().closeAlert();
    showAlert({ level: AlertLevel.success, text: 'new' });
    vi.advanceTimersByTime(Alerts.fadeMs);
    expect(current()).toMatchObject({ text: 'new', hiding: false });
  });
});
