import {
  type Floor,
  isKeptTileStatus,
  OfflineConstants,
  planTilesForOffline,
} from '@indoor/domain';
import { floorPlanTileBounds, floorTileUrlTemplate } from '../floors/FloorPlanTiles';

/** The addresses of a floor's plan tiles kept for use offline; none for a floor without a plan. */
export function floorPlanTileUrls(origin: string, buid: string, floor: Floor): string[] {
  const bounds = floorPlanTileBounds(floor);
  if (!floor.plan_version || !bounds) return [];
  const [west, south, east, north] = bounds;
  const template = floorTileUrlTemplate(origin, buid, floor.floor_number, floor.plan_version);
  return planTilesForOffline({ west, south, east, north }).map((tile) =>
    template
      .replace('{z}', String(tile.z))
      .replace('{x}', String(tile.x))
      .replace('{y}', String(tile.y)),
  );
}

export interface KeepProgress {
  done: number;
  total: number;
  /** Tiles neither kept already nor fetched now (no connection, or the server refused). */
  missing: number;
}

/**
 * Puts every tile of `urls` in the offline data cache, a few at a time, skipping those kept
 * already; `onProgress` hears after each one. A tile of the plan's box outside its image
 * answers 404: that answer is kept too (the service worker does the same), so the map
 * draws nothing there offline as it does online.
 */
export async function keepTiles(
  urls: readonly string[],
  onProgress: (progress: KeepProgress) => void,
  signal: AbortSignal,
): Promise<KeepProgress> {
  const cache = await caches.open(OfflineConstants.dataCache);
  const progress: KeepProgress = { done: 0, total: urls.length, missing: 0 };
  let next = 0;
  const keepOne = async (url: string) => {
    if (await cache.match(url)) return;
    try {
      const response = await fetch(url, { signal });
      if (isKeptTileStatus(response.status)) await cache.put(url, response);
      else progress.missing += 1;
    } catch {
      if (signal.aborted) return;
      progress.missing += 1;
    }
  };
  const worker = async () => {
    while (next < urls.length && !signal.aborted) {
      const url = urls[next];
      next += 1;
      if (url === undefined) break;
      await keepOne(url);
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: OfflineConstants.tileFetchConcurrency }, worker));
  return progress;
}
