import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Makes the browser say it is offline (or online again) and tells the page, as a change of
 * network does. When the test ends the browser is online again, and so is React Query's
 * online manager, which the tests of a worker share (it follows the same events, but only
 * while a query is mounted).
 */
export function setBrowserOnline(online: boolean): void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  if (!online) {
    onTestFinished(() => {
      onLine.mockRestore();
      onlineManager.setOnline(true);
    });
  }
}
