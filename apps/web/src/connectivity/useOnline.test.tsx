import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserOnline } from '../test/network';
import { isOnline, useOnline } from './useOnline';

function Connection() {
  return <p data-testid="connection">{useOnline() ? 'online' : 'offline'}</p>;
}

describe('useOnline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts from navigator.onLine and follows the browser's offline and online events", () => {
    render(<Connection />);
    expect(screen.getByTestId('connection').textContent).toBe('online');
    setBrowserOnline(false);
    expect(screen.getByTestId('connection').textContent).toBe('offline');
    expect(isOnline()).toBe(false);
    setBrowserOnline(true);
    expect(screen.getByTestId('connection').textContent).toBe('online');
  });

  it('reads an offline browser on the first render, before any event', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Connection />);
    expect(screen.getByTestId('connection').textContent).toBe('offline');
  });

  it('counts a browser without navigator.onLine as online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(undefined as unknown as boolean);
    expect(isOnline()).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Connection />);
    unmount();
    const events = removed.mock.calls.map(([type]) => type);
    expect(events).toEqual(expect.arrayContaining(['online', 'offline']));
  });
});
