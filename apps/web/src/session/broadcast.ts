import { SessionKeys } from './keys';

/** What one tab tells the others about the session (docs/accounts.md#browser-session). */
export type SessionEventType = 'login' | 'logged-off';
export interface SessionEvent {
  type: SessionEventType;
}

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();
/** undefined until first used; null where the browser has no BroadcastChannel. */
let channel: BroadcastChannel | null | undefined;
let storageListenerInstalled = false;

function isSessionEvent(value: unknown): value is SessionEvent {
  if (!value || typeof value !== 'object') return false;
  const { type } = value as { type?: unknown };
  return type === 'login' || type === 'logged-off';
}

function deliver(value: unknown): void {
  if (!isSessionEvent(value)) return;
  for (const listener of [...listeners]) listener({ type: value.type });
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SessionKeys.broadcastFallback || !event.newValue) return;
  try {
    deliver(JSON.parse(event.newValue));
  } catch {
    // Not one of ours.
  }
}

/**
 * One channel per tab: a BroadcastChannel never hears its own messages, so the tab
 * that signs out does not also handle its own "logged-off". Browsers without
 * BroadcastChannel fall back to `storage` events, which likewise reach only the other tabs.
 */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(SessionKeys.channel);
    channel.onmessage = (message: MessageEvent) => deliver(message.data);
  } else {
    channel = null;
    if (!storageListenerInstalled) {
      window.addEventListener('storage', onStorage);
      storageListenerInstalled = true;
    }
  }
  return channel;
}

export function postSessionEvent(type: SessionEventType): void {
  const open = openChannel();
  if (open) {
    open.postMessage({ type });
    return;
  }
  try {
    // The timestamp makes every write a change, so repeated events still fire `storage`.
    localStorage.setItem(SessionKeys.broadcastFallback, JSON.stringify({ type, at: Date.now() }));
  } catch {
    // Storage unavailable: the other tabs notice at their next restore or health check.
  }
}

export function onSessionEvent(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closes the channel and forgets the listeners; the next use opens a new one (tests). */
export function resetSessionChannel(): void {
  channel?.close();
  channel = undefined;
  if (storageListenerInstalled) {
    window.removeEventListener('storage', onStorage);
    storageListenerInstalled = false;
  }
  listeners.clear();
}
