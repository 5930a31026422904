import { useEffect } from 'react';
import { selectSignedInUser, useSessionStore } from '../state/session';
import {
  canWorkOffline,
  forgetOfflineData,
  keepOfflineDataFor,
  registerServiceWorker,
} from './offlineData';

/**
 * The app's offline support (docs/offline.md): a signed-in account gets the service
 * worker, which keeps the app and the answers its screens read; signing out empties the
 * kept answers. What an opened route needs is read through the worker when the route
 * opens (useKeptRoute.ts), also on the first visit, before the worker took over.
 */
export function useOfflineSupport(): void {
  const userId = useSessionStore((state) => selectSignedInUser(state)?.id ?? null);

  useEffect(() => {
    if (!import.meta.env.PROD || !canWorkOffline()) return;
    if (userId === null) {
      void forgetOfflineData();
      return;
    }
    void keepOfflineDataFor(userId)
      .then(registerServiceWorker)
      .catch((error: unknown) => console.warn('the app cannot be kept for use offline', error));
  }, [userId]);
}
