import type { AccessPointEstimate, BssidObservations, FloorWalls } from '@indoor/domain';
import { runWorkerJob } from './worker-channel.js';

/** What the worker fits: a floor's measurements per BSSID and place, and its walls. */
export interface AccessPointFitJob {
  observations: BssidObservations[];
  /** At most this many radios, the strongest. */
  limit: number;
  walls: FloorWalls | null;
}

/** What the worker posts: how many radios are placed, after each; then every estimate. */
export type AccessPointFitMessage =
  | { kind: 'placed'; done: number }
  | { kind: 'estimates'; estimates: AccessPointEstimate[] };

/**
 * A floor's access points fitted in a worker thread of its own (docs/wifi-layers.md#access-point-estimate):
 * a large floor takes seconds, which would hold the event loop. `onPlaced` hears how many
 * radios are placed; aborting `signal` ends the worker at once and rejects with `aborted()`.
 */
export function fitAccessPointsInWorker(
  job: AccessPointFitJob,
  onPlaced: (done: number) => void,
  signal: AbortSignal,
  aborted: () => Error,
): Promise<AccessPointEstimate[]> {
  return runWorkerJob<AccessPointFitMessage, AccessPointEstimate[]>(
    './access-point-fit-worker',
    import.meta.url,
    job,
    {
      name: 'access-point fit',
      signal,
      aborted,
      read: (message) => {
        if (message.kind === 'estimates') return { result: message.estimates };
        onPlaced(message.done);
        return undefined;
      },
    },
  );
}
