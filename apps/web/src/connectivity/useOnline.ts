import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network connection (navigator.onLine). A request can
 * still fail while this is true (a network that does not reach the server): that failure is
 * shown as any other, by the form or alert that made the request. Where navigator has no
 * onLine at all, nothing is known to be offline.
 */
export function isOnline(): boolean {
  return navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** isOnline, followed through the browser's online and offline events. */
export function useOnline(): boolean {
  // Without a browser (server rendering) nothing is known to be offline.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
