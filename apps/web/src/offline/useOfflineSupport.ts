import { useQueryClient } from '@tanstack/react-query';
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
 * kept answers. When the worker first takes over the page, the screens read their data
 * again through it, so what is on screen is kept too.
 */
export function useOfflineSupport(): void {
  const userId = useSessionStore((state) => selectSignedInUser(state)?.id ?? null);
  const queryClient = useQueryClient();

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

  useEffect(() => {
    if (!canWorkOffline()) return;
    const container = navigator.serviceWorker;
    const readAgain = () => void queryClient.invalidateQueries();
    container.addEventListener('controllerchange', readAgain);
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [queryClient]);
}
