/// <reference lib="webworker" />
import {
  isKeptTileStatus,
  OfflineConstants,
  offlineReadKey,
  offlineStrategy,
} from '@indoor/domain';
import { type OfflineBuild, shellCacheName } from './offlineBuild';

/**
 * The app's service worker (docs/offline.md): it keeps the build's page, scripts and
 * styles when installed, and the API reads and floor-plan tiles of the auditor's screens
 * as they are fetched, so that a kept route opens and takes results without a connection.
 * Writes never pass through a cache: results wait in the page's outbox instead.
 */
declare const self: ServiceWorkerGlobalScope;
/** The build's version and files, written into this script when the app is built. */
declare const __OFFLINE_BUILD__: OfflineBuild;

const build = __OFFLINE_BUILD__;
const isSuccess = (status: number) => status >= 200 && status < 300;
const shellCache = shellCacheName(build.version);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll([OfflineConstants.shellPath, ...build.files]);
      // The new build takes over at once: its page and scripts are all kept already.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(OfflineConstants.shellCachePrefix) && name !== shellCache)
          await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The kept copy if there is one, else the network's answer, kept when `keep` says so. */
async function keptFirst(
  request: Request,
  cacheName: string,
  keep: (status: number) => boolean,
): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keep(response.status)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

/** The page from the network; without one, the kept page of this build (every page is the app). */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(OfflineConstants.shellPath, { cacheName: shellCache });
    if (kept) return kept;
    throw error;
  }
}

/** An API read: the network's answer, kept; without a network, the answer kept last. */
async function read(request: Request): Promise<Response> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const key = offlineReadKey(request.url, request.method, body);
  try {
    const response = await fetch(request);
    if (response.ok && key !== null) {
      const cache = await caches.open(OfflineConstants.dataCache);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = key === null ? undefined : await caches.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const strategy = offlineStrategy({
    method: request.method,
    pathname: url.pathname,
    sameOrigin: url.origin === self.location.origin,
    navigation: request.mode === 'navigate',
  });
  if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'asset') event.respondWith(keptFirst(request, shellCache, isSuccess));
  else if (strategy === 'tile')
    event.respondWith(keptFirst(request, OfflineConstants.dataCache, isKeptTileStatus));
  else if (strategy === 'read') event.respondWith(read(request));
});
