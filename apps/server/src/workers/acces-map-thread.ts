import type { AccesAnswer, AccesProgress } from '@indoor/domain';
import { runWorkerJob } from './worker-channel.js';

/** What the worker computes a map from. */
export interface AccesMapJob {
  /** The floor's scans as JSON text: [[lat, lon, [mac, ...], [rss, ...]], ...]. */
  scansJson: string;
  /** The floor's number, as the scans' floor. */
  floor: string;
  /** The floor's plan outline as [lat, lng] corners; null: the survey's padded box. */
  outline: [number, number][] | null;
}

/** What the worker posts: the progress after each step, then the map. */
export type AccesMapMessage =
  | { kind: 'progress'; progress: AccesProgress }
  | { kind: 'map'; map: AccesAnswer };

/** The computation was given up (the signal was aborted) before the map was done. */
export class AccesMapAborted extends Error {
  constructor() {
    super('the accuracy map computation was given up');
  }
}

/**
 * One floor's accuracy map computed in a worker thread: the held-out evaluation takes seconds
 * on a large floor and would hold the event loop that long. A fresh worker per map (maps are
 * computed after uploads, one floor at a time) keeps nothing between maps; aborting `signal`
 * ends the worker at once and rejects with AccesMapAborted.
 */
export function computeAccesMapInWorker(
  job: AccesMapJob,
  onProgress: (progress: AccesProgress) => void,
  signal: AbortSignal,
): Promise<AccesAnswer> {
  return runWorkerJob<AccesMapMessage, AccesAnswer>('./acces-map-worker', import.meta.url, job, {
    name: 'accuracy map',
    signal,
    aborted: () => new AccesMapAborted(),
    read: (message) => {
      if (message.kind === 'map') return { result: message.map };
      onProgress(message.progress);
      return undefined;
    },
  });
}
