import type { AccesAnswer, AccesProgress } from '@indoor/domain';
import { startWorker } from './worker-channel.js';

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
  if (signal.aborted) return Promise.reject(new AccesMapAborted());
  const worker = startWorker('./acces-map-worker', import.meta.url, job);
  return new Promise<AccesAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => {
      settle(() => reject(new AccesMapAborted()));
      void worker.terminate();
    };
    signal.addEventListener('abort', abort);
    worker.on('message', (message: AccesMapMessage) => {
      if (message.kind === 'progress') onProgress(message.progress);
      else settle(() => resolve(message.map));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the accuracy map worker exited with code ${code}`))),
    );
  });
}
