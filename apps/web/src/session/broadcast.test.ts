import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onSessionEvent,
  postSessionEvent,
  resetSessionChannel,
  type SessionEvent,
} from './broadcast';
import { SessionKeys } from './keys';

describe('session events between tabs', () => {
  const otherTabs: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of otherTabs.splice(0)) channel.close();
    vi.unstubAllGlobals();
    resetSessionChannel();
  });

  const otherTab = () => {
    const channel = new BroadcastChannel(SessionKeys.channel);
    otherTabs.push(channel);
    return channel;
  };

  it('posts to the other tabs on a BroadcastChannel', async () => {
    const received = new Promise<unknown>((resolve) => {
      otherTab().onmessage = (message) => resolve(message.data);
    });
    postSessionEvent('logged-off');
    expect(await received).toEqual({ type: 'logged-off' });
  });

  it("hears the other tabs' events, and ignores messages that are not session events", async () => {
    const events: SessionEvent[] = [];
    const heard = new Promise<void>((resolve) =>
      onSessionEvent((event) => {
        events.push(event);
        resolve();
      }),
    );
    const tab = otherTab();
    tab.postMessage({ type: 'something-else' });
    tab.postMessage({ type: 'login' });
    await heard;
    expect(events).toEqual([{ type: 'login' }]);
  });

  it('falls back to storage events where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const listener = vi.fn();
    onSessionEvent(listener);

    postSessionEvent('logged-off');
    const written = localStorage.getItem(SessionKeys.broadcastFallback);
    expect(JSON.parse(written ?? '{}')).toMatchObject({ type: 'logged-off' });

    // Browsers fire `storage` only in the other tabs; here the test plays the other tab.
    window.dispatchEvent(
      new StorageEvent('storage', { key: SessionKeys.broadcastFallback, newValue: written }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '{}' }));
    expect(listener).toHaveBeenCalledExactlyOnceWith({ type: 'logged-off' });
  });
});
