import { type AccessPointEstimate, fittedRadioCount, LayerZoom } from '@indoor/domain';
import { AccessPointWorkConstants } from '../config/infrastructure.js';
import type { Repositories } from '../db/repositories/repositories.js';
import { fitAccessPointsInWorker } from '../workers/access-point-fit-thread.js';
import { type ClaimedFloor, ComputationStopped, FloorRefresher } from './floor-refresher.js';

export { ComputationStopped } from './floor-refresher.js';

/** Estimates computed from the floor's fingerprints at `version`. */
export interface ComputedEstimates {
  version: string;
  computedAt: Date;
  estimates: AccessPointEstimate[];
}

/** The refresher's timings (AccessPointWorkConstants; tests shorten them). */
export type RefresherSettings = { readonly [K in keyof typeof AccessPointWorkConstants]: number };

/**
 * Keeps every floor's access-point estimates up to date in the background
 * (docs/wifi-layers.md#access-point-estimate): after fingerprints change, a floor's estimates
 * (or its rooms and doors, the walls the fit counts) are fitted again before anyone asks, so
 * the layer answers at once. Claims, progress and
 * looking as every FloorRefresher; the fit runs in a worker thread of its own.
 */
export class AccessPointRefresher extends FloorRefresher<ComputedEstimates, RefresherSettings> {
  constructor(
    private readonly repository: Repositories['accessPoints'],
    settings: RefresherSettings = AccessPointWorkConstants,
  ) {
    super(repository, settings);
  }

  protected async work(floor: ClaimedFloor): Promise<ComputedEstimates> {
    const { buid, floorNumber, version, progress } = floor;
    const { progressMs } = this.settings;
    // The walls first: a room changed while the fingerprints are read makes the result stale.
    const walls = await this.repository.walls(buid, floorNumber);
    const observations = await this.repository.observations(buid, floorNumber);
    // One radio past the limit is fitted and kept, so an answer can tell that it was cut.
    const limit = LayerZoom.maxAccessPoints + 1;
    progress.total = fittedRadioCount(observations, limit);
    await floor.report();
    let reported = performance.now();
    // Fitting a floor takes seconds: in a worker thread, so requests are served meanwhile.
    const estimates = await fitAccessPointsInWorker(
      { observations, limit, walls: walls?.walls ?? null },
      (done) => {
        progress.done = done;
        if (performance.now() - reported > progressMs) {
          reported = performance.now();
          // Not awaited (the worker goes on): a report that fails is followed by the next, and
          // a claim left unreported for the lease is taken over, as after any failure.
          void floor.report().catch(() => {});
        }
      },
      floor.signal,
      () => new ComputationStopped(),
    );
    const computedAt = new Date();
    await this.repository.store(
      buid,
      floorNumber,
      version,
      walls?.version ?? '0',
      computedAt,
      estimates,
    );
    return { version, computedAt, estimates };
  }
}
