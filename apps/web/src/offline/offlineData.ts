import { OfflineConstants, StorageKeys } from '@indoor/domain';
import { readLocal, removeLocal, writeLocal } from '../state/storage';

/** Whether this page can have a service worker: a secure address and a browser that has them. */
export const canWorkOffline = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'caches' in window;

/** Empties the kept API answers and floor-plan tiles (sign-out, another account). */
export async function forgetOfflineData(): Promise<void> {
  removeLocal(StorageKeys.offlineDataOwner);
  if (typeof caches === 'undefined') return;
  await caches.delete(OfflineConstants.dataCache);
}

/**
 * Keeps answers for `userId` from now on: what another account left on this device is
 * emptied first, so nobody reads it offline.
 */
export async function keepOfflineDataFor(userId: string): Promise<void> {
  if (readLocal(StorageKeys.offlineDataOwner) === userId) return;
  await forgetOfflineData();
  writeLocal(StorageKeys.offlineDataOwner, userId);
}

/** Installs the service worker (again: the browser fetches it and installs a new build's). */
export async function registerServiceWorker(): Promise<void> {
  await navigator.serviceWorker.register(OfflineConstants.serviceWorkerPath, { scope: '/' });
}
