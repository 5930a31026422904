import type { AuditRoute } from '@indoor/domain';
import { useEffect, useState } from 'react';
import { useFloors } from '../floors/floorQueries';
import { findFloor } from '../floors/floorState';
import { floorPlanTileUrls, type KeepProgress, keepTiles } from './keepFloorPlan';
import { keepRouteReads } from './keepRouteReads';
import { canWorkOffline } from './offlineData';

export type KeptRoute =
  | { state: 'unavailable' }
  | { state: 'keeping'; progress: KeepProgress }
  | { state: 'kept'; withPlan: boolean; missing: number; failedReads: number };

/** Resolves once a service worker controls the page (it keeps the app and the reads). */
function controlled(signal: AbortSignal): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    container.addEventListener('controllerchange', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Keeps an opened route for use offline (docs/offline.md#keeping-a-route): once the
 * service worker controls the page, the route's reads pass through it (keepRouteReads)
 * and the floor's plan tiles are put in the offline cache. Null until the route's floors
 * are known.
 */
export function useKeptRoute(route: AuditRoute): KeptRoute | null {
  const floors = useFloors(route.building_id);
  const floor = floors.data ? findFloor(floors.data, String(route.floor_number)) : null;
  const urls = floor ? floorPlanTileUrls(window.location.origin, route.building_id, floor) : [];
  const key = urls.join('\n');
  const [kept, setKept] = useState<KeptRoute | null>(null);
  const known = floors.data !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the tile list
  useEffect(() => {
    if (!canWorkOffline()) {
      setKept({ state: 'unavailable' });
      return;
    }
    if (!known) return;
    const abort = new AbortController();
    const { signal } = abort;
    setKept({ state: 'keeping', progress: { done: 0, total: urls.length, missing: 0 } });
    void (async () => {
      await controlled(signal);
      if (signal.aborted) return;
      const failedReads = await keepRouteReads(route, signal);
      if (signal.aborted) return;
      const result = await keepTiles(
        urls,
        (progress) => {
          if (!signal.aborted) setKept({ state: 'keeping', progress });
        },
        signal,
      );
      if (!signal.aborted)
        setKept({
          state: 'kept',
          withPlan: urls.length > 0,
          missing: result.missing,
          failedReads,
        });
    })();
    return () => abort.abort();
  }, [key, known, route.id]);

  return kept;
}
